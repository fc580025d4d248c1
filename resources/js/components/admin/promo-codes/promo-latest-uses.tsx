import { usePage } from '@inertiajs/react';

import { Card } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { Price } from '@/components/ui/price';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type PromoUseRow } from '@/types/admin-promo-codes';

/** The newest orders that used a rule: each number links to the order, with its date, buyer, discount and total. */
export function PromoLatestUses({ uses, limit }: { uses: PromoUseRow[]; limit: number }) {
  const t = useT();
  const route = useRoute();
  const { locale } = usePage().props;

  return (
    <Card header={t('admin.promo_codes.latest_uses.title')} test="promo-latest-uses">
      {uses.length === 0 ? (
        <p className="text-sm text-text-muted">{t('admin.promo_codes.latest_uses.none')}</p>
      ) : (
        <>
          <ul className="divide-y divide-border">
            {uses.map((use) => (
              <li
                key={use.number}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
                data-test={`promo-use-${use.number}`}
              >
                <Link
                  href={route('admin.orders.show', { order: use.number })}
                  className="rounded-sm font-semibold text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
                >
                  {use.number}
                </Link>
                <span className="text-text-muted">{formatDateTime(use.placed_at, locale)}</span>
                <span className="break-words">{use.customer}</span>
                <span className="ml-auto text-text-muted">
                  {use.discount > 0 ? (
                    <>
                      {t('admin.promo_codes.latest_uses.discount')} <Price amount={use.discount} size="sm" />
                    </>
                  ) : (
                    t('admin.promo_codes.latest_uses.free_delivery')
                  )}
                </span>
                <span>
                  {t('admin.promo_codes.latest_uses.total')} <Price amount={use.total} size="sm" />
                </span>
              </li>
            ))}
          </ul>
          {uses.length >= limit && (
            <p className="mt-2 text-xs text-text-muted">
              {t('admin.promo_codes.latest_uses.limited', { count: limit })}
            </p>
          )}
        </>
      )}
    </Card>
  );
}
