import { usePage } from '@inertiajs/react';
import { Clock } from 'lucide-react';

import { Container } from '@/components/layout/container';
import { useT } from '@/lib/i18n';
import { OFFICE_HOURS } from '@/lib/shop';

export function SiteFooter() {
  const t = useT();
  const { appName } = usePage().props;
  const [weekdaysFrom, weekdaysTo] = OFFICE_HOURS.weekdays;
  const [weekendFrom, weekendTo] = OFFICE_HOURS.weekend;

  return (
    <footer
      data-test="site-footer"
      className="mt-auto border-t border-neutral-200 bg-neutral-50 text-sm text-neutral-600 dark:border-neutral-800 dark:bg-neutral-900 dark:text-neutral-400"
    >
      <Container className="flex flex-col gap-6 py-8 sm:flex-row sm:items-start sm:justify-between">
        <section aria-labelledby="footer-office-hours">
          <h2
            id="footer-office-hours"
            className="flex items-center gap-2 font-semibold text-neutral-900 dark:text-neutral-100"
          >
            <Clock className="size-4 text-brand-600 dark:text-brand-400" aria-hidden="true" />
            {t('footer.office_hours')}
          </h2>
          <ul className="mt-2 space-y-1">
            <li>{t('footer.hours.weekdays', { from: weekdaysFrom, to: weekdaysTo })}</li>
            <li>{t('footer.hours.weekend', { from: weekendFrom, to: weekendTo })}</li>
          </ul>
        </section>
        <p className="sm:self-end">{t('footer.copyright', { year: new Date().getFullYear(), name: appName })}</p>
      </Container>
    </footer>
  );
}
