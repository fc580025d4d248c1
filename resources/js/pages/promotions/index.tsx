import { type ReactNode } from 'react';

import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { Link } from '@/components/ui/link';
import { Container } from '@/layouts/storefront/container';
import { PromotionCard } from '@/components/promotions/promotion-card';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type Promotion } from '@/types/promotions';

type Props = {
  breadcrumbs: Crumb[];
  promotions: Promotion[];
};

/** The running promotions, each a card linking to its own page. */
export default function PromotionsIndexPage({ breadcrumbs, promotions }: Props) {
  const t = useT();
  const route = useRoute();

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <h1 data-test="promotions-heading" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        {t('promotions.title')}
      </h1>
      {promotions.length === 0 ? (
        <div
          data-test="promotions-empty"
          className="mt-8 rounded-xl border border-dashed border-border-strong p-8 text-center"
        >
          <p className="text-text-muted">{t('promotions.empty')}</p>
          <Link
            href={route('catalog.discounts')}
            prefetch="hover"
            data-test="promotions-discounts-link"
            className="mt-4 inline-block rounded-full bg-accent px-5 py-2 text-sm font-medium text-white hover:bg-accent-hover focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:outline-none focus-visible:ring-offset-surface"
          >
            {t('promotions.discounts_link')}
          </Link>
        </div>
      ) : (
        <div data-test="promotion-list" className="mt-6 grid gap-4 sm:gap-6 md:grid-cols-2 xl:grid-cols-3">
          {promotions.map((promotion) => (
            <PromotionCard key={promotion.slug} promotion={promotion} />
          ))}
        </div>
      )}
    </Container>
  );
}

PromotionsIndexPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
