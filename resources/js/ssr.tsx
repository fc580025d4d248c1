import { type Page } from '@inertiajs/core';
import { createInertiaApp } from '@inertiajs/react';
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
startRenderServer((page: Page) => {
  const shared = page.props as unknown as SharedProps;

  return createInertiaApp({
    page,
    render: renderToString,
    resolve: (name) => resolvePage(name),
    title: (title) => pageTitle(title, shared.appName),
    setup({ App, props }) {
      // Rendering is synchronous from here, so the module-level locale and translations belong to this page alone.
      syncPageState(shared);
      return <App {...props} />;
    },
  });
}, optionsFromEnvironment(process.env));
