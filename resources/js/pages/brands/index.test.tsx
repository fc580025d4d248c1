import { router } from '@inertiajs/react';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import BrandsIndexPage from '@/pages/brands/index';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';
import { type BrandSummary } from '@/types/brands';

const brands: BrandSummary[] = [
  { name: 'Acer', slug: 'acer', url: '/branduri/acer', products_count: 4 },
  { name: 'Apple', slug: 'apple', url: '/branduri/apple', products_count: 21 },
  { name: 'LG', slug: 'lg', url: '/branduri/lg', products_count: 9 },
  { name: 'Samsung', slug: 'samsung', url: '/branduri/samsung', products_count: 37 },
];

let stopVisits: () => void = () => undefined;

beforeEach(() => {
  mockDarkModeMedia(false);
  stopVisits = router.on('before', (event) => event.preventDefault());
});

afterEach(() => stopVisits());

function render(locale: 'ro' | 'ru' = 'ro') {
  return renderPage(BrandsIndexPage, {
    component: 'brands/index',
    url: locale === 'ro' ? '/branduri' : '/ru/branduri',
    props: { breadcrumbs: [{ name: 'Branduri', url: '/branduri' }], brands },
    shared: { translations: locale === 'ro' ? ro : ru, locale, meta: { title: 'Branduri' } },
  });
}

describe('brands index page', () => {
  it('groups the brands by letter, each a link to its page with its product count', () => {
    render();

    const groupA = document.querySelector<HTMLElement>('[data-test="brand-group-A"]');
    expect(groupA).not.toBeNull();
    expect(groupA).toHaveAttribute('id', 'brands-A');
    const linksA = within(groupA as HTMLElement).getAllByRole('link');
    expect(linksA.map((link) => link.getAttribute('href'))).toEqual(['/branduri/acer', '/branduri/apple']);
    expect(within(groupA as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent('Branduri pe litera A');
    const samsung = document.querySelector('[data-test="brand-tile-samsung"]');
    expect(samsung).toHaveAttribute('href', '/branduri/samsung');
    expect(samsung).toHaveTextContent('Samsung');
    expect(samsung).toHaveTextContent('Produse: 37');
    expect(screen.getByText('Branduri în catalog: 4')).toBeInTheDocument();
  });

  it('links only the letters that have brands in the jump bar', () => {
    render();

    const bar = screen.getByRole('navigation', { name: 'Salt la litera' });
    const letters = within(bar).getAllByRole('link');
    expect(letters.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['A', '#brands-A'],
      ['L', '#brands-L'],
      ['S', '#brands-S'],
    ]);
    expect(within(bar).getByText('B').tagName).toBe('SPAN');
    expect(within(bar).queryByText('#')).toBeNull();
  });

  it('speaks Russian on the Russian page', () => {
    render('ru');

    expect(screen.getByRole('navigation', { name: 'Перейти к букве' })).toBeInTheDocument();
    expect(document.querySelector('[data-test="brand-tile-lg"]')).toHaveTextContent('Товаров: 9');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Бренды');
  });
});
