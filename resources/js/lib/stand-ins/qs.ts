/**
 * Stands in for `qs-esm` in the browser and SSR builds (vite.config.ts `standIns`). ziggy-js imports it to write the
 * query string of a URL, and that general library was about 4 KiB of every page's script (brotli); this module writes
 * the same strings for what ziggy asks of it. `qs-stand-in.test.ts` compares the two on every shape ziggy passes.
 *
 * stringify: keys in insertion order, nested objects and arrays as `a[b]=1&a[0]=x` with the brackets left as they are
 * (`encodeValuesOnly`), values percent-encoded as RFC 3986 wants (`!'()*` too, space as %20), null and undefined left
 * out (`skipNulls`), empty arrays and objects left out, `?` in front when anything is written.
 * parse: ziggy reads a URL's query only for `route().current()` and `route().params`, which the app does not call; it
 * reads `a=1&b[c]=2&d[0]=x` back into plain objects all the same.
 */

type Encoder = (value: unknown, defaultEncoder: (value: unknown) => string) => unknown;

export type StringifyOptions = {
  addQueryPrefix?: boolean;
  encoder?: Encoder;
};

const RFC3986_EXTRA = /[!'()*]/g;

function encodeValue(value: unknown): string {
  const text = value instanceof Date ? value.toISOString() : String(value);

  return encodeURIComponent(text).replace(RFC3986_EXTRA, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

function isNested(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}

function pairs(prefix: string, value: unknown, encode: (value: unknown) => string, out: string[]): void {
  if (value === null || value === undefined) return;
  if (!isNested(value)) {
    out.push(`${prefix}=${encode(value)}`);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    pairs(`${prefix}[${key}]`, item, encode, out);
  }
}

export function stringify(object: unknown, options: StringifyOptions = {}): string {
  if (!isNested(object)) return '';
  const custom = options.encoder;
  const encode = custom ? (value: unknown) => String(custom(value, encodeValue)) : encodeValue;
  const out: string[] = [];
  for (const [key, value] of Object.entries(object)) {
    pairs(key, value, encode, out);
  }
  const query = out.join('&');

  return options.addQueryPrefix && query !== '' ? `?${query}` : query;
}

type Parsed = { [key: string]: string | Parsed | Array<string | Parsed> };

function decode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

function place(target: Parsed | Array<string | Parsed>, path: string[], value: string): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  const slot = target as Record<string, string | Parsed | Array<string | Parsed>>;
  const key = Array.isArray(target) && head === '' ? String(target.length) : head;
  if (rest.length === 0) {
    slot[key] = value;
    return;
  }
  const existing = slot[key];
  const child = typeof existing === 'object' ? existing : /^\d*$/.test(rest[0] ?? '') ? [] : {};
  slot[key] = child;
  place(child, rest, value);
}

export function parse(query: string | undefined | null): Parsed {
  const result: Parsed = {};
  for (const part of (query ?? '').replace(/^\?/, '').split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const rawKey = decode(equals === -1 ? part : part.slice(0, equals));
    const value = equals === -1 ? '' : decode(part.slice(equals + 1));
    const root = rawKey.split('[', 1)[0] ?? rawKey;
    const brackets = [...rawKey.slice(root.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '');
    place(result, [root === '' ? rawKey : root, ...brackets], value);
  }

  return result;
}
