import { addressLine } from '@/components/addresses/address-card';
import { Link } from '@/components/ui/link';
import { Select } from '@/components/ui/select';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type SavedAddress } from '@/types/account';
import { type CheckoutForm, type CheckoutOptions } from '@/types/checkout';

/** The saved address whose fields the checkout's courier fields hold now, or '' for one typed by hand. */
export function chosenAddress(addresses: SavedAddress[], data: CheckoutForm['data']): string {
  const match = addresses.find(
    (address) => address.zone === data.delivery_zone && address.city === data.city && address.address === data.address,
  );

  return match === undefined ? '' : String(match.id);
}

/** The checkout fields a saved address fills: its zone (and a day that zone delivers on), town and street address. */
export function fillFromAddress(form: CheckoutForm, options: CheckoutOptions, address: SavedAddress): void {
  const dates = options.zones.find((zone) => zone.code === address.zone)?.dates ?? [];
  form.setData((data) => ({
    ...data,
    delivery_zone: address.zone,
    delivery_date: dates.includes(data.delivery_date) ? data.delivery_date : (dates[0] ?? ''),
    city: address.city,
    address: address.address,
  }));
  form.clearErrors('delivery_zone', 'city', 'address', 'delivery_date');
}

type Props = { addresses: SavedAddress[]; form: CheckoutForm; options: CheckoutOptions };

/**
 * A signed-in shopper's saved addresses above the courier fields: choosing one fills them, "another address" empties
 * the street address to be typed. Only zones the checkout offers are listed.
 */
export function SavedAddressPicker({ addresses, form, options }: Props) {
  const t = useT();
  const route = useRoute();
  const usable = addresses.filter((address) => options.zones.some((zone) => zone.code === address.zone));
  if (usable.length === 0) {
    return null;
  }

  const choose = (id: string) => {
    const address = usable.find((candidate) => String(candidate.id) === id);
    if (address !== undefined) {
      fillFromAddress(form, options, address);
    } else {
      form.setData((data) => ({ ...data, address: '' }));
    }
  };

  return (
    <div className="sm:col-span-2" data-test="checkout-saved-addresses">
      <Select
        name="saved_address"
        value={chosenAddress(usable, form.data)}
        onChange={choose}
        label={t('addresses.checkout.choose')}
        options={[
          ...usable.map((address) => ({
            value: String(address.id),
            label: `${address.label === null ? '' : `${address.label}: `}${addressLine(address)}`,
          })),
          { value: '', label: t('addresses.checkout.other') },
        ]}
      />
      <Link
        href={route('account.addresses.index')}
        className="mt-1 inline-block rounded-sm text-sm text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
        data-test="checkout-manage-addresses"
      >
        {t('addresses.checkout.manage')}
      </Link>
    </div>
  );
}
