import { spawnSync } from 'node:child_process';

import { baseUrl, root, serverEnv } from '../support/server';

/** A shopper over plain HTTP: keeps its cookies and sends the CSRF token as the app's own client does. */
export class Shopper {
  private cookies = new Map<string, string>();

  /** `server`: the app's address, the browser tests' server unless a test runs one of its own. */
  constructor(private readonly server = baseUrl) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const xsrf = this.cookies.get('XSRF-TOKEN');
    const response = await fetch(`${this.server}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(xsrf === undefined ? {} : { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) }),
        Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }

    return response;
  }

  /** The first page view: session and CSRF cookies. */
  async start(): Promise<this> {
    await this.request('GET', '/cos', undefined, { Accept: 'text/html' });

    return this;
  }

  /** The props of a page, read from the HTML the server renders. */
  async pageProps(path: string): Promise<Record<string, unknown>> {
    const html = await (await this.request('GET', path, undefined, { Accept: 'text/html' })).text();
    const match =
      /<script data-page="app" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html) ??
      /data-page="([^"]*)"/.exec(html);
    if (match === null) {
      throw new Error(`No page data in ${path}`);
    }
    const json = match[1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&');

    return (JSON.parse(json) as { props: Record<string, unknown> }).props;
  }
}

/** Runs PHP against the app's database (for arranging stock and reading what the server wrote). */
export function php(code: string): string {
  const result = spawnSync('php', ['artisan', 'tinker', '--execute', code], {
    cwd: root,
    env: serverEnv(),
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`${result.stdout}\n${result.stderr}`);
  }

  return result.stdout.trim();
}

/**
 * A Moldovan mobile number of its own, as `069 12 34 56`: a phone may keep only a few orders waiting for the shop's
 * call (ORDER_OPEN_PER_PHONE), and the suite places many orders on one database.
 */
export function uniquePhone(): string {
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');

  return `069 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
}

export function checkoutBody(key: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    idempotency_key: key,
    name: 'Ana Popescu',
    phone: uniquePhone(),
    email: 'ana@example.md',
    delivery_method: 'courier',
    delivery_zone: 'chisinau',
    city: 'Chișinău',
    address: 'str. Ștefan cel Mare 1',
    delivery_interval: '09-13',
    payment_method: 'cash',
    consent: true,
    ...extra,
  };
}
