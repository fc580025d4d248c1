import { router } from '@inertiajs/react';
import { type FormEvent, useState } from 'react';

import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type ReportFilters as Filters, type ReportOptions } from '@/types/reports';

/** The period: a preset in one click, or two days (the form refuses a period backwards or longer than allowed). */
export function ReportFilters({ filters, options }: { filters: Filters; options: ReportOptions }) {
  const t = useT();
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  const tooLong = from !== '' && to !== '' && (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > options.maxDays;
  const backwards = from !== '' && to !== '' && to < from;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong || backwards || from === '' || to === '') return;
    router.get(route('admin.reports.index'), { report: filters.report, from, to }, { preserveScroll: true });
  };

  return (
    <div className="flex flex-wrap items-end gap-3" data-test="report-filters">
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('admin.reports.presets.label')}>
        {options.presets.map((preset) => (
          <Button
            key={preset}
            size="sm"
            variant={filters.preset === preset ? 'primary' : 'secondary'}
            href={route('admin.reports.index', { report: filters.report, preset })}
            preserveScroll
            aria-current={filters.preset === preset ? 'true' : undefined}
            test={`preset-${preset}`}
          >
            {t(`admin.reports.presets.${preset}`)}
          </Button>
        ))}
      </div>
      <form method="get" onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-xs text-text-muted">
          {t('admin.reports.from')}
          <input
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            className="h-control-sm rounded-md border border-border bg-surface px-2 text-sm text-text"
            data-test="report-from"
          />
        </label>
        <label className="flex flex-col text-xs text-text-muted">
          {t('admin.reports.to')}
          <input
            type="date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            className="h-control-sm rounded-md border border-border bg-surface px-2 text-sm text-text"
            data-test="report-to"
          />
        </label>
        <Button type="submit" size="sm" test="report-apply" disabled={tooLong || backwards}>
          {t('admin.reports.apply')}
        </Button>
        {(tooLong || backwards) && (
          <p role="alert" className="w-full text-xs text-danger" data-test="report-period-error">
            {backwards
              ? t('admin.reports.errors.order')
              : t('admin.reports.errors.too_long', { days: String(options.maxDays) })}
          </p>
        )}
      </form>
    </div>
  );
}
