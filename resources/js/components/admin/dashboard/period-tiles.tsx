import { usePage } from '@inertiajs/react';

import { ChangeBadge } from '@/components/admin/dashboard/change-badge';
import { Card } from '@/components/ui/card';
import { Price } from '@/components/ui/price';
import { type TranslationKey, useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { type DashboardFigure, type DashboardPeriod, type DashboardPeriodKey } from '@/types/dashboard';

const titles = {
  today: 'admin.dashboard.period.today',
  week: 'admin.dashboard.period.week',
  month: 'admin.dashboard.period.month',
} as const satisfies Record<DashboardPeriodKey, TranslationKey>;

const compared = {
  today: 'admin.dashboard.compared.today',
  week: 'admin.dashboard.compared.week',
  month: 'admin.dashboard.compared.month',
} as const satisfies Record<DashboardPeriodKey, TranslationKey>;

type RowProps = { label: string; figure: DashboardFigure; money: boolean; test: string };

function FigureRow({ label, figure, money, test }: RowProps) {
  const t = useT();
  const { locale } = usePage().props;
  const previous = money ? formatPrice(figure.previous, locale) : String(figure.previous);

  return (
    <div className="min-w-0">
      <p className="text-sm text-text-muted">{label}</p>
      <p className="text-2xl font-bold text-text tabular-nums" data-test={test}>
        {money ? <Price amount={figure.value} size="lg" /> : figure.value}
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-text-muted">
        <ChangeBadge change={figure.change} test={`${test}-change`} />
        <span className="whitespace-nowrap">{t('admin.dashboard.previous', { value: previous })}</span>
      </p>
    </div>
  );
}

/**
 * One tile per period (today, 7 days, 30 days): confirmed orders and their revenue, each with its change against the
 * period before, and the new orders still awaiting confirmation apart (App\Enums\SalesCount); the rule under them.
 */
export function PeriodTiles({ periods }: { periods: readonly DashboardPeriod[] }) {
  const t = useT();

  return (
    <div className="space-y-2">
      <div className="grid gap-4 md:grid-cols-3" data-test="dashboard-periods">
        {periods.map((period) => (
          <Card
            key={period.key}
            header={
              <div className="min-w-0">
                <h2 className="text-base font-semibold">{t(titles[period.key])}</h2>
                <p className="text-xs text-text-muted">{t(compared[period.key])}</p>
              </div>
            }
            test={`period-${period.key}`}
          >
            <div className="space-y-4">
              <FigureRow
                label={t('admin.dashboard.orders')}
                figure={period.orders}
                money={false}
                test={`period-${period.key}-orders`}
              />
              <FigureRow
                label={t('admin.dashboard.revenue')}
                figure={period.revenue}
                money
                test={`period-${period.key}-revenue`}
              />
              <p
                className="border-t border-border pt-3 text-sm text-text-muted"
                data-test={`period-${period.key}-awaiting`}
              >
                {t('admin.dashboard.awaiting', { count: period.awaiting.value })}
              </p>
            </div>
          </Card>
        ))}
      </div>
      <p className="text-xs text-text-muted" data-test="dashboard-rule">
        {t('admin.dashboard.rule')}
      </p>
    </div>
  );
}
