import { ALPHABET, letterAnchor, OTHER_LETTER } from '@/components/brands/brand-letters';
import { useT } from '@/lib/i18n';

/** A–Z links to the letter sections; letters no brand starts with are shown dimmed and are not links. */
export function BrandLetterBar({ letters }: { letters: readonly string[] }) {
  const t = useT();
  const present = new Set(letters);
  const shown = present.has(OTHER_LETTER) ? [...ALPHABET, OTHER_LETTER] : ALPHABET;

  return (
    <nav aria-label={t('brands.jump_to')} data-test="brand-letter-bar">
      <ul className="flex flex-wrap gap-1">
        {shown.map((letter) => (
          <li key={letter}>
            {present.has(letter) ? (
              <a
                href={`#${letterAnchor(letter)}`}
                data-test={`brand-letter-${letter === OTHER_LETTER ? 'other' : letter}`}
                aria-label={letter === OTHER_LETTER ? t('brands.other_letter') : undefined}
                className="flex size-9 items-center justify-center rounded-md border border-border text-sm font-semibold text-text hover:border-accent hover:text-accent-text focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
              >
                {letter}
              </a>
            ) : (
              <span aria-hidden="true" className="flex size-9 items-center justify-center text-sm text-text-disabled">
                {letter}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
