import { useSyncExternalStore } from 'react';

import { type SavedList, type SavedListName } from '@/types/shared';

/**
 * Optimistic state of the favourites and compare toggles: while a toggle's request is on its way, the product's
 * wanted state overrides what the server last said; when the answer arrives the override goes and the shared
 * `ids` props (the server's truth) speak again.
 */
export type Overrides = Record<SavedListName, ReadonlyMap<number, boolean>>;

const empty: Overrides = { favourites: new Map(), compare: new Map() };

let overrides: Overrides = empty;
const listeners = new Set<() => void>();

function publish(next: Overrides): void {
  overrides = next;
  listeners.forEach((listener) => listener());
}

export const savedListActions = {
  want: (list: SavedListName, id: number, saved: boolean): void => {
    const next = new Map(overrides[list]);
    next.set(id, saved);
    publish({ ...overrides, [list]: next });
  },
  settle: (list: SavedListName, id: number): void => {
    if (!overrides[list].has(id)) {
      return;
    }
    const next = new Map(overrides[list]);
    next.delete(id);
    publish({ ...overrides, [list]: next });
  },
  reset: (): void => publish(empty),
};

/** The list as the shopper should see it now: the server's ids with the pending toggles applied. */
export function effectiveList(
  server: SavedList,
  pending: ReadonlyMap<number, boolean>,
): { ids: Set<number>; count: number } {
  const ids = new Set(server.ids);
  pending.forEach((saved, id) => {
    if (saved) {
      ids.add(id);
    } else {
      ids.delete(id);
    }
  });

  return { ids, count: ids.size };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);

  return () => {
    listeners.delete(listener);
  };
}

export function usePendingToggles(list: SavedListName): ReadonlyMap<number, boolean> {
  return useSyncExternalStore(
    subscribe,
    () => overrides[list],
    () => empty[list],
  );
}
