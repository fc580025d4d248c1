import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

import { expect, test } from './support/fixtures';

import { php } from './shopping/client';
import { baseUrl, openSession, takeScreenshots, type Session } from './support/browser';
import { root } from './support/server';
import { createStaff, signInStaff, type StaffAccount } from './support/staff';

// Every back-office page an owner opens, at 1280 and 390 px, light and dark, in Romanian and Russian: the page's one
// h1, its title "{title} - {app name}", noindex, the skip link, no sideways scroll. Screenshots land in
// test-results/admin/ for a person to look at (not in CI: takeScreenshots).

const shots = resolve(root, 'test-results/admin');
// Some forty pages, each checked and photographed whole: far longer than one page's test, more so beside other files.
const PAGES_TIMEOUT_MS = 600_000;
const WIDTHS = [
  { width: 1280, locale: 'ro' as const },
  { width: 390, locale: 'ru' as const },
];

let orderNumber = '';
/** Ids of one record of each kind the back office edits, for their edit and detail pages. */
let ids: Record<string, number> = {};

test.beforeAll(() => {
  // An order with a line and a comment, so the order page shows every block; an audit entry with long values, so the
  // audit log's table has something to lay out (its screen-reader-only text once widened the page).
  const out = php(`
    $p = App\\Models\\Product::query()->where('stock_total', '>', 0)->orderBy('id')->firstOrFail();
    $o = App\\Models\\Order::factory()->withLine($p, 1)->createOne(['comment' => 'Sunați înainte']);
    App\\Services\\Audit\\AuditLog::record(App\\Infrastructure\\Security\\StaffActor::console(), 'orders.export', null, [],
      ['filters' => ['q' => 'ES-2611-000001', 'from' => '2026-11-01', 'to' => '2026-11-24', 'delivery' => 'pickup', 'payment' => 'cash']]);
    echo $o->refresh()->number;
  `);
  orderNumber = out.trim().split('\n').pop() ?? '';
  ids = JSON.parse(
    php(`
      $first = fn (string $model): int => (int) $model::query()->orderBy('id')->value('id');
      echo json_encode([
        'product' => (int) App\\Models\\Product::query()->whereHas('images')->orderBy('id')->value('id'),
        'category' => (int) App\\Models\\Category::query()->where('depth', 2)->orderBy('id')->value('id'),
        'brand' => $first(App\\Models\\Brand::class),
        'attribute' => (int) App\\Models\\Attribute::query()->where('type', 'select')->orderBy('id')->value('id'),
        'banner' => $first(App\\Models\\Banner::class),
        'promotion' => $first(App\\Models\\Promotion::class),
        'store' => $first(App\\Models\\Store::class),
        'programme' => $first(App\\Models\\CreditProgramme::class),
        'post' => $first(App\\Models\\BlogPost::class),
        'page' => (int) App\\Models\\Page::query()->where('slug', '!=', 'despre-companie')->orderBy('id')->value('id')
          ?: (int) App\\Models\\Page::query()->orderBy('id')->value('id'),
        'vacancy' => $first(App\\Models\\Vacancy::class),
        'message' => Tests\\Feature\\Admin\\Inbox\\InboxRecords::message()->id,
        // With the shop's own credit programme and a closed vacancy: nothing the shoppers' pages of other tests show.
        'creditRequest' => Tests\\Feature\\Admin\\Inbox\\InboxRecords::creditRequest(['credit_programme_id' => $first(App\\Models\\CreditProgramme::class)])->id,
        'application' => Tests\\Feature\\Admin\\Inbox\\InboxRecords::application([], tap(
          Tests\\Feature\\Admin\\Inbox\\InboxRecords::vacancy('Post închis'),
          fn ($vacancy) => $vacancy->update(['is_open' => false]),
        ))->id,
      ]);
    `)
      .trim()
      .split('\n')
      .pop() ?? '{}',
  ) as Record<string, number>;
});

