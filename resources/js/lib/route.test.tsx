import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import routes from '@/generated/routes.json';
import { setCurrentLocale } from '@/lib/locale';
import { route, useRoute } from '@/lib/route';
import { renderWithPage } from '@/test/render-page';

afterEach(() => setCurrentLocale('ro'));

describe('route', () => {
  it('answers relative Romanian URLs on Romanian pages', () => {
    setCurrentLocale('ro');

    expect(route('home')).toBe('/');
  });

  it('answers the ru. twin on Russian pages', () => {
    setCurrentLocale('ru');

    expect(route('home')).toBe('/ru');
  });

  it('passes extra parameters on as the query string', () => {
    expect(route('home', { page: 2 })).toBe('/?page=2');
  });

  it('answers each language and each set of parameters its own URL, asked again and again', () => {
    for (let round = 0; round < 3; round++) {
      expect(route('home', { page: 2 }, 'ro')).toBe('/?page=2');
      expect(route('home', { page: 3 }, 'ro')).toBe('/?page=3');
      expect(route('home', { page: 2 }, 'ru')).toBe('/ru?page=2');
      expect(route('home', undefined, 'ru')).toBe('/ru');
      expect(route('home', undefined, 'ro')).toBe('/');
    }
  });
});

describe('useRoute', () => {
  it('uses the language of the page being rendered, not the module state', () => {
    setCurrentLocale('ro');
    function HomeLink() {
      const routeTo = useRoute();

      return <a href={routeTo('home')}>home</a>;
    }

    renderWithPage(<HomeLink />, { shared: { locale: 'ru' }, sync: false });

    expect(screen.getByRole('link')).toHaveAttribute('href', '/ru');
  });

  it('takes an explicit language in route()', () => {
    expect(route('home', undefined, 'ru')).toBe('/ru');
  });
});

describe('the back office routes', () => {
  it('are not in the list every storefront page carries', () => {
    expect(Object.keys(routes.routes).filter((name) => name.startsWith('admin.'))).toEqual([]);
    expect(Object.keys(routes.routes)).toContain('home');
  });

  it('are known once the back office has added them (its layout does, test/setup.ts here)', () => {
    expect(route('admin.orders.show', { order: 'A-1001' })).toBe('/admin/comenzi/A-1001');
  });
});
