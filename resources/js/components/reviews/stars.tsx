import { Star } from 'lucide-react';

/**
 * A rating drawn as five stars, the part of each star past the rating left empty (4,5 fills four and a half). The
 * label is the one read out; the stars themselves are hidden from screen readers.
 */
export function Stars({ rating, label, size = 'sm' }: { rating: number; label: string; size?: 'sm' | 'md' }) {
  const box = size === 'md' ? 'size-5' : 'size-4';

  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5" data-test="stars">
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = Math.max(0, Math.min(1, rating - star + 1));

        return (
          <span key={star} aria-hidden="true" className={`relative inline-block ${box}`}>
            <Star className={`absolute inset-0 ${box} text-border-strong`} strokeWidth={1.5} />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={`${box} fill-amber-400 text-amber-500`} strokeWidth={1.5} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
