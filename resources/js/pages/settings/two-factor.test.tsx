import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import TwoFactorSettingsPage from '@/pages/settings/two-factor';
import { captureVisits } from '@/test/capture-visits';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';

const visits = captureVisits();

beforeEach(() => mockDarkModeMedia(false));

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

function render(props: Record<string, unknown>) {
  return renderPage(TwoFactorSettingsPage, {
    url: '/cont/setari/doi-factori',
    props: {
      breadcrumbs: [],
      status: null,
      enabled: false,
      setup: null,
      recoveryCodes: null,
      recoveryCodesLeft: 0,
      ...props,
    },
    shared: { translations: ro, meta: { title: 'Verificare în doi pași' } },
  });
}

describe('two-factor settings', () => {
  it('offers to turn it on', async () => {
    const user = userEvent.setup();
    render({});

    expect(screen.getByText('Oprită')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activează' }));
    expect(visits).toEqual([{ method: 'post', url: '/cont/setari/doi-factori', data: {} }]);
  });

  it('draws the QR code, shows the key in groups of four and confirms with a code', async () => {
    const user = userEvent.setup();
    render({ setup: { secret, uri: `otpauth://totp/Shop:ana?secret=${secret}` } });

    const qr = screen.getByRole('img', { name: 'Cod QR pentru aplicația de autentificare' });
    await waitFor(() => expect(qr.querySelector('svg')).not.toBeNull());
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Cod din aplicație/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmă și activează' }));
    expect(visits).toEqual([{ method: 'post', url: '/cont/setari/doi-factori/confirmare', data: { code: '123456' } }]);
  });

  it('shows new recovery codes once and offers new ones or turning it off', async () => {
    const user = userEvent.setup();
    render({ enabled: true, recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'], recoveryCodesLeft: 2 });

    expect(screen.getByText('aaaaa-bbbbb')).toBeInTheDocument();
    expect(screen.getByText('Coduri de recuperare rămase: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generează coduri noi' }));
    await user.click(screen.getByRole('button', { name: 'Dezactivează' }));
    expect(visits.map((visit) => [visit.method, visit.url])).toEqual([
      ['post', '/cont/setari/doi-factori/coduri'],
      ['delete', '/cont/setari/doi-factori'],
    ]);
  });
});
