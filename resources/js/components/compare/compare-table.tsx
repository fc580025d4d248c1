import { CompareProductHead } from '@/components/compare/compare-product-head';
import { visibleSections } from '@/components/compare/compare-rows';
import { useT } from '@/lib/i18n';
import { type CompareGroup } from '@/types/compare';

const sticky = 'sticky left-0 z-[1] w-32 min-w-32 bg-surface text-left align-top sm:w-48 sm:min-w-48';
const cell = 'w-36 min-w-36 sm:w-44 sm:min-w-44 border-l border-border px-3 py-2 align-top';

/**
 * The side-by-side spec table of one group: a column per product, rows grouped by section. It scrolls sideways on
 * narrow screens with the spec names kept in view.
 */
export function CompareTable({ group, onlyDifferences }: { group: CompareGroup; onlyDifferences: boolean }) {
  const t = useT();
  const sections = visibleSections(group.sections, onlyDifferences);

  return (
    <div className="overflow-x-auto" data-test="compare-table-scroll">
      <table className="w-max min-w-full border-collapse text-sm" data-test="compare-table">
        <caption className="sr-only">{t('compare.table_caption', { category: group.name })}</caption>
        <thead>
          <tr>
            <td className={`${sticky} p-2`} />
            {group.products.map((product) => (
              <th key={product.id} scope="col" className={`${cell} pb-4 font-normal`}>
                <CompareProductHead product={product} />
              </th>
            ))}
          </tr>
        </thead>
        {sections.map((section) => (
          <tbody key={section.name} data-test="compare-section">
            <tr>
              <th
                scope="colgroup"
                colSpan={group.products.length + 1}
                className="bg-surface-strong px-3 py-2 text-left font-semibold text-text dark:bg-surface-muted"
              >
                <span className="sticky left-3">{section.name}</span>
              </th>
            </tr>
            {section.rows.map((row) => (
              <tr key={row.code} data-test={`compare-row-${row.code}`} className="border-b border-border">
                <th scope="row" className={`${sticky} px-3 py-2 font-normal text-text-muted`}>
                  {row.name}
                </th>
                {row.values.map((value, index) => (
                  <td key={group.products[index]?.id ?? index} className={`${cell} text-text`}>
                    {value ?? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">{t('compare.no_value')}</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      {sections.length === 0 && (
        <p data-test="compare-no-differences" className="px-3 py-6 text-sm text-text-muted">
          {t('compare.no_differences')}
        </p>
      )}
    </div>
  );
}
