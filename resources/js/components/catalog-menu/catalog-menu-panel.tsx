import { usePage } from '@inertiajs/react';
import { useEffect, useRef, useState, type RefObject } from 'react';

import { CatalogMenuColumns } from '@/components/catalog-menu/catalog-menu-columns';
import { CatalogMenuTop } from '@/components/catalog-menu/catalog-menu-top';
import { CATALOG_MENU_ID } from '@/components/header/catalog-button';
import { useT } from '@/lib/i18n';
import { CATALOG_HOVER_DELAY_MS } from '@/lib/shop';
import { headerActions } from '@/state/header-state';

export type CatalogMenuPanelProps = { open: boolean; returnFocusTo: RefObject<HTMLElement | null> };

/** The mega-menu's own chunk (catalog-menu.tsx loads it): mounted while open, so its selection starts afresh each time. */
export function CatalogMenuPanel({ open, returnFocusTo }: CatalogMenuPanelProps) {
  return open ? <OpenCatalogMenu returnFocusTo={returnFocusTo} /> : null;
}

function OpenCatalogMenu({ returnFocusTo }: { returnFocusTo: RefObject<HTMLElement | null> }) {
  const t = useT();
  const { catalog } = usePage().props;
  const [selectedSlug, setSelectedSlug] = useState<string | null>(() => catalog[0]?.slug ?? null);
  const hoverTimer = useRef<number | undefined>(undefined);
  const selected = catalog.find((category) => category.slug === selectedSlug) ?? catalog[0];

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        headerActions.setCatalogShow(false);
        returnFocusTo.current?.focus();
      }
    };
    document.addEventListener('keydown', closeOnEscape);

    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      window.clearTimeout(hoverTimer.current);
    };
  }, [returnFocusTo]);

  const cancelHover = () => window.clearTimeout(hoverTimer.current);

  const hover = (slug: string) => {
    cancelHover();
    if (selectedSlug === null) {
      setSelectedSlug(slug);

      return;
    }
    hoverTimer.current = window.setTimeout(() => setSelectedSlug(slug), CATALOG_HOVER_DELAY_MS);
  };

  const selectNow = (slug: string) => {
    cancelHover();
    setSelectedSlug(slug);
  };

  const close = () => headerActions.setCatalogShow(false);

  return (
    <div
      id={CATALOG_MENU_ID}
      data-test="catalog-menu"
      className="absolute inset-x-0 top-full z-40 hidden border-t border-border bg-surface-raised shadow-xl desk:block"
    >
      <nav aria-label={t('catalog_menu.label')} className="mx-auto flex max-h-[70vh] max-w-7xl px-8">
        <CatalogMenuTop
          categories={catalog}
          selectedSlug={selected?.slug ?? null}
          onHover={hover}
          onLeave={cancelHover}
          onFocus={selectNow}
          onNavigate={close}
        />
        {selected !== undefined && <CatalogMenuColumns category={selected} onNavigate={close} />}
      </nav>
    </div>
  );
}
