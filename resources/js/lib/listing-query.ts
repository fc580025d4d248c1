import { type ListingQuery, type Range } from '@/types/listing';

/**
 * Pure edits of a listing's URL state, in the scheme App\Http\Requests\Listing\ListingRequest reads: options as
 * sorted comma lists (`brand=lg,samsung`), ranges as `min-max` with either side optional, toggles as `1`. Every edit
 * drops the page, since the results change.
 */

export function optionValues(query: ListingQuery, key: string): string[] {
  const text = query[key];

  return text === undefined || text === '' ? [] : text.split(',');
}

export function toggleOption(query: ListingQuery, key: string, value: string): ListingQuery {
  const values = optionValues(query, key);
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

  return withParam(query, key, [...next].sort().join(','));
}

export function setRange(query: ListingQuery, key: string, range: Range): ListingQuery {
  const text = range.min === null && range.max === null ? '' : `${range.min ?? ''}-${range.max ?? ''}`;

  return withParam(query, key, text);
}

export function setToggle(query: ListingQuery, key: string, on: boolean): ListingQuery {
  return withParam(query, key, on ? '1' : '');
}

/** Removes a chip: one option of a facet, or the whole facet when `value` is null. */
export function removeFilter(query: ListingQuery, key: string, value: string | null): ListingQuery {
  return value === null ? withParam(query, key, '') : toggleOption(query, key, value);
}

/** Drops every filter; keeps what is not a filter (the search query). */
export function clearFilters(query: ListingQuery, keep: readonly string[] = ['q']): ListingQuery {
  return Object.fromEntries(Object.entries(query).filter(([key]) => keep.includes(key)));
}

/** The URL of a listing state: the sort is left out when it is the listing's default, page 1 is never written. */
export function listingUrl(path: string, query: ListingQuery, sort: string, defaultSort: string, page = 1): string {
  const params = new URLSearchParams(query);
  if (sort !== defaultSort) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const search = params.toString().replace(/%2C/g, ',');

  return search === '' ? path : `${path}?${search}`;
}

function withParam(query: ListingQuery, key: string, value: string): ListingQuery {
  const next: ListingQuery = { ...query };
  if (value === '') {
    delete next[key];
  } else {
    next[key] = value;
  }

  return next;
}
