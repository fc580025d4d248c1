import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import RegisterPage from '@/pages/auth/register';
import { answerVisits } from '@/test/answer-visits';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';
import { sharedProps } from '@/test/shared-props';

const shared = { translations: ro, meta: { title: 'Înregistrare' } };
let errors: Record<string, string> = {};
const requests = answerVisits(() => ({
  component: 'auth/register',
  url: '/inregistrare',
  props: { ...sharedProps({ ...shared, errors }) },
}));

beforeEach(() => mockDarkModeMedia(false));

async function submitFilledForm() {
  const user = userEvent.setup();
  renderPage(RegisterPage, { component: 'auth/register', url: '/inregistrare', shared });
  await user.type(screen.getByLabelText(/^Nume și prenume/), 'Ana Popescu');
  await user.type(screen.getByLabelText(/^E-mail/), 'ana@example.md');
  await user.type(screen.getByLabelText('Telefon (opțional)'), '069 123');
  await user.type(screen.getByLabelText(/^Parola/), 'a long passphrase');
  await user.type(screen.getByLabelText(/^Confirmați parola/), 'a long passphrase');
  await user.click(screen.getByRole('button', { name: 'Creează contul' }));

  return user;
}

describe('registration page after the server refused it', () => {
  it('keeps the password typed when only another field was wrong, and clears that error on typing', async () => {
    errors = { phone: 'Numărul de telefon nu este valid.' };
    const user = await submitFilledForm();

    const phone = screen.getByLabelText('Telefon (opțional)');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(requests).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Numărul de telefon nu este valid.');
    expect(screen.getByLabelText(/^Parola/)).toHaveValue('a long passphrase');
    expect(screen.getByLabelText(/^Confirmați parola/)).toHaveValue('a long passphrase');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ana@example.md');

    await user.type(phone, ' 456');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  }, 20_000);

  it('clears both password fields when the password itself was refused', async () => {
    errors = { password: 'Parola este prea des folosită.' };
    await submitFilledForm();

    const password = screen.getByLabelText(/^Parola/);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveValue('');
    expect(screen.getByLabelText(/^Confirmați parola/)).toHaveValue('');
    expect(screen.getByLabelText(/^Nume și prenume/)).toHaveValue('Ana Popescu');
  }, 20_000);

  it('keeps the registration passwords without a word when the e-mail was wrong, explains when they were refused', async () => {
    const user = userEvent.setup();
    renderPage(RegisterPage, { component: 'auth/register', url: '/inregistrare', shared });
    await user.type(screen.getByLabelText(/^Nume și prenume/), 'Ana Popescu');
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@');
    await user.type(screen.getByLabelText(/^Parola/), 'a long passphrase');
    await user.type(screen.getByLabelText(/^Confirmați parola/), 'a long passphrase');

    errors = { email: 'Adresa nu este validă.' };
    await user.click(screen.getByRole('button', { name: 'Creează contul' }));
    await waitFor(() => expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/^Parola/)).toHaveValue('a long passphrase');
    expect(screen.getByLabelText(/^Parola/)).toHaveAccessibleDescription(ro['account.label.password_hint']);
    expect(screen.getByLabelText(/^Confirmați parola/)).not.toHaveAccessibleDescription();

    errors = { password: 'Parola este prea des folosită.' };
    await user.click(screen.getByRole('button', { name: 'Creează contul' }));
    await waitFor(() => expect(screen.getByLabelText(/^Parola/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Parola/)).toHaveAccessibleDescription(
      `${ro['ui.password.cleared_rejected']} Parola este prea des folosită.`,
    );
    expect(screen.getByLabelText(/^Confirmați parola/)).toHaveAccessibleDescription(ro['ui.password.cleared_rejected']);
  }, 30_000);
});
