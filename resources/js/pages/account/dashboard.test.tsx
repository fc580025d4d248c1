import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import DashboardPage from '@/pages/account/dashboard';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';
import { type Account } from '@/types/account';

const account: Account = {
  id: 7,
  name: 'Ana Popescu',
  email: 'ana@example.md',
  phone: '+37360123456',
  locale: 'ro',
  email_verified: true,
  pending_email: null,
  two_factor_enabled: false,
  appearance: null,
  created_at: '2026-11-01',
};

beforeEach(() => mockDarkModeMedia(false));

function show(locale: 'ro' | 'ru') {
  renderPage(DashboardPage, {
    component: 'account/dashboard',
    url: locale === 'ro' ? '/cont' : '/ru/cont',
    props: { breadcrumbs: [], account, status: null },
    shared: { translations: locale === 'ro' ? ro : ru, locale, meta: { title: 'Contul meu' } },
  });
}

describe('account dashboard', () => {
  it('leads to the orders, addresses, favourites, alerts, compare list and every setting', () => {
    show('ro');

    const links = within(screen.getByRole('navigation', { name: ro['account.settings.nav'] })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Comenzile mele', '/cont/comenzi'],
      ['Adresele de livrare', '/cont/adrese'],
      ['Favorite', '/favorite'],
      ['Alertele mele', '/cont/alerte'],
      ['Comparare produse', '/compara'],
      [ro['account.settings.profile.title'], '/cont/setari/profil'],
      [ro['account.settings.password.title'], '/cont/setari/parola'],
      [ro['account.settings.appearance.title'], '/cont/setari/aspect'],
      [ro['account.settings.two_factor.title'], '/cont/setari/doi-factori'],
    ]);
    // API tokens are for developers: reached from the foot of the settings pages, not from the shopper's account.
    expect(document.querySelector('[data-test="developer-corner"]')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Tokenuri API' })).toBeNull();
    expect(document.querySelector('a[href="/cont/setari/tokenuri-api"]')).toBeNull();
    expect(document.querySelector('[data-test="account-details"]')).toHaveTextContent('ana@example.md');
    expect(document.querySelector('[data-test="account-details"]')).toHaveTextContent('060 12 34 56');
    expect(document.querySelector('[data-test="account-details"]')).not.toHaveTextContent('+37360123456');
  });

  it('speaks Russian on Russian pages', () => {
    show('ru');

    const links = within(screen.getByRole('navigation', { name: ru['account.settings.nav'] })).getAllByRole('link');
    expect(links.slice(0, 5).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Мои заказы', '/ru/cont/comenzi'],
      ['Адреса доставки', '/ru/cont/adrese'],
      ['Избранное', '/ru/favorite'],
      ['Мои оповещения', '/ru/cont/alerte'],
      ['Сравнение товаров', '/ru/compara'],
    ]);
    expect(screen.queryByRole('link', { name: ru['account.settings.tokens.title'] })).toBeNull();
  });
});
