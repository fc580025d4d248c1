import { router } from '@inertiajs/react';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { type CreditProgrammeRow } from '@/components/credit/types';
import {
  type DeliveryEstimate,
  type ProductDetails,
  type SpecSection,
  type StoreStock,
  type VariantChoices,
} from '@/components/products/types';
import ProductPage from '@/pages/products/show';
import { mockDarkModeMedia } from '@/test/match-media';
import { type ProductReviews } from '@/components/reviews/types';
import { renderPage } from '@/test/render-page';
import { type ProductCard } from '@/types/catalog';
import { type SharedProps } from '@/types/shared';

const NBSP = '\u00a0';

const product: ProductDetails = {
  id: 5,
  name: 'Televizor Samsung QE55 55"',
  slug: 'televizor-samsung-qe55',
  sku: 'SMA-00005',
  url: '/produs/televizor-samsung-qe55',
  images: [
    {
      id: 1,
      src: '/images/products/tv.svg',
      srcset: null,
      zoom: '/images/products/tv.svg',
      thumb: '/images/products/tv.svg',
      alt: 'Televizor Samsung QE55 55"',
      width: 800,
      height: 800,
    },
  ],
  price: 1_299_900,
  old_price: 1_499_900,
  discount_percent: 13,
  brand: { name: 'Samsung', slug: 'samsung', url: '/branduri/samsung' },
  is_stock: true,
  stock_level: 'few',
  description_html: '<p>Televizor cu garanție de 24 de luni.</p>',
  credit: { monthly: 62_300, months: 36, zero_percent: false, effective_annual_rate_bp: 4_740 },
};

const specs: SpecSection[] = [
  { name: 'Ecran', specs: [{ code: 'screen_size', name: 'Diagonala ecranului', value: '55"' }] },
  { name: 'Caracteristici generale', specs: [{ code: 'wireless', name: 'Fără fir', value: 'Da' }] },
];

const availability: StoreStock[] = [
  { id: 1, name: 'Electro Shop Botanica', city: 'Chișinău', address: 'bd. Dacia 10', quantity: 5, level: 'in_stock' },
  { id: 2, name: 'Electro Shop Bălți', city: 'Bălți', address: 'str. Independenței 3', quantity: 0, level: 'none' },
];

// Good for a long while: these tests never reach the moment the estimate is asked for again.
const delivery: DeliveryEstimate = {
  courier: [
    { date: '2099-06-03', day: 'tomorrow', zones: ['chisinau', 'suburbs'] },
    { date: '2099-06-04', day: null, zones: ['country'] },
  ],
  pickup: [{ store_id: 1, ready_at: '2099-06-02 15:00', day: 'today' }],
  refresh_at: '2099-06-02T23:59:59+03:00',
};

const creditProgrammes: CreditProgrammeRow[] = [
  {
    slug: 'iute-credit-36',
    partner: 'Iute Credit',
    name: 'Rate până la 36 de luni',
    months: 36,
    monthly_fee_bp: 200,
    annual_rate_bp: 0,
    monthly_payment: 62_300,
    monthly_payment_exact: 62_106,
    total: 2_235_816,
  },
];

let stopVisits: () => void = () => undefined;

beforeEach(() => {
  mockDarkModeMedia(false);
  stopVisits = router.on('before', (event) => event.preventDefault());
});

afterEach(() => stopVisits());

const similarCard: ProductCard = {
  id: 99,
  name: 'Televizor LG 50"',
  slug: 'televizor-lg-50',
  url: '/produs/televizor-lg-50',
  sku: 'LG-50',
  image: '/images/products/tv.svg',
  price: 799_900,
  old_price: null,
  discount_percent: null,
  brand: { name: 'LG', slug: 'lg' },
  is_stock: true,
  credit: null,
};

const noReviews: ProductReviews = {
  summary: { average: null, count: 0, histogram: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } },
  list: { sort: 'newest', reviews: [], page: 1, last_page: 1, total: 0 },
};

