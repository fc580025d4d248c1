import { Link } from '@inertiajs/react';

import { useT, type TranslationKey } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

/** What an empty favourites or compare page says, with the way back to the catalogue. */
export function EmptyList({ title, hint, test }: { title: TranslationKey; hint: TranslationKey; test: string }) {
  const t = useT();
  const route = useRoute();

  return (
    <div
      data-test={test}
      className="mt-8 rounded-xl border border-dashed border-neutral-300 p-8 text-center dark:border-neutral-700"
    >
      <p className="font-medium text-neutral-900 dark:text-neutral-100">{t(title)}</p>
      <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{t(hint)}</p>
      <Link
        href={route('catalog.index')}
        prefetch="hover"
        data-test={`${test}-catalog-link`}
        className="mt-4 inline-block rounded-full bg-accent px-5 py-2 text-sm font-medium text-white hover:bg-accent-hover focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:outline-none dark:focus-visible:ring-offset-neutral-950"
      >
        {t('favourites.browse')}
      </Link>
    </div>
  );
}
