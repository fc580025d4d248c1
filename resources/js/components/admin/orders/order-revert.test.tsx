import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { OrderRevert } from '@/components/admin/orders/order-revert';
import { OrderTimeline } from '@/components/admin/orders/order-timeline';
import { captureVisits } from '@/test/capture-visits';
import { renderWithPage } from '@/test/render-page';

const order = { number: 'ES-2611-000042', version: 4 };

describe('order revert', () => {
  const visits = captureVisits();

  it.each([
    ['ro', ro, 'Expediată', 'Ambalată', 'Anulați mutarea „Expediată” a comenzii ES-2611-000042?'],
    ['ru', ru, 'Отправлен', 'Упакован', 'Отменить перевод заказа ES-2611-000042 в «Отправлен»?'],
  ] as const)(
    'asks why, refuses an empty reason, then sends it with the version shown (%s)',
    async (locale, translations, from, to, title) => {
      renderWithPage(<OrderRevert order={order} revert={{ from, to, until: '2026-11-29 12:30' }} />, {
        shared: { translations, locale },
      });
      expect(screen.getByText(new RegExp(`${from}.*12:30`))).toBeTruthy();

      await userEvent.click(screen.getByRole('button', { name: translations['admin.orders.revert.button'] }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog.textContent).toContain(title);
      const confirm = within(dialog).getByRole('button', {
        name: `${translations['admin.orders.revert.confirm'].replace(':to', to)}`,
      });

      await userEvent.type(within(dialog).getByRole('textbox'), '   ');
      await userEvent.click(confirm);
      expect(within(dialog).getByRole('alert').textContent).toBe(translations['admin.orders.revert.reason_required']);
      expect(visits).toEqual([]);

      await userEvent.type(within(dialog).getByRole('textbox'), 'Coletul e în depozit');
      await userEvent.click(confirm);
      expect(visits).toEqual([
        {
          method: 'put',
          url: '/admin/comenzi/ES-2611-000042/revenire',
          data: { version: 4, reason: 'Coletul e în depozit' },
        },
      ]);
    },
  );

  it('shows a reverted move on the timeline with who, and why', () => {
    renderWithPage(
      <OrderTimeline
        entries={[
          {
            id: 7,
            type: 'revert',
            who: 'Mara Manager',
            at: '2026-11-29 12:10',
            from: 'Expediată',
            to: 'Ambalată',
            to_status: 'packed',
            body: 'Coletul e în depozit',
            public: false,
          },
        ]}
      />,
      { shared: { translations: ro } },
    );
    const entry = document.querySelector('[data-test="timeline-revert"]');
    expect(entry?.textContent).toContain('Mutare anulată: Expediată → Ambalată');
    expect(entry?.textContent).toContain('Coletul e în depozit');
    expect(entry?.textContent).toContain('Mara Manager');
  });
});
