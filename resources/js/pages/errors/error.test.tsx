import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import ErrorPage from '@/pages/errors/error';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';

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
});
