import { type ProductCard } from '@/types/catalog';

// The `listing` prop of every product listing page (App\Queries\Listing\ListingProps).

export type FacetOption = { value: string; label: string; count: number; selected: boolean };

export type Range = { min: number | null; max: number | null };

export type OptionsFacet = { key: string; type: 'options'; label: string; options: FacetOption[] };

export type RangeFacet = {
  key: string;
  type: 'range';
  label: string;
  unit: string;
  min: number;
  max: number;
  selected: Range | null;
};

export type ToggleFacet = { key: string; type: 'toggle'; label: string; count: number; selected: boolean };

export type Facet = OptionsFacet | RangeFacet | ToggleFacet;

/** A selected filter: an option (`value`) of a facet, or a whole range/toggle facet (`value` null). */
export type FilterChip = { key: string; value: string | null; label: string };

/** The understood filters of the URL (and `q` on search), as query parameters. */
export type ListingQuery = Record<string, string>;

export type Listing = {
  products: {
    data: ProductCard[];
    meta: { current_page: number; last_page: number; per_page: number; total: number };
    links: { prev: string | null; next: string | null };
  };
  facets: Facet[];
  chips: FilterChip[];
  sort: string;
  default_sort: string;
  sorts: { value: string; label: string }[];
  path: string;
  query: ListingQuery;
};
