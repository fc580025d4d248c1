import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';

type Shipment = { courier: string; tracking_number: string };

type Props = {
  couriers: { value: string; label: string }[];
  value: Shipment;
  onChange: (value: Shipment) => void;
  errors: Partial<Record<string, string>>;
};

/** A shipped order's courier and tracking number, both optional, sent with the move to shipped. */
export function ShipmentFields({ couriers, value, onChange, errors }: Props) {
  const t = useT();

  return (
    <div className="grid gap-3 sm:grid-cols-2" data-test="shipment-fields">
      <Select
        name="courier"
        label={t('admin.orders.ship.courier')}
        value={value.courier}
        onChange={(courier) => onChange({ ...value, courier })}
        options={couriers}
        placeholder={t('admin.orders.ship.no_courier')}
        error={errors.courier}
      />
      <TextField
        name="tracking_number"
        label={t('admin.orders.ship.tracking')}
        value={value.tracking_number}
        onChange={(tracking_number) => onChange({ ...value, tracking_number })}
        maxLength={64}
        spellCheck={false}
        error={errors.tracking_number}
      />
    </div>
  );
}
