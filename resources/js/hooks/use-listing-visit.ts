import { router } from '@inertiajs/react';
import { useCallback } from 'react';

import { listingUrl } from '@/lib/listing-query';
import { type Listing, type ListingQuery } from '@/types/listing';

/**
 * Visits another state of the listing on screen: the grid and facets update in place, the URL (and so back and
 * forward) follows, and the scroll position stays where the shopper was.
 */
export function useListingVisit(listing: Pick<Listing, 'path' | 'sort' | 'default_sort'>) {
  const { path, sort, default_sort: defaultSort } = listing;

  return useCallback(
    (query: ListingQuery, nextSort: string = sort) => {
      router.get(listingUrl(path, query, nextSort, defaultSort), {}, { preserveScroll: true, preserveState: true });
    },
    [path, sort, defaultSort],
  );
}
