import { router } from '@inertiajs/react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { FavouriteToggle } from '@/components/favourites/favourite-toggle';
import { HeaderActions } from '@/components/header/header-actions';
import { ToastRegion } from '@/layouts/storefront/toast-region';
import { toastActions } from '@/state/toast-state';
import { renderWithPage } from '@/test/render-page';
import { savedListActions } from '@/state/saved-lists-state';

type VisitOptions = {
  method?: string;
  async?: boolean;
  onSuccess?: () => void;
  onError?: (errors: Record<string, string>) => void;
  onFinish?: () => void;
};

afterEach(() => {
  vi.restoreAllMocks();
  act(() => {
    savedListActions.reset();
    toastActions.dismiss();
  });
});

/** Holds the toggles' visits so a test can answer them when it likes. */
function captureVisits() {
  const calls: { url: string; options: VisitOptions }[] = [];
  vi.spyOn(router, 'visit').mockImplementation((url, options = {}) => {
    calls.push({ url: String(url), options: options as VisitOptions });
  });

  return calls;
}

describe('favourite and compare toggles', () => {
  it('flips at once, counts in the header before the server answers, and posts to the list', async () => {
    const calls = captureVisits();
    renderWithPage(
      <>
        <HeaderActions />
        <FavouriteToggle productId={7} variant="card" />
      </>,
      { shared: { translations: ro, favourites: { count: 1, ids: [3] } } },
    );
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Adaugă la favorite' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleName('Elimină din favorite');
    expect(document.querySelector('[data-test="counter-favorites"]')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Favorite: 2' })).toHaveAttribute('href', '/favorite');
    expect(calls[0]?.url).toBe('/favorite/7');
    expect(calls[0]?.options.method).toBe('post');
    expect(calls[0]?.options.async).toBe(true);
  });

  it('removes a saved product with DELETE, in Russian URLs on Russian pages', async () => {
    const calls = captureVisits();
    renderWithPage(<FavouriteToggle productId={3} variant="box" />, {
      shared: { translations: ru, locale: 'ru', favourites: { count: 1, ids: [3] } },
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Удалить из избранного' }));

    expect(calls[0]?.url).toBe('/ru/favorite/3');
    expect(calls[0]?.options.method).toBe('delete');
    expect(screen.getByRole('button', { name: 'Добавить в избранное' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('falls back to the server state and shows its refusal when a compare group is full', async () => {
    const calls = captureVisits();
    renderWithPage(
      <>
        <HeaderActions />
        <CompareToggle productId={9} variant="card" />
      </>,
      { shared: { translations: ro, compare: { count: 4, ids: [1, 2, 3, 4] } } },
    );
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Adaugă la comparare' }));
    expect(document.querySelector('[data-test="counter-compare"]')).toHaveTextContent('5');

    act(() => {
      calls[0]?.options.onError?.({ compare: 'Puteți compara cel mult 4 produse din categoria „Smart TV”.' });
      calls[0]?.options.onFinish?.();
    });

    expect(screen.getByRole('alert')).toHaveTextContent('cel mult 4 produse');
    const toggle = screen.getByRole('button', { name: 'Adaugă la comparare' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAccessibleDescription('Puteți compara cel mult 4 produse din categoria „Smart TV”.');
    expect(document.querySelector('[data-test="counter-compare"]')).toHaveTextContent('4');
  });

  it('confirms a kept change in a polite message with a link to the list, in Romanian and Russian', async () => {
    const calls = captureVisits();
    const { unmount } = renderWithPage(
      <>
        <HeaderActions />
        <FavouriteToggle productId={7} variant="card" />
        <ToastRegion />
      </>,
      { shared: { translations: ro } },
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Adaugă la favorite' }));
    // The count moves at once; the message waits for the server to keep the change.
    expect(document.querySelector('[data-test="counter-favorites"]')).toHaveTextContent('1');
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => calls[0]?.options.onSuccess?.());

    expect(screen.getByRole('status')).toHaveTextContent('Produsul a fost adăugat la favorite.');
    expect(screen.getByRole('link', { name: 'Vezi favoritele' })).toHaveAttribute('href', '/favorite');
    unmount();

    renderWithPage(
      <>
        <CompareToggle productId={9} variant="card" />
        <ToastRegion />
      </>,
      { shared: { locale: 'ru', translations: ru, compare: { count: 1, ids: [9] } } },
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Убрать из сравнения' }));
    act(() => calls[1]?.options.onSuccess?.());

    expect(screen.getByRole('status')).toHaveTextContent('Товар удалён из сравнения.');
    expect(screen.getByRole('link', { name: 'Открыть сравнение' })).toHaveAttribute('href', '/ru/compara');
  });
});
