import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../lang/ro.json';
import ru from '../../../lang/ru.json';

import { BADGE_POLL_MS, titleWithCount } from '@/hooks/use-admin-badges';
import AdminLayout from '@/layouts/admin-layout';
import { renderWithPage } from '@/test/render-page';
import { type AdminShared } from '@/types/admin';

const admin: AdminShared = {
  nav: [
    { route: 'admin.dashboard', label: 'admin.nav.dashboard', icon: 'dashboard', group: 'overview' },
    { route: 'admin.orders.index', label: 'admin.nav.orders', icon: 'orders', group: 'sales' },
    { route: 'admin.calls.index', label: 'admin.nav.calls', icon: 'calls', group: 'sales' },
  ],
  role: 'manager',
  status: null,
};

function renderLayout(locale: 'ro' | 'ru', nav: AdminShared['nav'] = admin.nav) {
  return renderWithPage(<AdminLayout>page body</AdminLayout>, {
    shared: {
      locale,
      translations: locale === 'ro' ? ro : ru,
      admin: { ...admin, nav },
      route: {
        name: 'admin.dashboard',
        alternates: { ro: '/admin', ru: '/admin' },
        canonical: 'http://localhost/admin',
      },
      auth: { user: { id: 7, name: 'Maria', email: 'maria@example.md', appearance: null, role: 'manager' } },
    },
  });
}

let visibility: DocumentVisibilityState = 'visible';
const fetchMock = vi.fn();

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

async function flush() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, json: () => Promise.resolve({ orders: 3, calls: 1 }) });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the back office menu’s badges', () => {
  it('asks at once and shows the counts beside orders and calls, in Romanian and Russian', async () => {
    const { unmount } = renderLayout('ro');
    await flush();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/admin/insigne');
    const nav = screen.getAllByRole('navigation', { name: 'Secțiunile administrării' })[0]!;
    expect(within(nav).getByLabelText('Comenzi noi: 3')).toHaveTextContent('3');
    expect(within(nav).getByLabelText('Apeluri în așteptare: 1')).toHaveTextContent('1');
    unmount();

    renderLayout('ru');
    await flush();
    expect(screen.getAllByLabelText('Новые заказы: 3').length).toBeGreaterThan(0);
  });

  it('polls every 30 seconds while visible, stops while the tab is hidden and asks again when it is shown', async () => {
    renderLayout('ro');
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => {
      vi.advanceTimersByTime(BADGE_POLL_MS);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    setVisibility('hidden');
    await act(async () => {
      vi.advanceTimersByTime(BADGE_POLL_MS * 5);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockResolvedValue({ ok: true, json: () => Promise.resolve({ orders: 5, calls: 0 }) });
    setVisibility('visible');
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getAllByLabelText('Comenzi noi: 5').length).toBeGreaterThan(0);
    // A count of zero shows no badge.
    expect(screen.queryByLabelText(/Apeluri în așteptare/)).toBeNull();
  });

  it('does not ask at all for staff whose menu has neither orders nor calls', async () => {
    renderLayout('ro', [admin.nav[0]!]);
    await flush();
    await act(async () => {
      vi.advanceTimersByTime(BADGE_POLL_MS * 2);
    });

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts the count of new orders before the tab’s title', () => {
    expect(titleWithCount('Comenzi', { orders: 3, calls: 1 })).toBe('(3) Comenzi');
    expect(titleWithCount('Apeluri', { orders: null, calls: 2 })).toBe('(2) Apeluri');
    expect(titleWithCount('Panou', { orders: 0, calls: 0 })).toBe('Panou');
    expect(titleWithCount('Panou', { orders: null, calls: null })).toBe('Panou');
  });
});
