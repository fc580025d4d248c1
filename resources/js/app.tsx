import '../css/app.css';

import { http } from '@inertiajs/core';
import { createInertiaApp, router } from '@inertiajs/react';
import { type ReactNode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { initializeTheme } from '@/hooks/use-appearance';
import { syncPageState } from '@/lib/page-state';
import { keepScrollOnSamePage, watchFormArrivals } from '@/lib/form-arrival';
import { embeddedPage, withOnceFiles } from '@/lib/once-files';
import { pageTitle } from '@/lib/page-title';
import { resolvePage } from '@/lib/pages';
import { withShopperState } from '@/lib/shopper-state';

initializeTheme();

/**
 * Marks the document once the first page is live (hydrated or rendered): from then on a click or a submit is handled
 * by the app, not by the browser. Renders nothing of its own, so the server's HTML still matches.
 */
function MarkLive({ children }: { children: ReactNode }): ReactNode {
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);

  return children;
}

// The app name never changes while the app runs: read once from the first page.
let appName = '';

router.on('navigate', (event) => syncPageState(event.detail.page.props));
// The one place every write the pages send passes: a page served anonymously has no session or CSRF token yet.
http.onRequest(withShopperState);

// The first page's translations and category tree come from files the browser keeps (lib/once-files.ts), read
// before the page is shown, so it hydrates with the props the server rendered it with.
const embedded = embeddedPage();

void (embedded === null ? Promise.resolve(undefined) : withOnceFiles(embedded)).then((page) =>
  createInertiaApp({
    ...(page === undefined ? {} : { page }),
    resolve: (name) => resolvePage(name),
    title: (title) => pageTitle(title, appName),
    progress: { color: '#9ca3af' },
    defaults: {
      // Inertia's own prefetch defaults, written out so that a change of library version cannot change them unseen.
      prefetch: { hoverDelay: 75, cacheFor: 30_000 },
      // A form's answer that is another page opens at its top (lib/form-arrival.ts).
      visitOptions: keepScrollOnSamePage,
    },
    setup({ el, App, props }) {
      appName = props.initialPage.props.appName;
      syncPageState(props.initialPage.props);
      watchFormArrivals(router, props.initialPage.component);
      const app = (
        <MarkLive>
          <App {...props} />
        </MarkLive>
      );

      if (el.hasAttribute('data-server-rendered')) {
        hydrateRoot(el, app);
      } else {
        createRoot(el).render(app);
      }
      // The first page's data has been read: drop its copy from the document, so an account page's details do not stay
      // in the DOM of the tab after signing out (the history entries are encrypted, this copy would not be).
      document.querySelector('script[data-page][type="application/json"]')?.remove();
    },
  }),
);
