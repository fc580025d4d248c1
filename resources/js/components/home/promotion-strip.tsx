import { usePage } from '@inertiajs/react';
import { ArrowRight, CalendarDays } from 'lucide-react';

import { PromotionBanner } from '@/components/promotions/promotion-banner';
import { Link } from '@/components/ui/link';
import { formatPeriod } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type HomePromotion } from '@/types/home';

/**
 * The running promotions on the home page: a row of small cards (banner, period, title) that scrolls sideways inside
 * itself on phones and wraps into a grid on wider screens, with a link to the promotions index. Each card is one link.
 */
export function PromotionStrip({ promotions }: { promotions: HomePromotion[] }) {
  const t = useT();
  const route = useRoute();
  const { locale } = usePage().props;
  if (promotions.length === 0) return null;

  return (
    <section aria-labelledby="promotions-title" className="mt-10" data-test="home-promotions">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="promotions-title" className="text-xl font-bold tracking-tight sm:text-2xl">
          {t('home.promotions.title')}
        </h2>
        <Link
          href={route('promotions.index')}
          prefetch="hover"
          data-test="home-promotions-all"
          className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
        >
          {t('home.promotions.all')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <ul className="-mx-4 mt-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3">
        {promotions.map((promotion) => (
          <li key={promotion.slug} className="w-[78%] shrink-0 snap-start sm:w-auto">
            <Link
              href={promotion.url}
              prefetch="hover"
              data-test={`home-promotion-${promotion.slug}`}
              className="group flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface-raised transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
            >
              <PromotionBanner src={promotion.banner} className="bg-surface-strong" />
              <span className="flex flex-1 flex-col p-3 sm:p-4">
                <span
                  data-test="home-promotion-period"
                  className="flex items-center gap-1.5 text-xs font-medium text-accent-text"
                >
                  <CalendarDays className="size-3.5 shrink-0" aria-hidden="true" />
                  {formatPeriod(promotion.starts_at, promotion.ends_at, locale, t)}
                </span>
                <span className="mt-1 font-semibold text-text group-hover:text-accent-text group-hover:underline">
                  {promotion.title}
                </span>
                <span className="mt-1 line-clamp-2 text-sm text-text-muted">{promotion.summary}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
