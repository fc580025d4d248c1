import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { SiteHeader } from '@/layouts/storefront/site-header';
import { headerActions } from '@/state/header-state';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';

beforeEach(() => {
  mockDarkModeMedia(false);
  headerActions.reset();
});

const byTest = (id: string) => document.querySelector<HTMLElement>(`[data-test="${id}"]`);

describe('site header', () => {
  it('links the existing storefront areas only', () => {
    renderWithPage(<SiteHeader />, { shared: { translations: ro } });
    const strip = within(screen.getByRole('navigation', { name: 'Navigare principală' }));

    expect(strip.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/catalog',
      '/categorie-produs/reduceri',
      '/produse-noi',
      '/promotii',
      '/credit',
      '/branduri',
      '/contacte/magazine',
      '/contacte/oficiu',
      '/despre-companie',
      '/blog',
      '/cariera',
    ]);
  });

  it('shows both phones the local way as tel: links', () => {
    renderWithPage(<SiteHeader />, { shared: { translations: ro } });

    expect(byTest('header-phone-0')).toHaveAttribute('href', 'tel:+37322782222');
    expect(byTest('header-phone-0')).toHaveTextContent('022 78 22 22');
    expect(byTest('header-phone-1')).toHaveAttribute('href', 'tel:+37360782223');
    expect(byTest('header-phone-1')).toHaveTextContent('060 78 22 23');
  });

  it('names every icon button, with the counts', () => {
    renderWithPage(<SiteHeader />, { shared: { translations: ro } });

    for (const name of ['Deschide meniul', 'Caută']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Comparare: 0' })).toHaveAttribute('href', '/compara');
    expect(screen.getByRole('link', { name: 'Favorite: 0' })).toHaveAttribute('href', '/favorite');
    expect(screen.getByRole('link', { name: 'Coș: 0' })).toHaveAttribute('href', '/cos');
    // Empty lists show no badge: a red "0" reads as something to look at.
    for (const counter of ['compare', 'favorites', 'cart']) {
      expect(byTest(`counter-${counter}`)).toBeNull();
    }
  });

  it('leads guests from the user icon to the login page and signed-in people to their account', () => {
    const { unmount } = renderWithPage(<SiteHeader />, { shared: { translations: ro } });
    expect(screen.getByRole('link', { name: 'Intră în cont' })).toHaveAttribute('href', '/autentificare');
    unmount();

    renderWithPage(<SiteHeader />, {
      shared: {
        locale: 'ru',
        translations: ru,
        auth: { user: { id: 1, name: 'Ana', email: 'ana@example.md', appearance: null, role: null } },
      },
    });
    const account = screen.getByRole('link', { name: 'Личный кабинет: Ana' });
    expect(account).toHaveAttribute('href', '/ru/cont');
    expect(account).toHaveAttribute('data-signed-in', 'true');
  });

  it('shows the cart count the server shares with the page', () => {
    renderWithPage(<SiteHeader />, { shared: { translations: ro, cart: { count: 4 } } });

    expect(screen.getByRole('link', { name: 'Coș: 4' })).toHaveAttribute('href', '/cos');
    expect(byTest('counter-cart')).toHaveTextContent('4');
  });

  it('names them in Russian on Russian pages', () => {
    renderWithPage(<SiteHeader />, {
      shared: { locale: 'ru', translations: ru, favourites: { count: 2, ids: [4, 5] } },
    });

    for (const name of ['Открыть меню', 'Найти']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Сравнение: 0' })).toHaveAttribute('href', '/ru/compara');
    expect(screen.getByRole('link', { name: 'Избранное: 2' })).toHaveAttribute('href', '/ru/favorite');
    expect(screen.getByRole('link', { name: 'Корзина: 0' })).toHaveAttribute('href', '/ru/cos');
    expect(byTest('counter-favorites')).toHaveTextContent('2');
    expect(byTest('counter-compare')).toBeNull();
    expect(byTest('counter-cart')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Поиск' })).toHaveAttribute('placeholder', 'Поиск товаров...');
  });
});

describe('search box', () => {
  it('keeps its text on a click inside and clears it on a click outside', async () => {
    renderWithPage(<SiteHeader />, { shared: { translations: ro } });
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Căutare' });
    expect(input).toHaveAttribute('placeholder', 'Caută produse...');

    await user.type(input, 'televizor');
    await user.click(input);
    expect(input).toHaveValue('televizor');

    await user.click(document.body);
    expect(input).toHaveValue('');
  });

  it('clears on a mousedown anywhere outside, like the header strip', () => {
    renderWithPage(<SiteHeader />, { shared: { translations: ro } });
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'frigider' } });

    fireEvent.mouseDown(byTest('logo-link')!);

    expect(input).toHaveValue('');
  });
});
