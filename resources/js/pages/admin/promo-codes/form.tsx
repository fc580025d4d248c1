import { type ReactNode, useState } from 'react';

import { TranslatedFields } from '@/components/admin/forms/translated-fields';
import { AdminForm } from '@/components/admin/forms/admin-form';
import { PeriodFields } from '@/components/admin/marketing/period-fields';
import { PromoLatestUses } from '@/components/admin/promo-codes/promo-latest-uses';
import { PromoBatchCard } from '@/components/admin/promo-codes/promo-batch-card';
import { PromoScopeFields } from '@/components/admin/promo-codes/promo-scope-fields';
import { PromoStatusActions } from '@/components/admin/promo-codes/promo-status-actions';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { RadioGroup } from '@/components/ui/radio-group';
import { TextField } from '@/components/ui/text-field';
import { useAccountForm } from '@/hooks/use-account-form';
import { useFormField } from '@/hooks/use-form-field';
import { useTranslatedField } from '@/hooks/use-translated-field';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type PickedProduct, type Translated } from '@/types/admin-marketing';
import {
  type AdminPromoRule,
  type PromoChoices,
  type PromoKind,
  type PromoScope,
  type PromoUseRow,
} from '@/types/admin-promo-codes';

type Props = PromoChoices & { rule: AdminPromoRule | null; latest_uses: PromoUseRow[] };

/** As many as App\Queries\Admin\PromoCodes\PromoRuleList::LATEST_USES sends. */
const LATEST_USES = 50;

type Form = {
  label: Translated;
  automatic: boolean;
  code: string;
  kind: PromoKind;
  value: string;
  scope: PromoScope;
  scope_ids: number[];
  min_subtotal: string;
  starts_at: string;
  ends_at: string;
  usage_limit: string;
  per_customer_limit: string;
  combines_with_promotions: boolean;
  combines_with_others: boolean;
  priority: string;
  _method?: 'put';
};

/** Creating or editing a promo code or an automatic cart rule; a saved code rule also gets its batch of codes. */
export default function PromoRuleForm(props: Props) {
  return <PromoRuleFields key={props.rule === null ? 'new' : String(props.rule.id)} {...props} />;
}

