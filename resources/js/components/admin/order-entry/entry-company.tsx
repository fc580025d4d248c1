import { type InertiaFormProps } from '@inertiajs/react';

import { type CompanyBuyer, CompanyFields } from '@/components/checkout/company-fields';
import { Checkbox } from '@/components/ui/checkbox';
import { useT } from '@/lib/i18n';

/** The new order's company buyer: ticked, its name and IDNO are sent and the order can be invoiced to it. */
export type EntryCompany = CompanyBuyer & { company_buyer: boolean };

type Props<F extends EntryCompany> = {
  form: Pick<InertiaFormProps<F>, 'data' | 'errors' | 'setData' | 'clearErrors'>;
};

/**
 * "Company buyer" and, once ticked, the checkout's company fields. Unticking keeps what was typed (ticking again
 * brings it back) but the server leaves it out, so its errors go too.
 */
export function EntryCompanyFields<F extends EntryCompany>({ form }: Props<F>) {
  const t = useT();
  const company = form as unknown as Pick<
    InertiaFormProps<EntryCompany>,
    'data' | 'errors' | 'setData' | 'clearErrors'
  >;
  const errors: Partial<Record<string, string>> = company.errors;

  return (
    <div className="space-y-4" data-test="entry-company">
      <Checkbox
        name="company_buyer"
        label={t('admin.order_entry.company_buyer')}
        hint={t('admin.order_entry.company_buyer_hint')}
        value={company.data.company_buyer}
        error={errors.company_buyer}
        onChange={(checked) => {
          company.setData((data) => ({ ...data, company_buyer: checked }));
          company.clearErrors('company_buyer', 'company_name', 'company_idno');
        }}
      />
      {company.data.company_buyer && <CompanyFields form={company} />}
    </div>
  );
}
