import { type ReactNode, useCallback, useMemo, useState } from 'react';

import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { Container } from '@/layouts/storefront/container';
import { StoreCard } from '@/components/stores/store-card';
import { type CityOption, StoreFilters } from '@/components/stores/store-filters';
import { StoreMap } from '@/components/stores/store-map';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { type MapConfig, type StoreItem } from '@/types/content';

type Props = {
  breadcrumbs: Crumb[];
  stores: StoreItem[];
  map: MapConfig;
};

function citiesOf(stores: StoreItem[]): CityOption[] {
  const cities = new Map<string, string>();
  for (const store of stores) {
    if (!cities.has(store.city_key)) cities.set(store.city_key, store.city);
  }

  return [...cities].map(([key, name]) => ({ key, name }));
}

/** Every shop: a city filter and an "open now" switch, the list with hours and phones, and the map beside it. */
export default function StoresPage({ breadcrumbs, stores, map }: Props) {
  const t = useT();
  const [city, setCity] = useState('');
  const [openNow, setOpenNow] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const cities = useMemo(() => citiesOf(stores), [stores]);
  const visible = useMemo(
    () => stores.filter((store) => (city === '' || store.city_key === city) && (!openNow || store.status.open)),
    [stores, city, openNow],
  );
  const cityName = cities.find((option) => option.key === city)?.name;

  const selectFromMap = useCallback((slug: string) => {
    setSelected(slug);
    // Only scrolled to: focus stays on the marker, so keyboard users can go on through the map.
    document.getElementById(`store-${slug}`)?.scrollIntoView({ block: 'nearest' });
  }, []);

  const showOnMap = (slug: string) => {
    setSelected(slug);
    document.querySelector('[data-test="stores-map"]')?.scrollIntoView({ block: 'nearest' });
  };

  const reset = () => {
    setCity('');
    setOpenNow(false);
  };

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <h1 data-test="stores-heading" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        {t('stores.title')}
      </h1>
      <div className="mt-4">
        <StoreFilters
          cities={cities}
          city={city}
          openNow={openNow}
          onCityChange={setCity}
          onOpenNowChange={setOpenNow}
        />
      </div>
      <p role="status" data-test="stores-count" className="mt-3 text-sm text-text-muted">
        {t('stores.found', { count: visible.length })}
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div className="lg:sticky lg:top-4 lg:order-last lg:self-start">
          <StoreMap stores={visible} config={map} selected={selected} onSelect={selectFromMap} />
        </div>
        {visible.length === 0 ? (
          <div
            data-test="stores-empty"
            className="rounded-xl border border-dashed border-border-strong p-6 text-center"
          >
            <p className="text-text-soft">
              {openNow && cityName !== undefined ? t('stores.empty_open', { city: cityName }) : t('stores.empty')}
            </p>
            <button
              type="button"
              onClick={reset}
              data-test="stores-reset"
              className="mt-4 rounded-full bg-accent px-5 py-2 text-sm font-medium text-white hover:bg-accent-hover focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:outline-none focus-visible:ring-offset-surface"
            >
              {t('stores.show_all')}
            </button>
          </div>
        ) : (
          <ul data-test="store-list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {visible.map((store) => (
              <li key={store.slug}>
                <StoreCard store={store} selected={selected === store.slug} onShowOnMap={() => showOnMap(store.slug)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Container>
  );
}

StoresPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
