/**
 * A rating drawn as five stars, the part of each star past the rating left empty (4,5 fills four and a half): two
 * rows of ★ characters, the filled row clipped to the rating's width. The label is what is read out.
 */
export function Stars({ rating, label, size = 'sm' }: { rating: number; label: string; size?: 'sm' | 'md' }) {
  const width = `${(Math.max(0, Math.min(5, rating)) / 5) * 100}%`;

  return (
    <span
      role="img"
      aria-label={label}
      className={`relative inline-block leading-none tracking-tight whitespace-nowrap ${size === 'md' ? 'text-xl' : 'text-base'}`}
      data-test="stars"
    >
      <span aria-hidden="true" className="text-border-strong">
        ★★★★★
      </span>
      <span aria-hidden="true" className="absolute inset-y-0 left-0 overflow-hidden text-amber-500" style={{ width }}>
        ★★★★★
      </span>
    </span>
  );
}
