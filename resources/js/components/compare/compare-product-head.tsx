import { usePage } from '@inertiajs/react';
import { X } from 'lucide-react';

import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { Link } from '@/components/ui/link';
import { useSavedToggle } from '@/hooks/use-saved-list';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { type ProductCard } from '@/types/catalog';

/** A product's column head: picture, name (to the product page), price, add to cart and the button that removes it. */
export function CompareProductHead({ product }: { product: ProductCard }) {
  const t = useT();
  const { locale } = usePage().props;
  const { toggle, error } = useSavedToggle('compare', product.id);

  return (
    <div className="relative flex h-full flex-col text-left" data-test={`compare-product-${product.slug}`}>
      <button
        type="button"
        onClick={toggle}
        aria-label={t('compare.remove_named', { name: product.name })}
        title={t('compare.remove')}
        data-test="compare-remove"
        className="absolute top-0 right-0 inline-flex size-8 items-center justify-center rounded-full bg-surface-raised/90 text-text-soft ring-1 ring-border hover:text-accent-text focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      <img
        src={product.image}
        alt=""
        width={160}
        height={128}
        loading="lazy"
        className="aspect-[5/4] w-full rounded-md object-cover"
      />
      <Link
        href={product.url}
        prefetch="hover"
        data-test="compare-product-link"
        className="mt-2 line-clamp-3 rounded-sm text-sm font-medium text-text hover:text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
      >
        {product.name}
      </Link>
      <p className="mt-auto pt-2 font-bold text-text" data-test="compare-product-price">
        {formatPrice(product.price, locale)}
      </p>
      <AddToCartButton product={product} variant="card" />
      {error !== null && (
        <p role="alert" className="mt-1 text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
