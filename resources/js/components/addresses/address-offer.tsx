import { useForm } from '@inertiajs/react';
import { type FormEvent } from 'react';

import { addressLine } from '@/components/addresses/address-card';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type AddressOffer as Offer } from '@/types/account';

/**
 * The address of the guest order the account was created from, offered to be saved in one click (the server checks it
 * like any address typed).
 */
export function AddressOffer({ offer }: { offer: Offer }) {
  const t = useT();
  const route = useRoute();
  const form = useForm({ zone: offer.zone, city: offer.city, address: offer.address, label: '', is_default: true });
  const errors = Object.values(form.errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('account.addresses.store'), { preserveScroll: true });
  };

  return (
    <form
      method="post"
      onSubmit={submit}
      className="rounded-card border border-accent/40 bg-accent-soft p-4 text-left text-text"
      data-test="address-offer"
    >
      <p className="font-semibold">{t('addresses.offer.title', { number: offer.number })}</p>
      <p className="mt-1 break-words" data-test="address-offer-line">
        {addressLine(offer)}
        {/* The zone says no more when it is the town itself (Chișinău). */}
        {offer.zone_label !== offer.city && ` · ${offer.zone_label}`}
      </p>
      <p className="mt-1 text-sm text-text-muted">{t('addresses.offer.body')}</p>
      {errors.length > 0 && (
        <p className="mt-2 text-sm text-danger" role="alert" data-test="address-offer-error">
          {errors[0]}
        </p>
      )}
      <Button type="submit" size="sm" className="mt-3" loading={form.processing} test="address-offer-save">
        {t('addresses.offer.save')}
      </Button>
    </form>
  );
}
