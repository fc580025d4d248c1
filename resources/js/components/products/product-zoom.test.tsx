import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { ProductGallery } from '@/components/products/product-gallery';
import { type GalleryPicture } from '@/components/products/types';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';

// The zoom view over the product gallery: moving between the pictures (buttons, arrow keys, a swipe), the counter,
// the largest variant inside and the small ones outside, and focus kept in and given back.

const images: GalleryPicture[] = ['a', 'b', 'c'].map((name, position) => ({
  id: position + 1,
  src: `/media/${name}/gallery.webp`,
  srcset: `/media/${name}/gallery.webp 800w, /media/${name}/zoom.webp 1600w`,
  zoom: `/media/${name}/zoom.webp`,
  thumb: `/media/${name}/card.webp`,
  alt: `Vedere ${name}`,
  width: 800,
  height: 640,
}));

beforeEach(() => mockDarkModeMedia(false));

function byTest(id: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-test="${id}"]`);
  if (element === null) throw new Error(`no [data-test="${id}"]`);

  return element;
}

function renderGallery(list: GalleryPicture[] = images, locale: 'ro' | 'ru' = 'ro') {
  renderWithPage(<ProductGallery images={list} name="Televizor Samsung" />, {
    shared: { locale, translations: locale === 'ro' ? ro : ru },
  });

  return userEvent.setup();
}

async function openZoom(user: ReturnType<typeof userEvent.setup>, name = 'Mărește imaginea') {
  await user.click(screen.getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  // Headless UI moves focus into the dialog once its chunk has loaded.
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

  return dialog;
}

const zoomed = () => byTest('gallery-zoom-image').getAttribute('src');
const counter = () => byTest('gallery-zoom-counter').textContent;

/** A swipe of one pointer over the zoom's box, from x to x (the y moves a little, as a finger does). */
function swipe(from: number, to: number, pointerType = 'touch') {
  const box = byTest('gallery-zoom-box');
  const init = { pointerId: 7, isPrimary: true, pointerType };
  fireEvent.pointerDown(box, { ...init, clientX: from, clientY: 200 });
  fireEvent.pointerUp(box, { ...init, clientX: to, clientY: 206 });
}

describe('product zoom', () => {
  it('moves with labelled previous / next buttons under a counter, round the ends, in the largest variant', async () => {
    const user = renderGallery();
    const dialog = within(await openZoom(user));

    expect(zoomed()).toBe('/media/a/zoom.webp');
    expect(byTest('gallery-zoom-image')).not.toHaveAttribute('srcset');
    expect(counter()).toBe('1 / 3');
    await user.click(dialog.getByRole('button', { name: 'Imaginea următoare' }));
    expect(zoomed()).toBe('/media/b/zoom.webp');
    expect(counter()).toBe('2 / 3');
    expect(byTest('gallery-zoom-image')).toHaveAccessibleName('Vedere b');
    expect(dialog.getByText('Televizor Samsung, imaginea 2 din 3')).toHaveAttribute('aria-live', 'polite');
    await user.click(dialog.getByRole('button', { name: 'Imaginea următoare' }));
    await user.click(dialog.getByRole('button', { name: 'Imaginea următoare' }));
    expect(counter()).toBe('1 / 3');
    await user.click(dialog.getByRole('button', { name: 'Imaginea anterioară' }));
    expect(zoomed()).toBe('/media/c/zoom.webp');
    expect(counter()).toBe('3 / 3');

    // Outside the dialog the page keeps its small variants, now on the picture last seen.
    expect(byTest('gallery-image')).toHaveAttribute('src', '/media/c/gallery.webp');
    expect(document.querySelectorAll('[data-test="gallery-thumbnails"] img')[0]).toHaveAttribute(
      'src',
      '/media/a/card.webp',
    );
  });

  it('moves with the Left and Right keys from wherever focus is inside, and Escape gives focus back', async () => {
    const user = renderGallery();
    const opener = screen.getByRole('button', { name: 'Mărește imaginea' });
    await openZoom(user);

    await user.keyboard('{ArrowRight}');
    expect(counter()).toBe('2 / 3');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(counter()).toBe('1 / 3');
    await user.keyboard('{ArrowLeft}');
    expect(zoomed()).toBe('/media/c/zoom.webp');

    // Tab stays in the dialog.
    for (let step = 0; step < 6; step++) {
      await user.tab();
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(byTest('gallery-thumbnails').querySelectorAll('[aria-current="true"]')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Arată imaginea 3 din 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('follows a horizontal swipe of a finger, not a short, vertical or mouse one', async () => {
    const user = renderGallery();
    await openZoom(user);

    swipe(300, 120);
    expect(counter()).toBe('2 / 3');
    swipe(100, 320);
    expect(counter()).toBe('1 / 3');
    swipe(100, 360, 'mouse');
    swipe(200, 180);
    expect(counter()).toBe('1 / 3');
    const box = byTest('gallery-zoom-box');
    fireEvent.pointerDown(box, { pointerId: 3, isPrimary: true, pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(box, { pointerId: 3, isPrimary: true, pointerType: 'touch', clientX: 110, clientY: 400 });
    expect(counter()).toBe('1 / 3');
    swipe(100, 320);
    expect(counter()).toBe('3 / 3');
  });

  it('leaves the arrow keys and swipes to a magnified picture, and fits it again on moving', async () => {
    const user = renderGallery();
    const dialog = within(await openZoom(user));

    await user.click(dialog.getByRole('button', { name: 'Mărește detaliile imaginii' }));
    expect(byTest('gallery-zoom-toggle')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowRight}');
    swipe(300, 100);
    expect(counter()).toBe('1 / 3');

    await user.click(dialog.getByRole('button', { name: 'Imaginea următoare' }));
    expect(counter()).toBe('2 / 3');
    expect(byTest('gallery-zoom-toggle')).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens from a click on the picture at that picture, and gives focus back to it', async () => {
    const user = renderGallery();
    await user.click(screen.getByRole('button', { name: 'Imaginea următoare' }));

    await user.click(byTest('gallery-image'));
    await screen.findByRole('dialog');
    expect(zoomed()).toBe('/media/b/zoom.webp');
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(byTest('gallery-stage')).toHaveFocus();

    // Enter on the focused picture opens it too.
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    expect(counter()).toBe('2 / 3');
  });

  it('shows one picture without arrows or counter', async () => {
    const [only] = images;
    const user = renderGallery([only!]);
    const dialog = within(await openZoom(user));

    expect(zoomed()).toBe('/media/a/zoom.webp');
    expect(dialog.queryByRole('button', { name: 'Imaginea următoare' })).toBeNull();
    expect(document.querySelector('[data-test="gallery-zoom-counter"]')).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(zoomed()).toBe('/media/a/zoom.webp');
  });

  it('keeps one box for every picture, so moving shifts nothing', async () => {
    const user = renderGallery();
    await openZoom(user);

    const look = () => [byTest('gallery-zoom-box').className, byTest('gallery-zoom-image').className];
    const first = look();
    expect(first[0]).toContain('aspect-square');
    expect(first[1]).toContain('object-contain');
    act(() => swipe(300, 100));
    expect(look()).toEqual(first);
  });

  it('labels the zoom in Russian on Russian pages', async () => {
    const user = renderGallery(images, 'ru');
    const dialog = within(await openZoom(user, 'Увеличить изображение'));

    await user.click(dialog.getByRole('button', { name: 'Следующее изображение' }));
    expect(counter()).toBe('2 / 3');
    expect(dialog.getByRole('button', { name: 'Предыдущее изображение' })).toBeInTheDocument();
    expect(dialog.getByText('Televizor Samsung, изображение 2 из 3')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });
});
