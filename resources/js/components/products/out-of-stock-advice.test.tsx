import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { OutOfStockAdvice } from '@/components/products/out-of-stock-advice';
import { type ProductDetails } from '@/components/products/types';
import { renderWithPage } from '@/test/render-page';
import { type ProductCard } from '@/types/catalog';

const product = (stockLevel: ProductDetails['stock_level']) => ({ stock_level: stockLevel }) as ProductDetails;
const card = (id: number, inStock: boolean) => ({ id, is_stock: inStock }) as ProductCard;
const category = { name: 'Televizoare', url: '/categorie-produs/tv-audio/televizoare' };

describe('what to do when a product is out of stock', () => {
  it('leads to the similar products in stock further down the page, in Romanian and Russian', () => {
    renderWithPage(
      <OutOfStockAdvice product={product('none')} similar={[card(1, false), card(2, true)]} category={category} />,
      {
        shared: { translations: ro },
      },
    );
    expect(screen.getByText('Acest produs nu este în stoc acum')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vedeți produsele similare disponibile' })).toHaveAttribute(
      'href',
      '#similar',
    );
  });

  it('leads to the category when no similar product is in stock', () => {
    renderWithPage(<OutOfStockAdvice product={product('none')} similar={[card(1, false)]} category={category} />, {
      shared: { translations: ru },
    });
    expect(screen.getByText('Этого товара сейчас нет в наличии')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Посмотреть другие товары в категории «Televizoare»' })).toHaveAttribute(
      'href',
      category.url,
    );
    expect(screen.queryByRole('link', { name: /похожие/ })).toBeNull();
  });

  it('says nothing while the product can be bought', () => {
    for (const level of ['in_stock', 'few'] as const) {
      const { container, unmount } = renderWithPage(
        <OutOfStockAdvice product={product(level)} similar={[card(2, true)]} category={category} />,
        { shared: { translations: ro } },
      );
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});
