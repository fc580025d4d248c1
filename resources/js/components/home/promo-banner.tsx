import { CreditCard, Truck } from 'lucide-react';

import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

/** The promotions area at the top of the home page. */
export function PromoBanner() {
  const t = useT();
  const route = useRoute();

  return (
    <div className="overflow-hidden rounded-2xl bg-gradient-to-br from-accent to-accent-strong px-6 py-8 text-white sm:px-10 sm:py-12">
      <h1 data-test="home-heading" className="max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {t('home.tagline')}
      </h1>
      <p className="mt-3 max-w-xl text-white/85 sm:text-lg">{t('home.description')}</p>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
        <li className="flex items-center gap-2">
          <Truck className="size-5" aria-hidden="true" />
          {t('home.promo.delivery')}
        </li>
        <li className="flex items-center gap-2">
          <CreditCard className="size-5" aria-hidden="true" />
          {t('home.promo.credit')}
        </li>
      </ul>
      <Link
        href={route('catalog.index')}
        prefetch="hover"
        className="mt-8 inline-flex rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-accent-text hover:bg-white/90"
        data-test="home-catalog-link"
      >
        {t('home.promo.cta')}
      </Link>
    </div>
  );
}
