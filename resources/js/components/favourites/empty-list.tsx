import { Link } from '@/components/ui/link';
import { useT, type TranslationKey } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

/** What an empty favourites or compare page says, with the way back to the catalogue. */
export function EmptyList({ title, hint, test }: { title: TranslationKey; hint: TranslationKey; test: string }) {
  const t = useT();
  const route = useRoute();

  return (
    <div data-test={test} className="mt-8 rounded-xl border border-dashed border-border-strong p-8 text-center">
      <p className="font-medium text-text">{t(title)}</p>
      <p className="mt-1 text-sm text-text-muted">{t(hint)}</p>
      <Link
        href={route('catalog.index')}
        prefetch="hover"
        data-test={`${test}-catalog-link`}
        className="mt-4 inline-block rounded-full bg-accent px-5 py-2 text-sm font-medium text-white hover:bg-accent-hover focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:outline-none focus-visible:ring-offset-surface"
      >
        {t('favourites.browse')}
      </Link>
    </div>
  );
}
