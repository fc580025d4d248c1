// The back office dashboard's props (App\Http\Controllers\Admin\DashboardController, App\Queries\Admin\*). A block
// the signed-in staff member's role may not see is null.

/** The open order states, in the order the work goes (App\Enums\OrderStatus::OPEN). */
export type WaitingStatus = 'new' | 'confirmed' | 'packed' | 'shipped' | 'ready_for_pickup';

/** A figure of a period beside the same stretch of time one period earlier; `change` in percent, null without one. */
export type DashboardFigure = { value: number; previous: number; change: number | null };

export type DashboardPeriodKey = 'today' | 'week' | 'month';

export type DashboardPeriod = {
  key: DashboardPeriodKey;
  days: number;
  /** Confirmed orders, in any state after that (App\Enums\SalesCount::Sale). */
  orders: DashboardFigure;
  /** Bani: the totals of the same orders. */
  revenue: DashboardFigure;
  /** New orders, not confirmed yet: in neither figure above. */
  awaiting: DashboardFigure;
};

/** One day on the shop's calendar (`2026-11-24`): its orders and its revenue in bani. */
export type DashboardDay = { day: string; orders: number; revenue: number };

export type DashboardFigures = { periods: DashboardPeriod[]; series: DashboardDay[] };

export type WaitingCount = { status: WaitingStatus; count: number };

/** `waiting`: shoppers waiting for it to be back in stock (stock alerts). */
/** `level`: the product's own reorder level, or the shop's default (`threshold`) where it has none. */
export type LowStockProduct = {
  id: number;
  name: string;
  sku: string;
  stock: number;
  level: number;
  waiting: number;
  url: string;
};

export type LowStock = { threshold: number; total: number; products: LowStockProduct[] };

/** What came in through the shop's forms since `since` (a day, the first of the last 7). */
export type InboxCounts = { since: string; contactMessages: number; creditRequests: number; jobApplications: number };

export type DashboardProps = {
  figures: DashboardFigures | null;
  waiting: WaitingCount[] | null;
  lowStock: LowStock;
  inbox: InboxCounts | null;
};
