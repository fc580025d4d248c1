/** Stock and price alerts (App\Models\StockAlert). */
export type AlertKind = 'stock' | 'price';

/** POST /alerte's answer: active at once (an account) or waiting for the mailed link (a guest). */
export type AlertAnswer = { status: 'subscribed' | 'pending'; message: string };

/** One of the account's alerts (App\Queries\StockAlerts\AccountAlerts). */
export type AccountAlert = {
  id: number;
  kind: AlertKind;
  created_at: string;
  sent_at: string | null;
  price_baseline: number | null;
  product: { id: number; name: string; url: string; price: number; in_stock: boolean };
};

export type AccountAlertsProps = {
  alerts: AccountAlert[];
  limit: number;
  status: string | null;
};
