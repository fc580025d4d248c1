import { X } from 'lucide-react';

import { ProductLine, ProductSearch } from '@/components/admin/forms/product-search';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type PickedProduct } from '@/types/admin-marketing';

/**
 * The products of a promotion: the chosen ones with their price and a remove button, and a search by name or SKU
 * whose answers can be added (ProductSearch).
 */
export function ProductPicker({
  products,
  onChange,
  error,
}: {
  products: PickedProduct[];
  onChange: (products: PickedProduct[]) => void;
  error?: string;
}) {
  const t = useT();
  const route = useRoute();
  const chosen = new Set(products.map((product) => product.id));

  return (
    <div className="space-y-4" data-test="product-picker">
      {error !== undefined && (
        <p role="alert" className="text-sm text-danger" data-test="error-product_ids">
          {error}
        </p>
      )}
      {products.length === 0 ? (
        <p className="text-sm text-text-muted">{t('admin.promotions.products_none')}</p>
      ) : (
        <ul className="divide-y divide-border rounded-control border border-border" data-test="picked-products">
          {products.map((product) => (
            <ProductLine key={product.id} product={product} test="picked-product">
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('admin.promotions.product_remove', { name: product.name })}
                onClick={() => onChange(products.filter((p) => p.id !== product.id))}
                test={`product-remove-${product.id}`}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </ProductLine>
          ))}
        </ul>
      )}
      <ProductSearch<PickedProduct>
        url={route('admin.promotions.products')}
        chosen={chosen}
        onAdd={(product) => onChange([...products, product])}
        label={t('admin.promotions.product_search')}
        hint={t('admin.promotions.product_search_hint')}
        noneFound={t('admin.promotions.product_none_found')}
        addLabel={t('admin.promotions.product_add')}
        addedLabel={t('admin.promotions.product_added')}
      />
    </div>
  );
}
