import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import LoginPage from '@/pages/auth/login';
import { answerVisits } from '@/test/answer-visits';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';
import { sharedProps } from '@/test/shared-props';

// The sign-in password is emptied after every refusal (it is never kept nor sent back) and says why while it stays
// empty. The registration page's kept and emptied passwords are in register-errors.test.tsx.

let answer: { component: string; url: string; errors: Record<string, string>; locale: 'ro' | 'ru' };
const requests = answerVisits(() => ({
  component: answer.component,
  url: answer.url,
  props: {
    ...sharedProps({ translations: answer.locale === 'ro' ? ro : ru, locale: answer.locale, errors: answer.errors }),
    status: null,
  },
}));

beforeEach(() => mockDarkModeMedia(false));

describe('password fields after a refusal', () => {
  it('says why the sign-in password is empty after a failed attempt, until the shopper types (ro)', async () => {
    answer = {
      component: 'auth/login',
      url: '/autentificare',
      errors: { email: 'Datele nu se potrivesc.' },
      locale: 'ro',
    };
    const user = userEvent.setup();
    renderPage(LoginPage, {
      component: 'auth/login',
      url: '/autentificare',
      props: { status: null },
      shared: { translations: ro },
    });
    const password = screen.getByLabelText(/^Parola/);
    expect(password).not.toHaveAccessibleDescription();

    await user.type(screen.getByLabelText(/^E-mail/), 'ana@example.md');
    await user.type(password, 'wrong passphrase');
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));

    await waitFor(() => expect(password).toHaveValue(''));
    expect(requests).toHaveLength(1);
    expect(password).toHaveAccessibleDescription(ro['ui.password.cleared_retry']);
    await user.type(password, 'a');
    expect(password).not.toHaveAccessibleDescription(ro['ui.password.cleared_retry']);
  }, 20_000);

  it('says it in Russian on Russian pages', async () => {
    answer = { component: 'auth/login', url: '/ru/autentificare', errors: { email: 'Неверные данные.' }, locale: 'ru' };
    const user = userEvent.setup();
    renderPage(LoginPage, {
      component: 'auth/login',
      url: '/ru/autentificare',
      props: { status: null },
      shared: { translations: ru, locale: 'ru' },
    });
    await user.type(screen.getByLabelText(/^Пароль/), 'wrong passphrase');
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    await waitFor(() => expect(screen.getByLabelText(/^Пароль/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Пароль/)).toHaveAccessibleDescription(ru['ui.password.cleared_retry']);
  }, 20_000);
});
