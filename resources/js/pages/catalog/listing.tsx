import { type ReactNode } from 'react';

import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { Container } from '@/layouts/storefront/container';
import { ListingView } from '@/components/listing/listing-view';
import StorefrontLayout from '@/layouts/storefront-layout';
import { type Listing } from '@/types/listing';

type Props = {
  heading: string;
  intro: string;
  breadcrumbs: Crumb[];
  listing: Listing;
  /** A brand's logo on its page, when staff uploaded one. */
  logo?: string | null;
};

/** A listing that is not a category: discounts, new products, a brand's products. */
export default function ListingPage({ heading, intro, breadcrumbs, listing, logo = null }: Props) {
  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <div className="mt-4 flex items-center gap-4">
        {logo !== null && (
          <img
            src={logo}
            alt=""
            width={320}
            height={120}
            className="h-12 w-auto max-w-40 rounded bg-white object-contain p-1"
            data-test="listing-logo"
          />
        )}
        <h1 data-test="listing-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {heading}
        </h1>
      </div>
      <p className="mt-1 text-text-muted">{intro}</p>
      <div className="mt-6">
        <ListingView listing={listing} />
      </div>
    </Container>
  );
}

ListingPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
