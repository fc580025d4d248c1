import { usePage } from '@inertiajs/react';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n';

/** `12.5` → `+12,5 %`, `-3` → `−3 %`, in the page's language. */
export function formatChange(change: number, locale: string): string {
  const number = new Intl.NumberFormat(locale === 'ru' ? 'ru-MD' : 'ro-MD', {
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(change);

  return `${number.replace('-', '−')}\u00a0%`;
}

/**
 * The change of a figure against the period before: up in the success tone, down in the danger tone, an arrow and a
 * sentence for screen readers; "—" when there is nothing to compare with.
 */
export function ChangeBadge({ change, test }: { change: number | null; test?: string }) {
  const t = useT();
  const { locale } = usePage().props;

  if (change === null) {
    return (
      <Badge tone="neutral" test={test}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('admin.dashboard.change.none')}</span>
      </Badge>
    );
  }
  const text = formatChange(change, locale);
  const [tone, Icon, sentence] =
    change > 0
      ? (['success', ArrowUpRight, t('admin.dashboard.change.up', { percent: text })] as const)
      : change < 0
        ? (['danger', ArrowDownRight, t('admin.dashboard.change.down', { percent: text })] as const)
        : (['neutral', Minus, t('admin.dashboard.change.same')] as const);

  return (
    <Badge tone={tone} test={test}>
      <Icon className="size-3.5" aria-hidden="true" />
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{sentence}</span>
    </Badge>
  );
}
