import { ensureShopperState } from '@/lib/shopper-state';

/** An answer of the reviews' routes: the body, and the message and field errors of a refusal. */
export type ReviewAnswer<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; message: string | null; errors: Record<string, string[]> };

function xsrfToken(): string | null {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);

  return match?.[1] === undefined ? null : decodeURIComponent(match[1]);
}

/**
 * A JSON request to the reviews' routes with the session's cookies; a write first makes sure the shopper has a
 * session and CSRF token (a cached page comes without one) and sends the token.
 */
export async function reviewRequest<T>(
  url: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {},
): Promise<ReviewAnswer<T>> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') {
    await ensureShopperState();
    headers['Content-Type'] = 'application/json';
    const token = xsrfToken();
    if (token !== null) headers['X-XSRF-TOKEN'] = token;
  }
  const response = await fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    cache: 'no-store',
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
  const body = (await response.json().catch(() => null)) as
    (T & { message?: string; errors?: Record<string, string[]> }) | null;
  if (response.ok && body !== null) return { ok: true, status: response.status, body };

  return {
    ok: false,
    status: response.status,
    message: typeof body?.message === 'string' ? body.message : null,
    errors: body?.errors ?? {},
  };
}
