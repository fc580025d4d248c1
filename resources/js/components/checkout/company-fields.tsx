import { type InertiaFormProps } from '@inertiajs/react';

import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';

/** A company buyer as an order keeps it: what an invoice is issued to. */
export type CompanyBuyer = { company_name: string; company_idno: string };

type Props<F extends CompanyBuyer> = {
  form: Pick<InertiaFormProps<F>, 'data' | 'errors' | 'setData' | 'clearErrors'>;
};

/**
 * The company's name and its IDNO (13 digits), both required when shown: at the checkout for a bank transfer, in the
 * back office's new order when staff tick "company buyer". The server checks them with the same rules.
 */
export function CompanyFields<F extends CompanyBuyer>({ form }: Props<F>) {
  const t = useT();
  const field = useFormField(
    form as unknown as Pick<InertiaFormProps<CompanyBuyer>, 'data' | 'errors' | 'setData' | 'clearErrors'>,
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2" data-test="company-fields">
      <TextField {...field('company_name')} label={t('checkout.company_name')} required autoComplete="organization" />
      <TextField
        {...field('company_idno')}
        label={t('checkout.company_idno')}
        required
        inputMode="numeric"
        maxLength={13}
      />
    </div>
  );
}
