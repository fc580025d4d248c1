import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ApiTokensPage from '@/pages/settings/api-tokens';
import { captureVisits } from '@/test/capture-visits';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';
import { type ApiToken } from '@/types/account';

const visits = captureVisits();

beforeEach(() => mockDarkModeMedia(false));

const token: ApiToken = {
  id: 7,
  name: 'Telefon',
  created_at: '2026-11-01',
  last_used_at: null,
  expires_at: '2026-12-01',
  expired: false,
};

function render(newToken: string | null = null) {
  return renderPage(ApiTokensPage, {
    url: '/cont/setari/tokenuri-api',
    props: { breadcrumbs: [], status: null, tokens: [token], lifetimes: [30, 90, 365], newToken },
    shared: {
      translations: ro,
      meta: { title: 'Tokenuri API' },
      route: {
        name: 'settings.api-tokens.index',
        alternates: { ro: '/cont/setari/tokenuri-api', ru: '/ru/cont/setari/tokenuri-api' },
        canonical: 'http://shop.test/cont/setari/tokenuri-api',
      },
    },
  });
}

describe('API tokens page', () => {
  it('shows a new token once, and lists the others without their secret', () => {
    render('7|abcdef');

    expect(screen.getByText('7|abcdef')).toBeInTheDocument();
    const item = screen.getByText('Telefon').closest('li');
    expect(item).not.toBeNull();
    expect(within(item as HTMLElement).getByText(/Creat: 01\.11\.2026/)).toBeInTheDocument();
    expect(within(item as HTMLElement).getByText(/Expiră: 01\.12\.2026/)).toBeInTheDocument();
    // Reached from the developer corner at the foot of the settings pages, not from the shopper's settings menu.
    const corner = document.querySelector('[data-test="developer-corner"]') as HTMLElement;
    expect(within(corner).getByRole('link', { name: 'Tokenuri API' })).toHaveAttribute('aria-current', 'page');
    const menu = screen.getByRole('navigation', { name: ro['account.settings.nav'] });
    expect(within(menu).queryByRole('link', { name: 'Tokenuri API' })).toBeNull();
  });

  it('creates a token with the chosen lifetime and revokes by id', async () => {
    const user = userEvent.setup();
    render();
    expect(screen.queryByText(/Copiați tokenul acum/)).toBeNull();

    await user.type(screen.getByLabelText(/^Denumirea tokenului/), 'Laptop');
    await user.selectOptions(screen.getByLabelText(/^Valabilitate/), '90');
    await user.click(screen.getByRole('button', { name: 'Creează tokenul' }));
    await user.click(screen.getByRole('button', { name: 'Revocă tokenul Telefon' }));

    expect(visits).toEqual([
      { method: 'post', url: '/cont/setari/tokenuri-api', data: { token_name: 'Laptop', days: 90 } },
      { method: 'delete', url: '/cont/setari/tokenuri-api/7', data: {} },
    ]);
  });
});
