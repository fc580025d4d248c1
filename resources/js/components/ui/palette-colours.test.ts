import { describe, expect, it } from 'vitest';

import { linesOutsideTheKit } from '@/test/source-lines';

/** A Tailwind class on one of the grey palettes (`text-neutral-600`, `dark:hover:bg-zinc-800/50`), any variant. */
const rawGrey = /(?<![\w-])(?:[\w[\]&=-]+:)*[a-z]+(?:-[a-z]+)*-(?:neutral|gray|zinc|slate|stone)-\d{2,3}\b/;

describe('the greys', () => {
  it('tell a grey palette class in any variant from a token class and from the word', () => {
    for (const raw of [
      'text-neutral-600',
      'dark:text-neutral-400',
      'dark:hover:bg-neutral-800',
      'border-t-gray-200',
      'divide-zinc-200',
      'bg-slate-900/95',
      'has-checked:bg-stone-100',
      'placeholder:text-neutral-500',
      'className="flex from-slate-50"',
    ]) {
      expect(rawGrey.test(raw), raw).toBe(true);
    }
    for (const token of [
      'text-text-muted',
      'bg-surface-strong',
      'border-border',
      'bg-surface-raised/95',
      "tone: 'neutral'",
      'neutral-200',
      'text-brand-600',
    ]) {
      expect(rawGrey.test(token), token).toBe(false);
    }
  });

  it('are reached through the tokens, never typed as a palette class outside components/ui', () => {
    expect(linesOutsideTheKit(rawGrey)).toEqual([]);
  });
});
