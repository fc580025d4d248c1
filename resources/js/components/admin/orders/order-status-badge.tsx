import { Badge, type BadgeTone } from '@/components/ui/badge';
import { type OrderStatus } from '@/types/admin-orders';

const TONES: Record<OrderStatus, BadgeTone> = {
  new: 'info',
  confirmed: 'brand',
  packed: 'warning',
  shipped: 'brand',
  ready_for_pickup: 'brand',
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
