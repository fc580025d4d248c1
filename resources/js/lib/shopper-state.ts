import { type HttpRequestConfig } from '@inertiajs/core';

import { route } from '@/lib/route';

/** The cookie Laravel sets with every session; Inertia's client copies it into X-XSRF-TOKEN. */
const XSRF_COOKIE = 'XSRF-TOKEN';

let pending: Promise<void> | null = null;

function hasSession(): boolean {
  return new RegExp(`(?:^|;\\s*)${XSRF_COOKIE}=`).test(document.cookie);
}

/**
 * Pages for anonymous shoppers come without a session or CSRF token (the same cached page for everyone). Before a
 * shopper's first action, one uncached GET /stare starts their session and sets the XSRF-TOKEN cookie; actions sent
 * at the same moment wait for that one request. A shopper who has a session already skips it.
 */
export function ensureShopperState(): Promise<void> {
  if (typeof document === 'undefined' || hasSession()) {
    return Promise.resolve();
  }

  pending ??= fetch(route('shopper.state'), {
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  })
    // Read to the end, so the request is over (an unread body keeps it open).
    .then((response) => response.text())
    .then(() => undefined)
    // The action is sent anyway: a failure here shows as that action's own error.
    .catch(() => undefined)
    .finally(() => {
      pending = null;
    });

  return pending;
}

/** Inertia's request handler (every router visit, useForm submit and useHttp call): state first for any write. */
export async function withShopperState(config: HttpRequestConfig): Promise<HttpRequestConfig> {
  if (config.method.toLowerCase() !== 'get') {
    await ensureShopperState();
  }

  return config;
}
