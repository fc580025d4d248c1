import { Heart } from 'lucide-react';

import { SavedToggleButton, type ToggleVariant } from '@/components/favourites/saved-toggle-button';

/** The heart on product cards and the product page. */
export function FavouriteToggle({ productId, variant }: { productId: number; variant: ToggleVariant }) {
  return (
    <SavedToggleButton
      list="favourites"
      productId={productId}
      icon={Heart}
      labels={{ add: 'favourites.add', remove: 'favourites.remove' }}
      variant={variant}
      test="favourite-toggle"
    />
  );
}
