import { type Page } from '@inertiajs/core';
import { App, type ResolvedComponent } from '@inertiajs/react';
import { render, type RenderResult } from '@testing-library/react';
import { type ReactNode } from 'react';

import { syncPageState } from '@/lib/page-state';
import { sharedProps } from '@/test/shared-props';
import { type SharedProps } from '@/types/shared';

type Options = {
  component?: string;
  url?: string;
  props?: Record<string, unknown>;
  shared?: Partial<SharedProps>;
  /** Sync the module-level locale and strings as app.tsx does (default true). */
  sync?: boolean;
  /** One-shot data of the page, as the server sends it after a redirect. */
  flash?: Record<string, unknown>;
};

/** Renders a page (with its layout) inside Inertia's App, as the browser would after the first response. */
export function renderPage(Component: ResolvedComponent, options: Options = {}): RenderResult {
  const shared = sharedProps(options.shared);
  if (options.sync !== false) {
    syncPageState(shared);
  }
  const initialPage: Page<SharedProps> = {
    component: options.component ?? 'test',
    // Inertia types `errors` as a flat bag and a bag of bags at once; a plain object is what the server sends.
    props: { ...shared, ...options.props } as Page<SharedProps>['props'],
    url: options.url ?? '/',
    version: '',
    rescuedProps: [],
    rememberedState: {},
    flash: options.flash ?? {},
  };

  return render(<App initialPage={initialPage} initialComponent={Component} resolveComponent={() => Component} />);
}

/** Renders any component with the page context components read through usePage(). */
export function renderWithPage(node: ReactNode, options: Omit<Options, 'props'> = {}): RenderResult {
  function Wrapper() {
    return <>{node}</>;
  }

  return renderPage(Wrapper, options);
}
