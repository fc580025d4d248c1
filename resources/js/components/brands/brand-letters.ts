import { type BrandSummary } from '@/types/brands';

/** The letters of the jump bar; brands that start with anything else go under OTHER_LETTER. */
export const ALPHABET: readonly string[] = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

export const OTHER_LETTER = '#';

export type BrandGroup = { letter: string; brands: BrandSummary[] };

/** The jump-bar letter of a name: its first letter without diacritics (`Ștefan` → S), or `#` for a digit or symbol. */
export function brandLetter(name: string): string {
  const first = name
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();

  return ALPHABET.includes(first) ? first : OTHER_LETTER;
}

/** The in-page anchor of a letter's section (`#` is not usable in an id that a URL fragment must match). */
export function letterAnchor(letter: string): string {
  return letter === OTHER_LETTER ? 'brands-other' : `brands-${letter}`;
}

/**
 * Brands grouped by letter, A–Z then `#`, each group keeping the (alphabetical) order the server sent; letters
 * without brands are left out.
 */
export function groupBrandsByLetter(brands: readonly BrandSummary[]): BrandGroup[] {
  const groups = new Map<string, BrandSummary[]>();
  for (const brand of brands) {
    const letter = brandLetter(brand.name);
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }

  return [...ALPHABET, OTHER_LETTER].flatMap((letter) => {
    const members = groups.get(letter);

    return members === undefined ? [] : [{ letter, brands: members }];
  });
}
