import { RadioGroup } from '@/components/ui/radio-group';
import { TextField } from '@/components/ui/text-field';
import { type BoundField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { type PromotionDiscountType } from '@/types/admin-marketing';

/**
 * The price a promotion sells its products at while it runs: none (their own prices), a percent off (1–90) or an
 * amount off in lei. The value field shows only when there is a discount.
 */
export function DiscountFields({
  type,
  value,
}: {
  type: BoundField<PromotionDiscountType>;
  value: BoundField<string>;
}) {
  const t = useT();

  return (
    <div className="space-y-4">
      <RadioGroup
        {...type}
        label={t('admin.promotions.field.discount_type')}
        hint={t('admin.promotions.hint.discount')}
        inline
        options={[
          { value: 'none', label: t('admin.promotions.discount.none') },
          { value: 'percent', label: t('admin.promotions.discount.percent') },
          { value: 'amount', label: t('admin.promotions.discount.amount') },
        ]}
      />
      {type.value !== 'none' && (
        <TextField
          {...value}
          type="number"
          inputMode="numeric"
          min={1}
          max={type.value === 'percent' ? 90 : undefined}
          label={t(
            type.value === 'percent'
              ? 'admin.promotions.field.discount_percent'
              : 'admin.promotions.field.discount_amount',
          )}
          hint={t(type.value === 'percent' ? 'admin.promotions.hint.percent' : 'admin.promotions.hint.amount')}
          className="max-w-xs"
          required
        />
      )}
    </div>
  );
}
