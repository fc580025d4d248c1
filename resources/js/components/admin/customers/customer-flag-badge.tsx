import { Flag } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { type CustomerFlag } from '@/types/admin-customers';

/** A customer's flag ("VIP", "does not pick up"…) wherever the customer or its orders show in the back office. */
export function CustomerFlagBadge({ flag, test = 'customer-flag' }: { flag: CustomerFlag; test?: string }) {
  return (
    <Badge tone={flag.tone} test={test}>
      <Flag className="size-3" aria-hidden="true" />
      {flag.label}
    </Badge>
  );
}
