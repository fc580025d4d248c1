import { usePage } from '@inertiajs/react';
import { X } from 'lucide-react';

import { Field, inputClass, SelectField } from '@/components/forms/field';
import { type CreditCalculator as Calculator } from '@/hooks/use-credit-calculator';
import { monthsKey } from '@/lib/credit';
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
        <div
          className="flex items-center gap-3 rounded-lg border border-neutral-200 p-3 dark:border-neutral-800"
          data-test="credit-product"
        >
          <img
            src={c.product.image}
            alt=""
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-md bg-neutral-100 object-contain dark:bg-neutral-800"
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
              <p className="mt-1 text-sm text-brand-700 dark:text-brand-400" data-test="field-error">
                {errors.product}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={c.dropProduct}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-neutral-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none dark:hover:bg-neutral-800"
            data-test="credit-product-remove"
          >
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">{t('credit.calculator.other_amount')}</span>
          </button>
        </div>
      ) : (
        <Field label={t('credit.calculator.amount_lei')} required error={errors.amount}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              inputMode="numeric"
              value={c.amountLei}
              onChange={(e) => c.setAmountLei(e.target.value.replace(/[^\d]/g, ''))}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              className={inputClass}
              data-test="credit-amount"
            />
          )}
        </Field>
      )}
      <div className="grid gap-4">
        <SelectField
          label={t('credit.form.programme')}
          required
          error={errors.programme}
          value={c.programme?.slug ?? ''}
          onChange={(e) => c.selectProgramme(e.target.value)}
          test="credit-programme"
        >
          {programmes.map((p) => (
            <option key={p.slug} value={p.slug}>
              {p.partner} · {p.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('credit.calculator.term')}
          required
          error={errors.months}
          value={c.months}
          onChange={(e) => c.setMonths(Number(e.target.value))}
          test="credit-term"
        >
          {(c.programme?.terms ?? []).map((months) => (
            <option key={months} value={months}>
              {t(monthsKey(months), { count: months })}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}
