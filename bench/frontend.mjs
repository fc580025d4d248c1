#!/usr/bin/env node
// What a phone downloads and how fast it shows the page: home, a category and a product, in Chromium at 390 px with
// 4x CPU slowdown and a 10 Mbit/s link (Chrome DevTools Protocol). Per page: JavaScript (as served and uncompressed),
// CSS, HTML, images, other, total; the largest contentful paint and the cumulative layout shift (PerformanceObserver
// in the page), medians of a few loads with an empty cache. Run it against bench/serve.sh (a production build):
//
//   npm run build && BENCH_HTTPS=1 bench/serve.sh && BENCH_URL=https://127.0.0.1:8088 node bench/frontend.mjs
//
// Over HTTPS (as production serves, and the only way Chromium asks for brotli) scripts come as the build's .br files;
// one more load per page accepting gzip only gives the gzip figure beside them. The self-signed certificate
// bench/serve.sh makes is accepted.
//
//   BENCH_URL        the shop (default http://127.0.0.1:8088, bench/serve.sh's)
//   FRONTEND_RUNS    loads per page for the medians (default 5)
//   FRONTEND_PAGES   paths to measure, space-separated (default: home, the first category of the home page and the
//                    first product of that category)
//   CHROMIUM_PATH    the browser (default /usr/bin/chromium)
//
// Targets (issue 19): JavaScript ≤ 120 KiB compressed, LCP ≤ 2.0 s, CLS ≤ 0.05 per page. Nothing here fails a build;
// it prints the figures and marks the ones over a target.
import { chromium } from 'playwright-core';

const base = (process.env.BENCH_URL ?? 'http://127.0.0.1:8088').replace(/\/$/, '');
const runs = Math.max(1, Number(process.env.FRONTEND_RUNS ?? 5));
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const targets = { jsKiB: 120, lcpMs: 2000, cls: 0.05 };
const network = {
  offline: false,
  latency: 40,
  downloadThroughput: (10 * 1000 * 1000) / 8,
  uploadThroughput: (5 * 1000 * 1000) / 8,
};

const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-quic'],
});

/** The largest contentful paint and the layout shift of the page, read by observers installed before it runs. */
const observeVitals = () => {
  const vitals = { lcp: null, cls: 0 };
  Object.defineProperty(window, '__vitals', { value: vitals });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = Math.max(vitals.lcp ?? 0, entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

const kind = (type, mime, url) => {
  if (type === 'Script' || /javascript/.test(mime)) return 'js';
  if (type === 'Stylesheet' || mime === 'text/css') return 'css';
  if (type === 'Document') return 'html';
  if (type === 'Image' || mime.startsWith('image/')) return 'images';
  if (type === 'Font') return 'fonts';
  return /\/page-data\//.test(url) ? 'data' : 'other';
};

/** One load with an empty cache: bytes by kind (over the wire and decoded), LCP and CLS. */
async function load(path, { gzipOnly = false } = {}) {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(observeVitals);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (gzipOnly) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    requests.set(requestId, {
      kind: kind(type, response.mimeType ?? '', response.url),
      wire: 0,
      raw: 0,
      url: response.url,
    });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const request = requests.get(requestId);
    if (request) request.raw += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) request.wire = encodedDataLength;
  });

  const response = await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 120_000 });
  if (!response?.ok()) throw new Error(`${path}: HTTP ${response?.status()}`);
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  // LCP is final once the page has been idle a moment (no input happens here).
  await page.waitForTimeout(1000);
  const vitals = await page.evaluate(() => window.__vitals);
  await context.close();

  const bytes = {};
  for (const request of requests.values()) {
    bytes[request.kind] ??= { wire: 0, raw: 0, files: 0 };
    bytes[request.kind].wire += request.wire;
    bytes[request.kind].raw += request.raw;
    bytes[request.kind].files += 1;
  }

  return { bytes, lcp: vitals.lcp, cls: vitals.cls };
}

