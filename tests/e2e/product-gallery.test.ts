import { type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { php } from './shopping/client';
import { baseUrl, openBrowser, type Session } from './support/browser';

// The product page's gallery on a phone with a touch screen and on a laptop, in both languages: thumbnails reached
// with the keyboard and marking the current picture, a swipe between pictures, the zoom dialog (a click magnifies,
// Escape closes, focus returns) and pictures on a grey surface rather than a white box in dark mode.

let product: { slug: string; added: number[] };

const stage = '[data-test="gallery-stage"]';
const image = '[data-test="gallery-image"]';

async function swipe(page: Page, from: number, to: number): Promise<void> {
  const box = await page.locator(stage).boundingBox();
  if (box === null) throw new Error('no gallery stage');
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + from, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + (from + to) / 2, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + to, y: y + 4 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const current = (page: Page) => page.getAttribute(image, 'src');
const marked = (page: Page) =>
  page.$$eval('[data-test="gallery-thumbnails"] button', (buttons) =>
    buttons.findIndex((button) => button.getAttribute('aria-current') === 'true'),
  );

beforeAll(() => {
  // The first product of the catalogue, found by a query rather than a name: the demo catalogue changes.
  product = JSON.parse(
    php(`
      $p = App\\Models\\Product::query()->where('is_active', true)->orderBy('id')->firstOrFail();
      $added = [];
      $have = App\\Models\\ProductImage::query()->where('product_id', $p->id)->count();
      // Other products' pictures, so the extra ones are real files whatever the seeder draws.
      $own = App\\Models\\ProductImage::query()->where('product_id', $p->id)->pluck('key');
      $keys = App\\Models\\ProductImage::query()->whereNotIn('key', $own)->select('key')->distinct()->orderBy('key')->limit(2)->pluck('key');
      foreach ($keys->take(max(0, 3 - $have)) as $n => $key) {
        $added[] = App\\Models\\ProductImage::query()->create(['product_id' => $p->id, 'key' => $key, 'sort' => 10 + $n, 'alt' => ['ro' => 'Vedere '.$n, 'ru' => 'Вид '.$n]])->id;
      }
      echo json_encode(['slug' => $p->slug, 'added' => $added]);
    `)
      .split('\n')
      .pop() ?? '{}',
  ) as { slug: string; added: number[] };
});

afterAll(() => {
  if (product.added.length > 0)
    php(`App\\Models\\ProductImage::query()->whereIn('id', [${product.added.join(',')}])->delete();`);
});

for (const locale of ['ro', 'ru'] as const) {
  const path = () => `${locale === 'ro' ? '' : '/ru'}/produs/${product.slug}`;

  describe(`Product gallery on a touch phone at 390 px (${locale})`, () => {
    let session: Session;

    beforeAll(async () => {
      session = await openBrowser({ width: 390, height: 844 }, { touch: true });
    });

    afterAll(async () => {
      await session.close();
    });

    it('changes picture with a swipe, follows it in the thumbnails and never widens the page', async () => {
      const { page } = session;
      await page.goto(path());
      const first = await current(page);
      expect(await marked(page)).toBe(0);

      await swipe(page, 300, 80);
      await expect.poll(() => current(page)).not.toBe(first);
      expect(await marked(page)).toBe(1);
      await swipe(page, 80, 300);
      await expect.poll(() => current(page)).toBe(first);
      expect(await marked(page)).toBe(0);

      // A short drag is not a swipe.
      await swipe(page, 200, 180);
      expect(await current(page)).toBe(first);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });

    it('opens the zoom in a dialog that fits the phone, magnifies on a tap and closes with Escape', async () => {
      const { page } = session;
      await page.goto(path());
      await page.tap('[data-test="gallery-zoom"]');
      const dialog = page.locator('[data-test="gallery-zoom-dialog"]');
      await dialog.waitFor();
      expect(await dialog.evaluate((panel) => panel.getBoundingClientRect().right <= window.innerWidth)).toBe(true);

      await page.tap('[data-test="gallery-zoom-toggle"]');
      await expect.poll(() => page.getAttribute('[data-test="gallery-zoom-toggle"]', 'aria-pressed')).toBe('true');
      expect(await page.$eval('[data-test="gallery-zoom-box"]', (box) => box.scrollWidth > box.clientWidth * 2)).toBe(
        true,
      );

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-test'))).toBe('gallery-zoom');
    });
  });

  describe(`Product gallery at 1280 px (${locale})`, () => {
    let session: Session;

    beforeAll(async () => {
      session = await openBrowser({ width: 1280, height: 900 });
    });

    afterAll(async () => {
      await session.close();
    });

    it('reaches the thumbnails with the keyboard, marks the current one and moves with the arrow keys', async () => {
      const { page } = session;
      await page.goto(path());
      const count = await page.locator('[data-test="gallery-thumbnails"] button').count();
      expect(count).toBeGreaterThanOrEqual(3);

      await page.focus(stage);
      await page.keyboard.press('ArrowRight');
      expect(await marked(page)).toBe(1);
      await page.keyboard.press('End');
      expect(await marked(page)).toBe(count - 1);

      // Tab from the picture walks the zoom and arrow buttons, then the thumbnails.
      let reached = false;
      for (let step = 0; step < 6 && !reached; step++) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate(
          () => document.activeElement?.closest('[data-test="gallery-thumbnails"]') !== null,
        );
      }
      expect(reached).toBe(true);
      await page.keyboard.press('Enter');
      expect(await marked(page)).toBe(0);
      const thumbnails = await page.$$eval('[data-test="gallery-thumbnails"] img', (images) =>
        images.map((thumbnail) => thumbnail.getAttribute('src')),
      );
      expect(new Set(thumbnails).size).toBe(count);
    });

    it('magnifies the zoom picture around the click and fits it again', async () => {
      const { page } = session;
      await page.goto(path());
      await page.click('[data-test="gallery-zoom"]');
      const toggle = '[data-test="gallery-zoom-toggle"]';
      await page.click(toggle, { position: { x: 20, y: 20 } });
      await expect.poll(() => page.getAttribute(toggle, 'aria-pressed')).toBe('true');
      const scrolled = await page.$eval('[data-test="gallery-zoom-box"]', (box) => [box.scrollLeft, box.scrollTop]);
      // The top-left corner was clicked, so the box stays near its start rather than the middle.
      expect(scrolled[0]).toBeLessThan(200);
      await page.click(toggle);
      await expect.poll(() => page.getAttribute(toggle, 'aria-pressed')).toBe('false');
      await page.keyboard.press('Escape');
      await page.locator('[data-test="gallery-zoom-dialog"]').waitFor({ state: 'detached' });
    });

    it('puts the pictures on a grey surface, no white box, in dark mode', async () => {
      const { page } = session;
      await page.context().addCookies([{ name: 'appearance', value: 'dark', url: baseUrl }]);
      await page.goto(path());
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      const look = await page.$eval(stage, (element) => {
        const style = getComputedStyle(element);

        return { background: style.backgroundColor, border: style.borderTopWidth };
      });
      expect(look.border).toBe('0px');
      expect(look.background).not.toMatch(/^rgba?\(255, 255, 255/);
      expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
      await page.context().clearCookies({ name: 'appearance' });
    });
  });
}
