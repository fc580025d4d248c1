import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { route, routeExists } from '@/lib/route';

export type ProductTab = 'details' | 'images' | 'stock';

const TABS: {
  key: ProductTab;
  route: string;
  label: 'admin.products.tabs.details' | 'admin.products.tabs.images' | 'admin.products.tabs.stock';
}[] = [
  { key: 'details', route: 'admin.products.edit', label: 'admin.products.tabs.details' },
  { key: 'images', route: 'admin.products.images.index', label: 'admin.products.tabs.images' },
  { key: 'stock', route: 'admin.products.stock.edit', label: 'admin.products.tabs.stock' },
];

/**
 * The parts of one product's editing, each its own page (details, images, stock per place): links styled as tabs, the
 * current one marked. A part whose route this person may not use is passed in `hidden`.
 */
export function ProductTabs({
  product,
  current,
  hidden = [],
}: {
  product: number;
  current: ProductTab;
  hidden?: ProductTab[];
}) {
  const t = useT();

  return (
    <nav aria-label={t('admin.products.tabs.label')} className="mb-6 border-b border-border">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {TABS.filter((tab) => routeExists(tab.route) && !hidden.includes(tab.key)).map((tab) => (
          <li key={tab.key} className="shrink-0">
            <Link
              href={route(tab.route as Parameters<typeof route>[0], { product })}
              aria-current={tab.key === current ? 'page' : undefined}
              data-test={`product-tab-${tab.key}`}
              className={`block border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none focus-visible:ring-inset ${
                tab.key === current ? 'border-accent text-text' : 'border-transparent text-text-muted hover:text-text'
              }`}
            >
              {t(tab.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
