/** An order's online payment as its page shows it (App\Queries\Payments\OrderPayment). */
export type OrderPaymentStatus = 'none' | 'pending' | 'paid' | 'failed' | 'expired' | 'review';

export type OrderPayment = {
  method: string;
  kind: 'card' | 'qr' | null;
  status: OrderPaymentStatus;
  paid: boolean;
  amount: number;
  /** The card page to go back to, or the QR's content, while the payment is pending. */
  pay_url: string | null;
  expires_at: string | null;
  held_until: string | null;
  can_retry: boolean;
  can_switch_cash: boolean;
  test_mode: boolean;
  urls: { start: string; cash: string; status: string };
};

/** One payment on the back office's order page (App\Queries\Admin\Payments\OrderPayments). */
export type AdminPayment = {
  id: number;
  provider: string;
  method: 'card' | 'qr';
  status: 'pending' | 'paid' | 'failed' | 'expired' | 'review';
  attention: 'amount_mismatch' | 'late_success' | 'double_payment' | null;
  /** Flagged for review and not all given back yet. */
  needs_attention: boolean;
  /** What may still be given back, in bani. */
  refundable: number;
  /** This person may give back this flagged payment from the panel. */
  can_refund: boolean;
  reference: string | null;
  amount: number;
  currency: string;
  captured: number | null;
  refunded: number;
  card: string | null;
  rrn: string | null;
  approval: string | null;
  created_at: string;
  paid_at: string | null;
  callbacks: { id: number; received_at: string; status: string | null; signature_valid: boolean }[];
  refunds: { id: number; amount: number; status: 'pending' | 'done' | 'failed'; created_at: string }[];
};
