import { useId } from 'react';

import { useT } from '@/lib/i18n';

export type CityOption = { key: string; name: string };

type Props = {
  cities: CityOption[];
  city: string;
  openNow: boolean;
  onCityChange: (city: string) => void;
  onOpenNowChange: (openNow: boolean) => void;
};

/** The city picker and the "open now" switch above the list of shops. */
export function StoreFilters({ cities, city, openNow, onCityChange, onOpenNowChange }: Props) {
  const t = useT();
  const cityId = useId();
  const openId = useId();

  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={cityId} className="text-sm font-medium text-text-soft">
          {t('stores.city')}
        </label>
        <select
          id={cityId}
          value={city}
          onChange={(event) => onCityChange(event.target.value)}
          data-test="stores-city"
          className="h-10 min-w-48 rounded-md border border-border-strong bg-surface-raised px-2 text-text focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
        >
          <option value="">{t('stores.all_cities')}</option>
          {cities.map((option) => (
            <option key={option.key} value={option.key}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex h-10 items-center gap-2">
        <input
          id={openId}
          type="checkbox"
          checked={openNow}
          onChange={(event) => onOpenNowChange(event.target.checked)}
          data-test="stores-open-now"
          className="size-4 rounded border-border-strong accent-accent focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
        />
        <label htmlFor={openId} className="text-sm text-text">
          {t('stores.open_now')}
        </label>
      </div>
    </div>
  );
}
