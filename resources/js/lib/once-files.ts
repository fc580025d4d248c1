import { type Page } from '@inertiajs/core';

import { type SharedProps } from '@/types/shared';

/** The page as the HTML carries it: props the browser keeps a year as files are named here instead (prop → address). */
export type EmbeddedPage = Page & { onceFiles?: Record<string, string> };

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * The first page with the props its HTML left out loaded from their files (App\Infrastructure\Inertia\OnceFiles on the
 * server): the language's translations and category tree, which the browser keeps a year and the server-side
 * renderer rendered with. A file that is gone (the page was rendered before a change) is taken from the page itself,
 * asked for as an Inertia visit.
 */
export async function withOnceFiles(
  page: EmbeddedPage,
  fetcher: Fetch = (input, init) => fetch(input, init),
): Promise<Page<SharedProps>> {
  const { onceFiles, ...rest } = page;
  if (onceFiles === undefined) return page as Page<SharedProps>;
  const props: Record<string, unknown> = { ...rest.props };
  let whole: Promise<Page> | undefined;
  const fromPage = () => {
    whole ??= fetcher(rest.url, {
      headers: {
        Accept: 'text/html, application/xhtml+xml',
        'X-Inertia': 'true',
        'X-Requested-With': 'XMLHttpRequest',
        ...(rest.version ? { 'X-Inertia-Version': rest.version } : {}),
      },
    }).then((response) => {
      if (!response.ok) throw new Error(`The page's data could not be loaded (${response.status})`);
      return response.json() as Promise<Page>;
    });
    return whole;
  };
  await Promise.all(
    Object.entries(onceFiles).map(async ([prop, url]) => {
      const response = await fetcher(url).catch(() => undefined);
      props[prop] = response?.ok ? await response.json() : (await fromPage()).props[prop];
    }),
  );

  return { ...rest, props: props as unknown as Page<SharedProps>['props'] };
}

/** The first page, read from the document (null when there is none). */
export function embeddedPage(id = 'app'): EmbeddedPage | null {
  const element = document.querySelector(`script[data-page="${id}"][type="application/json"]`);
  return element?.textContent ? (JSON.parse(element.textContent) as EmbeddedPage) : null;
}
