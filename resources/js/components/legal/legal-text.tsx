import { usePage } from '@inertiajs/react';
import { type ReactNode } from 'react';

import { LegalLink } from '@/components/legal/legal-link';
import { type LegalPageId } from '@/types/legal';

// `[the words](privacy)` in a translated sentence: the words link to that legal page.
const LINK = /\[([^\]]+)\]\(([a-z]+)\)/g;

const linkClass = 'font-medium text-accent-text underline underline-offset-2 hover:no-underline';

/**
 * A consent text whose words link to the legal pages, written in the translation itself so each language puts the
 * links where its grammar wants them: `Accept [termenii](terms) și [prelucrarea datelor](privacy)`. The links open
 * in a new tab: these texts sit in forms the shopper is filling.
 */
export function LegalText({ text }: { text: string }) {
  const pages = usePage().props.shop.legal_pages;
  const isPage = (id: string): id is LegalPageId => Object.hasOwn(pages, id);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, words = '', id = ''] = match;
    parts.push(text.slice(last, match.index));
    parts.push(
      isPage(id) ? (
        <LegalLink key={match.index} page={id} newTab className={linkClass}>
          {words}
        </LegalLink>
      ) : (
        words
      ),
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));

  return <>{parts}</>;
}
