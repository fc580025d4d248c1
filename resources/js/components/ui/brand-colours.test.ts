import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(process.cwd(), 'resources/js');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(path);
    }

    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the brand colour', () => {
  it('is reached through the kit and its tokens, never typed as a palette class outside components/ui', () => {
    const kit = join(root, 'components/ui');
    const offenders = sourceFiles(root)
      .filter((file) => !file.startsWith(kit))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            /(?<![\w-])(?:[a-z-]+:)*[a-z]+-brand-\d{2,3}\b/.test(line) ? [`${relative(root, file)}:${index + 1}`] : [],
          ),
      );

    expect(offenders).toEqual([]);
  });
});
