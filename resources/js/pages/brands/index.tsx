import { type ReactNode } from 'react';

import { BrandLetterBar } from '@/components/brands/brand-letter-bar';
import { groupBrandsByLetter, letterAnchor, OTHER_LETTER } from '@/components/brands/brand-letters';
import { BrandTile } from '@/components/brands/brand-tile';
import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { Container } from '@/layouts/storefront/container';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { type BrandSummary } from '@/types/brands';

type Props = {
  breadcrumbs: Crumb[];
  brands: BrandSummary[];
};

/** Every brand with products, grouped by first letter behind an A–Z jump bar. */
export default function BrandsIndexPage({ breadcrumbs, brands }: Props) {
  const t = useT();
  const groups = groupBrandsByLetter(brands);

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <div className="mt-4 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 data-test="brands-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('brands.title')}
        </h1>
        <p className="text-sm text-text-subtle">{t('brands.total', { count: brands.length })}</p>
      </div>
      {groups.length === 0 ? (
        <p data-test="brands-empty" className="mt-10 text-text-muted">
          {t('brands.empty')}
        </p>
      ) : (
        <>
          <div className="mt-5">
            <BrandLetterBar letters={groups.map((group) => group.letter)} />
          </div>
          <div className="mt-8 space-y-10">
            {groups.map((group) => (
              <section
                key={group.letter}
                id={letterAnchor(group.letter)}
                data-test={`brand-group-${group.letter === OTHER_LETTER ? 'other' : group.letter}`}
                className="scroll-mt-24"
              >
                <h2 className="border-b border-border pb-2 text-xl font-bold text-text">
                  <span aria-hidden="true">{group.letter}</span>
                  <span className="sr-only">
                    {group.letter === OTHER_LETTER
                      ? t('brands.other_letter')
                      : t('brands.letter_heading', { letter: group.letter })}
                  </span>
                </h2>
                <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-6">
                  {group.brands.map((brand) => (
                    <li key={brand.slug}>
                      <BrandTile brand={brand} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      )}
    </Container>
  );
}

BrandsIndexPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
