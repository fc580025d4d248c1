/**
 * Stands in for `laravel-precognition` in the browser and SSR builds (vite.config.ts `standIns`). @inertiajs/core and
 * @inertiajs/react import it for live validation (`form.withPrecognition()`), which this app does not use: its forms
 * validate on submit, in the shopper's language, on the server. The library and the es-toolkit helpers it pulls in were
 * about 3 KiB of every page's script (brotli). Asking for precognition fails loudly here instead of half-working; to
 * use it, drop the stand-in from vite.config.ts (docs/decisions.md).
 */

const NOT_BUILT_IN =
  'Precognition is not part of this build: remove the laravel-precognition stand-in from vite.config.ts to use it.';

type Errors = Record<string, string | string[]>;

/** Inertia passes its XSRF cookie and header names on to the precognition client; there is none to configure. */
export const client = {
  withXsrfCookieName(): void {},
  withXsrfHeaderName(): void {},
};

export function createValidator(): never {
  throw new Error(NOT_BUILT_IN);
}

/** The first message of each field, as the library gives it. */
export function toSimpleValidationErrors(errors: Errors): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
}

export function resolveName(name: string | { target: { name: string } }): string {
  return typeof name === 'string' ? name : name.target.name;
}
