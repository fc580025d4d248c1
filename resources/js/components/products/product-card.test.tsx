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
  credit: { monthly: 33_500, months: 36, zero_percent: false },
};

beforeEach(() => mockDarkModeMedia(false));

describe('product card', () => {
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

  it('shows the lowest monthly payment the server gave, and no 0% badge without a 0% programme for the price', () => {
    renderWithPage(<ProductCard product={product} />, { shared: { translations: ro } });

    expect(document.querySelector('[data-test="product-card-credit"]')?.textContent).toBe('de la 335\u00a0lei/lună');
    expect(document.querySelector('[data-test="credit-zero-percent"]')).toBeNull();
    expect(screen.queryByText('Rate de la 0%')).toBeNull();
  });

  it('shows the 0% badge where a 0% programme takes the price, in both languages', () => {
    const zero = { ...product, credit: { monthly: 19_500, months: 36, zero_percent: true } };
    const { unmount } = renderWithPage(<ProductCard product={zero} />, { shared: { translations: ro } });
    expect(document.querySelector('[data-test="credit-zero-percent"]')).toHaveTextContent('Rate de la 0%');
    unmount();

    renderWithPage(<ProductCard product={zero} />, { shared: { translations: ru, locale: 'ru' } });
    expect(document.querySelector('[data-test="credit-zero-percent"]')).toHaveTextContent('Рассрочка от 0%');
    expect(document.querySelector('[data-test="product-card-credit"]')?.textContent).toBe('от 195\u00a0лей/мес');
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
});
