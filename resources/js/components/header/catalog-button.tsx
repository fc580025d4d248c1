import { LayoutGrid, LoaderCircle, X } from 'lucide-react';
import { useEffect, useRef, useState, type Ref } from 'react';

import { catalogMenu } from '@/components/catalog-menu/catalog-menu';
import { useT } from '@/lib/i18n';
import { CATALOG_SPINNER_MS } from '@/lib/shop';
import { headerActions, useHeaderState } from '@/state/header-state';

export const CATALOG_MENU_ID = 'catalog-menu';

/**
 * Toggles the desktop mega-menu, after showing a spinner for 300 ms (while the menu's chunk loads, the first time). Clicks while the spinner turns
 * are ignored, so a double click does not open and close the menu at once.
 */
export function CatalogButton({ ref }: { ref?: Ref<HTMLButtonElement> }) {
  const t = useT();
  const open = useHeaderState((state) => state.catalogShow);
  const [pending, setPending] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The menu's chunk starts loading as soon as the button is pointed at or focused, at the latest on the press.
  const preload = () => void catalogMenu.preload().catch((error: unknown) => console.error(error));

  const toggle = () => {
    if (pending) {
      return;
    }
    preload();
    setPending(true);
    timer.current = window.setTimeout(() => {
      setPending(false);
      headerActions.toggleCatalog();
    }, CATALOG_SPINNER_MS);
  };

  const Icon = pending ? LoaderCircle : open ? X : LayoutGrid;

  return (
    <button
      ref={ref}
      type="button"
      onClick={toggle}
      onPointerEnter={preload}
      onFocus={preload}
      aria-expanded={open}
      aria-controls={open ? CATALOG_MENU_ID : undefined}
      aria-busy={pending}
      data-test="catalog-button"
      className="hidden h-10 shrink-0 items-center gap-2 rounded-lg bg-accent px-4 text-sm font-semibold text-white transition-colors hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent desk:flex"
    >
      <Icon
        className={`size-5 ${pending ? 'animate-spin' : ''}`}
        aria-hidden="true"
        data-test={pending ? 'catalog-spinner' : undefined}
      />
      {t('header.catalog')}
    </button>
  );
}
