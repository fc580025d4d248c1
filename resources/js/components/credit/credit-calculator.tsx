import { usePage } from '@inertiajs/react';
import { X } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { type CreditCalculator as Calculator } from '@/hooks/use-credit-calculator';
import { monthsKey } from '@/lib/money';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { type CreditProgramme } from '@/types/content';

type Props = { calculator: Calculator; programmes: CreditProgramme[]; errors: Record<string, string | undefined> };

/** The calculator's inputs: the product (or an amount), the partner programme and the term. */
export function CreditCalculator({ calculator: c, programmes, errors }: Props) {
  const t = useT();
  const { locale } = usePage().props;

  return (
    <div className="space-y-4">
      {c.product !== null ? (
        <div className="flex items-center gap-3 rounded-control border border-border p-3" data-test="credit-product">
          <img
            src={c.product.image}
            alt=""
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-md bg-surface-muted object-contain"
          />
          <div className="min-w-0 flex-1">
            <a
              href={c.product.url}
              className="line-clamp-2 text-sm font-medium hover:underline"
              data-test="credit-product-name"
            >
              {c.product.name}
            </a>
            <p className="mt-0.5 text-sm font-semibold" data-test="credit-product-price">
              {formatPrice(c.product.price, locale)}
            </p>
            {errors.product !== undefined && (
              <p role="alert" className="mt-1 text-sm text-danger" data-test="error-product">
                {errors.product}
              </p>
            )}
          </div>
          <Button
            variant="ghost"
            size="sm"
            onClick={c.dropProduct}
            aria-label={t('credit.calculator.other_amount')}
            className="shrink-0"
            test="credit-product-remove"
          >
            <X className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <TextField
          name="amount"
          label={t('credit.calculator.amount_lei')}
          required
          inputMode="numeric"
          value={c.amountLei}
          onChange={(value) => c.setAmountLei(value.replace(/[^\d]/g, ''))}
          error={errors.amount}
        />
      )}
      <div className="grid gap-4">
        <Select
          name="programme"
          label={t('credit.form.programme')}
          required
          value={c.programme?.slug ?? ''}
          onChange={c.selectProgramme}
          error={errors.programme}
          options={programmes.map((p) => ({ value: p.slug, label: `${p.partner} · ${p.name}` }))}
        />
        <Select
          name="months"
          label={t('credit.calculator.term')}
          required
          value={String(c.months)}
          onChange={(value) => c.setMonths(Number(value))}
          error={errors.months}
          options={(c.programme?.terms ?? []).map((months) => ({
            value: String(months),
            label: t(monthsKey(months), { count: months }),
          }))}
        />
      </div>
    </div>
  );
}
