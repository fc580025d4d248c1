import { router } from '@inertiajs/react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { ToastRegion } from '@/layouts/storefront/toast-region';
import { toastActions } from '@/state/toast-state';
import { captureVisits } from '@/test/capture-visits';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';

const product = { id: 7, name: 'Smartphone Samsung Galaxy A55', is_stock: true };

beforeEach(() => mockDarkModeMedia(false));
afterEach(() => {
  vi.restoreAllMocks();
  act(() => toastActions.dismiss());
});

describe('add to cart button', () => {
  const visits = captureVisits();

  it('posts only the product and one unit, never a price, to the cart of the page language', async () => {
    const { unmount } = renderWithPage(<AddToCartButton product={product} />, { shared: { translations: ro } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Adaugă în coș' }));
    unmount();

    renderWithPage(<AddToCartButton product={product} variant="card" />, {
      shared: { locale: 'ru', translations: ru },
    });
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Добавить в корзину: Smartphone Samsung Galaxy A55' }));

    expect(visits).toEqual([
      { method: 'post', url: '/cos/produse', data: { product_id: 7, quantity: 1 } },
      { method: 'post', url: '/ru/cos/produse', data: { product_id: 7, quantity: 1 } },
    ]);
  });

  it('is disabled for a product out of stock', () => {
    renderWithPage(<AddToCartButton product={{ ...product, is_stock: false }} />, { shared: { translations: ro } });

    expect(screen.getByRole('button', { name: 'Adaugă în coș' })).toBeDisabled();
  });

  it('says the product was added, then goes back to its label', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(router, 'post').mockImplementation((_url, _data, options) => {
      options?.onSuccess?.({} as never);
    });
    renderWithPage(<AddToCartButton product={product} />, { shared: { translations: ro } });

    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Adaugă în coș' }));
    expect(screen.getByRole('button', { name: 'Adăugat în coș' })).toHaveAttribute('data-state', 'added');

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('button', { name: 'Adaugă în coș' })).toHaveAttribute('data-state', 'idle');
    vi.useRealTimers();
  });

  it('announces the added product politely, with a link to the cart, in the page language', async () => {
    vi.spyOn(router, 'post').mockImplementation((_url, _data, options) => {
      options?.onSuccess?.({} as never);
    });
    const { unmount } = renderWithPage(
      <>
        <AddToCartButton product={product} />
        <ToastRegion />
      </>,
      { shared: { translations: ro } },
    );
    expect(screen.getByRole('status')).toHaveTextContent('');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Adaugă în coș' }));

    expect(screen.getByRole('status')).toHaveTextContent('Adăugat în coș: Smartphone Samsung Galaxy A55');
    expect(screen.getByRole('link', { name: 'Vezi coșul' })).toHaveAttribute('href', '/cos');
    unmount();
    act(() => toastActions.dismiss());

    renderWithPage(
      <>
        <AddToCartButton product={product} />
        <ToastRegion />
      </>,
      { shared: { locale: 'ru', translations: ru } },
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'В корзину' }));

    expect(screen.getByRole('status')).toHaveTextContent('Добавлено в корзину: Smartphone Samsung Galaxy A55');
    expect(screen.getByRole('link', { name: 'Открыть корзину' })).toHaveAttribute('href', '/ru/cos');
  });

  it('announces nothing when the cart refuses the product', async () => {
    vi.spyOn(router, 'post').mockImplementation((_url, _data, options) => {
      options?.onError?.({ product_id: 'Nu mai este în stoc.' });
    });
    renderWithPage(
      <>
        <AddToCartButton product={product} />
        <ToastRegion />
      </>,
      { shared: { translations: ro } },
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Adaugă în coș' }));

    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(document.querySelector('[data-test="toast"]')).toBeNull();
  });

  it('shows the refusal under the button and ties it to the button', async () => {
    vi.spyOn(router, 'post').mockImplementation((_url, _data, options) => {
      options?.onError?.({ product_id: 'Этого товара больше нет в наличии.' });
    });
    renderWithPage(<AddToCartButton product={product} />, { shared: { locale: 'ru', translations: ru } });

    await userEvent.setup().click(screen.getByRole('button', { name: 'В корзину' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Этого товара больше нет в наличии.');
    expect(screen.getByRole('button', { name: 'В корзину' })).toHaveAccessibleDescription(
      'Этого товара больше нет в наличии.',
    );
  });
});
