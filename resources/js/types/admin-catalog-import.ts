/** A place whose stock the CSV sets, by its slug (`stock:<slug>`). */
export type ImportPlace = { slug: string; name: string; warehouse: boolean };

export type ImportProblem = { line: number; sku: string; message: string };

export type ImportFieldChange = {
  field: string;
  /** `text`: a category's slug; `flag`: on sale (1) or not (0). */
  kind: 'money' | 'units' | 'text' | 'flag';
  before: number | string | null;
  after: number | string | null;
};

export type ImportChange = { line: number; sku: string; fields: ImportFieldChange[]; created?: boolean };

/** The dry run of a file waiting for "Apply" (App\Queries\Admin\CatalogImport\CatalogImportPage). */
export type ImportReport = {
  token: string;
  fileName: string;
  rows: number;
  changed: number;
  /** Products the file adds (new SKUs with their name, category, brand and price). */
  created: number;
  unchanged: number;
  badRows: number;
  columns: string[];
  headerErrors: ImportProblem[];
  errors: ImportProblem[];
  changes: ImportChange[];
};

export type CatalogImportPageProps = {
  places: ImportPlace[];
  mayChangePrices: boolean;
  limits: { rows: number; megabytes: number };
  report: ImportReport | null;
};
