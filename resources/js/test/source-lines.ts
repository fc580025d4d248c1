import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

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

/**
 * The lines of the app's TypeScript sources (tests left out) outside `components/ui` that match a pattern, as
 * `path:line` from resources/js: what a rule "only the kit may write this" reports.
 */
export function linesOutsideTheKit(pattern: RegExp): string[] {
  const kit = join(root, 'components/ui');

  return sourceFiles(root)
    .filter((file) => !file.startsWith(kit))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (pattern.test(line) ? [`${relative(root, file)}:${index + 1}`] : [])),
    );
}
