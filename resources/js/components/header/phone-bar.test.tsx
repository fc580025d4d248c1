import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { PhoneBar } from '@/components/header/phone-bar';
import { isolateHeaderTests, renderHeader } from '@/test/header-frame';
import { renderWithPage } from '@/test/render-page';
import { type SharedProps } from '@/types/shared';

// The phone's bottom bar: home, the catalogue (the side menu at its categories), the cart and favourites with their
// counts, the account; the tab of the page shown is marked, everything is reached with the keyboard.

isolateHeaderTests();

const route = (name: string | null) => ({ name, alternates: { ro: '/', ru: '/ru' }, canonical: 'http://shop.test/' });

function renderBar(shared: Partial<SharedProps> = {}) {
  const user = renderHeader(<PhoneBar />, shared);

  return { user, bar: within(screen.getByRole('navigation', { name: 'Acces rapid' })) };
}

describe('phone bar', () => {
  it('holds home, the catalogue, the cart and favourites with their counts, and the account, in that order', () => {
    const { bar } = renderBar({ cart: { count: 3 }, favourites: { count: 2, ids: [4, 5] } });

    const items = [...document.querySelectorAll('[data-test="phone-bar"] a, [data-test="phone-bar"] button')];
    expect(items.map((item) => item.getAttribute('data-test'))).toEqual([
      'phone-bar-home',
      'phone-bar-catalog',
      'phone-bar-cart',
      'phone-bar-favorites',
      'phone-bar-account',
    ]);
    expect(bar.getByRole('link', { name: 'Acasă' })).toHaveAttribute('href', '/');
    expect(bar.getByRole('button', { name: 'Catalog' })).toHaveAttribute('aria-expanded', 'false');
    expect(bar.getByRole('link', { name: 'Coș: 3' })).toHaveAttribute('href', '/cos');
    expect(bar.getByRole('link', { name: 'Favorite: 2' })).toHaveAttribute('href', '/favorite');
    expect(bar.getByRole('link', { name: 'Cont' })).toHaveAttribute('href', '/autentificare');
    expect(document.querySelector('[data-test="phone-bar-cart-count"]')).toHaveTextContent('3');
    expect(document.querySelector('[data-test="phone-bar-favorites-count"]')).toHaveTextContent('2');
    // The visible text carries each name (label in name), counts included.
    expect(items.map((item) => item.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'Acasă',
      'Catalog',
      'Coș 3',
      'Favorite 2',
      'Cont',
    ]);
  });

  it('shows no badge for an empty cart and leads a signed-in shopper to the account', () => {
    const { bar } = renderBar({
      auth: { user: { id: 1, name: 'Ana', email: 'ana@example.md', appearance: null, role: null } },
    });

    expect(bar.getByRole('link', { name: 'Coș: 0' })).toBeInTheDocument();
    expect(document.querySelector('[data-test="phone-bar-cart-count"]')).toBeNull();
    expect(bar.getByRole('link', { name: 'Cont' })).toHaveAttribute('href', '/cont');
  });

  it.each([
    ['home', 'phone-bar-home'],
    ['cart.show', 'phone-bar-cart'],
    ['favourites.index', 'phone-bar-favorites'],
    ['login', 'phone-bar-account'],
    ['settings.profile.edit', 'phone-bar-account'],
    ['orders.index', 'phone-bar-account'],
  ])('marks the tab of the page shown (%s) as the current page, and only that one', (name, tab) => {
    renderBar({ route: route(name) });

    const current = [...document.querySelectorAll('[data-test="phone-bar"] [aria-current]')];
    expect(current.map((item) => [item.getAttribute('data-test'), item.getAttribute('aria-current')])).toEqual([
      [tab, 'page'],
    ]);
  });

  it('marks the catalogue on a category page and nothing on a page of no tab', () => {
    const { unmount } = renderWithPage(<PhoneBar />, {
      shared: { translations: ro, route: route('catalog.category') },
    });
    expect(document.querySelector('[data-test="phone-bar-catalog"]')).toHaveAttribute('aria-current', 'true');
    unmount();

    renderWithPage(<PhoneBar />, { shared: { translations: ro, route: route('products.show') } });
    expect(document.querySelector('[data-test="phone-bar"] [aria-current]')).toBeNull();
  });

  it('opens the side menu at the catalogue, and gives focus back to the tab when it closes', async () => {
    const { user, bar } = renderBar();
    const catalog = bar.getByRole('button', { name: 'Catalog' });

    await user.click(catalog);
    const menu = within(await screen.findByRole('dialog', { name: 'Meniu' }));
    expect(menu.getByRole('link', { name: /Telefoane/ })).toHaveAttribute('href', '/categorie-produs/telefoane');
    expect(menu.getByRole('button', { name: 'Înapoi' })).toHaveFocus();
    expect(catalog).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(catalog).toHaveFocus();
    expect(catalog).toHaveAttribute('aria-expanded', 'false');

    // The burger still opens the menu's first screen.
    await user.click(screen.getByRole('button', { name: 'Deschide meniul' }));
    const first = within(await screen.findByRole('dialog', { name: 'Meniu' }));
    expect(first.getByRole('button', { name: 'Catalog' })).toBeInTheDocument();
    expect(first.queryByRole('button', { name: 'Înapoi' })).toBeNull();
  });

  it('is reached tab by tab with the keyboard, and the catalogue opens with Enter', async () => {
    renderWithPage(<PhoneBar />, { shared: { translations: ro } });
    const user = userEvent.setup();

    const reached: (string | null)[] = [];
    for (let step = 0; step < 5; step++) {
      await user.tab();
      reached.push(document.activeElement?.getAttribute('data-test') ?? null);
    }
    expect(reached).toEqual([
      'phone-bar-home',
      'phone-bar-catalog',
      'phone-bar-cart',
      'phone-bar-favorites',
      'phone-bar-account',
    ]);

    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(document.querySelector('[data-test="phone-bar-catalog"]')).toHaveAttribute('aria-expanded', 'true');
  });

  it('names everything in Russian on Russian pages', () => {
    renderWithPage(<PhoneBar />, {
      shared: { locale: 'ru', translations: ru, cart: { count: 1 }, route: route('cart.show') },
    });
    const bar = within(screen.getByRole('navigation', { name: 'Быстрый доступ' }));

    expect(bar.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/ru');
    expect(bar.getByRole('button', { name: 'Каталог' })).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Корзина: 1' })).toHaveAttribute('href', '/ru/cos');
    expect(bar.getByRole('link', { name: 'Корзина: 1' })).toHaveAttribute('aria-current', 'page');
    expect(bar.getByRole('link', { name: 'Избранное: 0' })).toHaveAttribute('href', '/ru/favorite');
    expect(bar.getByRole('link', { name: 'Кабинет' })).toHaveAttribute('href', '/ru/autentificare');
  });

  it('is for phones only, and the header leaves the cart to it there', () => {
    renderBar();

    expect(document.querySelector('[data-test="phone-bar"]')?.className).toContain('sm:hidden');
    expect(document.querySelector('[data-test="header-cart"]')?.className).toMatch(/(^| )hidden( |$)/);
    expect(document.querySelector('[data-test="header-cart"]')?.className).toContain('sm:flex');
  });
});
