import { RadioGroup } from '@/components/ui/radio-group';
import { Select, type SelectOption } from '@/components/ui/select';
import { useT } from '@/lib/i18n';
import { type PackingPlace } from '@/types/admin-orders';

type Props = {
  places: PackingPlace[];
  /** The chosen place's id as a string; '' keeps every unit where it is reserved now. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** The place reserved now, when every unit of the order sits at one place: the picker starts there. */
export function reservedPlace(places: PackingPlace[]): string {
  const reserved = places.find((place) => place.reserved);

  return reserved === undefined ? '' : String(reserved.id);
}

/**
 * Where the order is packed from: every store and warehouse with how many of the order's units it holds. A place
 * short of units cannot be picked here (and the server refuses it too, beside this field, if stock fell meanwhile). A
 * select from a tablet up, radios on a phone.
 */
export function PackingPlacePicker({ places, value, onChange, error }: Props) {
  const t = useT();
  const options: SelectOption<string>[] = places.map((place) => {
    const counts = { place: place.name, units: place.units, needed: place.needed };

    return {
      value: String(place.id),
      label: t(place.reserved ? 'admin.orders.pack.option_reserved' : 'admin.orders.pack.option', counts),
      disabled: !place.reserved && place.units < place.needed,
    };
  });
  const spread = !places.some((place) => place.reserved);

  return (
    <>
      {/* On a phone the places' long names and counts do not fit a closed select: each is a radio, wrapped in full. */}
      <div className="sm:hidden" data-test="pack-place-radios">
        <RadioGroup
          name="place_id"
          label={t('admin.orders.pack.place')}
          hint={t('admin.orders.pack.hint')}
          value={value}
          onChange={onChange}
          options={spread ? [{ value: '', label: t('admin.orders.pack.where_reserved') }, ...options] : options}
          error={error}
        />
      </div>
      <div className="hidden sm:block">
        <Select
          name="place_id"
          label={t('admin.orders.pack.place')}
          hint={t('admin.orders.pack.hint')}
          value={value}
          onChange={onChange}
          options={options}
          placeholder={spread ? t('admin.orders.pack.where_reserved') : undefined}
          error={error}
          className="max-w-md"
        />
      </div>
    </>
  );
}
