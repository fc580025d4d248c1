import type * as Leaflet from 'leaflet';
import { useEffect, useRef, useState } from 'react';

import { useT } from '@/lib/i18n';
import { type MapConfig, type StoreItem } from '@/types/content';

type Props = {
  stores: StoreItem[];
  config: MapConfig;
  selected: string | null;
  onSelect: (slug: string) => void;
};

type LeafletModule = typeof Leaflet;

// Drawn in CSS so no marker images need serving; the brand red with a white ring reads on any tile.
const PIN =
  '<span style="display:block;width:22px;height:22px;border-radius:50% 50% 50% 0;background:#d32f2f;border:2px solid #fff;transform:rotate(-45deg);box-shadow:0 1px 3px rgba(0,0,0,.45)"></span>';

type MapState = { L: LeafletModule; map: Leaflet.Map; layer: Leaflet.LayerGroup; markers: Map<string, Leaflet.Marker> };

/** Leaflet and its CSS load with this page's chunk only when the map is first drawn. */
async function loadLeaflet(): Promise<LeafletModule> {
  const [module] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);

  return ((module as { default?: LeafletModule }).default ?? module) as LeafletModule;
}

function popup(store: StoreItem): HTMLElement {
  const box = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = store.name;
  const address = document.createElement('div');
  address.textContent = `${store.city}, ${store.address}`;
  box.append(name, address);

  return box;
}

/**
 * The shops on an interactive map. Markers are focusable (Enter opens one) and selecting one highlights its card;
 * "show on map" on a card centres its marker. Without tiles (offline) or without Leaflet the list stays the guide.
 */
export function StoreMap({ stores, config, selected, onSelect }: Props) {
  const t = useT();
  const element = useRef<HTMLDivElement>(null);
  const state = useRef<MapState | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [tilesFailed, setTilesFailed] = useState(false);
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    let cancelled = false;
    loadLeaflet()
      .then((L) => {
        if (cancelled || element.current === null) return;
        // No animations: they run on timers that outlive an unmounted map (Leaflet then throws on the removed
        // panes when the shopper leaves mid-move), and the map only jumps between shops anyway.
        const map = L.map(element.current, {
          scrollWheelZoom: false,
          zoomAnimation: false,
          fadeAnimation: false,
          markerZoomAnimation: false,
        }).setView([47.0, 28.5], 7);
        const tiles = L.tileLayer(config.tiles_url, { attribution: config.attribution, maxZoom: 18 });
        tiles.once('tileerror', () => setTilesFailed(true));
        tiles.addTo(map);
        state.current = { L, map, layer: L.layerGroup().addTo(map), markers: new Map() };
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });

    return () => {
      cancelled = true;
      const map = state.current?.map;
      map?.stop();
      map?.off();
      map?.remove();
      state.current = null;
    };
  }, [config.tiles_url, config.attribution]);

  useEffect(() => {
    const current = state.current;
    if (status !== 'ready' || current === null) return;
    const { L, map, layer, markers } = current;
    layer.clearLayers();
    markers.clear();
    const icon = L.divIcon({
      className: 'store-map-pin',
      html: PIN,
      iconSize: [22, 22],
      iconAnchor: [11, 22],
      popupAnchor: [0, -20],
    });
    for (const store of stores) {
      const marker = L.marker([store.latitude, store.longitude], {
        icon,
        title: store.name,
        alt: store.name,
        keyboard: true,
      });
      marker.bindPopup(popup(store), { autoPan: false });
      marker.on('click', () => select.current(store.slug));
      marker.addTo(layer);
      markers.set(store.slug, marker);
    }
    if (stores.length > 0) {
      map.fitBounds(L.latLngBounds(stores.map((store) => [store.latitude, store.longitude])), {
        padding: [32, 32],
        maxZoom: 14,
        animate: false,
      });
    }
  }, [stores, status]);

  useEffect(() => {
    const current = state.current;
    const marker = selected === null ? undefined : current?.markers.get(selected);
    if (current === null || marker === undefined) return;
    current.map.setView(marker.getLatLng(), Math.max(current.map.getZoom(), 14), { animate: false });
    marker.openPopup();
  }, [selected, status]);

  return (
    <div className="relative">
      <div
        ref={element}
        role="region"
        aria-label={t('stores.map_label')}
        data-test="stores-map"
        data-state={status}
        className="h-56 w-full overflow-hidden rounded-xl border border-border bg-surface-strong sm:h-96 lg:h-[32rem]"
      />
      {status === 'loading' && (
        <p className="absolute inset-0 grid place-items-center text-sm text-text-soft">{t('stores.map_loading')}</p>
      )}
      {(status === 'failed' || tilesFailed) && (
        <p
          role="status"
          data-test="stores-map-unavailable"
          className="absolute inset-x-2 bottom-2 z-[1000] rounded-md bg-surface-raised/95 px-3 py-2 text-sm text-text shadow"
        >
          {t('stores.map_unavailable')}
        </p>
      )}
    </div>
  );
}
