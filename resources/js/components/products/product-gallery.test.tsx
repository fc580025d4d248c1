import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@inertiajs/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { ProductGallery } from '@/components/products/product-gallery';
import { type GalleryPicture } from '@/components/products/types';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';
import { sharedProps } from '@/test/shared-props';

const picture = (src: string, alt = `Televizor Samsung ${src}`): GalleryPicture => ({
  id: src.length,
  src,
  srcset: null,
  zoom: src.replace('.svg', '-zoom.svg'),
  thumb: src,
  alt,
  width: 800,
  height: 800,
});
const images = ['/images/a.svg', '/images/b.svg', '/images/c.svg'].map((src, position) => ({
  ...picture(src),
  id: position + 1,
}));

function byTest(id: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-test="${id}"]`);
  if (element === null) throw new Error(`no [data-test="${id}"]`);

  return element;
}

beforeEach(() => mockDarkModeMedia(false));

function renderGallery(list: GalleryPicture[] = images) {
  renderWithPage(<ProductGallery images={list} name="Televizor Samsung" />, { shared: { translations: ro } });

  return userEvent.setup();
}

const shown = () => byTest('gallery-image');

describe('product gallery', () => {
  it('moves with the arrow keys, Home and End on the focused picture, wrapping around', async () => {
    const user = renderGallery();
    expect(shown()).toHaveAttribute('src', '/images/a.svg');
    expect(byTest('gallery-stage')).toHaveAccessibleName('Televizor Samsung, imaginea 1 din 3');
    expect(shown()).toHaveAccessibleName('Televizor Samsung /images/a.svg');

    await user.tab();
    expect(byTest('gallery-stage')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('src', '/images/b.svg');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shown()).toHaveAttribute('src', '/images/a.svg');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAttribute('src', '/images/c.svg');
    await user.keyboard('{Home}');
    expect(shown()).toHaveAttribute('src', '/images/a.svg');
    await user.keyboard('{End}');
    expect(shown()).toHaveAttribute('src', '/images/c.svg');
    expect(byTest('gallery-stage')).toHaveAccessibleName('Televizor Samsung, imaginea 3 din 3');
  });

  it('has labelled previous / next buttons and thumbnails that mark the current picture', async () => {
    const user = renderGallery();

    await user.click(screen.getByRole('button', { name: 'Imaginea următoare' }));
    expect(shown()).toHaveAttribute('src', '/images/b.svg');
    await user.click(screen.getByRole('button', { name: 'Imaginea anterioară' }));
    expect(shown()).toHaveAttribute('src', '/images/a.svg');

    const third = screen.getByRole('button', { name: 'Arată imaginea 3 din 3' });
    third.focus();
    await user.keyboard('{Enter}');
    expect(shown()).toHaveAttribute('src', '/images/c.svg');
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Arată imaginea 1 din 3' })).not.toHaveAttribute('aria-current');
  });

  it('follows a horizontal swipe and ignores a short or vertical one', () => {
    renderGallery();
    const stage = byTest('gallery-stage');
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(stage, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(stage, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };

    swipe([200, 100], [100, 105]);
    expect(shown()).toHaveAttribute('src', '/images/b.svg');
    swipe([100, 100], [220, 90]);
    expect(shown()).toHaveAttribute('src', '/images/a.svg');
    swipe([200, 100], [190, 100]);
    swipe([200, 100], [150, 300]);
    expect(shown()).toHaveAttribute('src', '/images/a.svg');
  });

  it('shows a single picture without controls or a tab stop', () => {
    renderGallery([picture('/images/only.svg')]);

    expect(shown()).toHaveAttribute('src', '/images/only.svg');
    expect(screen.queryByRole('button', { name: 'Imaginea următoare' })).toBeNull();
    expect(document.querySelector('[data-test="gallery-thumbnails"]')).toBeNull();
    // Focusable when clicked (the zoom gives focus back to it), but no tab stop.
    expect(byTest('gallery-stage')).toHaveAttribute('tabindex', '-1');
  });

  it('labels everything in Russian on Russian pages', () => {
    renderWithPage(<ProductGallery images={images} name="Телевизор" />, { shared: { locale: 'ru', translations: ru } });

    expect(screen.getByRole('region', { name: 'Галерея изображений товара' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Следующее изображение' })).toBeInTheDocument();
    expect(byTest('gallery-stage')).toHaveAccessibleName('Телевизор, изображение 1 из 3');
    expect(screen.getByRole('button', { name: 'Увеличить изображение' })).toBeInTheDocument();
  });

  it('serves the gallery variant with its srcset and opens the zoom variant in a dialog', async () => {
    const user = renderGallery([
      {
        ...picture('/media/p/1/gallery.webp', 'Vedere din față'),
        srcset: '/g.webp 800w, /z.webp 1600w',
        zoom: '/z.webp',
        width: 800,
        height: 600,
      },
    ]);

    expect(shown()).toHaveAttribute('srcset', '/g.webp 800w, /z.webp 1600w');
    expect(shown()).toHaveAttribute('width', '800');
    expect(shown()).toHaveAttribute('height', '600');
    expect(shown()).toHaveAccessibleName('Vedere din față');

    await user.click(screen.getByRole('button', { name: 'Mărește imaginea' }));
    // The zoom's chunk loads on the first opening.
    const zoom = await waitFor(() => byTest('gallery-zoom-image'));
    expect(zoom).toHaveAttribute('src', '/z.webp');
    expect(zoom).toHaveAccessibleName('Vedere din față');
  });

  it('fetches the first picture first (the largest paint of the page) and the others at normal priority', async () => {
    const user = renderGallery();

    expect(shown()).toHaveAttribute('fetchpriority', 'high');
    expect(shown()).toHaveAttribute('loading', 'eager');
    await user.click(screen.getByRole('button', { name: 'Imaginea următoare' }));
    expect(shown()).toHaveAttribute('src', '/images/b.svg');
    expect(shown()).toHaveAttribute('fetchpriority', 'auto');
    for (const thumb of document.querySelectorAll('[data-test="product-gallery"] li img')) {
      expect(thumb).toHaveAttribute('loading', 'lazy');
      expect(thumb).toHaveAttribute('width');
      expect(thumb).toHaveAttribute('height');
    }
  });

  it('magnifies the zoom picture on a click and fits it again on a second one, and closes with Escape', async () => {
    const user = renderGallery();
    const opener = screen.getByRole('button', { name: 'Mărește imaginea' });
    await user.click(opener);

    // Focus moves into the dialog the first time too, once its chunk has loaded.
    const magnify = await screen.findByRole('button', { name: 'Mărește detaliile imaginii' });
    expect(magnify).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await user.click(magnify);
    const fit = screen.getByRole('button', { name: 'Arată imaginea întreagă' });
    expect(fit).toHaveAttribute('aria-pressed', 'true');
    expect(fit.style.width).toBe('250%');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Mărește detaliile imaginii' }).style.width).toBe('');

    await user.keyboard('{Escape}');
    expect(document.querySelector('[data-test="gallery-zoom-dialog"]')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('puts pictures on the neutral picture surface rather than a white box', () => {
    renderGallery();

    expect(byTest('gallery-stage').className).toContain('bg-picture');
    expect(byTest('gallery-stage').className).not.toContain('bg-white');
  });

  it('renders the first picture and the thumbnails on the server, and hydrates without a mismatch', async () => {
    function Gallery() {
      return <ProductGallery images={images} name="Televizor Samsung" />;
    }
    const page = {
      component: 'test',
      props: sharedProps({ translations: ro }) as never,
      url: '/produs/tv',
      version: '',
      rescuedProps: [],
      rememberedState: {},
      flash: {},
    };
    const app = () => <App initialPage={page} initialComponent={Gallery} resolveComponent={() => Gallery} />;

    const html = renderToString(app());
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelector('[data-test="gallery-image"]')).toHaveAttribute('src', '/images/a.svg');
    expect(container.querySelectorAll('[data-test="gallery-thumbnails"] button')).toHaveLength(3);
    expect(container.querySelector('[data-test="gallery-zoom-dialog"]')).toBeNull();

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, app(), { onRecoverableError: (error) => console.error(error) });
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