for (const { width, locale } of WIDTHS) {
  test.describe(`Every admin page at ${width} px (${locale})`, () => {
    let session: Session;
    let owner: StaffAccount;

    test.beforeAll(async ({ browser }) => {
      owner = createStaff('owner', locale, 'Ana Proprietar');
      session = await openSession(browser, { width, height: 900 });
      await signInStaff(session.page, owner);
    });

    test.afterAll(async () => {
      await session.close();
    });

    const pages = () => [
      { name: 'dashboard', path: '/admin' },
      { name: 'orders', path: '/admin/comenzi' },
      { name: 'order', path: `/admin/comenzi/${orderNumber}` },
      { name: 'calls', path: '/admin/apeluri' },
      { name: 'staff', path: '/admin/personal' },
      { name: 'audit', path: '/admin/jurnal' },
      { name: 'products', path: '/admin/produse' },
      { name: 'product-new', path: '/admin/produse/nou' },
      { name: 'product', path: `/admin/produse/${ids.product}/editare` },
      { name: 'product-images', path: `/admin/produse/${ids.product}/imagini` },
      { name: 'product-stock', path: `/admin/produse/${ids.product}/stoc` },
      { name: 'catalog-import', path: '/admin/import-catalog' },
      { name: 'categories', path: '/admin/categorii' },
      { name: 'category', path: `/admin/categorii/${ids.category}/editare` },
      { name: 'brands', path: '/admin/branduri' },
      { name: 'brand', path: `/admin/branduri/${ids.brand}/editare` },
      { name: 'attributes', path: '/admin/caracteristici' },
      { name: 'attribute', path: `/admin/caracteristici/${ids.attribute}/editare` },
      { name: 'banners', path: '/admin/bannere' },
      { name: 'banner', path: `/admin/bannere/${ids.banner}/editare` },
      { name: 'promotions', path: '/admin/promotii' },
      { name: 'promotion', path: `/admin/promotii/${ids.promotion}/editare` },
      { name: 'blog', path: '/admin/blog' },
      { name: 'post', path: `/admin/blog/${ids.post}/editare` },
      { name: 'pages', path: '/admin/pagini' },
      { name: 'page', path: `/admin/pagini/${ids.page}/editare` },
      { name: 'vacancies', path: '/admin/posturi' },
      { name: 'vacancy', path: `/admin/posturi/${ids.vacancy}/editare` },
      { name: 'about', path: '/admin/despre' },
      { name: 'messages', path: '/admin/mesaje' },
      { name: 'message', path: `/admin/mesaje/${ids.message}` },
      { name: 'credit-requests', path: '/admin/cereri-credit' },
      { name: 'credit-request', path: `/admin/cereri-credit/${ids.creditRequest}` },
      { name: 'applications', path: '/admin/candidaturi' },
      { name: 'application', path: `/admin/candidaturi/${ids.application}` },
      { name: 'newsletter', path: '/admin/abonati' },
      { name: 'stores', path: '/admin/magazine' },
      { name: 'store', path: `/admin/magazine/${ids.store}/editare` },
      { name: 'credit-programmes', path: '/admin/programe-credit' },
      { name: 'credit-programme', path: `/admin/programe-credit/${ids.programme}/editare` },
    ];

    for (const appearance of ['light', 'dark'] as const) {
      test(`shows each page whole in ${appearance}`, async () => {
        test.setTimeout(PAGES_TIMEOUT_MS);
        const { page, context } = session;
        await context.addCookies([{ name: 'appearance', value: appearance, url: baseUrl }]);
        await page.evaluate((value) => window.localStorage.setItem('appearance', value), appearance);
        mkdirSync(shots, { recursive: true });

        for (const { name, path } of pages()) {
          const response = await page.goto(path, { waitUntil: 'load' });
          expect(response?.status(), path).toBe(200);
          await page.waitForSelector('main h1');
          expect(await page.locator('h1').count(), path).toBe(1);
          const heading = (await page.locator('main h1').textContent()) ?? '';
          expect(await page.title(), path).toMatch(/ - \S/);
          expect(await page.locator('html').getAttribute('lang')).toBe(locale);
          expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
          expect(await page.locator('[data-test="skip-link"]').count()).toBe(1);
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
            appearance === 'dark',
          );
          const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(sideways, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
          expect(heading.length, path).toBeGreaterThan(0);

          if (takeScreenshots) {
            await page.screenshot({
              path: resolve(shots, `${name}-${locale}-${width}-${appearance}.png`),
              fullPage: true,
            });
          }
        }
      });
    }
  });
}
