import { type Page } from '@inertiajs/core';
import { App } from '@inertiajs/react';
import { renderToString } from 'react-dom/server';

import { syncPageState } from '@/lib/page-state';
import { pageTitle } from '@/lib/page-title';
import { resolvePage } from '@/lib/pages';
import { optionsFromEnvironment, startRenderServer } from '@/ssr/render-server';
import { type SharedProps } from '@/types/shared';

// The Node server that renders first visits (bootstrap/ssr/ssr.js once built). It listens on the loopback only:
// the PHP side POSTs pages to it (the `inertia.ssr.url` setting), nobody else should reach it. One worker per core
// (INERTIA_SSR_WORKERS), restarted when one exits; a malformed, oversized or slow request is refused, never fatal
// (resources/js/ssr/render-server.ts).
//
// Inertia's App rendered as createInertiaApp does on the server, less the page element it would write in front of the
// HTML (the page's JSON again, a few hundred kilobytes on a listing): the PHP side writes its own (Inertia\Directive).
startRenderServer(async (page: Page) => {
  const shared = page.props as unknown as SharedProps;
  let head: string[] = [];
  const initialComponent = await resolvePage(page.component);
  // Rendering is synchronous from here, so the module-level locale and translations belong to this page alone.
  syncPageState(shared);
  const html = renderToString(
    <App
      initialPage={page}
      initialComponent={initialComponent}
      resolveComponent={(name: string) => resolvePage(name)}
      titleCallback={(title: string) => pageTitle(title, shared.appName)}
      onHeadUpdate={(elements: string[]) => (head = elements)}
    />,
  );

  return { head, body: `<div data-server-rendered="true" id="app">${html}</div>` };
}, optionsFromEnvironment(process.env));
