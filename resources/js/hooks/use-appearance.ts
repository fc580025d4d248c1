import { useCallback, useSyncExternalStore } from 'react';

import { type Appearance } from '@/types/shared';

export type { Appearance };

export const APPEARANCES: readonly Appearance[] = ['light', 'dark', 'system'];

const STORAGE_KEY = 'appearance';
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();
let current: Appearance | null = null;
// The choice as the server knew it (the cookie, shared as the `appearance` prop). A server-rendered page was drawn
// with it, so the browser's first render, which hydrates that HTML, starts from it too, then follows localStorage.
let serverAppearance: Appearance = 'system';

export function setServerAppearance(appearance: Appearance): void {
  serverAppearance = isAppearance(appearance) ? appearance : 'system';
}

function isAppearance(value: unknown): value is Appearance {
  return typeof value === 'string' && (APPEARANCES as readonly string[]).includes(value);
}

function darkQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY)
    : null;
}

/**
 * The cookie the server reads to put `dark` on <html> in the first response (365 days, path /, Lax).
 * Secure on https, like every cookie the server sets; scripts must read it, so it cannot be HttpOnly.
 */
export function appearanceCookie(appearance: Appearance, secure = isSecurePage()): string {
  return `${STORAGE_KEY}=${appearance}; path=/; max-age=${COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function isSecurePage(): boolean {
  return typeof window !== 'undefined' && window.location.protocol === 'https:';
}

function readStored(): Appearance {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (isAppearance(stored)) {
      return stored;
    }
  } catch {
    // No storage: fall back to the cookie.
  }
  const cookie = /(?:^|;\s*)appearance=(light|dark|system)/.exec(document.cookie)?.[1];

  return isAppearance(cookie) ? cookie : 'system';
}

function applyTheme(appearance: Appearance): void {
  const dark = appearance === 'dark' || (appearance === 'system' && darkQuery()?.matches === true);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

export function getAppearance(): Appearance {
  current ??= readStored();

  return current;
}

function onSystemChange(): void {
  if (getAppearance() === 'system') {
    applyTheme('system');
  }
}

/**
 * Applies the stored choice and follows the device's setting while the choice is "system". Called once in app.tsx
 * before the first render; answers a function that stops following (for tests).
 */
export function initializeTheme(): () => void {
  current = readStored();
  applyTheme(current);
  const query = darkQuery();
  query?.addEventListener('change', onSystemChange);

  return () => query?.removeEventListener('change', onSystemChange);
}

export function setAppearance(appearance: Appearance): void {
  current = appearance;
  try {
    window.localStorage.setItem(STORAGE_KEY, appearance);
  } catch {
    // The cookie below still keeps the choice.
  }
  document.cookie = appearanceCookie(appearance);
  applyTheme(appearance);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);

  return () => listeners.delete(listener);
}

export function useAppearance(): { appearance: Appearance; updateAppearance: (appearance: Appearance) => void } {
  const appearance = useSyncExternalStore(subscribe, getAppearance, () => serverAppearance);
  const updateAppearance = useCallback((next: Appearance) => setAppearance(next), []);

  return { appearance, updateAppearance };
}
