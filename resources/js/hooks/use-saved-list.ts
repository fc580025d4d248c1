import { router, usePage } from '@inertiajs/react';
import { useCallback, useMemo, useState } from 'react';

import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { toastActions } from '@/state/toast-state';
import { effectiveList, savedListActions, usePendingToggles } from '@/state/saved-lists-state';
import { type SavedListName } from '@/types/shared';

const ROUTES = {
  favourites: { store: 'favourites.store', destroy: 'favourites.destroy', index: 'favourites.index' },
  compare: { store: 'compare.store', destroy: 'compare.destroy', index: 'compare.index' },
} as const;

/** What the toast says once the server has kept the change. */
const DONE = {
  favourites: { added: 'favourites.added', removed: 'favourites.removed', view: 'favourites.view' },
  compare: { added: 'compare.added', removed: 'compare.removed', view: 'compare.view' },
} as const;

/** A saved list's ids and count, with the toggles still on their way already applied (the header badges). */
export function useSavedList(list: SavedListName): { ids: Set<number>; count: number } {
  const server = usePage().props[list];
  const pending = usePendingToggles(list);

  return useMemo(() => effectiveList(server, pending), [server, pending]);
}

/**
 * One product's toggle on a list: flips at once, sends the change as an Inertia visit that comes back to the same
 * page, confirms the kept change in a toast (read out politely, with a link to the list), and shows the server's
 * refusal (a full compare group) or a failure in the shopper's language.
 */
export function useSavedToggle(list: SavedListName, productId: number) {
  const t = useT();
  const route = useRoute();
  const { ids } = useSavedList(list);
  const [error, setError] = useState<string | null>(null);
  const saved = ids.has(productId);

  const toggle = useCallback(() => {
    const wanted = !saved;
    setError(null);
    savedListActions.want(list, productId, wanted);
    const url = route(ROUTES[list][wanted ? 'store' : 'destroy'], { product: productId });
    router.visit(url, {
      method: wanted ? 'post' : 'delete',
      preserveScroll: true,
      preserveState: true,
      // Several toggles may be in flight at once; none cancels another.
      async: true,
      onSuccess: () =>
        toastActions.show(t(DONE[list][wanted ? 'added' : 'removed']), {
          href: route(ROUTES[list].index),
          label: t(DONE[list].view),
        }),
      onError: (errors) => setError(errors[list] ?? t('saved.error')),
      onHttpException: () => {
        setError(t('saved.error'));

        return false;
      },
      onNetworkError: () => {
        setError(t('saved.error'));

        return false;
      },
      onFinish: () => savedListActions.settle(list, productId),
    });
  }, [saved, list, productId, route, t]);

  return { saved, toggle, error, dismiss: () => setError(null) };
}