function renderProduct(
  shared: Partial<SharedProps> = {},
  details: ProductDetails = product,
  variants: VariantChoices | null = null,
) {
  renderPage(ProductPage, {
    component: 'products/show',
    url: product.url,
    props: {
      product: details,
      variants,
      breadcrumbs: [
        { name: 'Televizoare', url: '/categorie-produs/tv' },
        { name: product.name, url: product.url },
      ],
      specs,
      availability,
      delivery,
      creditProgrammes,
      similar: [],
      reviews: noReviews,
    },
    shared: { translations: ro, meta: { title: product.name }, ...shared },
  });
}

describe('product page', () => {
  it('shows name, brand link, SKU, prices, discount, credit teaser and stock', () => {
    renderProduct();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(product.name);
    expect(screen.getByRole('link', { name: 'Samsung' })).toHaveAttribute('href', '/branduri/samsung');
    expect(screen.getByText('SMA-00005')).toBeInTheDocument();
    const box = document.querySelector<HTMLElement>('[data-test="product-buy-box"]')!;
    expect(box.querySelector('[data-test="product-price"]')?.textContent).toBe(`12${NBSP}999${NBSP}lei`);
    const oldPrice = box.querySelector('[data-test="product-old-price"]');
    expect(oldPrice).toHaveClass('line-through');
    expect(oldPrice?.textContent).toBe(`Preț vechi: 14${NBSP}999${NBSP}lei`);
    expect(within(box).getByText(/−13%/)).toBeInTheDocument();
    expect(
      within(box).getByRole('link', { name: `de la 623${NBSP}lei/lună, 36${NBSP}de${NBSP}luni, DAE${NBSP}47,4%` }),
    ).toHaveAttribute('href', '#credit');
    expect(within(box).getByText('Stoc limitat')).toBeInTheDocument();
    expect(box.querySelector('[data-test="credit-zero-percent"]')).toBeNull();
  });

  it('says "Rate de la 0%" only beside the 0% plan\'s own payment and term', () => {
    renderProduct(
      {},
      { ...product, credit: { monthly: 108_400, months: 12, zero_percent: true, effective_annual_rate_bp: 0 } },
    );
    const box = document.querySelector<HTMLElement>('[data-test="product-buy-box"]')!;

    expect(
      within(box).getByRole('link', { name: `1${NBSP}084${NBSP}lei/lună × 12${NBSP}luni,${NBSP}0%` }),
    ).toBeInTheDocument();
    expect(box.querySelector('[data-test="credit-zero-percent"]')).toHaveTextContent('Rate de la 0%');
  });

  it('says the teaser in Russian: the 0% plan, or the lowest payment with its term and DAE', () => {
    renderProduct({ translations: ru, locale: 'ru' });
    let box = document.querySelector<HTMLElement>('[data-test="product-buy-box"]')!;
    expect(box.querySelector('[data-test="product-credit-teaser"]')?.textContent).toBe(
      `от 623${NBSP}лей/мес, 36${NBSP}мес., DAE${NBSP}47,4%`,
    );
    expect(box.querySelector('[data-test="credit-zero-percent"]')).toBeNull();
    cleanup();

    renderProduct(
      { translations: ru, locale: 'ru' },
      { ...product, credit: { monthly: 108_400, months: 12, zero_percent: true, effective_annual_rate_bp: 0 } },
    );
    box = document.querySelector<HTMLElement>('[data-test="product-buy-box"]')!;
    expect(box.querySelector('[data-test="product-credit-teaser"]')?.textContent).toBe(
      `1${NBSP}084${NBSP}лей/мес × 12${NBSP}мес.,${NBSP}0%`,
    );
    expect(box.querySelector('[data-test="credit-zero-percent"]')).toHaveTextContent('Рассрочка от 0%');
  });

  it("puts the family's switcher in the buy box, above the price; a product of its own has none", () => {
    renderProduct({}, product, {
      name: 'Televizor Samsung QE',
      options: [
        {
          attribute_id: 4,
          name: 'Diagonala ecranului',
          kind: 'button',
          values: [
            {
              id: 'n55',
              label: '55"',
              swatch: null,
              url: product.url,
              price: 1_299_900,
              is_stock: true,
              chosen: true,
              exact: true,
              changes: [],
            },
            {
              id: 'n65',
              label: '65"',
              swatch: null,
              url: '/produs/televizor-samsung-qe65',
              price: 1_799_900,
              is_stock: true,
              chosen: false,
              exact: true,
              changes: [],
            },
          ],
        },
      ],
    });
    const box = document.querySelector<HTMLElement>('[data-test="product-buy-box"]')!;
    const switcher = within(box).getByRole('group', { name: 'Alegeți varianta' });
    expect(within(switcher).getByRole('link', { name: /65"/ })).toHaveAttribute(
      'href',
      '/produs/televizor-samsung-qe65',
    );
    expect(
      switcher.compareDocumentPosition(box.querySelector('[data-test="product-price"]')!) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    cleanup();

    renderProduct();
    expect(document.querySelector('[data-test="variant-switcher"]')).toBeNull();
  });

  it('offers the cart', () => {
    renderProduct();

    expect(screen.getByRole('button', { name: 'Adaugă în coș' })).toBeEnabled();
  });

  it('shows the compare and favourites switches in the state the server gave', () => {
    renderProduct({ compare: { count: 1, ids: [product.id] }, favourites: { count: 0, ids: [] } });
    const box = document.querySelector<HTMLElement>('[data-test="product-buy-box"]')!;

    expect(within(box).getByRole('button', { name: 'Elimină din comparare' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(box).getByRole('button', { name: 'Adaugă la favorite' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(box).getByRole('button', { name: 'Adaugă la favorite' })).toBeEnabled();
  });

  it('lists specs by section, stores with their stock and the credit programmes', async () => {
    renderProduct();

    expect(screen.getByRole('region', { name: 'Ecran' })).toHaveTextContent('Diagonala ecranului55"');
    expect(screen.getByRole('region', { name: 'Caracteristici generale' })).toHaveTextContent('Fără firDa');
    expect(document.querySelector('[data-test="store-1"]')).toHaveTextContent('Disponibil în magazin· 5 buc.');
    expect(document.querySelector('[data-test="store-1"] [data-test="store-pickup"]')).toHaveTextContent(
      'Ridicare azi de la 15:00',
    );
    expect(document.querySelector('[data-test="store-2"] [data-test="store-pickup"]')).toBeNull();
    expect(document.querySelector('[data-test="store-2"]')).toHaveTextContent('Lipsă');
    // The programmes' table loads once the shopper nears it (at once where the browser cannot tell, as here).
    expect(await screen.findByRole('table')).toHaveTextContent('Iute Credit');
    expect(screen.getByRole('link', { name: 'Calculează creditul și trimite cererea' })).toHaveAttribute(
      'href',
      `/credit?produs=${product.slug}`,
    );
    expect(screen.getByRole('link', { name: 'Televizoare' })).toHaveAttribute('href', '/categorie-produs/tv');
  });

  it('leaves the credit table and the similar products out of the first render, for when the shopper nears them', async () => {
    const observed: Element[] = [];
    const callbacks: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          callbacks.push(callback);
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    try {
      renderPage(ProductPage, {
        component: 'products/show',
        url: product.url,
        props: {
          product,
          variants: null,
          breadcrumbs: [],
          specs,
          availability,
          delivery,
          creditProgrammes,
          similar: [similarCard],
          reviews: noReviews,
        },
        shared: { translations: ro, meta: { title: product.name } },
      });
      expect(screen.queryByRole('table')).toBeNull();
      expect(document.querySelector('[data-test="slider-similar"]')).toBeNull();

      act(() =>
        callbacks.forEach((callback) =>
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
        ),
      );
      expect(await screen.findByRole('table')).toHaveTextContent('Iute Credit');
      expect(await screen.findByRole('heading', { name: 'Produse similare' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
