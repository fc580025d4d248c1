import { usePage } from '@inertiajs/react';
import { BadgePercent, CalendarDays, ChevronDown } from 'lucide-react';

import { formatPeriod } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import { Prose } from '@/components/ui/prose';
import { useT } from '@/lib/i18n';
import { type Promotion } from '@/types/promotions';

/**
 * The top of a promotion's page: banner, title, period, description, and the terms folded in a `<details>` that
 * works without JavaScript and keyboard-opens with Enter or Space.
 */
export function PromotionHeader({ promotion }: { promotion: Promotion }) {
  const t = useT();
  const { locale } = usePage().props;

  return (
    <header data-test="promotion-header" className="flex flex-col gap-5">
      {promotion.banner !== null && (
        <img
          src={promotion.banner}
          alt=""
          width={1200}
          height={400}
          className="aspect-[3/1] w-full rounded-xl object-cover"
          data-test="promotion-banner"
        />
      )}
      <div>
        <h1 data-test="promotion-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {promotion.title}
        </h1>
        <p data-test="promotion-period" className="mt-2 flex items-center gap-1.5 text-sm font-medium text-accent-text">
          <CalendarDays className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('promotions.period')}: </span>
          {formatPeriod(promotion.starts_at, promotion.ends_at, locale, t)}
        </p>
        {promotion.discount !== null && (
          <p
            data-test="promotion-discount"
            className="mt-2 flex items-center gap-1.5 text-base font-semibold text-text"
          >
            <BadgePercent className="size-5 text-accent-text" aria-hidden="true" />
            {promotion.discount.type === 'percent'
              ? t('promotions.discount_percent', { percent: promotion.discount.value })
              : t('promotions.discount_amount', { amount: formatPrice(promotion.discount.value, locale) })}
          </p>
        )}
      </div>
      {promotion.description_html !== '' && (
        <div data-test="promotion-description" className="max-w-3xl">
          <Prose html={promotion.description_html} className="text-text-soft" />
        </div>
      )}
      {promotion.terms_html !== '' && (
        <details
          data-test="promotion-terms"
          className="group max-w-3xl rounded-lg border border-border bg-surface-muted"
        >
          <summary
            data-test="promotion-terms-toggle"
            className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 text-sm font-medium text-text hover:text-accent-text focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none [&::-webkit-details-marker]:hidden"
          >
            {t('promotions.terms')}
            <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <div className="px-4 pb-4">
            <Prose html={promotion.terms_html} className="text-sm text-text-muted" />
          </div>
        </details>
      )}
    </header>
  );
}
