import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import laravel from 'laravel-vite-plugin';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a .br and a .gz beside every script, stylesheet, SVG and JSON file of the browser build (not the SSR one), once
 * at build time: nginx (gzip_static) and server.php (composer start) send them as they are, so nothing is compressed
 * per request. Small files too: the pages' own chunks and the bundler's runtime are often under 1 KiB, about 3 KiB of a
 * page's script sent raw before; a compressed copy is written only when it is smaller than the file.
 */
function precompress(): Plugin {
  let outDir = '';
  let ssr = false;

  return {
    name: 'electro-shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle(_options, bundle) {
      if (ssr) return;
      const files = [...Object.keys(bundle), '.vite/manifest.json', 'manifest.json'].filter((file) =>
        /\.(?:js|mjs|css|svg|json)$/.test(file),
      );
      await Promise.all(
        [...new Set(files)].map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path).catch(() => null);
          if (content === null) return;
          const keepIfSmaller = (suffix: string) => (out: Buffer) =>
            out.length < content.length ? writeFile(`${path}${suffix}`, out) : undefined;
          await Promise.all([
            brotli(content, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }).then(keepIfSmaller('.br')),
            gzipped(content, { level: 9 }).then(keepIfSmaller('.gz')),
          ]);
        }),
      );
    },
  };
}

/**
 * Small modules of ours in place of two libraries our dependencies import for features this app does not use
 * (resources/js/lib/stand-ins; docs/decisions.md): ziggy-js's general query-string library and Inertia's live
 * validation. vitest.config.ts uses the same, so the component tests run what the shop ships.
 */
export const standIns = [
  { find: /^qs-esm$/, replacement: fileURLToPath(new URL('./resources/js/lib/stand-ins/qs.ts', import.meta.url)) },
  {
    find: /^laravel-precognition$/,
    replacement: fileURLToPath(new URL('./resources/js/lib/stand-ins/laravel-precognition.ts', import.meta.url)),
  },
];

/**
 * lucide-react's icon components render its `Icon` through a relative import; this puts ours
 * (resources/js/lib/stand-ins/lucide-icon.ts: the same SVG, built once per icon and look) in its place, in the
 * browser and SSR builds and in Vitest (vitest.config.ts).
 */
export function lucideIconStandIn(): Plugin {
  const standIn = fileURLToPath(new URL('./resources/js/lib/stand-ins/lucide-icon.ts', import.meta.url));

  return {
    name: 'electro-shop:lucide-icon-stand-in',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './Icon.mjs' &&
        importer !== undefined &&
        /lucide-react[\\/]dist[\\/]esm[\\/][^\\/]+\.mjs$/.test(importer)
      ) {
        return standIn;
      }

      return null;
    },
  };
}

/**
 * Small modules nearly every page loads with its frame: the UI kit's button and fields, money, dates and phone
 * numbers, lucide's icon runtime and the icons the frame shows. Left to the bundler they came as some twenty files of
 * a few hundred bytes each (every back-office page shares them too); in one chunk beside React they compress about
 * 3 KiB smaller per storefront page (docs/decisions.md). The breadcrumbs, the cards' credit teaser text and the store,
 * truck and clock icons (stores' hours, the delivery and pickup promises) are here too: nearly every storefront page
 * shows them, and on their own they were five chunks of a few hundred bytes each. So is what every page loads, the
 * back office's included: the skip link, the appearance switcher, alerts and the toasts with their state, the on-demand
 * loader, the logo's and the menu button's icons, and the entry's own modules (the page loaders, the page state, the
 * once-files and shopper state). Left out they made two more chunks every page fetched and compressed apart; in the
 * kit every storefront page's first view is about 1.8 KiB smaller.
 */
