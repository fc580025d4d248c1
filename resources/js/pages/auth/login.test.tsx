import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import LoginPage from '@/pages/auth/login';
import { captureVisits } from '@/test/capture-visits';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';

const visits = captureVisits();

beforeEach(() => mockDarkModeMedia(false));

function render(locale: 'ro' | 'ru' = 'ro', errors: Record<string, string> = {}) {
  return renderPage(LoginPage, {
    component: 'auth/login',
    url: locale === 'ro' ? '/autentificare' : '/ru/autentificare',
    props: { status: null },
    shared: { translations: locale === 'ro' ? ro : ru, locale, errors, meta: { title: 'Autentificare' } },
  });
}

describe('login page', () => {
  it('sends the e-mail, password and remember me to the login route of its language', async () => {
    const user = userEvent.setup();
    render('ru');

    await user.type(screen.getByLabelText(/^E-mail/), 'ana@example.md');
    await user.type(screen.getByLabelText(/^Пароль/), 'secret passphrase');
    await user.click(screen.getByLabelText(/^Запомнить меня/));
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    expect(visits).toEqual([
      {
        method: 'post',
        url: '/ru/autentificare',
        data: { email: 'ana@example.md', password: 'secret passphrase', remember: true },
      },
    ]);
  });

  it('shows a server error next to the field, tied to it for screen readers', () => {
    render('ro', { email: 'Datele de autentificare introduse sunt incorecte.' });

    const email = screen.getByLabelText(/^E-mail/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Datele de autentificare introduse sunt incorecte.');
  });

  it('shows the password on request and links to the reset and registration pages', async () => {
    const user = userEvent.setup();
    render();

    const password = screen.getByLabelText(/^Parola/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Arată parola' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ascunde parola' })).toHaveAttribute('aria-pressed', 'true');

    expect(screen.getByRole('link', { name: 'Ați uitat parola?' })).toHaveAttribute('href', '/parola-uitata');
    expect(screen.getByRole('link', { name: 'Creați unul' })).toHaveAttribute('href', '/inregistrare');
  });
});
