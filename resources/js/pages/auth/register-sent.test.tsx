import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import RegisterSentPage from '@/pages/auth/register-sent';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';

beforeEach(() => mockDarkModeMedia(false));

describe('registration sent page', () => {
  it('names the address the link went to and leads to the sign-in page', () => {
    renderPage(RegisterSentPage, {
      url: '/inregistrare/trimis',
      props: { email: 'ana@example.md' },
      shared: { translations: ro, meta: { title: 'Verificați e-mailul' } },
    });

    expect(screen.getByRole('heading', { name: 'Verificați e-mailul' })).toBeInTheDocument();
    expect(screen.getByText(/Am trimis un e-mail la ana@example\.md\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mergeți la autentificare' })).toHaveAttribute('href', '/autentificare');
  });

  it('speaks Russian under /ru', () => {
    renderPage(RegisterSentPage, {
      url: '/ru/inregistrare/trimis',
      props: { email: 'ana@example.md' },
      shared: { translations: ru, locale: 'ru', meta: { title: 'Проверьте почту' } },
    });

    expect(screen.getByText(/Мы отправили письмо на ana@example\.md\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти ко входу' })).toHaveAttribute('href', '/ru/autentificare');
  });

  it('speaks of the address given when the page is opened again without it (a reload)', () => {
    renderPage(RegisterSentPage, {
      url: '/inregistrare/trimis',
      props: { email: null },
      shared: { translations: ro, meta: { title: 'Verificați e-mailul' } },
    });

    expect(screen.getByText(/Am trimis un e-mail la adresa pe care ați dat-o\./)).toBeInTheDocument();
    expect(screen.queryByText(/ la \./)).toBeNull();
  });
});
