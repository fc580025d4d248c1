// Props of the back office's catalogue structure pages: categories, brands, attributes (app/Queries/Admin/…).

export type Pagination = { current: number; last: number; total: number; next: string | null; previous: string | null };

/** A row of the category tree, in the shop's order (App\Queries\Admin\Categories\CategoryAdminTree). */
export type CategoryRow = {
  id: number;
  parent_id: number | null;
  /** 0 top category, 1 subcategory, 2 sub-subcategory. */
  depth: number;
  name: string;
  slug: string;
  /** Products filed under the category or below it. */
  products_count: number;
  children_count: number;
  label: { name: string; font_color: string; bg_color: string } | null;
  image_url: string | null;
  /** First / last among its siblings: no move up / down. */
  first: boolean;
  last: boolean;
  /** The storefront's page of the category. */
  url: string;
};

export type CategoryParentOption = { id: number; name: string; depth: number };

export type AttributeType = 'select' | 'number' | 'boolean';

export type AttributeChoice = {
  id: number;
  code: string;
  name: string;
  section: string;
  type: AttributeType;
  unit: string | null;
};

/** A category as its form edits it (App\Queries\Admin\Categories\CategoryFormData). */
export type CategoryForm = {
  id: number;
  name: { ro: string; ru: string };
  slug: string;
  parent_id: number | null;
  depth: number;
  label: { ro: string; ru: string; font_color: string; bg_color: string } | null;
  image_url: string | null;
  children_count: number;
  products_count: number;
  url: string;
  /** The spec attributes' ids, in order. */
  attributes: number[];
};

export type BrandRow = {
  id: number;
  name: string;
  slug: string;
  logo_url: string | null;
  products_count: number;
  url: string;
};

export type AttributeRow = {
  id: number;
  code: string;
  name: string;
  section: string;
  type: AttributeType;
  unit: string | null;
  is_filterable: boolean;
  sort: number;
  categories_count: number;
  products_count: number;
  options_count: number;
};

export type AttributeForm = {
  id: number;
  code: string;
  name: { ro: string; ru: string };
  section: { ro: string; ru: string };
  type: AttributeType;
  unit: string | null;
  is_filterable: boolean;
  sort: number;
  /** Products with a value for it: the type is locked then. */
  products_count: number;
};

export type AttributeOptionRow = {
  id: number;
  slug: string;
  value: { ro: string; ru: string };
  sort: number;
  /** The colour it shows as in the variant switcher (#rrggbb), or none. */
  swatch: string | null;
  products_count: number;
};
