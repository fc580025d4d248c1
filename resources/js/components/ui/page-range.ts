export type PageItem = number | 'gap';

/**
 * The page numbers a pager shows: the first and the last, the current one with `siblings` on each side, and a gap
 * where pages are left out. A gap never stands for a single page (that page is shown instead), so the list keeps
 * one length while the current page moves: 1 … 4 5 6 … 20.
 */
export function pageRange(page: number, pages: number, siblings = 1): PageItem[] {
  if (pages <= 0) return [];
  const current = Math.min(Math.max(1, page), pages);
  // first + last + current + siblings on both sides + two gaps
  const slots = 2 * siblings + 5;
  if (pages <= slots) {
    return Array.from({ length: pages }, (_, index) => index + 1);
  }

  // The sibling window slides between the edges, so it always holds 2 * siblings + 1 pages.
  const start = Math.max(Math.min(current - siblings, pages - 2 * siblings - 2), 3);
  const end = Math.min(Math.max(current + siblings, 2 * siblings + 3), pages - 2);
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  const head: PageItem = start > 3 ? 'gap' : 2;
  const tail: PageItem = end < pages - 2 ? 'gap' : pages - 1;

  return [1, head, ...middle, tail, pages];
}

/**
 * A page's URL from the current one, in the listings' scheme (App\Queries\Listing\ListingProps::url): the
 * other parameters stay as they are, `page` is set, page 1 is never written, commas stay readable.
 */
export function pageHref(url: string, page: number): string {
  const [path = '', search = ''] = url.split('?', 2);
  const params = new URLSearchParams(search);
  params.delete('page');
  if (page > 1) params.set('page', String(page));
  const query = params.toString().replace(/%2C/g, ',');

  return query === '' ? path : `${path}?${query}`;
}
