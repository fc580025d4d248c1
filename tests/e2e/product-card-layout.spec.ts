import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

import { php } from './shopping/client';
import { openSession, type Session } from './support/browser';

// Product cards and search suggestions on a phone and a laptop screen: nothing on a card lies over another part of
// it (the discount and the favourites and compare switches stay off the drawn picture, the name and the price), and
// two configurations of one model (other storage) show the part of their names that tells them apart: the listing
// shows the family once, as its listed variant; the search box suggests each configuration typed.

const LISTING = '/categorie-produs/telefoane-si-gadgeturi/telefoane/smartphone-uri';

type Pair = { names: [string, string]; labels: [string, string] };

/**
 * Two configurations of the seeded phone family whose listed variant has the longest name (the hardest to show whole):
 * that listed variant, and another active variant of another configuration.
 */
function twoConfigurations(): Pair {
  const out = php(`
    $kind = 'smartphone';
    $family = Database\\Seeders\\Demo\\ProductFamilies::all()[$kind];
    $active = App\\Models\\Product::query()->where('is_active', true)->whereNotNull('family_id')->get(['name', 'family_id', 'is_listed']);
    $familyOf = $active->mapWithKeys(fn ($p) => [$p->translate('name', 'ro') => $p->family_id]);
    $listed = $active->where('is_listed', true)->map(fn ($p) => $p->translate('name', 'ro'))->flip();
    $best = null;
    foreach ($family['lines'] as $line => [$brand, $series]) {
      $model = Database\\Seeders\\Demo\\ModelConfigurations::for($kind, $brand, $series);
      if ($model === null) continue;
      $labels = [];
      foreach (array_keys($model['configs']) as $config) {
        foreach ([null, ...array_keys($model['colors'])] as $colour) {
          $m = Database\\Seeders\\Demo\\DemoModel::make($family, $line, $config, $kind, $colour);
          $labels[$m->name['ro']] = $m->label;
        }
      }
      $a = collect(array_keys($labels))->first(fn ($n) => $listed->has($n));
      if ($a === null) continue;
      $b = collect(array_keys($labels))->first(fn ($n) => $familyOf->get($n) === $familyOf->get($a) && $labels[$n] !== $labels[$a]);
      if ($b === null) continue;
      if ($best === null || mb_strlen($a) > mb_strlen($best['names'][0])) {
        $best = ['names' => [$a, $b], 'labels' => [$labels[$a], $labels[$b]]];
      }
    }
    echo json_encode($best, JSON_UNESCAPED_UNICODE);
  `);
  const pair = JSON.parse(out.split('\n').pop()!) as Pair | null;
  if (pair === null) throw new Error(`two configurations of one phone expected: ${out}`);

  return pair;
}

type Box = { left: number; top: number; right: number; bottom: number };

/**
 * Per card: what covers what. The drawn content of the picture is the box of its pixels that differ from the
 * background (the colour of its corner), read from the picture file and laid over the picture's box on screen.
 */
