import { type CategoryLabel } from '@/types/catalog';

/** A category's label ("Nou", "-20%") in the colours the shop chose for it. */
export function CategoryBadge({ label }: { label: CategoryLabel }) {
  return (
    <span
      data-test="category-badge"
      className="rounded px-1.5 py-0.5 text-[11px] leading-none font-bold"
      style={{ color: label.font_color, backgroundColor: label.bg_color }}
    >
      {label.name}
    </span>
  );
}
