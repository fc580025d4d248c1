import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import RegisterPage from '@/pages/auth/register';
import { captureVisits } from '@/test/capture-visits';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';

const visits = captureVisits();

beforeEach(() => mockDarkModeMedia(false));

describe('registration page', () => {
  it('sends every field, the terms consent included', async () => {
    const user = userEvent.setup();
    renderPage(RegisterPage, { url: '/inregistrare', shared: { translations: ro, meta: { title: 'Înregistrare' } } });

    await user.type(screen.getByLabelText(/^Nume și prenume/), 'Ana Popescu');
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@example.md');
    await user.type(screen.getByLabelText('Telefon (opțional)'), '+373 69 123 456');
    await user.type(screen.getByLabelText(/^Parola/), 'a long passphrase');
    await user.type(screen.getByLabelText(/^Confirmați parola/), 'a long passphrase');
    await user.click(screen.getByRole('checkbox', { name: /Accept termenii/ }));
    await user.click(screen.getByRole('button', { name: 'Creează contul' }));

    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({
      method: 'post',
      url: '/inregistrare',
      data: {
        name: 'Ana Popescu',
        email: 'ana@example.md',
        phone: '+373 69 123 456',
        password: 'a long passphrase',
        password_confirmation: 'a long passphrase',
        terms: true,
      },
    });
  }, 20_000);

  it('shows each error under its own field and keeps the hint for the phone', () => {
    renderPage(RegisterPage, {
      url: '/inregistrare',
      shared: {
        translations: ro,
        meta: { title: 'Înregistrare' },
        errors: {
          phone:
            'Introduceți un număr de telefon din Moldova: 0XX XX XX XX sau +373 XX XX XX XX, cu sau fără spații și cratime, de exemplu 060 12 34 56.',
          terms: 'Pentru a crea contul trebuie să acceptați termenii și condițiile.',
        },
      },
    });

    const phone = screen.getByLabelText('Telefon (opțional)');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(
      'De exemplu 060 12 34 56 sau +373 60 12 34 56 Introduceți un număr de telefon din Moldova: 0XX XX XX XX sau +373 XX XX XX XX, cu sau fără spații și cratime, de exemplu 060 12 34 56.',
    );
    expect(screen.getByRole('checkbox', { name: /Accept termenii/ })).toHaveAccessibleDescription(
      'Pentru a crea contul trebuie să acceptați termenii și condițiile.',
    );
    expect(screen.getByLabelText(/^Nume și prenume/)).not.toHaveAttribute('aria-invalid');
    // The browser's own check agrees with the server's: ten characters at least.
    expect(screen.getByLabelText(/^Parola/)).toHaveAttribute('minlength', '10');
  });
});
