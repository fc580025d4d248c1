// The answer of GET /api/search/suggest (App\Search\SearchSuggestions).

export type ProductSuggestion = {
  id: number;
  name: string;
  url: string;
  image: string;
  /** Bani. */
  price: number;
  /** Bani; only when above the price. */
  old_price: number | null;
};

export type LinkSuggestion = {
  name: string;
  url: string;
};

export type Suggestions = {
  query: string;
  products: ProductSuggestion[];
  categories: LinkSuggestion[];
  brands: LinkSuggestion[];
};

/** One selectable row of the dropdown, in display order. */
export type SuggestionOption =
  | { kind: 'product'; key: string; url: string; product: ProductSuggestion }
  | { kind: 'category' | 'brand'; key: string; url: string; link: LinkSuggestion };

export function suggestionOptions(suggestions: Suggestions | null): SuggestionOption[] {
  if (suggestions === null) {
    return [];
  }

  return [
    ...suggestions.products.map((product): SuggestionOption => ({
      kind: 'product',
      key: `product-${product.id}`,
      url: product.url,
      product,
    })),
    ...suggestions.categories.map((link): SuggestionOption => ({
      kind: 'category',
      key: `category-${link.url}`,
      url: link.url,
      link,
    })),
    ...suggestions.brands.map((link): SuggestionOption => ({
      kind: 'brand',
      key: `brand-${link.url}`,
      url: link.url,
      link,
    })),
  ];
}

/** The id of an option in the list (the field's aria-activedescendant). */
export function optionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/** "See all results" is the option after the suggestions. */
export function showAllIndex(options: SuggestionOption[]): number {
  return options.length;
}
