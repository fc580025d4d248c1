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

    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/** Every `<img …>` element of a file, attributes included. */
function images(source: string): { line: number; tag: string }[] {
  return [...source.matchAll(/<img\b[\s\S]*?\/>/g)].map((match) => ({
    line: source.slice(0, match.index).split('\n').length,
    tag: match[0],
  }));
}

describe('storefront pictures', () => {
  it('each reserve their box with width and height, so nothing shifts while they load', () => {
    const admin = [join(root, 'components/admin'), join(root, 'pages/admin')];
    const offenders = sourceFiles(root)
      .filter((file) => !admin.some((dir) => file.startsWith(dir)))
      .flatMap((file) =>
        images(readFileSync(file, 'utf8'))
          .filter(({ tag }) => !/\bwidth=/.test(tag) || !/\bheight=/.test(tag))
          .map(({ line }) => `${relative(root, file)}:${line}`),
      );

    expect(offenders).toEqual([]);
  });

  it('below the fold load lazily; only a first picture (banner, gallery, first row) is fetched with a high priority', () => {
    const eager = sourceFiles(root).flatMap((file) =>
      images(readFileSync(file, 'utf8'))
        .filter(({ tag }) => /fetchPriority=/.test(tag))
        .map(() => relative(root, file)),
    );

    expect(eager.sort()).toEqual([
      'components/home/banner-carousel.tsx',
      'components/products/product-card.tsx',
      'components/products/product-gallery.tsx',
    ]);
  });
});
