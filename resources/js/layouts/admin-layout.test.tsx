import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import ro from '../../../lang/ro.json';
import ru from '../../../lang/ru.json';

import AdminLayout from '@/layouts/admin-layout';
import { renderWithPage } from '@/test/render-page';
import { type AdminShared } from '@/types/admin';

const admin: AdminShared = {
  nav: [
    { route: 'admin.dashboard', label: 'admin.nav.dashboard', icon: 'dashboard', group: 'overview' },
    // A section whose route is not built yet in this checkout is left out rather than linking nowhere.
    { route: 'admin.nowhere.index', label: 'admin.nav.audit', icon: 'audit', group: 'shop' },
  ],
  role: 'manager',
  status: 'Salvat.',
};

function renderLayout(locale: 'ro' | 'ru' = 'ro') {
  return renderWithPage(<AdminLayout>page body</AdminLayout>, {
    shared: {
      locale,
      translations: locale === 'ro' ? ro : ru,
      admin,
      route: {
        name: 'admin.dashboard',
        alternates: { ro: '/admin', ru: '/admin' },
        canonical: 'http://localhost/admin',
      },
      auth: { user: { id: 7, name: 'Maria', email: 'maria@example.md', appearance: null, role: 'manager' } },
    },
  });
}

describe('AdminLayout', () => {
  it('shows the sections the staff member may open, the current one marked', () => {
    renderLayout();

    const nav = screen.getByRole('navigation', { name: 'Secțiunile administrării' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Panou']);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).toHaveAttribute('href', '/admin');
  });

  it('names who is signed in with their role, and the last action’s message', () => {
    renderLayout();

    expect(screen.getByText('Maria')).toBeInTheDocument();
    expect(screen.getByText('Manager')).toBeInTheDocument();
    expect(screen.getByText('Salvat.').closest('[data-test="admin-status"]')).toHaveAttribute('role', 'status');
    expect(screen.getByText('page body')).toBeInTheDocument();
  });

  it('offers both languages with the current one pressed', () => {
    renderLayout('ru');

    const group = screen.getByRole('group', { name: 'Язык администрирования' });
    expect(within(group).getByRole('button', { name: 'ru' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'ro' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
  });
});
