import { GitCompareArrows } from 'lucide-react';

import { SavedToggleButton, type ToggleVariant } from '@/components/favourites/saved-toggle-button';

/** Adds a product to (or takes it off) the compare list, on product cards and the product page. */
export function CompareToggle({ productId, variant }: { productId: number; variant: ToggleVariant }) {
  return (
    <SavedToggleButton
      list="compare"
      productId={productId}
      icon={GitCompareArrows}
      labels={{ add: 'compare.add', remove: 'compare.remove' }}
      variant={variant}
      test="compare-toggle"
    />
  );
}
