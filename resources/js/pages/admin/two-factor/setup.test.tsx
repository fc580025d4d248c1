import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import TwoFactorOnboardingPage from '@/pages/admin/two-factor/setup';
import { captureVisits } from '@/test/capture-visits';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';

const visits = captureVisits();

beforeEach(() => mockDarkModeMedia(false));

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const codes = ['AAAA-BBBB', 'CCCC-DDDD'];

function render(props: Record<string, unknown>, locale: 'ro' | 'ru' = 'ro') {
  return renderPage(TwoFactorOnboardingPage, {
    url: '/admin/doi-factori',
    props: { enabled: false, setup: null, recoveryCodes: null, continueTo: '/admin/comenzi?status=new', ...props },
    shared: {
      locale,
      translations: locale === 'ro' ? ro : ru,
      meta: { title: locale === 'ro' ? 'Verificarea în doi pași' : 'Двухэтапная проверка' },
      admin: { nav: [], role: 'manager', status: null },
      auth: { user: { id: 3, name: 'Olga', email: 'olga@example.md', appearance: null, role: 'manager' } },
    },
  });
}

describe('the back office’s two-factor setup', () => {
  it('says plainly in Romanian that the back office needs it and why, in its own frame without the menu', async () => {
    const user = userEvent.setup();
    render({});

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Administrarea cere verificarea în doi pași');
    expect(screen.getByText(/o parolă aflată de altcineva nu ajunge/)).toBeInTheDocument();
    expect(document.querySelector('[data-test="admin-onboarding-header"]')).toHaveTextContent('Olga');
    expect(document.querySelector('nav')).toBeNull();
    expect(screen.getByText(/Instalați pe telefon o aplicație de autentificare/).closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );

    await user.click(screen.getByRole('button', { name: 'Începe configurarea' }));
    expect(visits).toEqual([{ method: 'post', url: '/admin/doi-factori', data: {} }]);
  });

  it('says it in Russian too', () => {
    render({}, 'ru');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Для администрирования нужна двухэтапная проверка',
    );
    expect(screen.getByText(/одного узнанного кем-то пароля недостаточно/)).toBeInTheDocument();
  });

  it('confirms the first code at the back office’s own address', async () => {
    const user = userEvent.setup();
    render({ setup: { secret, uri: `otpauth://totp/Shop:olga?secret=${secret}` } });

    expect(document.querySelector('[data-test="onboarding-steps"] [aria-current="step"]')).toHaveTextContent(
      'Scanați codul QR sau introduceți cheia în aplicație.',
    );
    await user.type(screen.getByLabelText(/^Cod din aplicație/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmă și activează' }));
    expect(visits.at(-1)).toEqual({ method: 'post', url: '/admin/doi-factori/confirmare', data: { code: '123456' } });
  });

  it('goes on only once the recovery codes are marked as saved', async () => {
    const user = userEvent.setup();
    render({ enabled: true, recoveryCodes: codes });

    expect(screen.getByText('AAAA-BBBB')).toBeInTheDocument();
    const go = screen.getByRole('button', { name: 'Continuă în administrare' });
    expect(go).toBeDisabled();
    await user.click(screen.getByLabelText('Am păstrat codurile de rezervă'));
    expect(go).toBeEnabled();
    await user.click(go);
    // The page it was going to (the capture keeps the path).
    expect(visits.at(-1)).toMatchObject({ method: 'get', url: '/admin/comenzi' });
  });

  it('offers the way on at once when it is already on', () => {
    render({ enabled: true, continueTo: '/admin' });

    expect(screen.getByText('Verificarea în doi pași este activată.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuă în administrare' })).toBeEnabled();
    expect(document.querySelector('[data-test="two-factor-enable"]')).toBeNull();
  });
});
