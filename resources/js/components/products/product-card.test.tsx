import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { ProductCard } from '@/components/products/product-card';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';
import { type ProductCard as Product } from '@/types/catalog';

const product: Product = {
  id: 7,
  name: 'Smartphone Samsung Galaxy A55',
  slug: 'smartphone-samsung-galaxy-a55',
  url: '/produs/smartphone-samsung-galaxy-a55',
  sku: 'SMA-00007',
  image: '/images/products/smartphone.svg',
  price: 699_900,
  old_price: 799_900,
  discount_percent: 13,
  brand: { name: 'Samsung', slug: 'samsung' },
  is_stock: true,
  credit: { monthly: 33_500, months: 36, zero_percent: false, effective_annual_rate_bp: 4_740 },
};

beforeEach(() => mockDarkModeMedia(false));

describe('product card', () => {
  it("says what a family's card stands for: its colours, how many variants and their price range", () => {
    const family: Product = {
      ...product,
      variants: {
        count: 4,
        lowest: 1_499_900,
        highest: 2_199_900,
        swatches: [
          { label: 'Negru', color: '#111827' },
          { label: 'Alb', color: '#f9fafb' },
        ],
      },
    };
    const { unmount } = renderWithPage(<ProductCard product={family} />, { shared: { translations: ro } });
    const line = document.querySelector('[data-test="product-card-variants"]');
    expect(line).toHaveTextContent('Culori: Negru, Alb');
    expect(line).toHaveTextContent('Variante: 4 · 14 999 lei – 21 999 lei');
    expect(line?.querySelectorAll('[title]')).toHaveLength(2);
    unmount();

    renderWithPage(
      <ProductCard product={{ ...family, variants: { ...family.variants!, highest: 1_499_900, swatches: [] } }} />,
      {
        shared: { translations: ru, locale: 'ru' },
      },
    );
    const single = document.querySelector('[data-test="product-card-variants"]');
    expect(single).toHaveTextContent('Вариантов: 4');
    expect(single).not.toHaveTextContent('–');
    expect(single?.querySelectorAll('[title]')).toHaveLength(0);
  });

  it('shows no variants line for a product of its own', () => {
    renderWithPage(<ProductCard product={{ ...product, variants: null }} />, { shared: { translations: ro } });
    expect(document.querySelector('[data-test="product-card-variants"]')).toBeNull();
  });

  it('links the picture and the name to the product page, with one tab stop', async () => {
    renderWithPage(<ProductCard product={product} />, { shared: { translations: ro } });
    const user = userEvent.setup();

    const link = screen.getByRole('link', { name: 'Smartphone Samsung Galaxy A55' });
    expect(link).toHaveAttribute('href', '/produs/smartphone-samsung-galaxy-a55');
    const imageLink = document.querySelector('[data-test="product-card-image-link"]');
    expect(imageLink).toHaveAttribute('href', '/produs/smartphone-samsung-galaxy-a55');
    expect(imageLink).toHaveAttribute('tabindex', '-1');

    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Adaugă la favorite' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Adaugă la comparare' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Adaugă în coș: Smartphone Samsung Galaxy A55' })).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('reserves the box of the picture and loads it lazily, or at once with a high priority in a first row', () => {
    const withSrcset = {
      ...product,
      image: '/media/products/x/card.webp',
      image_srcset: '/media/products/x/card.webp 400w, /media/products/x/gallery.webp 800w',
    };
    const { unmount } = renderWithPage(<ProductCard product={withSrcset} />, { shared: { translations: ro } });

    let picture = document.querySelector('[data-test="product-card-image-link"] img');
    expect(picture).toHaveAttribute('width', '400');
    expect(picture).toHaveAttribute('height', '320');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('fetchpriority', 'auto');
    expect(picture).toHaveAttribute('srcset', withSrcset.image_srcset);
    expect(picture?.getAttribute('sizes')).toContain('50vw');
    unmount();

    renderWithPage(<ProductCard product={withSrcset} priority />, { shared: { translations: ro } });
    picture = document.querySelector('[data-test="product-card-image-link"] img');
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
  });

  it('names the term and DAE of the lowest payment, without a 0% badge, in both languages', () => {
    // 6 999 lei over 36 months at 2%/month: 334,40 a month, DAE 47,4%.
    const { unmount } = renderWithPage(<ProductCard product={product} />, { shared: { translations: ro } });
    expect(document.querySelector('[data-test="product-card-credit"]')?.textContent).toBe(
      'de la 335\u00a0lei/lună, 36\u00a0de\u00a0luni, DAE\u00a047,4%',
    );
    expect(document.querySelector('[data-test="credit-zero-percent"]')).toBeNull();
    expect(screen.queryByText(/0%/)).toBeNull();
    unmount();

    renderWithPage(<ProductCard product={product} />, { shared: { translations: ru, locale: 'ru' } });
    expect(document.querySelector('[data-test="product-card-credit"]')?.textContent).toBe(
      'от 335\u00a0лей/мес, 36\u00a0мес., DAE\u00a047,4%',
    );
    expect(document.querySelector('[data-test="credit-zero-percent"]')).toBeNull();
  });

  it('says "0%" and shows the 0% badge only beside the 0% plan\'s own payment and term, in both languages', () => {
    // 6 999 lei over 12 months at 0%: 583,25 a month.
    const zero = {
      ...product,
      credit: { monthly: 58_400, months: 12, zero_percent: true, effective_annual_rate_bp: 0 },
    };
    const { unmount } = renderWithPage(<ProductCard product={zero} />, { shared: { translations: ro } });
    expect(document.querySelector('[data-test="product-card-credit"]')?.textContent).toBe(
      '584\u00a0lei/lună × 12\u00a0luni,\u00a00%',
    );
    expect(document.querySelector('[data-test="credit-zero-percent"]')).toHaveTextContent('Rate de la 0%');
    unmount();

    renderWithPage(<ProductCard product={zero} />, { shared: { translations: ru, locale: 'ru' } });
    expect(document.querySelector('[data-test="credit-zero-percent"]')).toHaveTextContent('Рассрочка от 0%');
    expect(document.querySelector('[data-test="product-card-credit"]')?.textContent).toBe(
      '584\u00a0лей/мес × 12\u00a0мес.,\u00a00%',
    );
  });

  it('says nothing about credit where no programme takes the price', () => {
    renderWithPage(<ProductCard product={{ ...product, credit: null }} />, { shared: { translations: ro } });

    expect(document.querySelector('[data-test="product-card-credit"]')).toBeNull();
    expect(document.querySelector('[data-test="credit-zero-percent"]')).toBeNull();
  });

  it('names the product in a third-level heading under a titled section, a second-level one under the page title', () => {
    const { unmount } = renderWithPage(<ProductCard product={product} />, { shared: { translations: ro } });
    expect(screen.getByRole('heading', { level: 3, name: 'Smartphone Samsung Galaxy A55' })).toBeInTheDocument();
    unmount();

    renderWithPage(<ProductCard product={product} headingLevel={2} />, { shared: { translations: ro } });
    expect(screen.getByRole('heading', { level: 2, name: 'Smartphone Samsung Galaxy A55' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });
  it('keeps the picture clear: the discount beside the old price, the switches beside the brand', () => {
    renderWithPage(<ProductCard product={product} />, { shared: { translations: ro } });

    const picture = document.querySelector('[data-test="product-card-image-link"]');
    expect(picture?.children).toHaveLength(1);
    expect(picture?.querySelector('img')).not.toBeNull();
    const discount = document.querySelector('[data-test="product-card-discount"]');
    expect(discount).toHaveTextContent('−13%');
    expect(discount?.parentElement).toHaveTextContent(/Preț vechi: 7\s999\slei/);
    const toggles = document.querySelector('[data-test="product-card-toggles"]');
    expect(picture?.contains(toggles ?? null)).toBe(false);
    expect(toggles?.parentElement).toHaveTextContent('Samsung');
    expect(document.querySelector(`[data-test="product-card-${product.slug}"] .absolute`)).toBeNull();
  });

  it('shows a long name on up to four lines rather than cutting it to one', () => {
    const name = 'Smartphone Apple iPhone 16 Pro Max 1 TB Natural Titanium';
    renderWithPage(<ProductCard product={{ ...product, name }} />, { shared: { translations: ro } });

    const heading = document.querySelector('[data-test="product-card-name"]');
    expect(heading).toHaveTextContent(name);
    expect(heading?.className).toContain('line-clamp-4');
    expect(heading?.className).not.toContain('truncate');
  });
});
