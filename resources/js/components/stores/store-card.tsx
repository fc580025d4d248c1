import { ExternalLink, MapPin, Package, Phone } from 'lucide-react';

import { HoursTable, OpeningStatusLine } from '@/components/stores/opening-hours';
import { StoreExceptions } from '@/components/stores/store-exceptions';
import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { formatPhone } from '@/lib/phone';
import { type StoreItem } from '@/types/content';

const linkClass =
  'rounded-sm text-accent-text underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none';

type Props = {
  store: StoreItem;
  selected: boolean;
  /** Shows the shop on the map; absent while there is no map. */
  onShowOnMap?: () => void;
};

/** One shop: name, open-now state, address, phones, hours, and links to the map and its products. */
export function StoreCard({ store, selected, onShowOnMap }: Props) {
  const t = useT();

  return (
    <article
      id={`store-${store.slug}`}
      data-test="store-card"
      data-store={store.slug}
      data-city={store.city_key}
      aria-labelledby={`store-${store.slug}-name`}
      className={`scroll-mt-24 rounded-xl border bg-surface-raised p-4 ${selected ? 'border-accent' : 'border-border'}`}
    >
      <h2 id={`store-${store.slug}-name`} className="text-lg font-semibold text-text">
        {store.name}
      </h2>
      <div className="mt-1">
        <OpeningStatusLine status={store.status} testId="store-status" />
      </div>
      <p className="mt-3 flex items-start gap-1.5 text-sm text-text-soft">
        <MapPin className="mt-0.5 size-4 shrink-0 text-accent-text" aria-hidden="true" />
        <span data-test="store-address">
          {store.city}, {store.address}
        </span>
      </p>
      <ul className="mt-2 space-y-1 text-sm" aria-label={t('stores.phones')}>
        {store.phones.map((phone) => (
          <li key={phone} className="flex items-center gap-1.5">
            <Phone className="size-4 shrink-0 text-accent-text" aria-hidden="true" />
            <a href={`tel:${phone}`} data-test="store-phone" className={linkClass}>
              {formatPhone(phone)}
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <HoursTable groups={store.hours} label={t('stores.hours')} />
      </div>
      <StoreExceptions days={store.exceptions} />
      <div className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <Link
          href={store.products_url}
          prefetch="hover"
          data-test="store-products"
          className={`inline-flex items-center gap-1 ${linkClass}`}
        >
          <Package className="size-4" aria-hidden="true" />
          {t('stores.products', { count: store.products_count })}
        </Link>
        {onShowOnMap && (
          <button
            type="button"
            onClick={onShowOnMap}
            data-test="store-show-on-map"
            className={`inline-flex items-center gap-1 ${linkClass}`}
          >
            <MapPin className="size-4" aria-hidden="true" />
            {t('stores.show_on_map')}
          </button>
        )}
        <a
          href={store.map_url}
          target="_blank"
          rel="noopener noreferrer"
          data-test="store-directions"
          className={`inline-flex items-center gap-1 ${linkClass}`}
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          {t('stores.directions')}
        </a>
      </div>
    </article>
  );
}
