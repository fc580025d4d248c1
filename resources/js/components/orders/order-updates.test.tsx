import { router } from '@inertiajs/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { OrderCancel } from '@/components/orders/order-cancel';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';
import { type Order } from '@/types/checkout';
import { type Locale } from '@/types/shared';

const base: Order = {
  number: 'ES-2026-000042',
  kind: 'checkout',
  status: 'new',
  status_label: 'Nouă',
  placed_at: '2026-11-24 14:05',
  version: 2,
  status_hint: 'Am primit comanda. Vă sunăm în curând pentru a o confirma.',
  timeline: [
    { status: 'placed', label: 'Comanda a fost plasată', at: '2026-11-24 14:05', reason: null, by_you: false },
  ],
  cancel_url: '/comanda/ES-2026-000042/anulare',
  again_url: null,
  contact: { name: 'Ana Popescu', phone: '+37360123456', email: 'ana@example.md' },
  delivery: {
    method: 'courier',
    zone: 'chisinau',
    city: 'Chișinău',
    address: 'str. Albișoara 4',
    date: null,
    interval: null,
    store: null,
  },
  pickup: null,
  payment: { method: 'cash', company_name: null, company_idno: null, credit_months: null, credit_monthly: null },
  comment: null,
  lines: [],
  subtotal: 80_000,
  discount_total: 0,
  promos: [],
  delivery_fee: 0,
  total: 80_000,
};

const shared = (locale: Locale, errors: Record<string, string> = {}) => ({
  shared: { locale, translations: locale === 'ro' ? ro : ru, errors },
});

beforeEach(() => mockDarkModeMedia(false));
afterEach(() => vi.restoreAllMocks());

describe('order timeline', () => {
  it('shows the status, what happens next and each change with its date, time and reason (ru)', () => {
    const order: Order = {
      ...base,
      status: 'cancelled',
      status_label: 'Отменён',
      status_hint: 'Заказ отменён. Больше ничего делать не нужно.',
      cancel_url: null,
      timeline: [
        { status: 'placed', label: 'Заказ оформлен', at: '2026-11-24 14:05', reason: null, by_you: false },
        { status: 'cancelled', label: 'Отменён', at: '2026-11-24 15:30', reason: 'Нашёл дешевле', by_you: true },
      ],
    };
    renderWithPage(<OrderTimeline order={order} />, shared('ru'));

    const timeline = within(document.querySelector<HTMLElement>('[data-test="order-timeline"]')!);
    expect(timeline.getByRole('heading', { name: 'История заказа' })).toBeInTheDocument();
    expect(document.querySelector('[data-test="order-status-hint"]')).toHaveTextContent(
      'Больше ничего делать не нужно',
    );
    const entries = document.querySelectorAll<HTMLElement>('[data-test="order-timeline-entry"]');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Заказ оформлен');
    expect(entries[0]).toHaveTextContent('24.11.2026, 14:05');
    expect(entries[1]).toHaveTextContent('Отменён · вами');
    expect(entries[1]).toHaveTextContent('24.11.2026, 15:30');
    expect(entries[1]).toHaveTextContent('Причина: Нашёл дешевле');
    expect(entries[1]).toHaveAttribute('aria-current', 'step');
    expect(entries[0]).not.toHaveAttribute('aria-current');
  });

  it('shows a new order in Romanian with the one placed row', () => {
    renderWithPage(<OrderTimeline order={base} />, shared('ro'));

    expect(screen.getByRole('heading', { name: 'Istoricul comenzii' })).toBeInTheDocument();
    expect(document.querySelector('[data-test="order-timeline-status"]')).toHaveTextContent('Nouă');
    expect(document.querySelectorAll('[data-test="order-timeline-entry"]')).toHaveLength(1);
    expect(document.querySelector('[data-test="order-timeline-reason"]')).toBeNull();
  });
});

describe('order cancellation', () => {
  it('asks in a dialog, with an optional reason, and posts the version the page showed', async () => {
    const post = vi.spyOn(router, 'visit').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithPage(<OrderCancel order={base} />, shared('ro'));

    await user.click(screen.getByRole('button', { name: 'Anulați comanda' }));
    // The dialog's chunk loads on the first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Anulați comanda ES-2026-000042?' });
    await user.type(within(dialog).getByLabelText(/Motivul/), 'M-am răzgândit');
    expect(within(dialog).getByLabelText(/Motivul/)).toHaveAttribute('maxlength', '500');
    await user.click(within(dialog).getByRole('button', { name: 'Da, anulați comanda' }));

    expect(post).toHaveBeenCalledTimes(1);
    const [url, options] = post.mock.calls[0]!;
    expect(String(url)).toBe('/comanda/ES-2026-000042/anulare');
    expect(options).toMatchObject({ method: 'post', data: { version: 2, reason: 'M-am răzgândit' } });
  });

  it('keeps the order when the shopper changes their mind (ru)', async () => {
    const post = vi.spyOn(router, 'visit').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithPage(<OrderCancel order={base} />, shared('ru'));

    await user.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Оставить заказ' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('offers nothing once the order moved on, and shows the refusal the server gave', () => {
    const moved = { ...base, status: 'confirmed', cancel_url: null };
    const { unmount } = renderWithPage(<OrderCancel order={moved} />, shared('ro'));
    expect(screen.queryByRole('button', { name: 'Anulați comanda' })).toBeNull();
    expect(document.querySelector('[data-test="order-cancel-error"]')).toBeNull();
    unmount();

    renderWithPage(<OrderCancel order={moved} />, shared('ro', { status: 'Comanda nu mai poate fi anulată aici.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Comanda nu mai poate fi anulată aici.');
    expect(screen.queryByRole('button', { name: 'Anulați comanda' })).toBeNull();
  });
});
