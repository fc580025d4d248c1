import { type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chromiumArgs, executablePath } from '../e2e/support/browser';
import { mailHeader, mailLinks, waitForMail } from '../e2e/support/mail';
import { fastcgi } from './fastcgi';
import { startMaildev, stopProcess, waitForUrl } from '../e2e/support/server';
import {
  assertPortsFree,
  curl,
  deploy,
  deployInBackground,
  makeCertificate,
  makeStack,
  ports,
  publicUrl,
  purgeUrl,
  readUnit,
  removeStack,
  render,
  root,
  run,
  startWebServers,
  stopWebServers,
  Supervised,
  waitForPort,
  writeSharedEnv,
  type Stack,
} from './stack';

// The deployment of docs/operations.md, "Deploying to a server", brought up on this machine from the files in deploy/: the nginx
// site, the PHP-FPM pool and the systemd units rendered by deploy/render.sh (127.0.0.1, ports 8790-8794, a
// self-signed certificate), deploy/deploy.sh building a release from this checkout, the units' commands run as
// supervised children. Then the shop is used through nginx in Chromium, deployed again while it is being asked for
// pages, and rolled back.

const units = ['shop-queue', 'shop-scheduler', 'shop-ssr'] as const;
let stack: Stack;
let rendered: string;
let mailCatcher: ChildProcess | undefined;
const services: Supervised[] = [];
let browser: Browser | undefined;
let firstRelease = '';

function liveRelease(): string {
  return basename(readlinkSync(resolve(stack.base, 'current')));
}

/** The release a supervised unit's process runs in now (its working directory), once it has been restarted. */
async function expectServicesIn(release: string, startsBefore: number[]): Promise<void> {
  const folder = realpathSync(resolve(stack.base, 'releases', release));
  for (const [index, service] of services.entries()) {
    await expect.poll(() => service.starts, { timeout: 20_000 }).toBeGreaterThan(startsBefore[index]!);
    const pid = readFileSync(resolve(stack.run, `${units[index]}.pid`), 'utf8').trim();
    await expect.poll(() => realpathSync(`/proc/${pid}/cwd`), { timeout: 5_000 }).toBe(folder);
  }
}

/**
 * What PHP-FPM's master preloaded (opcache_get_status's preload_statistics), asked of a pool worker straight through
 * its socket with a script of this test's own, so nothing is added to what nginx serves. `releases`: the release
 * folders the preloaded files are in.
 */
async function preloaded(): Promise<{ classes: string[]; releases: string[] }> {
  const probe = resolve(stack.run, 'opcache-probe.php');
  writeFileSync(probe, '<?php echo json_encode(opcache_get_status(false)["preload_statistics"] ?? null);\n');
  const body = await fastcgi(resolve(stack.run, 'php-fpm.sock'), {
    SCRIPT_FILENAME: probe,
    SCRIPT_NAME: '/opcache-probe.php',
    REQUEST_URI: '/opcache-probe.php',
    REQUEST_METHOD: 'GET',
    SERVER_PROTOCOL: 'HTTP/1.1',
    GATEWAY_INTERFACE: 'CGI/1.1',
  });
  const stats = JSON.parse(body) as { classes?: string[]; scripts?: string[] } | null;
  const releases = realpathSync(resolve(stack.base, 'releases'));
  const folders = new Set<string>();
  for (const script of stats?.scripts ?? []) {
    // The rendered preload script (outside the releases) aside, every file is in a release.
    if (script.startsWith(`${rendered}/`)) continue;
    folders.add(script.startsWith(`${releases}/`) ? script.slice(releases.length + 1).split('/')[0]! : script);
  }

  return { classes: stats?.classes ?? [], releases: [...folders].sort() };
}

function artisan(...args: string[]): string {
  return run('php', ['artisan', ...args], { cwd: realpathSync(resolve(stack.base, 'current')), env: stack.env });
}