/** Home, its first category and that category's first product, unless FRONTEND_PAGES names the paths. */
async function pages() {
  if (process.env.FRONTEND_PAGES) return process.env.FRONTEND_PAGES.split(/\s+/).filter(Boolean);
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  const category = new URL(
    await page.locator('[data-test="home-categories"] a[href*="/categorie-produs/"]').first().getAttribute('href'),
    base,
  ).pathname;
  await page.goto(`${base}${category}`);
  const product = new URL(await page.locator('[data-test="product-card-link"]').first().getAttribute('href'), base)
    .pathname;
  await context.close();

  return ['/', category, product];
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kib = (bytes) => (bytes / 1024).toFixed(1);

console.log(
  `bench/frontend: ${base}, 390 px, CPU 4x slower, 10 Mbit/s down, 40 ms latency, ${runs} cold loads per page`,
);
console.log(
  'sizes in KiB, as served (uncompressed in brackets); JS gzip: the scripts when the browser accepts gzip only; ' +
    'LCP and CLS are medians',
);
console.log(
  ['page'.padEnd(58), 'JS', 'JS gzip', 'CSS', 'HTML', 'images', 'other', 'total', 'LCP ms', 'CLS']
    .map((h, i) => (i ? h.padStart(i === 2 ? 9 : i < 8 ? 16 : 8) : h))
    .join(''),
);
let over = 0;
for (const path of await pages()) {
  const loads = [];
  for (let i = 0; i < runs; i += 1) loads.push(await load(path));
  const { bytes } = loads[0];
  const gzipJs = base.startsWith('https:') ? ((await load(path, { gzipOnly: true })).bytes.js?.wire ?? 0) : null;
  const cell = (name) => {
    const b = bytes[name] ?? { wire: 0, raw: 0 };
    return `${kib(b.wire)} (${kib(b.raw)})`.padStart(16);
  };
  const other = ['fonts', 'data', 'other'].reduce(
    (sum, name) => ({ wire: sum.wire + (bytes[name]?.wire ?? 0), raw: sum.raw + (bytes[name]?.raw ?? 0) }),
    { wire: 0, raw: 0 },
  );
  bytes.rest = other;
  const total = Object.entries(bytes)
    .filter(([name]) => !['fonts', 'data', 'other'].includes(name))
    .reduce((sum, [, b]) => ({ wire: sum.wire + b.wire, raw: sum.raw + b.raw }), { wire: 0, raw: 0 });
  bytes.total = total;
  // Chromium reports no LCP entry when nothing it counts was painted (e.g. only low-entropy pictures): shown as n/a.
  const lcps = loads.map((l) => l.lcp).filter((value) => value !== null);
  const lcp = lcps.length > 0 ? median(lcps) : null;
  const cls = median(loads.map((l) => l.cls));
  const marks = [];
  if ((bytes.js?.wire ?? 0) / 1024 > targets.jsKiB) marks.push(`JS > ${targets.jsKiB} KiB`);
  if (lcp !== null && lcp > targets.lcpMs) marks.push(`LCP > ${targets.lcpMs} ms`);
  if (cls > targets.cls) marks.push(`CLS > ${targets.cls}`);
  over += marks.length;
  console.log(
    path.slice(0, 57).padEnd(58) +
      cell('js') +
      (gzipJs === null ? '-' : kib(gzipJs)).padStart(9) +
      ['css', 'html', 'images', 'rest', 'total'].map(cell).join('') +
      (lcp === null ? 'n/a' : String(Math.round(lcp))).padStart(8) +
      cls.toFixed(3).padStart(8) +
      (marks.length ? `  over: ${marks.join(', ')}` : ''),
  );
}
console.log(
  over === 0
    ? `every page within the targets (JS ≤ ${targets.jsKiB} KiB, LCP ≤ ${targets.lcpMs} ms, CLS ≤ ${targets.cls})`
    : `${over} figure(s) over a target`,
);
await browser.close();
