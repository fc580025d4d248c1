import { useEffect, useState } from 'react';

import { type Suggestions } from '@/components/search/suggestion-types';
import { type Locale } from '@/types/shared';

export const SUGGEST_DELAY_MS = 150;

export const SUGGEST_MIN_LENGTH = 2;

type Answer = { key: string; suggestions: Suggestions | null };

type State = {
  /** The suggestions for the current query, or null while there are none (yet) to show. */
  suggestions: Suggestions | null;
  loading: boolean;
};

/**
 * Suggestions for what the shopper is typing: asked for once typing pauses, from two characters on. A newer query
 * cancels the request of an older one, and an answer only shows for the query it was asked for.
 */
export function useSearchSuggestions(query: string, locale: Locale): State {
  const [answer, setAnswer] = useState<Answer>({ key: '', suggestions: null });
  const trimmed = query.trim();
  const active = trimmed.length >= SUGGEST_MIN_LENGTH;
  const key = `${locale}:${trimmed}`;

  useEffect(() => {
    if (!active) {
      return;
    }

    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      // The API client (and axios under it) loads with the first suggestion asked for, not with the page's scripts.
      import('@/lib/api')
        .then(({ get }) =>
          get<Suggestions>('/search/suggest', { params: { q: trimmed, lang: locale }, signal: controller.signal }),
        )
        .then((suggestions) => setAnswer({ key, suggestions }))
        .catch(() => {
          // Cancelled by a newer query (or the box closing): that query's answer is the one to show.
          if (!controller.signal.aborted) {
            setAnswer({ key, suggestions: null });
          }
        });
    }, SUGGEST_DELAY_MS);

    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [active, key, trimmed, locale]);

  if (!active) {
    return { suggestions: null, loading: false };
  }

  return answer.key === key
    ? { suggestions: answer.suggestions, loading: false }
    : { suggestions: null, loading: true };
}
