import { type Page } from '@playwright/test';

import { expect, test } from './support/fixtures';

import { php } from './shopping/client';
import { openSession, type Session } from './support/browser';

// The credit programme table and the teaser as a shopper sees them, with real layout: on a desktop the table's
// headers are whole (they wrap rather than being cut at the box's edge); on a phone the table scrolls inside its
// own box and the page does not scroll sideways. The teaser is a row of the table: the 0% row's payment and term with
// "Rate de la 0%" where a 0% programme (maib Liber Card up to 50 000 lei, Virtula up to 20 000 lei) takes the price,
// else the lowest payment with its term and DAE, without the badge.

/**
 * From the seeded catalogue, read by the app's own teaser: the dearest smartphone a 0% programme still takes (a long
 * programme table) and the cheapest television above every 0% programme's limit (a table without "0%").
 */
function arrange(): { withZero: string; withoutZero: string } {
  const out = php(`
    $teaser = app(App\\Services\\Credit\\CreditTeaser::class);
    $in = fn (string $slug) => App\\Models\\Product::query()->where('is_active', true)
      ->where('category_id', App\\Models\\Category::query()->where('slug', $slug)->value('id'));
    $withZero = $in('smartphone-uri')->orderByDesc('price')->get()->first(fn ($p) => ($teaser->for($p->price)['zero_percent'] ?? false));
    $televisions = App\\Models\\Product::query()->where('is_active', true)
      ->where('category_sub_id', App\\Models\\Category::query()->where('slug', 'televizoare')->value('id'));
    $withoutZero = $televisions->orderBy('price')->get()->first(fn ($p) => ($t = $teaser->for($p->price)) !== null && ! $t['zero_percent']);
    echo json_encode(['withZero' => $withZero?->slug, 'withoutZero' => $withoutZero?->slug]);
  `);
  const found = JSON.parse(out.split('\n').pop()!) as { withZero: string | null; withoutZero: string | null };
  if (found.withZero === null || found.withoutZero === null) throw new Error(`no fitting products: ${out}`);

  return { withZero: found.withZero, withoutZero: found.withoutZero };
}

let withZero = '';
let withoutZero = '';

test.beforeAll(() => {
  ({ withZero, withoutZero } = arrange());
});

const table = '[data-test="credit-programmes"]';
const scroller = '[data-test="credit-programmes-scroller"]';

type Fit = { page: [number, number]; box: [number, number]; cutHeaders: string[] };

async function fit(session: Session): Promise<Fit> {
  return session.page.evaluate(
    ([tableSelector, scrollerSelector]) => {
      const box = document.querySelector<HTMLElement>(scrollerSelector!)!;
      const boxRight = box.getBoundingClientRect().right;
      const cutHeaders = [...document.querySelectorAll<HTMLElement>(`${tableSelector} thead th`)]
        .filter((th) => th.scrollWidth > th.clientWidth || th.getBoundingClientRect().right > boxRight + 0.5)
        .map((th) => th.textContent ?? '');

      return {
        page: [document.documentElement.scrollWidth, window.innerWidth] as [number, number],
        box: [box.scrollWidth, box.clientWidth] as [number, number],
        cutHeaders,
      };
    },
    [table, scroller],
  );
}

const prefixes = ['', '/ru'] as const;

/** The product page's programmes' table, which loads once the shopper nears its section. */
async function creditTable(page: Page): Promise<void> {
  await page.locator('#credit').scrollIntoViewIfNeeded();
  await page.locator(table).waitFor();
}

test.describe('Credit table and teaser in Chromium', () => {
  test.describe('on a desktop', () => {
    let session: Session;
    test.beforeAll(async ({ browser }) => {
      session = await openSession(browser, { width: 1280, height: 900 });
    });
    test.afterAll(async () => {
      await session.close();
    });

    for (const prefix of prefixes) {
      test(`shows every header whole on the product page and the credit page (${prefix})`, async () => {
        const { page } = session;
        for (const url of [`${prefix}/produs/${withZero}`, `${prefix}/credit?produs=${withZero}`]) {
          await page.goto(url);
          if (url.includes('/produs/')) await creditTable(page);
          await page.locator(table).waitFor();
          const { page: width, box, cutHeaders } = await fit(session);
          expect(cutHeaders, url).toEqual([]);
          expect(box[0], `${url}: the table fits its box`).toBeLessThanOrEqual(box[1]);
          expect(width[0], url).toBeLessThanOrEqual(width[1]);
        }
      });
    }

    for (const prefix of prefixes) {
      test(`teases the 0% row with "0%", else the lowest payment with its term and DAE (${prefix})`, async () => {
        const { page } = session;
        const lei = (text: string) => Number(text.replace(/\D/g, ''));
        const teaser = async () => (await page.locator('[data-test="product-credit-teaser"]').textContent()) ?? '';

        await page.goto(`${prefix}/produs/${withZero}`);
        await creditTable(page);
        const amounts = (await page.locator(`${table} tbody tr td:nth-of-type(2)`).allTextContents()).map(lei);
        expect(amounts.length).toBeGreaterThan(1);
        // "1 317 lei/lună × 12 luni, 0%": a payment of the table, not its lowest (the 36 months at 2%/month).
        const [zeroPayment, zeroTerm] = (await teaser()).split('×');
        expect(amounts).toContain(lei(zeroPayment!));
        expect(lei(zeroPayment!)).toBeGreaterThan(Math.min(...amounts));
        expect(zeroTerm).toMatch(/^\s\d+\s(de\s)?(luni|мес\.),\s0%$/);
        await expect
          .poll(() => page.locator('[data-test="product-buy-box"] [data-test="credit-zero-percent"]').count())
          .toBe(1);

        await page.goto(`${prefix}/produs/${withoutZero}`);
        await creditTable(page);
        const lowest = Math.min(
          ...(await page.locator(`${table} tbody tr td:nth-of-type(2)`).allTextContents()).map(lei),
        );
        const words = await teaser();
        expect(words).toMatch(/^(de la|от) .+, \d+\s(de\s)?(luni|мес\.), DAE\s\d+(,\d+)?%$/);
        expect(lei(words.split(',')[0]!)).toBe(lowest);
        // Only the buy box: cheaper similar products below may well have a 0% programme.
        expect(await page.locator('[data-test="product-buy-box"] [data-test="credit-zero-percent"]').count()).toBe(0);
      });
    }
  });

  test.describe('on a phone', () => {
    let session: Session;
    test.beforeAll(async ({ browser }) => {
      session = await openSession(browser, { width: 390, height: 844 });
    });
    test.afterAll(async () => {
      await session.close();
    });

    for (const prefix of prefixes) {
      test(`scrolls the table inside its box, never the page (${prefix})`, async () => {
        const { page } = session;
        for (const url of [`${prefix}/produs/${withZero}`, `${prefix}/credit?produs=${withZero}`]) {
          await page.goto(url);
          if (url.includes('/produs/')) await creditTable(page);
          await page.locator(table).waitFor();
          const before = await fit(session);
          expect(before.page[0], `${url}: no sideways scroll of the page`).toBeLessThanOrEqual(before.page[1]);
          if (before.box[0] > before.box[1]) {
            await page.locator(scroller).evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
            await expect
              .poll(() =>
                page
                  .locator(`${table} thead th`)
                  .last()
                  .evaluate((th) => th.getBoundingClientRect().right),
              )
              .toBeLessThanOrEqual(
                await page.locator(scroller).evaluate((box) => box.getBoundingClientRect().right + 0.5),
              );
          }
        }
      });
    }
  });
});
