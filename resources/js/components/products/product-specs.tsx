import { type SpecSection } from '@/components/products/types';
import { useT } from '@/lib/i18n';

/** Specs grouped into sections, each a two-column list of name and value. */
export function ProductSpecs({ sections }: { sections: SpecSection[] }) {
  const t = useT();

  if (sections.length === 0) {
    return <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('product.specs_empty')}</p>;
  }

  return (
    <div className="space-y-6" data-test="product-specs">
      {sections.map((section) => (
        <section key={section.name} aria-label={section.name}>
          <h3 className="text-sm font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
            {section.name}
          </h3>
          <dl className="mt-2 divide-y divide-neutral-200 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
            {section.specs.map((spec) => (
              <div key={spec.code} className="grid grid-cols-2 gap-4 px-3 py-2 text-sm" data-test={`spec-${spec.code}`}>
                <dt className="break-words text-neutral-600 dark:text-neutral-400">{spec.name}</dt>
                <dd className="font-medium break-words text-neutral-900 dark:text-neutral-100">{spec.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
