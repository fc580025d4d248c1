import { usePage } from '@inertiajs/react';
import { type ReactNode } from 'react';

import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { Link } from '@/components/ui/link';
import { Container } from '@/layouts/storefront/container';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useRoute } from '@/lib/route';

/** The whole catalogue, three levels deep, from the shared category tree. */
export default function CatalogIndex() {
  const { catalog, meta } = usePage().props;
  const route = useRoute();
  const url = (slug: string, subSlug?: string, subSubSlug?: string) =>
    route('catalog.category', { slug, ...(subSlug ? { subSlug } : {}), ...(subSubSlug ? { subSubSlug } : {}) });

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={[{ name: meta.title, url: route('catalog.index') }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{meta.title}</h1>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-test="catalog-index">
        {catalog.map((top) => (
          <section key={top.slug} className="rounded-xl border border-border p-5">
            <h2 className="text-lg font-semibold">
              <Link href={url(top.slug)} prefetch="hover" className="hover:text-accent-text">
                {top.name}
              </Link>
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {top.category_in_subcategory.map((sub) => (
                <li key={sub.slug}>
                  <Link href={url(top.slug, sub.slug)} className="font-medium hover:text-accent-text">
                    {sub.name}
                  </Link>
                  {sub.subsubcategory_in_subcategory.length > 0 && (
                    <ul className="mt-1 ml-3 space-y-1 text-text-muted">
                      {sub.subsubcategory_in_subcategory.map((leaf) => (
                        <li key={leaf.slug}>
                          <Link
                            href={url(top.slug, sub.slug, leaf.slug)}
                            className="hover:text-accent-text hover:underline"
                          >
                            {leaf.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Container>
  );
}

CatalogIndex.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
