import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { ProductGallery } from '@/components/products/product-gallery';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';

const images = ['/images/a.svg', '/images/b.svg', '/images/c.svg'];

function byTest(id: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-test="${id}"]`);
  if (element === null) throw new Error(`no [data-test="${id}"]`);

  return element;
}

beforeEach(() => mockDarkModeMedia(false));

function renderGallery(list: string[] = images) {
  renderWithPage(<ProductGallery images={list} name="Televizor Samsung" />, { shared: { translations: ro } });

  return userEvent.setup();
}

const shown = () => byTest('gallery-image');

describe('product gallery', () => {
  it('moves with the arrow keys, Home and End on the focused picture, wrapping around', async () => {
    const user = renderGallery();
    expect(shown()).toHaveAttribute('src', '/images/a.svg');
    expect(shown()).toHaveAccessibleName('Televizor Samsung, imaginea 1 din 3');

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
    expect(shown()).toHaveAccessibleName('Televizor Samsung, imaginea 3 din 3');
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
    renderGallery(['/images/only.svg']);

    expect(shown()).toHaveAttribute('src', '/images/only.svg');
    expect(screen.queryByRole('button')).toBeNull();
    expect(byTest('gallery-stage')).not.toHaveAttribute('tabindex');
  });

  it('labels everything in Russian on Russian pages', () => {
    renderWithPage(<ProductGallery images={images} name="Телевизор" />, { shared: { locale: 'ru', translations: ru } });

    expect(screen.getByRole('region', { name: 'Галерея изображений товара' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Следующее изображение' })).toBeInTheDocument();
    expect(shown()).toHaveAccessibleName('Телевизор, изображение 1 из 3');
  });
});
