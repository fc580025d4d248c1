import { router } from '@inertiajs/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import fixture from '../../../../tests/fixtures/pages/search/results.json';
import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import ErrorPage from '@/pages/errors/error';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';
import { type SharedProps } from '@/types/shared';

const { catalog } = fixture.props as unknown as Pick<SharedProps, 'catalog'>;

beforeEach(() => {
  mockDarkModeMedia(false);
});

describe('error page', () => {
  it('shows the status, the title, the server’s message and a way home', () => {
    renderPage(ErrorPage, {
      component: 'errors/error',
      props: { status: 404, message: 'Pagina pe care o căutați nu există.' },
      shared: {
        meta: { title: 'Pagina nu a fost găsită' },
        route: { name: null, alternates: { ro: '/x', ru: '/ru/x' }, canonical: 'http://shop.test/x' },
      },
    });

    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pagina nu a fost găsită');
    expect(screen.getByText('Pagina pe care o căutați nu există.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Înapoi la pagina principală' })).toHaveAttribute('href', '/');
  });

  it('links home in Russian on Russian pages', () => {
    renderPage(ErrorPage, {
      component: 'errors/error',
      props: { status: 500, message: 'Что-то пошло не так.' },
      shared: {
        locale: 'ru',
        translations: { 'error_page.back_home': 'Вернуться на главную' },
        meta: { title: 'Ошибка сервера' },
        route: { name: null, alternates: { ro: '/', ru: '/ru' }, canonical: 'http://shop.test/ru' },
      },
    });

    expect(screen.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/ru');
    expect(screen.getByText('500')).toBeInTheDocument();
  });

  it.each([
    { locale: 'ro' as const, prefix: '', strings: ro },
    { locale: 'ru' as const, prefix: '/ru', strings: ru },
  ])(
    'offers a search field and the top categories on a missing page ($locale)',
    async ({ locale, prefix, strings }) => {
      const visit = vi.spyOn(router, 'visit').mockImplementation(() => undefined);
      renderPage(ErrorPage, {
        component: 'errors/error',
        props: { status: 404, message: 'Pagina nu există.' },
        shared: {
          locale,
          translations: locale === 'ro' ? ro : ru,
          catalog,
          meta: { title: 'Pagina nu a fost găsită' },
          route: { name: null, alternates: { ro: '/x', ru: '/ru/x' }, canonical: `http://shop.test${prefix}/x` },
        },
      });

      const form = screen.getByRole('search', { name: strings['error_page.search'] });
      const field = within(form).getByRole('searchbox', { name: strings['search.label'] });
      await userEvent.type(field, 'televizor lg');
      await userEvent.click(within(form).getByRole('button', { name: strings['search.submit'] }));
      expect(visit).toHaveBeenCalledWith(`${prefix}/cautare?q=televizor%20lg`);
      visit.mockRestore();

      const categories = screen.getByRole('region', { name: strings['error_page.top_categories'] });
      const links = within(categories).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(catalog.map((category) => category.name));
      expect(links[0]).toHaveAttribute('href', `${prefix}/categorie-produs/${catalog[0]!.slug}`);
    },
  );

  it('keeps other errors to their message', () => {
    renderPage(ErrorPage, {
      component: 'errors/error',
      props: { status: 500, message: 'Ceva nu a mers bine.' },
      shared: { translations: ro, catalog, meta: { title: 'Eroare de server' } },
    });

    expect(document.querySelector('[data-test="error-search"]')).toBeNull();
    expect(screen.queryByRole('region', { name: ro['error_page.top_categories'] })).not.toBeInTheDocument();
  });
});
