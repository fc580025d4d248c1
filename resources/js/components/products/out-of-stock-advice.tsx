import { type Crumb } from '@/components/catalog/breadcrumbs';
import { type ProductDetails } from '@/components/products/types';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { type ProductCard } from '@/types/catalog';

const LINK =
  'font-semibold underline underline-offset-2 hover:no-underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none';

/**
 * What to do instead when a product is out of stock: the similar products in stock further down the page (the
 * similar products list puts them first), or the product's category when none of them is.
 */
export function OutOfStockAdvice({
  product,
  similar,
  category,
}: {
  product: ProductDetails;
  similar: ProductCard[];
  category: Crumb | undefined;
}) {
  const t = useT();
  if (product.stock_level !== 'none') return null;
  const similarInStock = similar.some((card) => card.is_stock);

  return (
    <Alert tone="info" title={t('product.out_of_stock_title')} test="out-of-stock-advice">
      {similarInStock ? (
        <a href="#similar" className={LINK} data-test="out-of-stock-similar">
          {t('product.out_of_stock_similar')}
        </a>
      ) : (
        category !== undefined && (
          <Link href={category.url} className={LINK} data-test="out-of-stock-category">
            {t('product.out_of_stock_category', { category: category.name })}
          </Link>
        )
      )}
    </Alert>
  );
}
