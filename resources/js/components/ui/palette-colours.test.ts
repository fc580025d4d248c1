import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(process.cwd(), 'resources/js');

/** A Tailwind class on one of the grey palettes (`text-neutral-600`, `dark:hover:bg-zinc-800/50`), any variant. */
const rawGrey = /(?<![\w-])(?:[\w[\]&=-]+:)*[a-z]+(?:-[a-z]+)*-(?:neutral|gray|zinc|slate|stone)-\d{2,3}\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(path);
    }

    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

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
    const kit = join(root, 'components/ui');
    const offenders = sourceFiles(root)
      .filter((file) => !file.startsWith(kit))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) => (rawGrey.test(line) ? [`${relative(root, file)}:${index + 1}`] : [])),
      );

    expect(offenders).toEqual([]);
  });
});