async function coverings(page: Page): Promise<string[]> {
  return page.$$eval('[data-test="product-grid"] article[data-test^="product-card-"]', async (cards) => {
    const box = (element: Element | null): Box | null => {
      if (element === null) return null;
      const r = element.getBoundingClientRect();

      return r.width > 0 && r.height > 0 ? { left: r.left, top: r.top, right: r.right, bottom: r.bottom } : null;
    };
    const meets = (a: Box, b: Box) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

    const drawn = async (img: HTMLImageElement): Promise<Box | null> => {
      const shown = box(img);
      if (shown === null) return null;
      const bitmap = await createImageBitmap(await (await fetch(img.currentSrc || img.src)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const [r0, g0, b0] = [data[0]!, data[1]!, data[2]!];
      let [left, top, right, bottom] = [width, height, -1, -1];
      for (let y = 0; y < height; y += 2) {
        for (let x = 0; x < width; x += 2) {
          const i = (y * width + x) * 4;
          if (Math.abs(data[i]! - r0) + Math.abs(data[i + 1]! - g0) + Math.abs(data[i + 2]! - b0) > 30) {
            [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
          }
        }
      }
      if (right < 0) return null;
      const sx = (shown.right - shown.left) / width;
      const sy = (shown.bottom - shown.top) / height;

      return {
        left: shown.left + left * sx,
        top: shown.top + top * sy,
        right: shown.left + right * sx,
        bottom: shown.top + bottom * sy,
      };
    };

    const found: string[] = [];
    for (const card of cards) {
      const name = card.getAttribute('data-test') ?? '';
      const img = card.querySelector('img');
      const parts: [string, Box | null][] = [
        ['picture', img === null ? null : box(img)],
        ['drawing', img === null ? null : await drawn(img)],
        ['name', box(card.querySelector('[data-test="product-card-name"]'))],
        ['price', box(card.querySelector('[data-test="product-price"]'))],
        ['brand', box(card.querySelector('[data-test="product-card-brand"]'))],
      ];
      if (parts.some(([, b]) => b === null)) {
        found.push(`${name}: a part is missing or has no size`);
        continue;
      }
      const overlays: [string, Box | null][] = [
        ['discount', box(card.querySelector('[data-test="product-card-discount"]'))],
        ['switches', box(card.querySelector('[data-test="product-card-toggles"]'))],
      ];
      for (const [overlay, a] of overlays) {
        if (a === null) continue;
        for (const [part, b] of parts) {
          if (meets(a, b!)) found.push(`${name}: the ${overlay} covers the ${part}`);
        }
      }
      const [, picture] = parts[0]!;
      for (const [part, b] of parts.slice(2)) {
        if (meets(picture!, b!)) found.push(`${name}: the picture covers the ${part}`);
      }
    }
    // The names of a row of cards start level, whatever the length of each brand.
    const rows = new Map<number, number[]>();
    for (const card of cards) {
      const nameBox = card.querySelector('[data-test="product-card-name"]')?.getBoundingClientRect();
      if (nameBox === undefined) continue;
      const row = Math.round(card.getBoundingClientRect().top);
      rows.set(row, [...(rows.get(row) ?? []), nameBox.top]);
    }
    for (const [row, tops] of rows) {
      if (Math.max(...tops) - Math.min(...tops) > 1) found.push(`the names of the row at ${row} px do not start level`);
    }

    return found;
  });
}

/** Whether the part of the element's text is shown: inside the element's box, not cut off by its clamp or overflow. */
async function showsWhole(
  page: Page,
  selector: string,
  text: string,
  part: string,
): Promise<{ whole: boolean; partShown: boolean }> {
  return page.$$eval(
    selector,
    (elements, [text, part]) => {
      const element = elements.find((e) => (e.textContent ?? '').trim() === text);
      if (element === undefined) return { whole: false, partShown: false };
      const shown = element.getBoundingClientRect();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let partShown = false;
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const at = (node.textContent ?? '').indexOf(part!);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + part!.length);
        const rects = Array.from(range.getClientRects());
        partShown =
          rects.length > 0 && rects.every((r) => r.bottom <= shown.bottom + 0.5 && r.right <= shown.right + 0.5);
      }

      return {
        whole: element.scrollHeight <= element.clientHeight + 1 && element.scrollWidth <= element.clientWidth + 1,
        partShown,
      };
    },
    [text, part],
  );
}

const pair = twoConfigurations();

for (const width of [390, 1280] as const) {
  test.describe(`Product cards at ${width} px`, () => {
    let session: Session;

    test.beforeAll(async ({ browser }) => {
      session = await openSession(browser, { width, height: 900 });
    });

    test.afterAll(async () => {
      await session.close();
    });

    test('keeps the discount and the switches off the drawn picture, the name and the price', async () => {
      const { page } = session;
      for (const path of [
        LISTING,
        '/categorie-produs/reduceri',
        '/ru/categorie-produs/tv-audio-foto/televizoare/smart-tv',
      ]) {
        await page.goto(path);
        const cards = page.locator('[data-test="product-grid"] article[data-test^="product-card-"]');
        await expect.poll(() => cards.count()).toBeGreaterThan(3);
        if (path.endsWith('reduceri')) {
          expect(await page.locator('[data-test="product-card-discount"]').count()).toBeGreaterThan(3);
        }
        expect(await coverings(page), path).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
    });

    test("shows every phone name whole, with the configuration of a family's listed variant", async () => {
      const { page } = session;
      await page.goto(LISTING);
      const names = page.locator('[data-test="product-grid"] [data-test="product-card-name"]');
      // One card per family: the seeded smartphone models.
      await expect.poll(() => names.count()).toBeGreaterThan(5);
      const cut = await names.evaluateAll((elements) =>
        elements.filter((e) => e.scrollHeight > e.clientHeight + 1).map((e) => e.textContent),
      );
      expect(cut).toEqual([]);

      // The family shows once, as its listed variant.
      expect(
        await showsWhole(
          page,
          '[data-test="product-grid"] [data-test="product-card-name"]',
          pair.names[0],
          pair.labels[0],
        ),
      ).toEqual({
        whole: true,
        partShown: true,
      });
      expect(await names.allTextContents()).not.toContain(pair.names[1]);
      expect(pair.labels[0]).not.toBe(pair.labels[1]);
    });

    test('shows the two configurations whole among the search suggestions', async () => {
      const { page } = session;
      await page.goto('/');
      const input = page.locator('[data-test="search-input"]');
      const names = page.locator('[data-test="search-suggestion-product"] [data-test="search-suggestion-name"]');
      // A family is suggested once, as a variant of the configuration typed (in whichever colour matches best).
      for (const [index, name] of pair.names.entries()) {
        const label = pair.labels[index]!;
        const configuration = name.slice(0, name.indexOf(label) + label.length);
        await input.fill(name.toLowerCase());
        await expect
          .poll(async () => (await names.allTextContents()).some((n) => n.startsWith(configuration + ' ')))
          .toBe(true);
        const shown = (await names.allTextContents()).find((n) => n.startsWith(configuration + ' '))!;
        expect(await showsWhole(page, '[data-test="search-suggestion-name"]', shown, label)).toEqual({
          whole: true,
          partShown: true,
        });
      }
    });
  });
}
