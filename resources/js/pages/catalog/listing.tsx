import { type ReactNode } from 'react';

import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { Container } from '@/components/layout/container';
import { ListingView } from '@/components/listing/listing-view';
import StoreLayout from '@/layouts/store-layout';
import { type Listing } from '@/types/listing';

type Props = { heading: string; intro: string; breadcrumbs: Crumb[]; listing: Listing };

/** A listing that is not a category: discounts, new products, a brand's products. */
export default function ListingPage({ heading, intro, breadcrumbs, listing }: Props) {
  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <h1 data-test="listing-heading" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        {heading}
      </h1>
      <p className="mt-1 text-neutral-600 dark:text-neutral-400">{intro}</p>
      <div className="mt-6">
        <ListingView listing={listing} />
      </div>
    </Container>
  );
}

ListingPage.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>;
