import { type SpecSection } from '@/components/products/types';
import { useT } from '@/lib/i18n';

/** Specs grouped into sections, each a two-column list of name and value. */
export function ProductSpecs({ sections }: { sections: SpecSection[] }) {
  const t = useT();

  if (sections.length === 0) {
    return <p className="text-sm text-text-muted">{t('product.specs_empty')}</p>;
  }

  return (
    <div className="space-y-6" data-test="product-specs">
      {sections.map((section) => (
        <section key={section.name} aria-label={section.name}>
          <h3 className="text-sm font-semibold tracking-wide text-text-subtle uppercase">{section.name}</h3>
          <dl className="mt-2 divide-y divide-border rounded-lg border border-border">
            {section.specs.map((spec) => (
              <div key={spec.code} className="grid grid-cols-2 gap-4 px-3 py-2 text-sm" data-test={`spec-${spec.code}`}>
                <dt className="break-words text-text-muted">{spec.name}</dt>
                <dd className="font-medium break-words text-text">{spec.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
