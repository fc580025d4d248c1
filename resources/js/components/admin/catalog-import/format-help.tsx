import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n';
import { type ImportPlace } from '@/types/admin-catalog-import';

/** The file's format, with this shop's places (their slugs are the stock columns) and an example. */
export function FormatHelp({ places, mayChangePrices }: { places: ImportPlace[]; mayChangePrices: boolean }) {
  const t = useT();
  const example = places.slice(0, 2).map((place) => `stock:${place.slug}`);
  const header = ['sku', ...(mayChangePrices ? ['price', 'old_price'] : []), ...example].join(';');
  const row = [
    'TV-55-OLED',
    ...(mayChangePrices ? ['12 499,90', '13 999'] : []),
    ...example.map((_, index) => String(index * 3 + 2)),
  ].join(';');

  return (
    <Card header={t('admin.catalog_import.format.title')} test="catalog-import-format">
      <div className="space-y-3 text-sm">
        <p className="text-text-muted">{t('admin.catalog_import.format.intro')}</p>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-mono font-semibold">sku</dt>
          <dd>{t('admin.catalog_import.format.sku')}</dd>
          <dt className="font-mono font-semibold">name</dt>
          <dd>{t('admin.catalog_import.format.name')}</dd>
          {mayChangePrices && (
            <>
              <dt className="font-mono font-semibold">category</dt>
              <dd>{t('admin.catalog_import.format.category')}</dd>
              <dt className="font-mono font-semibold">active</dt>
              <dd>{t('admin.catalog_import.format.active')}</dd>
              <dt className="font-mono font-semibold">name:ro …</dt>
              <dd>{t('admin.catalog_import.format.content')}</dd>
              <dt className="font-mono font-semibold">price</dt>
              <dd>{t('admin.catalog_import.format.price')}</dd>
              <dt className="font-mono font-semibold">old_price</dt>
              <dd>{t('admin.catalog_import.format.old_price')}</dd>
            </>
          )}
          <dt className="font-mono font-semibold">stock:…</dt>
          <dd>{t('admin.catalog_import.format.stock')}</dd>
        </dl>
        <div>
          <p className="font-semibold">{t('admin.catalog_import.format.places')}</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1" data-test="catalog-import-places">
            {places.map((place) => (
              <li key={place.slug} className="min-w-0 break-words">
                <code className="font-mono">stock:{place.slug}</code>{' '}
                <span className="text-text-muted">
                  ({place.name}
                  {place.warehouse && `, ${t('admin.catalog_import.format.warehouse')}`})
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <p className="font-semibold">{t('admin.catalog_import.format.example')}</p>
          <pre className="mt-1 overflow-x-auto rounded-control bg-surface-muted p-3 font-mono text-xs">
            {header}
            {'\n'}
            {row}
          </pre>
        </div>
      </div>
    </Card>
  );
}
