import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import ro from '../../lang/ro.json';
import { php } from './shopping/client';
import { openBrowser, type Session } from './support/browser';
import { createStaff, signInStaff, type StaffAccount } from './support/staff';

// An editor uploads two pictures for a product, moves the second one first, gives it an alt text; a shopper then
// sees that picture (its WebP gallery variant, its alt text) first on the product page.

/** A solid-colour PNG of this size (RGB, no filter), written to a temporary file. */
function png(name: string, width: number, height: number, [r, g, b]: [number, number, number]): string {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const file = join(dir, name);
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', pixels),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );

  return file;
}

const dir = mkdtempSync(join(tmpdir(), 'product-images-'));

describe('Product pictures in the back office', () => {
  let staff: Session;
  let shopper: Session;
  let account: StaffAccount;
  let product: { id: number; slug: string };

  beforeAll(async () => {
    account = createStaff('editor', 'ro', 'Eva Editor');
    product = JSON.parse(
      php(`
        $p = App\\Models\\Product::query()->orderBy('id')->firstOrFail();
        App\\Models\\ProductImage::query()->where('product_id', $p->id)->delete();
        echo json_encode(['id' => $p->id, 'slug' => $p->slug]);
      `)
        .split('\n')
        .pop() ?? '{}',
    ) as { id: number; slug: string };
    staff = await openBrowser({ width: 1280, height: 900 });
    shopper = await openBrowser({ width: 390, height: 844 });
  });

  afterAll(async () => {
    php(`
      foreach (App\\Models\\ProductImage::query()->where('product_id', ${product.id})->get() as $i) {
        app(App\\Support\\Images\\ImageStore::class)->delete($i->key);
      }
    `);
    await staff.close();
    await shopper.close();
  });

  it('uploads two pictures, reorders them, sets an alt text, and the shop shows them', async () => {
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
