import { router, useForm } from '@inertiajs/react';
import { useState } from 'react';

import { PackingPlacePicker, reservedPlace } from '@/components/admin/orders/packing-place-picker';
import { ShipmentFields } from '@/components/admin/orders/shipment-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type OrderMove, type OrderStatus, type PackingPlace } from '@/types/admin-orders';

type Props = {
  order: { number: string; version: number };
  /** The legal moves this person may make (the server filters them by the workflow and the policy). */
  moves: OrderMove[];
  /** When packing is one of the moves: the places to pack from (none when the order holds no units). */
  places?: PackingPlace[];
  /** When shipping is one of the moves: the couriers staff may name (config/couriers.php). */
  couriers?: { value: string; label: string }[];
};

/**
 * One button per move; a final move (handed over, completed) asks first in a dialog, cancelling asks for a reason.
 * Every move sends the version the page shows,
 * so a move made meanwhile by someone else is refused with the "changed meanwhile" message and a reload offer.
 * Packing sends the place picked (preselected where the units are reserved); a place short of units comes back
 * beside the picker.
 */
export function OrderStatusActions({ order, moves, places = [], couriers = [] }: Props) {
  const t = useT();
  const form = useForm<{ status: OrderStatus | ''; version: number; reason: string; place_id: number | null }>({
    status: '',
    version: order.version,
    reason: '',
    place_id: null,
  });
  const [cancelling, setCancelling] = useState(false);
  const [confirming, setConfirming] = useState<OrderMove | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState<OrderStatus | null>(null);
  const [place, setPlace] = useState(() => reservedPlace(places));
  const picking = places.length > 0 && moves.some((next) => next.status === 'packed');
  const shipping = couriers.length > 0 && moves.some((next) => next.status === 'shipped');
  const [shipment, setShipment] = useState({ courier: '', tracking_number: '' });
  const url = route('admin.orders.status.update', { order: order.number });

  const move = (status: OrderStatus, reason = '') => {
    setPending(status);
    form.transform(() =>
      status === 'packed' && picking
        ? { status, version: order.version, reason, place_id: place === '' ? null : Number(place) }
        : status === 'shipped' && shipping
          ? { status, version: order.version, reason, ...shipment }
          : { status, version: order.version, reason },
    );
    form.put(url, {
      preserveScroll: true,
      onSuccess: () => {
        setCancelling(false);
        setConfirming(null);
        form.reset('reason');
      },
      onError: (errors) => {
        if (errors.status !== undefined) setCancelling(false);
        setConfirming(null);
      },
    });
  };

  const confirmCancel = () => {
    if (form.data.reason.trim() === '') {
      setReasonError(t('admin.orders.cancel.reason_required'));
      return;
    }
    move('cancelled', form.data.reason.trim());
  };

  return (
    <div className="space-y-3" data-test="status-actions">
      {form.errors.status !== undefined && (
        <Alert tone="error" test="status-error">
          <p>{form.errors.status}</p>
          <Button variant="link" size="sm" test="status-reload" onClick={() => router.reload()}>
            {t('admin.orders.reload')}
          </Button>
        </Alert>
      )}
      {picking && (
        <PackingPlacePicker
          places={places}
          value={place}
          onChange={(value) => {
            setPlace(value);
            form.clearErrors();
          }}
          error={form.errors.place_id}
        />
      )}
      {shipping && (
        <ShipmentFields
          couriers={couriers}
          value={shipment}
          onChange={(value) => {
            setShipment(value);
            form.clearErrors();
          }}
          errors={form.errors as Partial<Record<string, string>>}
        />
      )}
      {moves.length === 0 ? (
        <p className="text-sm text-text-muted" data-test="no-moves">
          {t('admin.orders.moves.none')}
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {moves.map((next, index) =>
            next.status === 'cancelled' ? (
              <Button
                key={next.status}
                variant="secondary"
                test="move-cancelled"
                onClick={() => {
                  setReasonError(undefined);
                  setCancelling(true);
                }}
              >
                {next.label}
              </Button>
            ) : (
              <Button
                key={next.status}
                variant={index === 0 ? 'primary' : 'secondary'}
                loading={form.processing && pending === next.status}
                disabled={form.processing}
                test={`move-${next.status}`}
                onClick={() => (next.final ? setConfirming(next) : move(next.status))}
              >
                {next.label}
              </Button>
            ),
          )}
        </div>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('admin.orders.confirm_move.title', {
          number: order.number,
          status: confirming === null ? '' : t(`orders.status.${confirming.status}`),
        })}
        description={t('admin.orders.confirm_move.text')}
        size="sm"
        test="confirm-move-dialog"
        footer={
          <>
            <Button variant="secondary" test="confirm-move-keep" onClick={() => setConfirming(null)}>
              {t('admin.orders.confirm_move.keep')}
            </Button>
            <Button
              loading={form.processing}
              test="confirm-move"
              onClick={() => confirming !== null && move(confirming.status)}
            >
              {confirming?.label}
            </Button>
          </>
        }
      />
      <Dialog
        open={cancelling}
        onClose={() => setCancelling(false)}
        title={t('admin.orders.cancel.title', { number: order.number })}
        description={t('admin.orders.cancel.description')}
        test="cancel-dialog"
        footer={
          <>
            <Button variant="secondary" test="cancel-keep" onClick={() => setCancelling(false)}>
              {t('admin.orders.cancel.keep')}
            </Button>
            <Button variant="danger" loading={form.processing} test="cancel-confirm" onClick={confirmCancel}>
              {t('admin.orders.cancel.confirm')}
            </Button>
          </>
        }
      >
        <Textarea
          name="reason"
          label={t('admin.orders.cancel.reason')}
          value={form.data.reason}
          onChange={(value) => {
            form.setData('reason', value);
            setReasonError(undefined);
          }}
          error={reasonError ?? form.errors.reason}
          rows={3}
          maxLength={500}
          required
        />
      </Dialog>
    </div>
  );
}
