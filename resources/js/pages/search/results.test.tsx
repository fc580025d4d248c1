import { router } from '@inertiajs/react';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import fixture from '../../../../tests/fixtures/pages/search/results.json';
import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import SearchResultsPage from '@/pages/search/results';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';
import { type SharedProps } from '@/types/shared';

const { catalog } = fixture.props as unknown as Pick<SharedProps, 'catalog'>;
const cards = fixture.props.listing.products.data;
const empty = {
  ...fixture.props.listing,
  products: { ...fixture.props.listing.products, data: [], meta: { ...fixture.props.listing.products.meta, total: 0 } },
  chips: [],
};

let stopVisits: () => void = () => undefined;

beforeEach(() => {
  mockDarkModeMedia(false);
  stopVisits = router.on('before', (event) => event.preventDefault());
});

afterEach(() => stopVisits());

function show(locale: 'ro' | 'ru', props: Record<string, unknown>) {
  renderPage(SearchResultsPage, {
    component: 'search/results',
    url: `${locale === 'ru' ? '/ru' : ''}/cautare`,
    shared: { locale, translations: locale === 'ro' ? ro : ru, catalog },
    props: { breadcrumbs: [], popular: [], listing: fixture.props.listing, ...props },
  });
}

describe.each([
  { locale: 'ro' as const, corrected: 'Rezultate pentru „samsung”', from: 'Pentru „samsnug” nu am găsit nimic' },
  { locale: 'ru' as const, corrected: 'Результаты для «samsung»', from: 'По запросу «samsnug» ничего не найдено' },
])('the search results page in $locale', ({ locale, corrected, from }) => {
  const strings = locale === 'ro' ? ro : ru;

  it('keeps the query in the header search box', () => {
    show(locale, { search: { query: 'telefon', corrected: null } });

    expect(screen.getByRole('combobox', { name: strings['search.label'] })).toHaveValue('telefon');
    expect(document.querySelector('[data-test="search-corrected"]')).toBeNull();
  });

  it('says which query the results are for when the typed one found nothing', () => {
    show(locale, { search: { query: 'samsnug', corrected: 'samsung' } });

    const notice = document.querySelector('[data-test="search-corrected"]');
    expect(notice).not.toBeNull();
    expect(notice?.textContent).toContain(corrected);
    expect(notice?.textContent).toContain(from);
    expect(screen.getByRole('combobox', { name: strings['search.label'] })).toHaveValue('samsnug');
  });

  it('offers popular products and the top categories when nothing is found', () => {
    show(locale, { search: { query: 'qwzx', corrected: null }, popular: cards, listing: empty });

    expect(screen.getByText(strings['search_results.nothing'])).toBeInTheDocument();
    const popular = screen.getByRole('region', { name: strings['search_results.popular'] });
    expect(within(popular).getAllByRole('listitem')).toHaveLength(cards.length);
    expect(within(popular).getByText(cards[0]!.name)).toBeInTheDocument();

    const categories = screen.getByRole('region', { name: strings['search_results.top_categories'] });
    const links = within(categories).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(catalog.map((category) => category.name));
    expect(links[0]).toHaveAttribute('href', expect.stringContaining(`/categorie-produs/${catalog[0]!.slug}`));
    // Heading levels do not skip: the page's h1, then the sections' h2.
    expect(within(popular).getByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});
