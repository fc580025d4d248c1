import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { type BrandSummary } from '@/types/brands';

// A brand without a logo gets a wordmark on one of a few soft backgrounds, picked from its slug so a brand keeps its
// colour from visit to visit.
const TONES = [
  'from-sky-50 to-sky-100 text-sky-900 dark:from-sky-950 dark:to-sky-900 dark:text-sky-100',
  'from-violet-50 to-violet-100 text-violet-900 dark:from-violet-950 dark:to-violet-900 dark:text-violet-100',
  'from-amber-50 to-amber-100 text-amber-900 dark:from-amber-950 dark:to-amber-900 dark:text-amber-100',
  'from-emerald-50 to-emerald-100 text-emerald-900 dark:from-emerald-950 dark:to-emerald-900 dark:text-emerald-100',
  'from-rose-50 to-rose-100 text-rose-900 dark:from-rose-950 dark:to-rose-900 dark:text-rose-100',
  'from-surface-muted to-surface-strong text-text',
] as const;

function tone(slug: string): string {
  let hash = 0;
  for (const char of slug) {
    hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  }

  return TONES[hash % TONES.length] ?? TONES[0];
}

/** A brand as a wordmark tile with its product count, linking to the brand's page. */
export function BrandTile({ brand }: { brand: BrandSummary }) {
  const t = useT();

  return (
    <Link
      href={brand.url}
      prefetch="hover"
      data-test={`brand-tile-${brand.slug}`}
      className="group flex flex-col overflow-hidden rounded-xl border border-border bg-surface-raised transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
    >
      {brand.logo === undefined || brand.logo === null ? (
        <span
          className={`flex aspect-[5/2] items-center justify-center bg-gradient-to-br px-3 text-center text-lg font-extrabold tracking-tight break-words sm:text-xl ${tone(brand.slug)}`}
        >
          {brand.name}
        </span>
      ) : (
        <span className="flex aspect-[5/2] items-center justify-center bg-white px-4 py-3">
          <img
            src={brand.logo}
            alt={brand.name}
            loading="lazy"
            decoding="async"
            width={320}
            height={120}
            className="max-h-full max-w-full object-contain"
            data-test="brand-logo"
          />
        </span>
      )}
      <span
        data-test="brand-products-count"
        className="px-3 py-2 text-center text-xs text-text-subtle group-hover:text-accent-text"
      >
        {t('brands.products_count', { count: brand.products_count })}
      </span>
    </Link>
  );
}
