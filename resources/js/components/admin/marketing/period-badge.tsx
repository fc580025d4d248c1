import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n';
import { type PeriodState } from '@/types/admin-marketing';

const TONES = { running: 'success', scheduled: 'info', ended: 'neutral', inactive: 'warning' } as const;

/** Where a banner or a promotion stands today: running, scheduled, ended or switched off. */
export function PeriodBadge({ state, test }: { state: PeriodState; test?: string }) {
  const t = useT();

  return (
    <Badge tone={TONES[state]} test={test}>
      {t(`admin.marketing.period.${state}`)}
    </Badge>
  );
}
