import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n';

/** An order list row's online payment marks: paid online, and an online payment staff must look at. */
export function PaymentFlags({ paid, attention }: { paid: boolean; attention: boolean }) {
  const t = useT();
  if (!paid && !attention) return null;

  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {paid && (
        <Badge tone="success" test="order-paid-online">
          {t('admin.payments.flag.paid')}
        </Badge>
      )}
      {attention && (
        <Badge tone="danger" test="order-payment-attention">
          {t('admin.payments.flag.attention')}
        </Badge>
      )}
    </span>
  );
}
