import { usePage } from '@inertiajs/react';
import { type ReactNode, useState } from 'react';

import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { CompareTable } from '@/components/compare/compare-table';
import { EmptyList } from '@/components/favourites/empty-list';
import { Container } from '@/layouts/storefront/container';
import { Tabs } from '@/components/ui/tabs';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { type CompareGroup } from '@/types/compare';

type Props = {
  breadcrumbs: Crumb[];
  groups: CompareGroup[];
  limit: number;
};

/** The compare list: one tab per category, a side-by-side spec table, and the "only differences" switch. */
export default function ComparePage({ breadcrumbs, groups }: Props) {
  const t = useT();
  const error = usePage().props.errors.compare;
  const [selected, setSelected] = useState(0);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  // A removed last product takes its tab away: stay on a tab that exists.
  const index = Math.min(selected, Math.max(groups.length - 1, 0));

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <h1 data-test="compare-heading" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        {t('compare.title')}
      </h1>
      {error !== undefined && (
        <p role="alert" data-test="compare-error" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {groups.length === 0 ? (
        <EmptyList title="compare.empty" hint="compare.empty_hint" test="compare-empty" />
      ) : (
        <Tabs
          label={t('compare.groups')}
          variant="pills"
          selectedIndex={index}
          onChange={setSelected}
          className="mt-6"
          tabs={groups.map((group) => ({
            key: String(group.id),
            test: `compare-tab-${group.id}`,
            panelTest: 'compare-panel',
            label: (
              <>
                {group.name} <span className="font-normal">({group.products.length})</span>
              </>
            ),
            content: (
              <>
                {group.products.length === 1 && (
                  <p data-test="compare-one-product" className="mb-3 text-sm text-text-muted">
                    {t('compare.one_product')}
                  </p>
                )}
                <CompareTable group={group} onlyDifferences={onlyDifferences} />
              </>
            ),
          }))}
          aside={
            <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-text">
              <input
                type="checkbox"
                checked={onlyDifferences}
                onChange={(event) => setOnlyDifferences(event.target.checked)}
                data-test="compare-only-differences"
                className="size-4 rounded border-border-strong accent-accent focus-visible:ring-2 focus-visible:ring-accent"
              />
              {t('compare.only_differences')}
            </label>
          }
        />
      )}
    </Container>
  );
}

ComparePage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