beforeAll(
  async () => {
    assertPortsFree();
    stack = makeStack(mkdtempSync(resolve(tmpdir(), 'shop-deploy-')));
    rendered = render(stack, makeCertificate(stack));
    mailCatcher = startMaildev(ports.smtp, ports.mailWeb, resolve(stack.run, 'mail'));
    await waitForUrl(`http://127.0.0.1:${ports.mailWeb}/email`);

    // First install: the shared .env, then the first release (its migrations make the database); the demo catalogue.
    writeSharedEnv(stack);
    deploy(stack, '--source', root);
    firstRelease = liveRelease();
    artisan('db:seed', '--force', '--no-interaction');

    startWebServers(stack, rendered);
    for (const name of units) {
      const service = new Supervised(stack, readUnit(rendered, name));
      services.push(service);
      service.start();
    }
    await waitForPort(ports.https);
    await waitForPort(ports.ssr);
    browser = await chromium.launch({
      executablePath,
      args: chromiumArgs,
    });
  },
  Number(process.env.DEPLOY_TEST_SETUP_MS ?? 900_000),
);

afterAll(async () => {
  await browser?.close().catch(() => undefined);
  for (const service of services) service.stop();
  if (stack !== undefined) stopWebServers(stack);
  if (mailCatcher !== undefined) stopProcess(mailCatcher);
  if (stack !== undefined) {
    await new Promise((r) => setTimeout(r, 500));
    removeStack(stack);
  }
});

