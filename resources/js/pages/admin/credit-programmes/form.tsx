import { type ReactNode } from 'react';

import { AdminForm } from '@/components/admin/forms/admin-form';
import { SlugField, SortField } from '@/components/admin/forms/common-fields';
import { TranslatedFields } from '@/components/admin/forms/translated-fields';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { useAccountForm } from '@/hooks/use-account-form';
import { useFormField } from '@/hooks/use-form-field';
import { useTranslatedField } from '@/hooks/use-translated-field';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type AdminCreditProgramme } from '@/types/admin-marketing';

type Props = { programme: AdminCreditProgramme | null };

type Form = {
  slug: string;
  partner: string;
  name: { ro: string; ru: string };
  months: string;
  monthly_fee: string;
  annual_rate: string;
  min_amount: string;
  max_amount: string;
  valid_until: string;
  is_active: boolean;
  sort: string;
};

/** Creating or editing a credit programme: the partner's terms as the calculator uses them. */
export default function CreditProgrammeForm({ programme }: Props) {
  const t = useT();
  const route = useRoute();
  const form = useAccountForm<Form>({
    slug: programme?.slug ?? '',
    partner: programme?.partner ?? '',
    name: programme?.name ?? { ro: '', ru: '' },
    months: String(programme?.months ?? 12),
    monthly_fee: programme?.monthly_fee ?? '0',
    annual_rate: programme?.annual_rate ?? '0',
    min_amount: String(programme?.min_amount ?? 0),
    max_amount: programme?.max_amount === null || programme === null ? '' : String(programme.max_amount),
    valid_until: programme?.valid_until ?? '',
    is_active: programme?.is_active ?? true,
    sort: String(programme?.sort ?? 0),
  });
  const field = useFormField(form);
  const translated = useTranslatedField(form);

  const submit = () => {
    if (programme === null) form.post(route('admin.credit-programmes.store'), { preserveScroll: true });
    else form.put(route('admin.credit-programmes.update', { programme: programme.id }), { preserveScroll: true });
  };

  return (
    <AdminForm
      title={programme === null ? t('admin.credit_programmes.create') : t('admin.credit_programmes.edit')}
      onSubmit={submit}
      processing={form.processing}
      saveTest="programme-save"
      back={route('admin.credit-programmes.index')}
      test="programme-form"
    >
      <Card header={t('admin.credit_programmes.section.who')}>
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...field('partner')} label={t('admin.credit_programmes.field.partner')} required />
            <SlugField
              {...field('slug')}
              label={t('admin.credit_programmes.field.slug')}
              hint={t('admin.marketing.form.slug_hint')}
              required
            />
          </div>
          <TranslatedFields label={t('admin.credit_programmes.field.name')} field={translated('name')} required />
        </div>
      </Card>
      <Card header={t('admin.credit_programmes.section.terms')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            {...field('months')}
            inputMode="numeric"
            label={t('admin.credit_programmes.field.months')}
            required
          />
          <TextField
            {...field('monthly_fee')}
            inputMode="decimal"
            label={t('admin.credit_programmes.field.monthly_fee')}
            hint={t('admin.credit_programmes.hint.monthly_fee')}
            required
          />
          <TextField
            {...field('annual_rate')}
            inputMode="decimal"
            label={t('admin.credit_programmes.field.annual_rate')}
            hint={t('admin.credit_programmes.hint.annual_rate')}
            required
          />
          <TextField
            {...field('min_amount')}
            inputMode="numeric"
            label={t('admin.credit_programmes.field.min_amount')}
            required
          />
          <TextField
            {...field('max_amount')}
            inputMode="numeric"
            label={t('admin.credit_programmes.field.max_amount')}
            hint={t('admin.credit_programmes.hint.max_amount')}
          />
          <TextField {...field('valid_until')} type="date" label={t('admin.credit_programmes.field.valid_until')} />
          <SortField {...field('sort')} hint={t('admin.marketing.form.sort_hint')} required />
          <Checkbox
            {...field('is_active')}
            label={t('admin.credit_programmes.field.is_active')}
            className="self-center"
          />
        </div>
      </Card>
    </AdminForm>
  );
}

CreditProgrammeForm.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
