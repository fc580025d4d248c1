import { usePage } from '@inertiajs/react';
import { useCallback } from 'react';

// Type-only: the strings come from the shared `translations` prop, the JSON itself is never bundled.
import type referenceStrings from '../../../lang/ro.json';

/** The UI strings' keys; lang/ro.json is the reference, a PHP test keeps lang/ru.json's keys identical. */
export type TranslationKey = keyof typeof referenceStrings;

export type Replacements = Record<string, string | number>;

export type Translate = (key: TranslationKey, replacements?: Replacements) => string;

/**
 * Looks a key up and fills Laravel-style placeholders (`:name`, `:Name` capitalised, `:NAME` upper-cased).
 * A missing key returns the key itself, as Laravel's __() does.
 */
export function translate(translations: Record<string, string>, key: string, replacements: Replacements = {}): string {
  const line = Object.hasOwn(translations, key) ? (translations[key] ?? key) : key;
  const names = Object.keys(replacements).sort((a, b) => b.length - a.length);

  return names.reduce((text, name) => {
    const value = String(replacements[name]);
    const capitalised = value.charAt(0).toUpperCase() + value.slice(1);

    return text
      .replaceAll(`:${name.toUpperCase()}`, value.toUpperCase())
      .replaceAll(`:${name.charAt(0).toUpperCase()}${name.slice(1)}`, capitalised)
      .replaceAll(`:${name}`, value);
  }, line);
}

// For code outside React; app.tsx keeps it in step with the shared `translations` prop.
let currentTranslations: Record<string, string> = {};

export function setTranslations(translations: Record<string, string>): void {
  currentTranslations = translations;
}

export function t(key: TranslationKey, replacements?: Replacements): string {
  return translate(currentTranslations, key, replacements);
}

/** `t()` bound to the current page's translations, so components re-render when the language changes. */
export function useT(): Translate {
  const { translations } = usePage().props;

  return useCallback<Translate>((key, replacements) => translate(translations, key, replacements), [translations]);
}