describe('The deployment from deploy/ (nginx + PHP-FPM + queue worker + scheduler + SSR)', () => {
  it('answers on HTTPS only, with /up, gzip on pages and a year of caching on built files', () => {
    const redirect = curl(`http://127.0.0.1:${ports.http}/ru/cos?x=1`);
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe(`${publicUrl}/ru/cos?x=1`);

    expect(curl(`${publicUrl}/up`).status).toBe(200);

    const home = curl(`${publicUrl}/`, { 'Accept-Encoding': 'gzip' });
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.headers['content-encoding']).toBe('gzip');
    expect(home.headers['x-powered-by']).toBeUndefined();

    const manifest = JSON.parse(
      readFileSync(resolve(stack.base, 'current/public/build/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; isEntry?: boolean }>;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry === true && chunk.file.endsWith('.js'));
    expect(entry).toBeDefined();
    const asset = curl(`${publicUrl}/build/${entry!.file}`, { 'Accept-Encoding': 'gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    // Brotli (the build's .br file, brotli_static) to a browser that takes it, gzip to one that does not.
    const brotli = curl(`${publicUrl}/build/${entry!.file}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(Number(brotli.headers['content-length'])).toBe(
      readFileSync(resolve(stack.base, 'current/public/build', `${entry!.file}.br`)).length,
    );
    expect(Number(brotli.headers['content-length'])).toBeLessThan(Number(asset.headers['content-length']));
    const plain = curl(`${publicUrl}/build/${entry!.file}`);
    expect(plain.headers['content-encoding']).toBeUndefined();

    // No PHP runs but the front controller; no dotfile is served; a missing built file is nginx's plain 404.
    expect(curl(`${publicUrl}/build/missing.js`).status).toBe(404);
    expect(curl(`${publicUrl}/server.php`).status).toBe(404);
    expect(curl(`${publicUrl}/.env`).status).toBe(403);
    expect(curl(`${publicUrl}/.git/logo.png`).status).toBe(403);
  });

  it("keeps the settings, the database, storage and each release's cached configuration to the app user", () => {
    const mode = (path: string) => (statSync(resolve(stack.base, path)).mode & 0o777).toString(8);
    expect(mode('shared/.env')).toBe('600');
    expect(mode('shared/database')).toBe('700');
    expect(mode('shared/database/database.sqlite')).toBe('600');
    expect(mode('shared/storage')).toBe('700');
    const releases = readdirSync(resolve(stack.base, 'releases'));
    expect(releases.length).toBeGreaterThan(0);
    for (const release of releases) {
      expect(mode(`releases/${release}/bootstrap/cache`), release).toBe('700');
      expect(mode(`releases/${release}/bootstrap/cache/config.php`), release).toBe('600');
    }
    // nginx still reads the built files.
    expect(curl(`${publicUrl}/up`).status).toBe(200);
  });

  it("preloads the live release's classes in PHP-FPM (OPcache preloading)", async () => {
    const live = await preloaded();
    expect(live.releases).toEqual([liveRelease()]);
    expect(live.classes.length).toBeGreaterThan(300);
    expect(live.classes).toContain('Illuminate\\Foundation\\Application');
    expect(live.classes).toContain('App\\Http\\Middleware\\ServeCachedPages');
    // No development package is preloaded (production installs without them).
    expect(live.classes.filter((name) => name.startsWith('PHPUnit\\') || name.startsWith('Mockery'))).toEqual([]);
    expect(curl(`${publicUrl}/`).status).toBe(200);
  });

  it('shows the products and prices of a category in the HTML, with JavaScript turned off (SSR on the Node LTS)', async () => {
    const context = await browser!.newContext({ ignoreHTTPSErrors: true, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${publicUrl}/`);
      const href = await page.locator('a[href*="/categorie-produs/"]').first().getAttribute('href');
      expect(href).toBeTruthy();
      const response = await page.goto(new URL(href!, publicUrl).href);
      expect(response?.status()).toBe(200);
      const cards = page.locator('article[data-test^="product-card-"]');
      expect(await cards.count()).toBeGreaterThan(0);
      expect(await cards.first().locator('[data-test="product-price"]').innerText()).toMatch(/\d.*lei|MDL/i);
      expect(await page.locator('h1').first().innerText()).not.toBe('');
    } finally {
      await context.close();
    }

    // The SSR server runs on the Node LTS deploy.sh installed from the npm registry, not the machine's own Node.
    const runtime = realpathSync(resolve(stack.base, 'shared/runtime/node/bin/node'));
    const pid = readFileSync(resolve(stack.run, 'shop-ssr.pid'), 'utf8').trim();
    expect(realpathSync(`/proc/${pid}/exe`)).toBe(runtime);
    expect(run(runtime, ['--version']).trim()).toMatch(/^v24\./);
  }, 60_000);

  it('takes an order in Chromium through nginx, and the queue worker sends its confirmation through SMTP', async () => {
    const context = await browser!.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    try {
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      const email = `deploy.${Date.now()}@example.md`;

      await page.goto(`${publicUrl}/`);
      await page.locator('a[href*="/categorie-produs/"]').first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/categorie-produs/'));
      const card = page
        .locator('article[data-test^="product-card-"]', {
          has: page.locator('[data-test="add-to-cart"]:not([disabled])'),
        })
        .first();
      await card.locator('[data-test="product-card-link"]').click();
      await page.waitForURL((url) => url.pathname.startsWith('/produs/'));
      await page.click('[data-test="product-buy-box"] [data-test="add-to-cart"]');
      await page.waitForFunction(
        () => document.querySelector('[data-test="counter-cart"]')?.textContent?.trim() === '1',
      );

      await page.goto(`${publicUrl}/checkout`);
      await page.fill('[data-test="field-name"]', 'Ion Popescu');
      await page.fill('[data-test="field-email"]', email);
      await page.fill('[data-test="field-phone"]', '060 12 34 56');
      await page.fill('[data-test="field-city"]', 'Chișinău');
      await page.fill('[data-test="field-address"]', 'str. Ștefan cel Mare 1, ap. 2');
      await page.check('[data-test="field-consent"]');
      await page.click('[data-test="checkout-submit"]');
      await page.waitForSelector('[data-test="order-thanks"]', { timeout: 20_000 });
      const number = /ES-\d{4}-\d+/.exec((await page.textContent('[data-test="order-heading"]')) ?? '')?.[0];
      expect(number).toBeDefined();

      // Sent by the queue worker (QUEUE_CONNECTION=database), not by the request.
      const mail = await waitForMail(email, (m) => m.subject.includes(number!), 0, 30_000, ports.mailWeb);
      expect(mailHeader(mail, 'Content-Language')).toBe('ro');
      const links = mailLinks(mail);
      expect(links.some((link) => link.startsWith(`${publicUrl}/comanda/${number}?`))).toBe(true);
      expect(links.filter((link) => link !== publicUrl && !link.startsWith(`${publicUrl}/`))).toEqual([]);

      // The signed link of the mail opens the order through nginx.
      const link = links.find((l) => l.startsWith(`${publicUrl}/comanda/`))!;
      await page.goto(link);
      expect(await page.textContent('[data-test="order-heading"]')).toContain(number);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("keeps an anonymous shopper's pages in nginx's page cache and never a shopper's own", async () => {
    const home = `${publicUrl}/`;
    const first = curl(home);
    expect(first.status).toBe(200);
    const second = curl(home);
    expect(second.status).toBe(200);
    // The app decides: `public, s-maxage=N` and no cookie for an anonymous shopper's page; anything else is never
    // stored, whatever nginx is asked.
    const cacheable =
      /(^|,)\s*public\b/.test(second.headers['cache-control'] ?? '') &&
      /s-maxage=\d+/.test(second.headers['cache-control'] ?? '') &&
      second.headers['set-cookie'] === undefined;
    if (cacheable) {
      expect(second.headers['x-cache-status']).toBe('HIT');
      expect(second.body).toBe(first.body);
      // An Inertia visit is kept apart from the HTML of the same address.
      // (with the build's version, else the app answers 409 so the client reloads)
      const version = /"version":"([^"]*)"/.exec(first.body)?.[1] ?? '';
      const inertia = { 'X-Inertia': 'true', 'X-Inertia-Version': version, 'X-Requested-With': 'XMLHttpRequest' };
      const visit = curl(home, inertia);
      expect(visit.status).toBe(200);
      expect(visit.headers['content-type'] ?? '').toMatch(/^application\/json/);
      expect(curl(home, inertia).headers['x-cache-status']).toBe('HIT');
    } else {
      expect(second.headers['x-cache-status']).toMatch(/^(MISS|EXPIRED)$/);
    }

    // Shopper state, a partial reload or a form: PHP answers, and the answer is not kept for anybody else.
    const stateful: Array<[Record<string, string>, string]> = [
      [{ Cookie: 'electro_shop_session=abc' }, 'GET'],
      [{ Cookie: 'theme=dark; remember_web_59ba36addc2b2f9401580f014c7f58ea4e30989d=1' }, 'GET'],
      [{ Cookie: 'guest_id=01JZ0000000000000000000000' }, 'GET'],
      [{ Cookie: 'XSRF-TOKEN=abc' }, 'GET'],
      [{ 'X-Inertia': 'true', 'X-Inertia-Partial-Data': 'products', 'X-Inertia-Partial-Component': 'Home' }, 'GET'],
      [{ 'X-Inertia': 'true', 'X-Inertia-Partial-Except': 'products', 'X-Inertia-Partial-Component': 'Home' }, 'GET'],
    ];
    for (const [headers, method] of stateful) {
      const answer = curl(home, headers, method);
      expect(answer.headers['x-cache-status'], JSON.stringify(headers)).toBe('BYPASS');
    }
    // A form post is not even looked up (only GET and HEAD are): no cache status at all, and PHP's own answer.
    const post = curl(home, {}, 'POST');
    expect(post.headers['x-cache-status']).toBeUndefined();
    expect(post.status).not.toBe(200);
    // A cookie whose name only ends like a state cookie's is no state.
    expect(curl(home, { Cookie: 'not_guest_id=1' }).headers['x-cache-status']).not.toBe('BYPASS');

    // A shopper with a cart: their page says 1; the same address for an anonymous shopper never does.
    const context = await browser!.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
    let productPath = '';
    try {
      const page = await context.newPage();
      await page.goto(`${publicUrl}/`);
      await page.locator('a[href*="/categorie-produs/"]').first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/categorie-produs/'));
      const card = page
        .locator('article[data-test^="product-card-"]', {
          has: page.locator('[data-test="add-to-cart"]:not([disabled])'),
        })
        .first();
      await card.locator('[data-test="product-card-link"]').click();
      await page.waitForURL((url) => url.pathname.startsWith('/produs/'));
      productPath = new URL(page.url()).pathname;
      await page.click('[data-test="product-buy-box"] [data-test="add-to-cart"]');
      await page.waitForFunction(
        () => document.querySelector('[data-test="counter-cart"]')?.textContent?.trim() === '1',
      );
      const cookie = (await context.cookies())
        .filter((c) => ['electro_shop_session', 'guest_id', 'XSRF-TOKEN'].includes(c.name))
        .map((c) => `${c.name}=${c.value}`)
        .join('; ');
      expect(cookie).not.toBe('');
      const own = curl(`${publicUrl}${productPath}`, { Cookie: cookie });
      expect(own.headers['x-cache-status']).toBe('BYPASS');
      expect(own.body).toMatch(/data-test="counter-cart"[^>]*>\s*1\s*</);
      for (let i = 0; i < 2; i += 1) {
        const anonymous = curl(`${publicUrl}${productPath}`);
        expect(anonymous.status).toBe(200);
        expect(anonymous.body).not.toMatch(/data-test="counter-cart"[^>]*>\s*1\s*</);
      }
    } finally {
      await context.close();
    }

    // A new price is on the very next request through nginx: the change purges nginx's page-cache version (the
    // app's PURGE to the purge server after the write), so every page of the release is asked of PHP again.
    curl(`${publicUrl}${productPath}`);
    const before = curl(`${publicUrl}${productPath}`);
    expect(before.headers['x-cache-status']).toBe('HIT');
    expect(before.body).not.toContain('1234567');
    const slug = decodeURIComponent(productPath.split('/').filter(Boolean).pop()!);
    artisan(
      'tinker',
      '--execute',
      `$p = App\\Models\\Product::query()->where('slug', ${JSON.stringify(slug)})->firstOrFail(); $p->price = 1234567; $p->old_price = null; $p->save();`,
    );
    const after = curl(`${publicUrl}${productPath}`);
    expect(after.headers['x-cache-status']).toBe('MISS');
    expect(after.body).toContain('1234567');
    expect(curl(`${publicUrl}${productPath}`).headers['x-cache-status']).toBe('HIT');
    // Every other page was renewed too (one version for them all), the home page included.
    curl(`${publicUrl}/`);
    expect(curl(`${publicUrl}/`).headers['x-cache-status']).toBe('HIT');
    artisan('page-cache:clear');
    expect(curl(`${publicUrl}/`).headers['x-cache-status']).toBe('MISS');

    // A move of stock (as an order makes) renews only that product's pages, both languages, in nginx too: the app
    // purges each of the page's keys on the purge server; the home page stays.
    const ruPath = `/ru${productPath}`;
    for (const path of [productPath, ruPath, '/']) curl(`${publicUrl}${path}`);
    for (const path of [productPath, ruPath, '/'])
      expect(curl(`${publicUrl}${path}`).headers['x-cache-status'], path).toBe('HIT');
    artisan(
      'tinker',
      '--execute',
      `$p = App\\Models\\Product::query()->where('slug', ${JSON.stringify(slug)})->firstOrFail(); $row = Illuminate\\Support\\Facades\\DB::table('product_stock')->where('product_id', $p->id)->where('quantity', '>', 1)->orderBy('store_id')->firstOrFail(); App\\Infrastructure\\PageCache\\PageCacheInvalidation::stock([$p->id], fn () => app(App\\Services\\Stock\\StockLedger::class)->setQuantity($p->id, $row->store_id, $row->quantity - 1));`,
    );
    expect(curl(`${publicUrl}${productPath}`).headers['x-cache-status']).toBe('MISS');
    expect(curl(`${publicUrl}${ruPath}`).headers['x-cache-status']).toBe('MISS');
    expect(curl(`${publicUrl}/`).headers['x-cache-status']).toBe('HIT');

    // An address with parameters the page does not read: the page's own copy from the app, never one of its own
    // in nginx.
    for (let i = 0; i < 2; i += 1) {
      const junk = curl(`${publicUrl}/catalog?u=1`);
      expect(junk.status).toBe(200);
      expect(junk.headers['x-cache-status']).toBe('MISS');
    }
    expect(curl(`${publicUrl}/catalog?u=2`).headers['x-page-cache']).toBe('HIT');
  }, 120_000);

  it('refuses a purge from anywhere but the app servers, and on the public name', () => {
    // From the app server (127.0.0.1, SHOP_PURGE_ALLOW): done (200) or nothing to purge (404).
    curl(`${publicUrl}/`);
    expect(curl(purgeUrl, {}, 'PURGE').status).toBe(200);
    expect(curl(purgeUrl, {}, 'PURGE').status).toBe(404);
    // Another address, whatever it asks.
    expect(curl(purgeUrl, {}, 'PURGE', { from: '127.0.0.2' }).status).toBe(403);
    expect(curl(purgeUrl, {}, 'GET', { from: '127.0.0.2' }).status).not.toBe(200);
    // Only PURGE, and only that address, on the purge server.
    expect(curl(purgeUrl).status).toBe(405);
    expect(curl(purgeUrl.replace('/_shop/purge-pages', '/')).status).toBe(404);
    // The public server has no purge at all, and the version subrequest's location is internal.
    curl(`${publicUrl}/`);
    expect(curl(`${publicUrl}/`, {}, 'PURGE').status).toBe(405);
    expect(curl(`${publicUrl}/_shop/purge-pages`, {}, 'PURGE').status).toBe(405);
    expect(curl(`${publicUrl}/_shop/page-version`).status).toBe(404);
    expect(curl(`http://127.0.0.1:${ports.http}/`, {}, 'PURGE').status).toBe(301);
    // The refused purges left the cached copy alone.
    expect(curl(`${publicUrl}/`).headers['x-cache-status']).toBe('HIT');
  });

  it('deploys again without one failed request, restarts the workers in the new release, and rolls back', async () => {
    const before = liveRelease();
    const starts = services.map((service) => service.starts);
    const manifest = JSON.parse(
      readFileSync(resolve(stack.base, 'current/public/build/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; isEntry?: boolean }>;
    const oldEntry = Object.values(manifest).find((chunk) => chunk.isEntry === true)!.file;

    const failures: string[] = [];
    let requests = 0;
    let slowest = 0;
    let deploying = true;
    const watcher = (async () => {
      const paths = ['/', '/ru', '/up', `/build/${oldEntry}`];
      while (deploying) {
        const path = paths[requests % paths.length]!;
        requests += 1;
        const started = Date.now();
        const response = curl(`${publicUrl}${path}`);
        slowest = Math.max(slowest, Date.now() - started);
        if (response.status !== 200) failures.push(`${path}: ${response.status}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const result = await deployInBackground(stack, '--source', root);
    // A few more requests after the switch and the reload.
    await new Promise((r) => setTimeout(r, 2_000));
    deploying = false;
    await watcher;

    expect(result.status, result.output).toBe(0);
    const after = liveRelease();
    expect(after).not.toBe(before);
    expect(requests).toBeGreaterThan(20);
    expect(failures).toEqual([]);
    // What PHP-FPM's reload (which preloads the new release) costs a request that arrives meanwhile: it waits.
    console.warn(`deployment test: ${requests} requests during the deploy, the slowest took ${slowest} ms`);
    expect(existsSync(resolve(stack.base, 'releases', before))).toBe(true);
    // PHP-FPM preloads the new release's files, not the previous one's.
    await expect.poll(async () => (await preloaded()).releases, { timeout: 10_000 }).toEqual([after]);
    // The previous build's files stay reachable for pages loaded before the switch.
    expect(curl(`${publicUrl}/build/${oldEntry}`).status).toBe(200);

    // The queue worker (queue:restart), the scheduler and the SSR server run in the new release; pages still answer.
    await expectServicesIn(after, starts);
    await waitForPort(ports.ssr);
    expect(curl(`${publicUrl}/`).status).toBe(200);
    const startsAfterDeploy = services.map((service) => service.starts);

    const rollback = run(resolve(root, 'deploy/rollback.sh'), [], { env: stack.env });
    expect(rollback).toContain(`current -> releases/${before}`);
    expect(liveRelease()).toBe(before);
    expect(realpathSync(resolve(stack.base, 'current'))).toBe(realpathSync(resolve(stack.base, 'releases', before)));
    const home = curl(`${publicUrl}/`);
    expect(home.status).toBe(200);
    expect(curl(`${publicUrl}/up`).status).toBe(200);
    expect(firstRelease).toBe(before);
    await expectServicesIn(before, startsAfterDeploy);
    await expect.poll(async () => (await preloaded()).releases, { timeout: 10_000 }).toEqual([before]);
  }, 300_000);
});
