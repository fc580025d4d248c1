// Fails when a storefront page's first view loads what it does not show, or more script than its budget, in the
// production build (`npm run build`): walks public/build/manifest.json from the entry and each page under
// resources/js/pages (admin pages aside) through their static imports — the chunks the browser fetches before the page
// is shown — and prints each page's script as the browser gets it (brotli and gzip, as built beside each file).
//
// - On-demand parts (Headless UI, the side menu, the filter sheet, the product zoom, the search suggestions list) must
//   not be among those chunks: they load when first used (resources/js/lib/on-demand.tsx).
// - Every storefront page stays within BUDGET_KIB of brotli-compressed script: the target of 120 KiB, which
//   they meet with 0.8–9 KiB to spare (111.0–119.2), so a new static import of something large fails here. Home, a category
//   and a product page (the pages the issue names) must be in the build.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';

const BUDGET_KIB = 120;
// A page may be given a budget of its own here (page name => KiB); none is today. The product page met 120 again once
// its credit programmes' table and similar products' row loaded when the shopper nears them (119.4 KiB).
const PAGE_BUDGETS_KIB = {};
const budgetOf = (name) => PAGE_BUDGETS_KIB[name] ?? BUDGET_KIB;
const REQUIRED_PAGES = ['home/index', 'catalog/category', 'products/show'];
// Markers only the on-demand parts' code holds (Headless UI's id prefix, the parts' data-test marks), in any of the
// quotes the minifier may choose.
const quoted = (text) => new RegExp(`["'\`]${text}`);
const ON_DEMAND = [
  { name: '@headlessui/react', marker: quoted('headlessui-') },
  { name: 'side menu', marker: quoted('side-menu["\'`]') },
  { name: 'filter sheet', marker: quoted('filter-dialog["\'`]') },
  { name: 'product zoom', marker: quoted('gallery-zoom-dialog["\'`]') },
  { name: 'search suggestions list', marker: quoted('search-suggestions["\'`]') },
];

const buildDir = process.argv[2] ?? 'public/build';
const manifestPath = join(buildDir, 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: run npm run build first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const ENTRY = 'resources/js/app.tsx';
if (!(ENTRY in manifest)) {
  console.error(`${manifestPath} holds no ${ENTRY}: is it a build of this app?`);
  process.exit(1);
}

/** The manifest keys of a chunk and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);

  return seen;
}

const sizes = new Map();
/** A built file's size as served: its .br and .gz beside it, or the file itself where compressing gains nothing. */
function size(file) {
  if (!sizes.has(file)) {
    const path = join(buildDir, file);
    const content = readFileSync(path);
    const compressed = (suffix) => (existsSync(path + suffix) ? readFileSync(path + suffix).length : content.length);
    sizes.set(file, {
      raw: content.length,
      br: compressed('.br'),
      gz: compressed('.gz'),
      text: content.toString('utf8'),
    });
  }

  return sizes.get(file);
}

const print = (line) => process.stdout.write(`${line}\n`);
const kib = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
const pages = Object.keys(manifest)
  .filter((key) => /^resources\/js\/pages\/.+\.tsx$/.test(key) && !key.startsWith('resources/js/pages/admin/'))
  .map((key) => ({ key, name: key.slice('resources/js/pages/'.length, -'.tsx'.length) }))
  .sort((a, b) => a.name.localeCompare(b.name));
const failures = [];

for (const name of REQUIRED_PAGES) {
  if (!pages.some((page) => page.name === name)) failures.push(`${name}: the page is not in the build`);
}

print('Script before the first view, KiB (entry + the page + their static imports):');
print(`${'page'.padEnd(32)}  brotli    gzip  minified  chunks`);
for (const { key, name } of pages) {
  const files = [...closure(ENTRY, closure(key))]
    .map((chunk) => manifest[chunk]?.file)
    .filter((file) => typeof file === 'string' && file.endsWith('.js'));
  const total = { raw: 0, br: 0, gz: 0 };
  for (const file of files) {
    const { raw, br, gz, text } = size(file);
    total.raw += raw;
    total.br += br;
    total.gz += gz;
    for (const part of ON_DEMAND) {
      if (part.marker.test(text)) failures.push(`${name}: ${file} holds the ${part.name}, which loads on demand`);
    }
  }
  if (total.br > budgetOf(name) * 1024) {
    failures.push(
      `${name}: ${kib(total.br).trim()} KiB of script (brotli) is over the budget of ${budgetOf(name)} KiB`,
    );
  }
  print(`${name.padEnd(32)}${kib(total.br)}  ${kib(total.gz)}  ${kib(total.raw)}  ${String(files.length).padStart(6)}`);
}

if (failures.length > 0) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}
print(
  `\nNo on-demand part among any storefront page's first chunks; every page within ${BUDGET_KIB} KiB.`,
);
