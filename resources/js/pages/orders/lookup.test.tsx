import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import OrderLookupPage from '@/pages/orders/lookup';
import { captureVisits } from '@/test/capture-visits';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';
import { type OrderProgress } from '@/types/checkout';
import { type Locale } from '@/types/shared';

const found: OrderProgress = {
  number: 'ES-2026-000042',
  status: 'confirmed',
  status_label: 'Подтверждён',
  status_hint: 'Заказ подтверждён: готовим товары.',
  placed_at: '2026-11-24 14:05',
  timeline: [
    { status: 'placed', label: 'Заказ оформлен', at: '2026-11-24 14:05', reason: null, by_you: false },
    { status: 'confirmed', label: 'Подтверждён', at: '2026-11-24 15:00', reason: null, by_you: false },
  ],
};

function renderLookup(locale: Locale, flash: Record<string, unknown> = {}) {
  return renderPage(OrderLookupPage, {
    component: 'orders/lookup',
    url: locale === 'ro' ? '/comanda/cautare' : '/ru/comanda/cautare',
    shared: { locale, translations: locale === 'ro' ? ro : ru },
    props: { breadcrumbs: [] },
    flash,
  });
}

const visits = captureVisits();

beforeEach(() => mockDarkModeMedia(false));

describe('order lookup page', () => {
  it('sends the number and the phone as typed', async () => {
    const user = userEvent.setup();
    renderLookup('ro');

    expect(screen.getByRole('heading', { level: 1, name: 'Găsiți comanda' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Numărul comenzii/), 'es-2026-000042');
    await user.type(screen.getByLabelText(/Telefonul comenzii/), '060 12 34 56');
    await user.keyboard('{Enter}');

    expect(visits).toEqual([
      { method: 'post', url: '/comanda/cautare', data: { number: 'es-2026-000042', phone: '060 12 34 56' } },
    ]);
    expect(document.querySelector('[data-test="order-lookup-result"]')).toBeNull();
  });

  it('shows the order found with its status and timeline (ru)', () => {
    renderLookup('ru', { orderLookup: found });

    expect(screen.getByRole('heading', { level: 2, name: 'Заказ ES-2026-000042' })).toBeInTheDocument();
    expect(document.querySelector('[data-test="order-timeline-status"]')).toHaveTextContent('Подтверждён');
    expect(document.querySelectorAll('[data-test="order-timeline-entry"]')).toHaveLength(2);
    expect(screen.getByLabelText(/Номер заказа/)).toHaveValue('ES-2026-000042');
  });
});
