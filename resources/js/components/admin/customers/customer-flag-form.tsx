import { useForm, usePage } from '@inertiajs/react';

import { CustomerFlagBadge } from '@/components/admin/customers/customer-flag-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type CustomerFlagOption, type CustomerFlagValue, type CustomerProfile } from '@/types/admin-customers';

/** The customer's flag from the fixed list with a note saying why; an empty choice clears it. */
export function CustomerFlagForm({ customer, flags }: { customer: CustomerProfile; flags: CustomerFlagOption[] }) {
  const t = useT();
  const { locale } = usePage().props;
  const form = useForm<{ flag: CustomerFlagValue | ''; note: string }>({
    flag: customer.flag?.value ?? '',
    note: customer.flag?.note ?? '',
  });
  const field = useFormField(form);

  return (
    <Card header={t('admin.customers.flag.title')} test="customer-flag-card">
      {customer.flag !== null && (
        <div className="mb-3 space-y-1 text-sm">
          <CustomerFlagBadge flag={customer.flag} test="customer-flag-current" />
          {customer.flag.note !== null && <p className="whitespace-pre-line">{customer.flag.note}</p>}
          {customer.flag.by !== null && customer.flag.at !== null && (
            <p className="text-xs text-text-muted">
              {t('admin.customers.flag.set_by', {
                name: customer.flag.by,
                date: formatDateTime(customer.flag.at, locale),
              })}
            </p>
          )}
        </div>
      )}
      <form
        method="post"
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          form.put(route('admin.customers.flag', { customer: customer.id }), { preserveScroll: true });
        }}
      >
        <Select
          {...field('flag')}
          label={t('admin.customers.flag.title')}
          placeholder={t('admin.customers.flag.none')}
          options={flags}
          onChange={(value) => form.setData('flag', value)}
        />
        <TextField {...field('note')} label={t('admin.customers.flag.note')} maxLength={500} />
        <Button type="submit" variant="secondary" loading={form.processing} test="customer-flag-submit">
          {t('admin.customers.flag.submit')}
        </Button>
      </form>
    </Card>
  );
}
