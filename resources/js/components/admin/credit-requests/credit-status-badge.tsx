import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<string, BadgeTone> = {
  new: 'info',
  sent_to_partner: 'warning',
  approved: 'success',
  refused: 'danger',
};

/** A credit request's status as a coloured label. */
export function CreditStatusBadge({ status, label, test }: { status: string; label: string; test?: string }) {
  return (
    <Badge tone={tones[status] ?? 'neutral'} test={test}>
      {label}
    </Badge>
  );
}