const FRAME_KIT = [
  'resources/js/components/ui/button.tsx',
  'resources/js/components/ui/link.tsx',
  'resources/js/components/ui/field.tsx',
  'resources/js/components/ui/text-field.tsx',
  'resources/js/hooks/use-form-field.ts',
  'resources/js/lib/money.ts',
  'resources/js/lib/format-date.ts',
  'resources/js/lib/phone.ts',
  'resources/js/components/catalog/breadcrumbs.tsx',
  'resources/js/hooks/use-credit-teaser-text.ts',
  'resources/js/layouts/storefront/skip-link.tsx',
  'resources/js/layouts/storefront/appearance-switcher.tsx',
  'resources/js/hooks/use-account-appearance.ts',
  'resources/js/components/ui/alert.tsx',
  'resources/js/layouts/storefront/toast-region.tsx',
  'resources/js/components/ui/toast.tsx',
  'resources/js/state/toast-state.ts',
  'resources/js/lib/on-demand.tsx',
  'resources/js/lib/pages.ts',
  'resources/js/lib/page-state.ts',
  'resources/js/lib/page-title.ts',
  'resources/js/lib/once-files.ts',
  'resources/js/lib/shopper-state.ts',
  ...[
    'x',
    'check',
    'chevron-left',
    'chevron-right',
    'mail',
    'external-link',
    'map-pin',
    'phone',
    'store',
    'truck',
    'clock',
    'zap',
    'menu',
    'sun',
    'moon',
    'monitor',
    'info',
    'circle-check',
    'circle-exclamation-point',
    'triangle-exclamation-point',
    'chevron-down',
    'calendar-days',
    'sliders-horizontal',
  ].map((icon) => `node_modules/lucide-react/dist/esm/icons/${icon}.mjs`),
];

function inFrameKit(id: string): boolean {
  const path = id.replaceAll('\\', '/');

  return FRAME_KIT.some((file) => path.endsWith(file)) || /lucide-react\/dist\/esm\/(?!icons\/)/.test(path);
}

/**
 * The storefront's frame (its layout, header and footer, the header's state and the shop's constants): one chunk every
 * storefront page fetches. The on-demand parts share a few of its modules (the mega-menu its button's id, the side menu
 * the header's state); left to the bundler those went into chunks of their own, a few hundred bytes each, compressed apart.
 */
const STOREFRONT_FRAME = [
  /resources\/js\/layouts\/storefront(?:-layout\.tsx|\/)/,
  /resources\/js\/components\/header\//,
  /resources\/js\/state\/header-state\.ts$/,
  /resources\/js\/lib\/shop\.ts$/,
  /lucide-react\/dist\/esm\/icons\/(?:user-round|layout-grid|loader-circle)\.mjs$/,
  /resources\/js\/hooks\/use-when-near\.ts$/,
  /resources\/js\/components\/reviews\/(?:stars|rating-summary)\.tsx$/,
];

function inStorefrontFrame(id: string): boolean {
  const path = id.replaceAll('\\', '/');

  return STOREFRONT_FRAME.some((pattern) => pattern.test(path));
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    laravel({
      input: ['resources/css/app.css', 'resources/js/app.tsx'],
      // `vite build --ssr` builds this entry into bootstrap/ssr/ssr.js: the Node server that renders first visits.
      ssr: 'resources/js/ssr.tsx',
      refresh: true,
      // The browser tests' build (`--mode e2e`, with the test-only pages) goes beside the production one, never over it:
      // public/build-e2e and bootstrap/ssr-e2e, which their app serves (ASSET_BUILD_DIRECTORY, tests/e2e/support/server.ts).
      ...(mode === 'e2e' ? { buildDirectory: 'build-e2e', ssrOutputDirectory: 'bootstrap/ssr-e2e' } : {}),
    }),
    react(),
    lucideIconStandIn(),
    tailwindcss(),
    precompress(),
  ],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'kit', test: inFrameKit },
            { name: 'storefront', test: inStorefrontFrame },
          ],
        },
      },
    },
  },
  // The SSR bundle carries its dependencies, React's production build among them: left external, React picks its
  // development build whenever the Node process lacks NODE_ENV=production, and renders three to five times slower.
  ssr: { noExternal: true },
  // Vite leaves process.env.NODE_ENV alone in an SSR bundle; the one React build the bundle carries follows the
  // build's own mode (production for `npm run build`), the one its JSX was compiled for.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') } : {},
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./resources/js', import.meta.url)) }, ...standIns],
  },
}));
