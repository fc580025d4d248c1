import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkoutBody, Shopper } from '../e2e/shopping/client';
import { freePorts, root, serverEnv, stopProcess, waitForUrl } from '../e2e/support/server';

// Read replicas over real HTTP: a throwaway PostgreSQL primary and a streaming replica of it that applies each commit
// a few seconds late (recovery_min_apply_delay), the shop served by several PHP workers with DB_READ_HOST pointing at
// the replica. Anonymous listing, product and search pages come from the replica (a price changed on the primary
// behind the app's back shows there only after the delay); a shopper's own order is on its page and in their account
// at once; an anonymous page after an order that changed what it shows comes from the primary (it may be cached);
// with the replica stopped the catalogue and orders keep working; restarted, the replica is read again. A second
// server keeps page parts (a listing's cards, a search's results) as the shop does: a part worked out right after a
// change, for a shopper whose reads go to the replica, comes from the primary, so no old price is kept under the new
// version.

// Ports handed out by the system when the suite starts: a fixed one may be taken by another run on the same machine.
let primaryPort = 0;
let replicaPort = 0;
let appPort = 0;
let appUrl = '';
/** How late the replica applies each commit: longer than a checkout and the two pages after it take on a busy machine. */
const delaySeconds = 4;
/** DB_STICKY_SECONDS: how long a shopper (and a page after a change) reads from the primary. */
const stickySeconds = 6;

const email = `replica.${Date.now()}@example.md`;
const password = 'the right passphrase';

let databaseDir = '';
let server: ChildProcess | undefined;

function env(): NodeJS.ProcessEnv {
  return {
    ...serverEnv(),
    APP_URL: appUrl,
    // The production build in public/build, not the browser suite's.
    ASSET_BUILD_DIRECTORY: 'build',
    DB_CONNECTION: 'pgsql',
    DB_HOST: '127.0.0.1',
    DB_PORT: String(primaryPort),
    DB_DATABASE: 'shop_test',
    DB_USERNAME: 'shop',
    DB_PASSWORD: '',
    // The sessions and the cache in the database, as on one server: they must stay on the primary.
    SESSION_DRIVER: 'database',
    CACHE_STORE: 'database',
    CACHE_LIMITER: 'rate_limits',
    MAIL_MAILER: 'log',
    INERTIA_SSR_ENABLED: 'false',
    // Every anonymous page rendered, not answered from the application's cache, and no page part kept, so each read
    // reaches a database (the prices below change behind the app's back, where no cache could learn of them).
    PAGE_CACHE_ENABLED: 'false',
    PAGE_FRAGMENTS_ENABLED: 'false',
    E2E_FIXTURES: 'false',
  };
}

/** Runs a function of scripts/lib.sh on the throwaway servers; answers its output. */
function lib(commands: string): string {
  const result = spawnSync(
    'bash',
    ['-c', `source scripts/lib.sh; TEST_DB_DIR='${databaseDir}'; TEST_DB_KIND=pgsql; ${commands}`],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`${commands}\n${result.stdout}\n${result.stderr}`);

  return result.stdout.trim();
}

function sql(port: number, statement: string): string {
  const result = spawnSync(
    'psql',
    ['-h', '127.0.0.1', '-p', String(port), '-U', 'shop', '-d', 'shop_test', '-Atqc', statement],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`${statement}\n${result.stderr}`);

  return result.stdout.trim();
}

function serve(port: number, extra: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn('php', ['artisan', 'serve', '--host=127.0.0.1', `--port=${port}`, '--no-reload'], {
    cwd: root,
    env: {
      ...env(),
      APP_URL: `http://127.0.0.1:${port}`,
      DB_READ_HOST: '127.0.0.1',
      DB_READ_PORT: String(replicaPort),
      DB_STICKY_SECONDS: String(stickySeconds),
      PHP_CLI_SERVER_WORKERS: '4',
      ...extra,
    },
    stdio: 'ignore',
    detached: true,
  });
}

