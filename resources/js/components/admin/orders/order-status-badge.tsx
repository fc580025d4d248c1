import { Badge, type BadgeTone } from '@/components/ui/badge';
import { type OrderStatus } from '@/types/admin-orders';

const TONES: Record<OrderStatus, BadgeTone> = {
  new: 'warning',
  confirmed: 'info',
  packed: 'info',
  shipped: 'neutral',
  ready_for_pickup: 'neutral',
  completed: 'success',
  cancelled: 'danger',
  released: 'neutral',
};

/** An order's status as a coloured label. */
export function OrderStatusBadge({ status, label, test }: { status: OrderStatus; label: string; test?: string }) {
  return (
    <Badge tone={TONES[status]} test={test}>
      {label}
    </Badge>
  );
}
