import { formatAverage } from '@/components/reviews/rating-summary';
import { Stars } from '@/components/reviews/stars';
import { useT } from '@/lib/i18n';

/** A card's rating under its name: the stars, the average and how many reviews (its family's, docs/reviews.md). */
export function CardRating({ rating }: { rating: { average: number; count: number } }) {
  const t = useT();
  const average = formatAverage(rating.average);

  return (
    <p className="order-3 mt-1 flex items-center gap-1 text-xs text-text-subtle" data-test="product-card-rating">
      <Stars rating={rating.average} label={t('reviews.average', { average })} />
      <span className="font-semibold text-text">{average}</span>
      <span>({rating.count})</span>
    </p>
  );
}
