import { type ReactNode } from 'react';

import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { Link } from '@/components/ui/link';
import { Container } from '@/layouts/storefront/container';
import { ListingView } from '@/components/listing/listing-view';
import StorefrontLayout from '@/layouts/storefront-layout';
import { type Listing } from '@/types/listing';

type Props = {
  category: { id: number; name: string; slug: string; depth: number };
  breadcrumbs: Crumb[];
  children: { name: string; slug: string; url: string }[];
  listing: Listing;
};

/** A category of any level: its children and the products of everything below it, with filters. */
export default function CategoryPage({ category, breadcrumbs, children, listing }: Props) {
  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <h1 data-test="category-heading" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        {category.name}
      </h1>
      {children.length > 0 && (
        <ul className="mt-5 flex flex-wrap gap-2" data-test="category-children">
          {children.map((child) => (
            <li key={child.slug}>
              <Link
                href={child.url}
                prefetch="hover"
                className="inline-block rounded-full border border-border px-4 py-1.5 text-sm hover:border-accent hover:text-accent-text"
              >
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6">
        <ListingView listing={listing} />
      </div>
    </Container>
  );
}

CategoryPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