function PromoRuleFields({ rule, categories, brands, latest_uses }: Props) {
  const t = useT();
  const route = useRoute();
  const [products, setProducts] = useState<PickedProduct[]>(rule?.products ?? []);
  const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  const form = useAccountForm<Form>({
    label: rule?.label ?? { ro: '', ru: '' },
    automatic: rule?.automatic ?? false,
    code: rule?.code ?? '',
    kind: rule?.kind ?? 'percent',
    value: text(rule?.value),
    scope: rule?.scope ?? 'cart',
    scope_ids: rule?.scope_ids ?? [],
    min_subtotal: text(rule?.min_subtotal ?? 0),
    starts_at: rule?.starts_at ?? '',
    ends_at: rule?.ends_at ?? '',
    usage_limit: text(rule?.usage_limit),
    per_customer_limit: text(rule?.per_customer_limit),
    combines_with_promotions: rule?.combines_with_promotions ?? false,
    combines_with_others: rule?.combines_with_others ?? false,
    priority: text(rule?.priority ?? 0),
    ...(rule === null ? {} : { _method: 'put' as const }),
  });
  const field = useFormField(form);
  const translated = useTranslatedField(form);
  const errors = form.errors as Partial<Record<string, string>>;
  const submit = () =>
    form.post(rule === null ? route('admin.promo-codes.store') : route('admin.promo-codes.update', { rule: rule.id }), {
      preserveScroll: true,
    });

  return (
    <>
      <AdminForm
        title={rule === null ? t('admin.promo_codes.create') : t('admin.promo_codes.edit')}
        intro={rule === null ? undefined : t('admin.promo_codes.uses_so_far', { count: rule.uses })}
        actions={rule !== null && <PromoStatusActions id={rule.id} status={rule.status} />}
        onSubmit={submit}
        processing={form.processing}
        saveTest="promo-save"
        back={route('admin.promo-codes.index')}
        test="promo-form"
      >
        <Card header={t('admin.promo_codes.section.what')}>
          <div className="space-y-4">
            <TranslatedFields label={t('admin.promo_codes.field.label')} field={translated('label')} required />
            <Checkbox
              {...field('automatic')}
              label={t('admin.promo_codes.field.automatic')}
              hint={t('admin.promo_codes.hint.automatic')}
            />
            {!form.data.automatic && (
              <TextField
                {...field('code')}
                label={t('admin.promo_codes.field.code')}
                hint={t('admin.promo_codes.hint.code')}
                maxLength={32}
                autoCapitalize="characters"
                className="max-w-xs"
                required={rule === null}
              />
            )}
            <RadioGroup
              {...field('kind')}
              label={t('admin.promo_codes.field.kind')}
              inline
              options={(['percent', 'amount', 'free_delivery'] as const).map((value) => ({
                value,
                label: t(`admin.promo_codes.kind.${value}`),
              }))}
            />
            {form.data.kind !== 'free_delivery' && (
              <TextField
                {...field('value')}
                type="number"
                inputMode="numeric"
                min={1}
                max={form.data.kind === 'percent' ? 100 : undefined}
                label={t(
                  form.data.kind === 'percent' ? 'admin.promo_codes.field.percent' : 'admin.promo_codes.field.amount',
                )}
                className="max-w-xs"
                required
              />
            )}
          </div>
        </Card>
        <Card header={t('admin.promo_codes.section.where')}>
          <PromoScopeFields
            scope={field('scope')}
            ids={form.data.scope_ids}
            onIds={(ids) => form.setData('scope_ids', ids)}
            products={products}
            onProducts={(next) => {
              setProducts(next);
              form.setData(
                'scope_ids',
                next.map((product) => product.id),
              );
            }}
            choices={{ categories, brands }}
            error={errors.scope_ids}
          />
        </Card>
        <Card header={t('admin.promo_codes.section.when')}>
          <div className="space-y-4">
            <PeriodFields starts={field('starts_at')} ends={field('ends_at')} />
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField
                {...field('min_subtotal')}
                type="number"
                inputMode="numeric"
                min={0}
                label={t('admin.promo_codes.field.min_subtotal')}
              />
              <TextField
                {...field('usage_limit')}
                type="number"
                inputMode="numeric"
                min={1}
                label={t('admin.promo_codes.field.usage_limit')}
                hint={t('admin.promo_codes.hint.unlimited')}
              />
              <TextField
                {...field('per_customer_limit')}
                type="number"
                inputMode="numeric"
                min={1}
                label={t('admin.promo_codes.field.per_customer_limit')}
                hint={t('admin.promo_codes.hint.per_customer')}
              />
            </div>
          </div>
        </Card>
        <Card header={t('admin.promo_codes.section.stacking')}>
          <div className="space-y-4">
            <Checkbox
              {...field('combines_with_promotions')}
              label={t('admin.promo_codes.field.combines_with_promotions')}
            />
            <Checkbox
              {...field('combines_with_others')}
              label={t('admin.promo_codes.field.combines_with_others')}
              hint={t('admin.promo_codes.hint.stacking')}
            />
            <TextField
              {...field('priority')}
              type="number"
              inputMode="numeric"
              label={t('admin.promo_codes.field.priority')}
              hint={t('admin.promo_codes.hint.priority')}
              className="max-w-xs"
            />
          </div>
        </Card>
      </AdminForm>
      {rule !== null && !rule.automatic && (
        <div className="mt-6">
          <PromoBatchCard id={rule.id} codes={rule.codes} />
        </div>
      )}
      {rule !== null && (
        <div className="mt-6">
          <PromoLatestUses uses={latest_uses} limit={LATEST_USES} />
        </div>
      )}
    </>
  );
}

PromoRuleForm.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
