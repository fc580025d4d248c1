import { usePage } from '@inertiajs/react';
import { ArrowRight, CalendarDays } from 'lucide-react';

import { PromotionBanner } from '@/components/promotions/promotion-banner';
import { Link } from '@/components/ui/link';
import { formatPeriod } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { type Promotion } from '@/types/promotions';

/**
 * A promotion on the promotions index: banner, title, period, summary and product count, linking to its page.
 * Only the title is a tab stop; the banner and the "view" line repeat the same link for pointer users.
 */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const t = useT();
  const { locale } = usePage().props;

  return (
    <article
      data-test={`promotion-card-${promotion.slug}`}
      className="group flex flex-col overflow-hidden rounded-xl border border-border bg-surface-raised transition-shadow hover:shadow-md"
    >
      <Link
        href={promotion.url}
        prefetch="hover"
        tabIndex={-1}
        aria-hidden="true"
        className="block bg-surface-strong"
        data-test="promotion-card-image-link"
      >
        <PromotionBanner src={promotion.banner} />
      </Link>
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <p data-test="promotion-period" className="flex items-center gap-1.5 text-xs font-medium text-accent-text">
          <CalendarDays className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{t('promotions.period')}: </span>
          {formatPeriod(promotion.starts_at, promotion.ends_at, locale, t)}
        </p>
        <h2 className="mt-2 text-lg font-semibold tracking-tight text-text">
          <Link
            href={promotion.url}
            prefetch="hover"
            className="rounded-sm hover:text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
            data-test="promotion-card-link"
          >
            {promotion.title}
          </Link>
        </h2>
        <p className="mt-2 text-sm text-text-muted">{promotion.summary}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-4 text-sm">
          <span className="text-text-subtle" data-test="promotion-products-count">
            {t('promotions.products_count', { count: promotion.products_count })}
          </span>
          <Link
            href={promotion.url}
            prefetch="hover"
            tabIndex={-1}
            aria-hidden="true"
            className="inline-flex items-center gap-1 font-medium text-accent-text group-hover:underline"
          >
            {t('promotions.view')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </article>
  );
}
