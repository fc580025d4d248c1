import { useForm } from '@inertiajs/react';
import { type FormEvent, useEffect, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useT, type TranslationKey } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type SavedAddress } from '@/types/account';

export type AddressData = { label: string; zone: string; city: string; address: string; is_default: boolean };

type Props = {
  zones: string[];
  /** The address being changed; a new one when absent. */
  address?: SavedAddress;
  onDone: () => void;
  test: string;
};

/** Adds or changes a saved address: the checkout's courier fields (zone, town, street address), a label and "default". */
export function AddressForm({ zones, address, onDone, test }: Props) {
  const t = useT();
  const route = useRoute();
  const form = useForm<AddressData>({
    label: address?.label ?? '',
    zone: address?.zone ?? zones[0] ?? '',
    city: address?.city ?? '',
    address: address?.address ?? '',
    is_default: address?.is_default ?? false,
  });
  const field = useFormField(form);
  const options = { preserveScroll: true, onSuccess: onDone };
  const formRef = useRef<HTMLFormElement>(null);
  // Opened by a button that is now gone: the keyboard goes on from the form's first field.
  useEffect(() => formRef.current?.querySelector<HTMLElement>('select, input')?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (address === undefined) {
      form.post(route('account.addresses.store'), options);
    } else {
      form.put(route('account.addresses.update', { address: address.id }), options);
    }
  };

  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={submit}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      data-test={test}
    >
      <Select
        {...field('zone')}
        label={t('checkout.zone')}
        required
        options={zones.map((zone) => ({ value: zone, label: t(`checkout.zone.${zone}` as TranslationKey) }))}
      />
      <TextField {...field('city')} label={t('checkout.city')} required autoComplete="address-level2" />
      <TextField
        {...field('address')}
        label={t('checkout.address')}
        required
        autoComplete="street-address"
        className="sm:col-span-2"
      />
      <TextField {...field('label')} label={t('addresses.label')} hint={t('addresses.label_hint')} maxLength={60} />
      <Checkbox
        {...field('is_default')}
        label={t('addresses.default_field')}
        disabled={address?.is_default === true}
        className="self-end"
      />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" loading={form.processing} test={`${test}-save`}>
          {form.processing ? t('addresses.saving') : t('addresses.save')}
        </Button>
        <Button variant="secondary" onClick={onDone} test={`${test}-cancel`}>
          {t('addresses.cancel')}
        </Button>
      </div>
    </form>
  );
}
