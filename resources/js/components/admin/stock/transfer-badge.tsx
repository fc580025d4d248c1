import { Badge, type BadgeTone } from '@/components/ui/badge';
import { useT } from '@/lib/i18n';
import { type TransferStatus } from '@/types/stock-documents';

const TONES: Record<TransferStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'warning',
  received: 'success',
  cancelled: 'danger',
};

/** A transfer's state: a draft, in transit, received or cancelled. */
export function TransferBadge({ status }: { status: TransferStatus }) {
  const t = useT();

  return (
    <Badge tone={TONES[status]} test="transfer-status">
      {t(`admin.transfers.status.${status}`)}
    </Badge>
  );
}
