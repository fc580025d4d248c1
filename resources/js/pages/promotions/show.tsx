import { type ReactNode } from 'react';

import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { Container } from '@/layouts/storefront/container';
import { ListingView } from '@/components/listing/listing-view';
import { PromotionHeader } from '@/components/promotions/promotion-header';
import StorefrontLayout from '@/layouts/storefront-layout';
import { type Listing } from '@/types/listing';
import { type Promotion } from '@/types/promotions';

type Props = { promotion: Promotion; breadcrumbs: Crumb[]; listing: Listing };

/** A running promotion: its banner, period, description and terms, then its products with filters. */
export default function PromotionPage({ promotion, breadcrumbs, listing }: Props) {
  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <div className="mt-4">
        <PromotionHeader promotion={promotion} />
      </div>
      <div className="mt-8">
        <ListingView listing={listing} />
      </div>
    </Container>
  );
}

PromotionPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
