import { router } from '@inertiajs/react';
import { act, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ru from '../../../../lang/ru.json';
import { getHeaderState, headerActions } from '@/state/header-state';
import { isolateHeaderTests, renderHeader } from '@/test/header-frame';

isolateHeaderTests();

async function openSideMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Deschide meniul' }));

  return screen.findByRole('dialog', { name: 'Meniu' });
}

/** Flags the side menu must clear when it closes. */
function setFlags() {
  act(() => {
    headerActions.setCatalogShow(true);
    headerActions.setSearchShow(true);
  });
}

describe('side menu', () => {
  it('opens from the burger with the phone, catalog, compare, favourites, newsletter and copyright', async () => {
    const user = renderHeader();
    const dialog = within(await openSideMenu(user));

    expect(dialog.getByRole('link', { name: '022 78 22 22' })).toHaveAttribute('href', 'tel:+37322782222');
    expect(dialog.getByRole('button', { name: 'Catalog' })).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Comparare: 0' })).toHaveAttribute('href', '/compara');
    expect(dialog.getByRole('link', { name: 'Favorite: 0' })).toHaveAttribute('href', '/favorite');
    expect(dialog.getByRole('textbox', { name: 'Abonați-vă la noutăți' })).toHaveAttribute('type', 'email');
    expect(dialog.getByRole('button', { name: 'Abonați-vă' })).toBeInTheDocument();
    expect(dialog.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deschide meniul', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('closes from the close icon and clears the catalog and search flags', async () => {
    const user = renderHeader();
    const dialog = within(await openSideMenu(user));
    setFlags();

    await user.click(dialog.getByRole('button', { name: 'Închide meniul' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getHeaderState()).toMatchObject({ headerShow: false, catalogShow: false, searchShow: false });
  });

  it('closes from the overlay', async () => {
    const user = renderHeader();
    await openSideMenu(user);
    setFlags();

    await user.click(document.querySelector<HTMLElement>('[data-test="side-menu-overlay"]')!);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getHeaderState()).toMatchObject({ headerShow: false, catalogShow: false, searchShow: false });
  });

  it('closes when a link inside is followed', async () => {
    const user = renderHeader();
    const dialog = within(await openSideMenu(user));
    setFlags();

    await user.click(dialog.getByRole('link', { name: 'Reduceri' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getHeaderState()).toMatchObject({ headerShow: false, catalogShow: false, searchShow: false });
  });

  it('closes on Escape and gives focus back to the burger', async () => {
    const user = renderHeader();
    await openSideMenu(user);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deschide meniul' })).toHaveFocus();
  });

  it('drills down the three category levels, with links and a way back', async () => {
    const user = renderHeader();
    const dialog = within(await openSideMenu(user));

    await user.click(dialog.getByRole('button', { name: 'Catalog' }));
    expect(dialog.getByRole('link', { name: /Telefoane/ })).toHaveAttribute('href', '/categorie-produs/telefoane');

    await user.click(dialog.getByRole('button', { name: 'Subcategoriile din Telefoane' }));
    expect(dialog.getByRole('button', { name: 'Înapoi' })).toHaveFocus();
    expect(dialog.getByRole('link', { name: 'Accesorii' })).toHaveAttribute(
      'href',
      '/categorie-produs/telefoane/accesorii',
    );

    await user.click(dialog.getByRole('button', { name: 'Subcategoriile din Smartphone-uri' }));
    expect(dialog.getByRole('link', { name: 'iPhone' })).toHaveAttribute(
      'href',
      '/categorie-produs/telefoane/smartphone-uri/iphone',
    );

    await user.click(dialog.getByRole('button', { name: 'Înapoi' }));
    expect(dialog.getByRole('link', { name: 'Accesorii' })).toBeInTheDocument();

    await user.click(dialog.getByRole('link', { name: 'Accesorii' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('posts the newsletter form to the sign-up route of the page language', async () => {
    const visits: { method: string; url: string; data: unknown }[] = [];
    const stop = router.on('before', (event) => {
      const { method, url, data } = event.detail.visit;
      visits.push({ method, url: url.pathname, data });
    });
    const user = renderHeader();
    const dialog = within(await openSideMenu(user));

    await user.type(dialog.getByRole('textbox', { name: 'Abonați-vă la noutăți' }), 'ana@example.md');
    await user.click(dialog.getByRole('button', { name: 'Abonați-vă' }));
    stop();

    expect(visits).toEqual([{ method: 'post', url: '/newsletter', data: { email: 'ana@example.md' } }]);
  });

  it('speaks Russian on Russian pages', async () => {
    const user = renderHeader(undefined, {
      locale: 'ru',
      translations: ru,
      route: { name: 'home', alternates: { ro: '/', ru: '/ru' }, canonical: 'http://shop.test/ru' },
    });

    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Меню' }));

    expect(dialog.getByRole('button', { name: 'Подписаться' })).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Скидки' })).toHaveAttribute('href', '/ru/categorie-produs/reduceri');
  });
});
