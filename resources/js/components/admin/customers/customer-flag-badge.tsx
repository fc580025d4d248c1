import { Flag } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { type CustomerFlag } from '@/types/admin-customers';

/** A customer's flag ("VIP", "does not pick up"…) wherever the customer or its orders show in the back office. */
export function CustomerFlagBadge({
  flag,
  test = 'customer-flag',
  wrap = false,
}: {
  flag: CustomerFlag;
  test?: string;
  /** In a table's narrow column: the label may take two lines rather than widen the table. */
  wrap?: boolean;
}) {
  return (
    <Badge tone={flag.tone} test={test} wrap={wrap}>
      <Flag className="size-3 shrink-0" aria-hidden="true" />
      {flag.label}
    </Badge>
  );
}
