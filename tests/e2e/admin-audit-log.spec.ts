import { expect, test } from './support/fixtures';

import { php } from './shopping/client';
import { accessibilityViolations } from './support/axe';
import { openSession, type Session } from './support/browser';
import { createStaff, signInStaff } from './support/staff';

// The audit log reads as sentences in the owner's language at a laptop's and a phone's width: the product's name and
// the order's number linked to their pages, the price in lei, the order's statuses and packing place by name, and
// every before → after line wrapping inside the screen (no sideways scroll, nothing cut off), and no axe violation.

type Seed = {
  product: { id: number; ro: string; ru: string };
  order: string;
  place: { ro: string; ru: string };
};

const CASES = [
  { width: 1280, locale: 'ro' as const },
  { width: 1280, locale: 'ru' as const },
  { width: 390, locale: 'ro' as const },
  { width: 390, locale: 'ru' as const },
];

const WORDS = {
  ro: { lei: /1\s250\slei/, newPrice: /1\s199\slei/, packed: 'Ambalată', yes: 'Da' },
  ru: { lei: /1\s250\sлей/, newPrice: /1\s199\sлей/, packed: 'Упакован', yes: 'Да' },
};

let seed: Seed;

test.beforeAll(() => {
  // Entries shaped as UpdateProduct and ChangeOrderStatus record them; a long unbroken slug to wrap.
  const out = php(`
    $p = App\\Models\\Product::query()->orderBy('id')->firstOrFail();
    $o = App\\Models\\Order::factory()->createOne();
    $s = App\\Models\\Store::query()->orderBy('id')->firstOrFail();
    $actor = App\\Infrastructure\\Security\\StaffActor::console();
    App\\Services\\Audit\\AuditLog::record($actor, 'order.status', $o, ['status' => 'confirmed'], ['status' => 'packed', 'reason' => null, 'place_id' => $s->id], $o->number);
    App\\Services\\Audit\\AuditLog::record($actor, 'product.update', $p, ['price' => 124990, 'is_active' => false, 'slug' => 'televizor'],
      ['price' => 119900, 'is_active' => true, 'slug' => str_repeat('televizor-smart-quorra-', 8).'x'], $p->sku);
    echo json_encode(['product' => ['id' => $p->id, 'ro' => $p->translate('name', 'ro'), 'ru' => $p->translate('name', 'ru')],
      'order' => $o->number, 'place' => ['ro' => $s->translate('name', 'ro'), 'ru' => $s->translate('name', 'ru')]]);
  `);
  seed = JSON.parse(out.split('\n').pop() ?? '{}') as Seed;
});

for (const { width, locale } of CASES) {
  test.describe(`The audit log at ${width} px in ${locale}`, () => {
    let session: Session;

    test.beforeAll(async ({ browser }) => {
      session = await openSession(browser, { width, height: 900 });
      await signInStaff(session.page, createStaff('owner', locale, 'Ana Proprietar'));
    });

    test.afterAll(async () => {
      await session.close();
    });

    test('each entry is a sentence with its link, lei and words, and nothing is cut off', async () => {
      const page = session.page;
      await page.goto('/admin/jurnal');
      const words = WORDS[locale];

      const product = page.locator('[data-test="audit-entry"]', {
        has: page.locator(`a[href="/admin/produse/${seed.product.id}/editare"]`),
      });
      await expect(product.first().locator('[data-test="audit-subject"]')).toHaveText(seed.product[locale]);
      const productChanges = product.first().locator('[data-test="audit-changes"]');
      await expect(productChanges).toContainText(words.lei);
      await expect(productChanges).toContainText(words.newPrice);
      await expect(productChanges).toContainText(words.yes);
      await expect(productChanges).not.toContainText('124990');
      await expect(productChanges).not.toContainText('true');

      const order = page.locator('[data-test="audit-entry"]', {
        has: page.locator(`a[href="/admin/comenzi/${seed.order}"]`),
      });
      await expect(order.first().locator('[data-test="audit-sentence"]')).toContainText(seed.order);
      await expect(order.first().locator('[data-test="audit-changes"]')).toContainText(words.packed);
      await expect(order.first().locator('[data-test="audit-changes"]')).toContainText(seed.place[locale]);
      await expect(order.first()).not.toContainText('packed');
      await expect(order.first()).not.toContainText('∅');

      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways).toBeLessThanOrEqual(0);
      // Every value line fits its box and the screen: none is wider than its own box or reaches past the right edge.
      const clipped = await page.evaluate(() =>
        [...document.querySelectorAll('[data-test="audit-changes"] dd, [data-test="audit-sentence"]')]
          .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > window.innerWidth)
          .map((el) => el.textContent),
      );
      expect(clipped).toEqual([]);
      expect(await accessibilityViolations(page)).toEqual([]);

      await product.first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`audit-${width}-${locale}.png`), fullPage: false });
      await product.first().locator('[data-test="audit-subject"]').click();
      await page.waitForURL((url) => url.pathname === `/admin/produse/${seed.product.id}/editare`);
    });
  });
}
