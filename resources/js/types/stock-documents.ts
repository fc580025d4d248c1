/** A store or warehouse (App\Queries\Admin\Stock\StockPlaces). */
export type StockPlaceOption = { id: number; name: string; kind: 'store' | 'warehouse' };

export type ListPagination = {
  current: number;
  last: number;
  total: number;
  next: string | null;
  previous: string | null;
};

/** A line of a goods receipt or transfer as the page edits it; `unit_cost` (bani) only on receipts. */
export type DocumentLine = {
  product_id: number;
  name: string;
  sku: string;
  stock: number;
  quantity: number;
  unit_cost?: number;
};

/** A movement a document made (App\Queries\Admin\Stock\StockDocumentLists). */
export type DocumentMovement = {
  id: number;
  date: string;
  place: string;
  quantity: number;
  reason: string;
  product: string;
  sku: string;
};

export type ReceiptStatus = 'draft' | 'received';

export type TransferStatus = 'draft' | 'sent' | 'received' | 'cancelled';

export type ReceiptRow = {
  id: number;
  number: string;
  supplier: string;
  supplier_document: string | null;
  place: string;
  status: ReceiptStatus;
  lines: number;
  units: number;
  created_at: string;
  received_at: string | null;
};

export type TransferRow = {
  id: number;
  number: string;
  from: string;
  to: string;
  status: TransferStatus;
  lines: number;
  units: number;
  created_at: string;
  sent_at: string | null;
  received_at: string | null;
};

export type Receipt = {
  id: number;
  number: string;
  supplier: string;
  supplier_document: string | null;
  store_id: number;
  note: string | null;
  status: ReceiptStatus;
  created_at: string;
  created_by: string | null;
  received_at: string | null;
  received_by: string | null;
  lines: (DocumentLine & { unit_cost: number })[];
  movements: DocumentMovement[];
};

export type Transfer = {
  id: number;
  number: string;
  from_store_id: number;
  to_store_id: number;
  note: string | null;
  status: TransferStatus;
  created_at: string;
  created_by: string | null;
  sent_at: string | null;
  sent_by: string | null;
  received_at: string | null;
  received_by: string | null;
  cancelled_at: string | null;
  lines: DocumentLine[];
  movements: DocumentMovement[];
};

/** A row of a product's movement history (App\Queries\Admin\Stock\ProductMovements). */
export type ProductMovement = {
  id: number;
  date: string;
  place: string | null;
  quantity: number;
  reason: string;
  reference: { label: string; href: string | null } | null;
  who: string | null;
};
