import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import { php } from './shopping/client';
import { openSession, type Session } from './support/browser';
import { png } from './support/png';
import { createStaff, signInStaff, type StaffAccount } from './support/staff';

// An editor uploads two pictures for a product, moves the second one first, gives it an alt text; a shopper then
// sees that picture (its WebP gallery variant, its alt text) first on the product page.

test.describe('Product pictures in the back office', () => {
  let staff: Session;
  let shopper: Session;
  let account: StaffAccount;
  let product: { id: number; slug: string; kept: unknown[] };

  test.beforeAll(async ({ browser }) => {
    account = createStaff('editor', 'ro', 'Eva Editor');
    product = JSON.parse(
      php(`
        $p = App\\Models\\Product::query()->orderBy('id')->firstOrFail();
        $kept = App\\Models\\ProductImage::query()->where('product_id', $p->id)->get(['key', 'sort', 'alt', 'width', 'height']);
        App\\Models\\ProductImage::query()->where('product_id', $p->id)->delete();
        echo json_encode(['id' => $p->id, 'slug' => $p->slug, 'kept' => $kept]);
      `)
        .split('\n')
        .pop() ?? '{}',
    ) as { id: number; slug: string; kept: unknown[] };
    staff = await openSession(browser, { width: 1280, height: 900 });
    shopper = await openSession(browser, { width: 390, height: 844 });
  });

  test.afterAll(async () => {
    // The uploaded pictures go, files and rows, and the product gets its own pictures back for the other tests.
    php(`
      foreach (App\\Models\\ProductImage::query()->where('product_id', ${product.id})->get() as $i) {
        app(App\\Infrastructure\\Images\\ImageStore::class)->delete($i->key);
        $i->delete();
      }
      foreach (json_decode(base64_decode('${Buffer.from(JSON.stringify(product.kept)).toString('base64')}'), true) as $row) {
        App\\Models\\ProductImage::query()->create([...$row, 'product_id' => ${product.id}]);
      }
    `);
    await staff.close();
    await shopper.close();
  });

  test('uploads two pictures, reorders them, sets an alt text, and the shop shows them', async () => {
    const { page } = staff;
    await signInStaff(page, account);
    await page.goto(`/admin/produse/${product.id}/imagini`);
    await page.waitForSelector('[data-test="pictures-empty"]');

    await page.setInputFiles('[data-test="field-images"]', [
      png('red.png', 900, 600, [220, 30, 30]),
      png('blue.png', 500, 500, [30, 60, 220]),
    ]);
    await page.click('[data-test="upload-submit"]');
    await page.waitForSelector(
      `[data-test="admin-status"]:has-text("${ro['admin.product_images.added'].replace(':count', '2')}")`,
    );
    const ids = await page.$$eval('[data-test="picture-list"] > li', (rows) =>
      rows.map((row) => Number(row.getAttribute('data-test')?.replace('picture-', ''))),
    );
    expect(ids).toHaveLength(2);
    const [red = 0, blue = 0] = ids;

    // The blue one first: with its up button (the keyboard and dragging do the same through the handle).
    await page.click(`[data-test="picture-up-${blue}"]`);
    await page.waitForSelector(`[data-test="admin-status"]:has-text("${ro['admin.product_images.ordered']}")`);
    await expect
      .poll(() =>
        page.$$eval('[data-test="picture-list"] > li', (rows) => rows.map((row) => row.getAttribute('data-test'))),
      )
      .toEqual([`picture-${blue}`, `picture-${red}`]);
    await expect
      .poll(() => page.textContent(`[data-test="picture-${blue}"]`))
      .toContain(ro['admin.product_images.main']);

    await page.fill(
      `[data-test="picture-alt-form-${blue}"] [data-test="field-alt.ro"]`,
      'Televizorul albastru, din față',
    );
    await page.fill(`[data-test="picture-alt-form-${blue}"] [data-test="field-alt.ru"]`, 'Синий телевизор спереди');
    await page.click(`[data-test="picture-alt-save-${blue}"]`);
    await page.waitForSelector(`[data-test="admin-status"]:has-text("${ro['admin.product_images.saved']}")`);

    const shop = shopper.page;
    await shop.goto(`/produs/${product.slug}`);
    const image = shop.locator('[data-test="gallery-image"]');
    await expect.poll(() => image.getAttribute('alt')).toBe('Televizorul albastru, din față');
    expect(await image.getAttribute('src')).toMatch(/^\/media\/products\/[0-9a-z]{26}\/gallery\.webp$/);
    expect(await image.getAttribute('width')).toBe('500');
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(500);
    expect(await shop.locator('[data-test="gallery-thumbnails"] li').count()).toBe(2);

    await shop.goto(`/ru/produs/${product.slug}`);
    await expect
      .poll(() => shop.locator('[data-test="gallery-image"]').getAttribute('alt'))
      .toBe('Синий телевизор спереди');
  });
});