function artisan(...args: string[]): string {
  const result = spawnSync('php', ['artisan', ...args], { cwd: root, env: env(), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`artisan ${args.join(' ')}\n${result.stdout}\n${result.stderr}`);

  return result.stdout.trim();
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

type Product = { id: number; slug: string; name: string };
let listed: Product;
let lastUnit: Product;

/** The object with this id and a price anywhere in a page's props (a listing's card or the product itself). */
function priceOf(props: unknown, id: number): number | undefined {
  if (Array.isArray(props)) {
    for (const item of props) {
      const price = priceOf(item, id);
      if (price !== undefined) return price;
    }
  } else if (props !== null && typeof props === 'object') {
    const record = props as Record<string, unknown>;
    if (record.id === id && typeof record.price === 'number') return record.price;
    for (const value of Object.values(record)) {
      const price = priceOf(value, id);
      if (price !== undefined) return price;
    }
  }

  return undefined;
}

/** The prices an anonymous shopper sees for `listed`: on its page, in the new products' listing and in search. */
async function anonymousPrices(): Promise<number[]> {
  const anonymous = new Shopper(appUrl);
  const pages = [`/produs/${listed.slug}`, '/produse-noi', `/cautare?q=${encodeURIComponent(listed.name)}`];

  return Promise.all(pages.map(async (path) => priceOf(await anonymous.pageProps(path), listed.id) ?? -1));
}

/** Raises `listed`'s price on the primary behind the app's back (no cache learns of it); answers the new price. */
function raisePriceOnPrimary(): number {
  return Number(sql(primaryPort, `UPDATE products SET price = price + 100 WHERE id = ${listed.id} RETURNING price`));
}

/** A signed-in (or guest) shopper orders one unit of a product; answers the order's number. */
async function order(shopper: Shopper, product: number): Promise<string> {
  expect((await shopper.request('POST', '/cos/produse', { product_id: product, quantity: 1 })).status).toBe(200);
  const response = await shopper.request('POST', '/checkout', checkoutBody(randomUUID()));
  expect(response.status, await response.clone().text()).toBe(201);

  return ((await response.json()) as { number: string }).number;
}

async function signedIn(): Promise<Shopper> {
  const shopper = await new Shopper(appUrl).start();
  const response = await shopper.request('POST', '/autentificare', { email, password });
  expect([200, 302, 409]).toContain(response.status);

  return shopper;
}

beforeAll(async () => {
  const ports = await freePorts(3);
  [primaryPort, replicaPort, appPort] = [ports[0]!, ports[1]!, ports[2]!];
  appUrl = `http://127.0.0.1:${appPort}`;
  const started = spawnSync(
    'bash',
    ['-c', `source scripts/lib.sh; start_test_database pgsql ${primaryPort} ${process.pid} >&2; echo "$TEST_DB_DIR"`],
    { cwd: root, encoding: 'utf8' },
  );
  databaseDir = started.stdout.trim();
  if (started.status !== 0) {
    throw new Error(`The PostgreSQL primary did not start on port ${primaryPort}:\n${started.stderr}`);
  }
  expect(databaseDir).toMatch(/shop-test-db/);
  artisan('migrate:fresh', '--seed', '--force', '--no-interaction');

  // Arranged before the replica is copied, so it starts with all of it.
  lastUnit = JSON.parse(
    artisan(
      'tinker',
      '--execute',
      `$q = App\\Models\\Product::query()->where('is_active', true)->orderBy('id')->skip(40)->firstOrFail();
       Tests\\Support\\Stock::only($q, 1);
       App\\Models\\User::query()->forceCreate(['name' => 'Ana', 'email' => '${email}', 'password' => '${password}', 'email_verified_at' => now()]);
       echo json_encode($q->only('id', 'slug', 'name'));`,
    )
      .split('\n')
      .pop()!,
  ) as Product;
  lib(`start_test_replica ${primaryPort} ${replicaPort} ${delaySeconds}s`);

  server = serve(appPort);
  await waitForUrl(`${appUrl}/up`);
  // The first product in stock of the new products' listing: on that listing, on its page and found by its name.
  const newProducts = await new Shopper(appUrl).pageProps('/produse-noi');
  listed = (newProducts.listing as { products: { data: (Product & { is_stock: boolean })[] } }).products.data.find(
    (product) => product.is_stock,
  )!;
  // What the arrangement changed is older than the sticky window: reads go to the replica from here on.
  await sleep(stickySeconds);
});

afterAll(() => {
  if (server !== undefined) stopProcess(server);
  if (databaseDir !== '') lib('stop_test_database');
});

describe('a PostgreSQL read replica behind the shop', () => {
  it('serves anonymous product pages, listings and search from the replica', async () => {
    const before = await anonymousPrices();
    expect(before[0]).toBeGreaterThan(0);
    expect(before).toEqual([before[0], before[0], before[0]]);

    const raised = raisePriceOnPrimary();
    // The replica applies the change only after its delay: until then every anonymous page shows the old price…
    expect(await anonymousPrices()).toEqual(before);
    expect(Number(sql(replicaPort, `SELECT price FROM products WHERE id = ${listed.id}`))).toBe(before[0]);
    // …then the new one, once the replica has it.
    await expect.poll(anonymousPrices, { timeout: (delaySeconds + 10) * 1000 }).toEqual([raised, raised, raised]);
  });

  it('shows a shopper their order at once, on its page and in their account, though the replica has it not', async () => {
    const shopper = await signedIn();
    const number = await order(shopper, listed.id);

    const orderPage = await shopper.request('GET', `/comanda/${number}`, undefined, { Accept: 'text/html' });
    const account = await shopper.request('GET', '/cont/comenzi', undefined, { Accept: 'text/html' });
    // Both pages were read while the replica did not have the order yet: they came from the primary.
    expect(sql(replicaPort, `SELECT count(*) FROM orders WHERE number = '${number}'`)).toBe('0');
    expect(orderPage.status).toBe(200);
    expect(await orderPage.text()).toContain(number);
    expect(account.status).toBe(200);
    expect(await account.text()).toContain(number);

    // A guest too, on the order page the checkout sends them to.
    const guest = await new Shopper(appUrl).start();
    const guestNumber = await order(guest, listed.id);
    const guestPage = await guest.request('GET', `/comanda/${guestNumber}`, undefined, { Accept: 'text/html' });
    expect(sql(replicaPort, `SELECT count(*) FROM orders WHERE number = '${guestNumber}'`)).toBe('0');
    expect(guestPage.status).toBe(200);
    expect(await guestPage.text()).toContain(guestNumber);
  });

  it('renders an anonymous page from the primary right after a change to what it shows (it may be cached)', async () => {
    const anonymous = new Shopper(appUrl);
    const stockLevel = async () =>
      ((await anonymous.pageProps(`/produs/${lastUnit.slug}`)).product as { stock_level: string }).stock_level;
    expect(await stockLevel()).not.toBe('none');

    await order(await new Shopper(appUrl).start(), lastUnit.id);
    // The replica still counts the unit; the page, which a cache may keep under the new version, does not.
    expect(Number(sql(replicaPort, `SELECT stock_total FROM products WHERE id = ${lastUnit.id}`))).toBe(1);
    expect(await stockLevel()).toBe('none');
  });

  it('works a page part out from the primary right after a change, though the shopper asking reads the replica', async () => {
    const partsPort = (await freePorts(1))[0]!;
    const partsUrl = `http://127.0.0.1:${partsPort}`;
    const parts = serve(partsPort, { PAGE_FRAGMENTS_ENABLED: 'true' });
    try {
      await waitForUrl(`${partsUrl}/up`);
      const pages = ['/produse-noi', `/cautare?q=${encodeURIComponent(listed.name)}`];
      const prices = async (shopper: Shopper) =>
        Promise.all(pages.map(async (path) => priceOf(await shopper.pageProps(path), listed.id) ?? -1));
      // A guest with a session: private pages, read from the replica, and the page parts everyone shares.
      const guest = await new Shopper(partsUrl).start();
      await sleep(stickySeconds);
      const before = (await prices(guest))[0]!;
      expect(await prices(guest)).toEqual([before, before]);

      // Through the app this time: the page version renews at once on the primary; the replica has it 4 s later.
      const raised = Number(
        artisan(
          'tinker',
          '--execute',
          `$p = App\\Models\\Product::query()->findOrFail(${listed.id}); $p->update(['price' => $p->price + 100]); echo $p->price;`,
        )
          .split('\n')
          .pop(),
      );
      expect(raised).toBe(before + 100);
      expect(await prices(guest)).toEqual([raised, raised]);
      expect(Number(sql(replicaPort, `SELECT price FROM products WHERE id = ${listed.id}`))).toBe(before);

      // Past the window everyone reads the replica again, and the parts kept under the new version: the new price.
      await sleep(Math.max(stickySeconds, delaySeconds) + 1);
      expect(Number(sql(replicaPort, `SELECT price FROM products WHERE id = ${listed.id}`))).toBe(raised);
      expect(await prices(new Shopper(partsUrl))).toEqual([raised, raised]);
    } finally {
      stopProcess(parts);
    }
  });

  it('keeps the catalogue and orders working while the replica is down, and reads from it again once it is back', async () => {
    lib('stop_test_replica');
    const anonymous = new Shopper(appUrl);
    for (const path of [
      '/',
      '/catalog',
      '/produse-noi',
      `/produs/${listed.slug}`,
      `/cautare?q=${encodeURIComponent(listed.name)}`,
    ]) {
      const response = await anonymous.request('GET', path, undefined, { Accept: 'text/html' });
      expect(response.status, path).toBe(200);
    }
    const shopper = await signedIn();
    const number = await order(shopper, listed.id);
    expect((await shopper.request('GET', `/comanda/${number}`, undefined, { Accept: 'text/html' })).status).toBe(200);
    expect(await anonymousPrices()).toEqual(
      Array(3).fill(Number(sql(primaryPort, `SELECT price FROM products WHERE id = ${listed.id}`))),
    );

    lib(`restart_test_replica ${replicaPort} ${delaySeconds}s`);
    // Past the sticky window of the order's change, anonymous pages read the replica again: it lags once more.
    await sleep(Math.max(stickySeconds, delaySeconds) + 1);
    const before = await anonymousPrices();
    const raised = raisePriceOnPrimary();
    expect(await anonymousPrices()).toEqual(before);
    await expect.poll(anonymousPrices, { timeout: (delaySeconds + 10) * 1000 }).toEqual([raised, raised, raised]);
  });
});
