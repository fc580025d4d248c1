// Fails when the production build (public/build/manifest.json and the SSR bundle's bootstrap/ssr/ssr-manifest.json
// after `npm run build`) holds a test-only page: the browser-test fixtures and the UI kit showcase in
// resources/js/test-pages are for test builds only.
import { existsSync, readFileSync } from 'node:fs';
import process from 'node:process';

const TEST_PAGES = 'resources/js/test-pages/';
const manifestPath = process.argv[2] ?? 'public/build/manifest.json';
const ssrManifestPath = process.argv[3] ?? 'bootstrap/ssr/ssr-manifest.json';
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

if (Object.keys(manifest).length === 0 || !('resources/js/app.tsx' in manifest)) {
  console.error(`${manifestPath} holds no app entry: is it a build of this app?`);
  process.exit(1);
}
if (!existsSync(ssrManifestPath)) {
  console.error(`${ssrManifestPath} is missing: npm run build also builds the SSR bundle (vite build --ssr).`);
  process.exit(1);
}
const ssrManifest = JSON.parse(readFileSync(ssrManifestPath, 'utf8'));

const leaks = [
  ...Object.entries(manifest)
    .filter(([key, chunk]) => key.startsWith(TEST_PAGES) || String(chunk.src ?? '').startsWith(TEST_PAGES))
    .map(([key]) => key),
  ...Object.keys(ssrManifest)
    .filter((key) => key.startsWith(TEST_PAGES))
    .map((key) => `${key} (SSR bundle)`),
];

if (leaks.length > 0) {
  console.error(`The production build holds test-only pages:\n  ${leaks.join('\n  ')}`);
  process.exit(1);
}

process.stdout.write(`${manifestPath}, ${ssrManifestPath}: no test-only page in the production build.\n`);
