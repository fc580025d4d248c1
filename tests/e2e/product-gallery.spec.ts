import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

import { php } from './shopping/client';
import { baseUrl, openSession, type Session } from './support/browser';

// The product page's gallery on a phone with a touch screen and on a laptop, in both languages: thumbnails reached
// with the keyboard and marking the current picture, a swipe between pictures, the zoom dialog (a click magnifies,
// Escape closes, focus returns) and pictures on a grey surface rather than a white box in dark mode.

let product: {
  slug: string;
  added: number[];
  large: { id: number; key: string; gallery: number; zoom: number };
};

const stage = '[data-test="gallery-stage"]';
const image = '[data-test="gallery-image"]';
const zoomBox = '[data-test="gallery-zoom-box"]';

/** A finger's swipe over the gallery's picture (or the zoom's box) from x to x, its pixels from the left edge. */
async function swipe(page: Page, from: number, to: number, over = stage): Promise<void> {
  const box = await page.locator(over).boundingBox();
  if (box === null) throw new Error(`no ${over}`);
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

test.beforeAll(() => {
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
      // A photo as staff upload one (2000 px wide), stored with its variants like any upload, shown last.
      $file = tempnam(sys_get_temp_dir(), 'zoom').'.png';
      $photo = imagecreatetruecolor(2000, 1600);
      imagefilledrectangle($photo, 0, 0, 1999, 1599, imagecolorallocate($photo, 230, 232, 236));
      imagefilledellipse($photo, 1000, 800, 1200, 1200, imagecolorallocate($photo, 37, 84, 170));
      imagepng($photo, $file);
      $stored = app(App\\Infrastructure\\Images\\PictureFiles::class)->store(new SplFileInfo($file));
      unlink($file);
      $large = App\\Models\\ProductImage::query()->create(['product_id' => $p->id, 'key' => $stored->key, 'sort' => 100, 'width' => $stored->width, 'height' => $stored->height, 'alt' => ['ro' => 'Fotografie mare', 'ru' => 'Большое фото']]);
      $sizes = App\\Queries\\Products\\ProductPictures::class;
      echo json_encode(['slug' => $p->slug, 'added' => $added, 'large' => ['id' => $large->id, 'key' => $large->key, 'gallery' => $sizes::size($large, 'gallery')[0], 'zoom' => $sizes::size($large, 'zoom')[0]]]);
    `)
      .split('\n')
      .pop() ?? '{}',
  ) as typeof product;
});

test.afterAll(() => {
  const ids = [...product.added, product.large.id];
  php(`
    App\\Models\\ProductImage::query()->whereIn('id', [${ids.join(',')}])->delete();
    app(App\\Infrastructure\\Images\\PictureFiles::class)->delete('${product.large.key}');
  `);
});

const zoomText = {
  ro: { previous: 'Imaginea anterioară', next: 'Imaginea următoare' },
  ru: { previous: 'Предыдущее изображение', next: 'Следующее изображение' },
} as const;

const counter = (page: Page) => page.textContent('[data-test="gallery-zoom-counter"]');

/** The zoom picture once loaded: its address, the pixels of the file and the box it sits in. */
async function zoomPicture(page: Page) {
  await page.waitForFunction(() => {
    const picture = document.querySelector<HTMLImageElement>('[data-test="gallery-zoom-image"]');

    return picture !== null && picture.complete && picture.naturalWidth > 0;
  });

  return page.$eval('[data-test="gallery-zoom-image"]', (picture) => {
    const image = picture as HTMLImageElement;
    const box = document.querySelector('[data-test="gallery-zoom-dialog"]')!.getBoundingClientRect();

    return {
      src: image.currentSrc,
      natural: image.naturalWidth,
      panel: [box.x, box.y, box.width, box.height].map(Math.round),
    };
  });
}

for (const locale of ['ro', 'ru'] as const) {
  const path = () => `${locale === 'ro' ? '' : '/ru'}/produs/${product.slug}`;

  test.describe(`Product gallery on a touch phone at 390 px (${locale})`, () => {
    let session: Session;

    test.beforeAll(async ({ browser }) => {
      session = await openSession(browser, { width: 390, height: 844 }, { touch: true });
    });

    test.afterAll(async () => {
      await session.close();
    });

    test('changes picture with a swipe, follows it in the thumbnails and never widens the page', async () => {
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

    test('opens the zoom in a dialog that fits the phone, magnifies on a tap and closes with Escape', async () => {
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

    test('moves between the pictures in the zoom with a swipe, round the ends, each in its largest variant', async () => {
      const { page } = session;
      await page.goto(path());
      const count = await page.locator('[data-test="gallery-thumbnails"] button').count();
      await page.tap('[data-test="gallery-zoom"]');
      await page.locator('[data-test="gallery-zoom-dialog"]').waitFor();
      expect(await counter(page)).toBe(`1 / ${count}`);
      const first = await zoomPicture(page);

      await swipe(page, 300, 60, zoomBox);
      await expect.poll(() => counter(page)).toBe(`2 / ${count}`);
      await swipe(page, 60, 300, zoomBox);
      await expect.poll(() => counter(page)).toBe(`1 / ${count}`);
      // Back from the first is the last: the uploaded photo, in its 1600 px file rather than the gallery's 800 px.
      await swipe(page, 60, 300, zoomBox);
      await expect.poll(() => counter(page)).toBe(`${count} / ${count}`);
      const last = await zoomPicture(page);
      expect(last.src).toContain(`${product.large.key}/zoom`);
      expect(product.large.zoom).toBeGreaterThan(product.large.gallery);
      expect(last.natural).toBe(product.large.zoom);
      // One box for every picture: the dialog did not move or change size.
      expect(last.panel).toEqual(first.panel);
      // A short drag is not a swipe.
      await swipe(page, 200, 180, zoomBox);
      expect(await counter(page)).toBe(`${count} / ${count}`);

      // The page behind follows, and keeps the gallery's file for the picture there.
      await page.keyboard.press('Escape');
      await page.locator('[data-test="gallery-zoom-dialog"]').waitFor({ state: 'detached' });
      expect(await marked(page)).toBe(count - 1);
      // Its own file and srcset (a browser may still show the zoom file it already holds, which is its choice).
      expect(await page.getAttribute(image, 'src')).toContain(`${product.large.key}/gallery`);
      expect(await page.getAttribute(image, 'srcset')).toMatch(/gallery\.webp 800w, .*zoom\.webp 1600w$/);
      const thumbnail = await page.$$eval('[data-test="gallery-thumbnails"] img', (thumbnails) =>
        thumbnails.map((picture) => picture.getAttribute('src')).pop(),
      );
      expect(thumbnail).toContain(`${product.large.key}/card`);
    });
  });

  test.describe(`Product gallery at 1280 px (${locale})`, () => {
    let session: Session;

    test.beforeAll(async ({ browser }) => {
      session = await openSession(browser, { width: 1280, height: 900 });
    });

    test.afterAll(async () => {
      await session.close();
    });

    test('reaches the thumbnails with the keyboard, marks the current one and moves with the arrow keys', async () => {
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

    test('magnifies the zoom picture around the click and fits it again', async () => {
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

    test('moves between the pictures in the zoom with its buttons and the arrow keys, focus kept inside', async () => {
      const { page } = session;
      await page.goto(path());
      const count = await page.locator('[data-test="gallery-thumbnails"] button').count();
      await page.click('[data-test="gallery-zoom"]');
      await page.locator('[data-test="gallery-zoom-dialog"]').waitFor();
      expect(await page.getAttribute('[data-test="gallery-zoom-next"]', 'aria-label')).toBe(zoomText[locale].next);
      expect(await page.getAttribute('[data-test="gallery-zoom-previous"]', 'aria-label')).toBe(
        zoomText[locale].previous,
      );
      expect(await counter(page)).toBe(`1 / ${count}`);

      await page.keyboard.press('ArrowRight');
      expect(await counter(page)).toBe(`2 / ${count}`);
      await page.click('[data-test="gallery-zoom-next"]');
      expect(await counter(page)).toBe(`3 / ${count}`);
      await page.click('[data-test="gallery-zoom-previous"]');
      await page.keyboard.press('ArrowLeft');
      expect(await counter(page)).toBe(`1 / ${count}`);
      await page.keyboard.press('ArrowLeft');
      expect(await counter(page)).toBe(`${count} / ${count}`);
      const last = await zoomPicture(page);
      expect(last.natural).toBe(product.large.zoom);
      await page.keyboard.press('ArrowRight');
      expect(await counter(page)).toBe(`1 / ${count}`);

      for (let step = 0; step < 8; step++) {
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(() => document.activeElement?.closest('[data-test="gallery-zoom-dialog"]') !== null),
        ).toBe(true);
      }
      await page.keyboard.press('Escape');
      await page.locator('[data-test="gallery-zoom-dialog"]').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-test'))).toBe('gallery-zoom');

      // A click on the picture opens it where the gallery is, and focus comes back to the picture.
      await page.click('[data-test="gallery-next"]');
      await page.click(image);
      await page.locator('[data-test="gallery-zoom-dialog"]').waitFor();
      expect(await counter(page)).toBe(`2 / ${count}`);
      await page.keyboard.press('Escape');
      await page.locator('[data-test="gallery-zoom-dialog"]').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-test'))).toBe('gallery-stage');
    });

    test('puts the pictures on a grey surface, no white box, in dark mode', async () => {
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
