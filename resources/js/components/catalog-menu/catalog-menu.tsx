import { type RefObject } from 'react';

import type { CatalogMenuPanelProps } from '@/components/catalog-menu/catalog-menu-panel';
import { onDemand } from '@/lib/on-demand';
import { useHeaderState } from '@/state/header-state';

/** The mega-menu's chunk: loaded when the catalog button is first pointed at, focused or pressed (its spinner covers it). */
export const catalogMenu = onDemand<CatalogMenuPanelProps>(() =>
  import('@/components/catalog-menu/catalog-menu-panel').then((module) => module.CatalogMenuPanel),
);

/**
 * The desktop mega-menu (≥ 1161 px), open while the header's catalogShow flag is set. It mounts on opening, so
 * the first category is selected then and the selection is gone once it closes; nothing of it is in the first view.
 */
export function CatalogMenu({ returnFocusTo }: { returnFocusTo: RefObject<HTMLElement | null> }) {
  const open = useHeaderState((state) => state.catalogShow);

  return <catalogMenu.Component open={open} returnFocusTo={returnFocusTo} />;
}
