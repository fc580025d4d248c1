/** The reports page's props (App\Http\Controllers\Admin\Reports\ReportController). Money in bani. */
export type ReportKey =
  'days' | 'products' | 'categories' | 'brands' | 'stores' | 'payments' | 'kinds' | 'stock' | 'slow';
export type ReportPreset = 'today' | '7_days' | 'this_month' | 'last_month' | 'this_year';

export type SalesFigures = {
  orders: number | null;
  units: number;
  revenue: number;
  average: number | null;
  discounts: number;
  refunds: number | null;
  margin: number | null;
  marginRate: number | null;
  costedShare: number | null;
};

export type ReportPeriodShape = { from: string; to: string; days: number };

export type SalesReportRow = {
  key: string;
  label: string;
  detail: string | null;
  current: SalesFigures;
  previous: SalesFigures;
};

export type SalesReportData = {
  by: ReportKey;
  period: ReportPeriodShape;
  previous: ReportPeriodShape;
  totals: { current: SalesFigures; previous: SalesFigures };
  rows: SalesReportRow[];
  more: number;
};

export type StockValuationRow = { key: string; label: string; units: number; value: number; unknownUnits: number };
export type StockValuationData = {
  total: { units: number; value: number; unknownUnits: number };
  places: StockValuationRow[];
  categories: StockValuationRow[];
};

export type SlowMoverRow = {
  id: number;
  name: string;
  sku: string;
  stock: number;
  costPrice: number | null;
  value: number | null;
  lastSold: string | null;
};
export type SlowMoversData = { days: number; since: string; rows: SlowMoverRow[]; more: number };

export type ReportFilters = {
  report: ReportKey;
  preset: ReportPreset | null;
  from: string;
  to: string;
  days: number;
  slowDays: number;
};

export type ReportOptions = {
  reports: ReportKey[];
  presets: ReportPreset[];
  slowDays: number[];
  maxDays: number;
};

export type ReportsPageProps = {
  filters: ReportFilters;
  options: ReportOptions;
  sales: SalesReportData | null;
  stock: StockValuationData | null;
  slow: SlowMoversData | null;
};
