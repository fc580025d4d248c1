import { readFileSync } from 'node:fs';

import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import ru from '../../lang/ru.json' with { type: 'json' };
import { php } from './shopping/client';
import { openSession } from './support/browser';
import { createStaff, signInStaff } from './support/staff';

// The CSV tools' bulk edits beyond prices, in Chromium on a laptop (1280 px), in Romanian and in Russian: a manager
// moves a product to another category and takes another off sale with a file of `sku;category;active` (dry run, then
// applied; a second file puts both back), and downloads the full product file, edits one product's names,
// descriptions and a spec in it, and sends the whole file back: every other product imports unchanged, the edited one
// changes, and the shop shows its new texts in both languages.

type Pick = { id: number; sku: string; slug: string; category: string };

type Fixture = {
  moved: Pick;
  /** Another leaf category, of no family of the moved product. */
  target: { id: number; slug: string };
  paused: Pick;
  /** A product with a number spec, whose texts and spec are edited through the full file. */
  edited: Pick & { spec: string; value: number };
};

/** The last line tinker printed, as JSON. */
function json<T>(out: string): T {
  return JSON.parse(out.split('\n').pop() ?? 'null') as T;
}

/**
 * Three sellable products of no family that no order holds and no other test has claimed (claimed here, under the
 * same lock and list as tests/e2e/support/products.ts), one of them with a number spec; and a leaf category to move to.
 */
function fixture(): Fixture {
  return json<Fixture>(
    php(`
      echo Illuminate\\Support\\Facades\\Cache::lock('e2e.product-claims', 30)->block(30, function () {
        $claimed = Illuminate\\Support\\Facades\\Cache::get('e2e.product-claims', []);
        $free = fn () => App\\Models\\Product::query()->where('is_active', true)->where('price', '>', 0)->whereNull('family_id')
          ->whereNotIn('id', $claimed)
          ->whereNotExists(fn ($q) => $q->selectRaw('1')->from('order_lines')->whereColumn('order_lines.product_id', 'products.id'));
        $spec = fn ($p) => Illuminate\\Support\\Facades\\DB::table('product_attribute_values')->join('attributes', 'attributes.id', '=', 'product_attribute_values.attribute_id')
          ->where('product_attribute_values.product_id', $p->id)->where('attributes.type', 'number')->whereNotNull('product_attribute_values.number_value')
          ->orderBy('attributes.id')->first(['attributes.code', 'product_attribute_values.number_value']);
        $edited = $free()->orderByDesc('id')->get()->first(fn ($p) => $spec($p) !== null);
        [$moved, $paused] = $free()->whereKeyNot($edited->id)->orderByDesc('id')->take(2)->get()->all();
        Illuminate\\Support\\Facades\\Cache::forever('e2e.product-claims', [...$claimed, $moved->id, $paused->id, $edited->id]);
        $target = App\\Models\\Category::query()->whereDoesntHave('children')->whereKeyNot($moved->category_id)->orderBy('id')->firstOrFail();
        $pick = fn ($p) => ['id' => $p->id, 'sku' => $p->sku, 'slug' => $p->slug, 'category' => App\\Models\\Category::query()->whereKey($p->category_id)->value('slug')];
        $value = $spec($edited);

        return json_encode(['moved' => $pick($moved), 'target' => ['id' => $target->id, 'slug' => $target->slug], 'paused' => $pick($paused),
          'edited' => [...$pick($edited), 'spec' => $value->code, 'value' => (float) $value->number_value]]);
      });
    `),
  );
}

function product(id: number): { category: number; active: boolean; name: { ro: string; ru: string } } {
  return json(
    php(
      `$p = App\\Models\\Product::query()->findOrFail(${id}); echo json_encode(['category' => (int) $p->category_id, 'active' => (bool) $p->is_active, 'name' => $p->name], JSON_UNESCAPED_UNICODE);`,
    ),
  );
}

/** Reads a CSV as spreadsheets write it: `;` between fields, quotes around fields holding `;`, quotes or line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }

  return rows;
}

function writeCsv(rows: string[][]): string {
  const cell = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

  return `\ufeff${rows.map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** Sends a CSV for the dry run and waits for its report. */
async function preview(page: Page, name: string, content: string): Promise<void> {
  await page.goto('/admin/import-catalog');
  await page.setInputFiles('[data-test="field-file"]', {
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(content),
  });
  await page.click('[data-test="catalog-import-preview"]');
  await page.waitForSelector('[data-test="catalog-import-report"]');
}

/** Applies the file of the report on the page, asked first, and waits for the words saying so. */
async function apply(page: Page, text: typeof ro, name: string, changed: number, rows: number): Promise<void> {
  await page.click('[data-test="catalog-import-apply"]');
  await page.click('[data-test="catalog-import-confirm-apply"]');
  await expect(page.locator('[data-test="admin-status"]')).toHaveText(
    text['admin.catalog_import.applied']
      .replace(':file', name)
      .replace(':changed', String(changed))
      .replace(':rows', String(rows)),
  );
}

for (const [locale, text] of [
  ['ro', ro],
  ['ru', ru],
] as const) {
  test.describe(`The CSV tools' category, activity and full product file (${locale}, 1280 px)`, () => {
    let data: Fixture;

    test.beforeAll(() => {
      data = fixture();
    });

    test('a manager moves a product to another category and takes another off sale by file, then puts both back', async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const session = await openSession(browser, { width: 1280, height: 900 });
      const shopper = await openSession(browser, { width: 1280, height: 900 });
      const { page } = session;
      try {
        await signInStaff(page, createStaff('manager', locale, 'Mara Manager'));
        const before = product(data.moved.id);
        // The format help names both columns for staff who may change the catalogue.
        await page.goto('/admin/import-catalog');
        const help = page.locator('[data-test="catalog-import-format"]');
        await expect(help).toContainText(text['admin.catalog_import.format.category']);
        await expect(help).toContainText(text['admin.catalog_import.format.active']);

        const edit = `sku;category;active\n${data.moved.sku};${data.target.slug};\n${data.paused.sku};;0\n`;
        await preview(page, 'mutare.csv', edit);
        await expect(page.locator('[data-test="report-rows"]')).toHaveText('2');
        await expect(page.locator('[data-test="report-changed"]')).toHaveText('2');
        await expect(page.locator('[data-test="report-bad"]')).toHaveText('0');
        const changes = page.locator('[data-test="catalog-import-changes"]');
        const movedRow = changes.locator('tr', { hasText: data.moved.sku });
        await expect(movedRow).toContainText(
          `${text['admin.catalog_import.field.category']}: ${data.moved.category} → ${data.target.slug}`,
        );
        const pausedRow = changes.locator('tr', { hasText: data.paused.sku });
        await expect(pausedRow).toContainText(
          `${text['admin.catalog_import.field.active']}: ${text['admin.catalog_import.value.on']} → ${text['admin.catalog_import.value.off']}`,
        );
        // A dry run writes nothing.
        expect(product(data.moved.id).category).toBe(before.category);
        expect(product(data.paused.id).active).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
        await page.screenshot({ path: `test-results/catalog-csv-move-${locale}-1280.png`, fullPage: true });

        await apply(page, text, 'mutare.csv', 2, 2);
        expect(product(data.moved.id).category).toBe(data.target.id);
        expect(product(data.paused.id).active).toBe(false);
        // Off sale is off the shop.
        expect((await shopper.page.goto(`/produs/${data.paused.slug}`))?.status()).toBe(404);

        // The second file puts them back, `da` / `да` written as a person would.
        const back = `sku;category;active\n${data.moved.sku};${data.moved.category};\n${data.paused.sku};;${locale === 'ro' ? 'da' : 'да'}\n`;
        await preview(page, 'inapoi.csv', back);
        await expect(page.locator('[data-test="report-changed"]')).toHaveText('2');
        await expect(changes.locator('tr', { hasText: data.paused.sku })).toContainText(
          `${text['admin.catalog_import.value.off']} → ${text['admin.catalog_import.value.on']}`,
        );
        await apply(page, text, 'inapoi.csv', 2, 2);
        expect(product(data.moved.id).category).toBe(before.category);
        expect(product(data.paused.id).active).toBe(true);
        expect((await shopper.page.goto(`/produs/${data.paused.slug}`))?.status()).toBe(200);

        // An unknown category is a row error, and nothing is applied.
        await preview(page, 'gresit.csv', `sku;category\n${data.moved.sku};nu-exista-${locale}\n`);
        await expect(page.locator('[data-test="report-bad"]')).toHaveText('1');
        await expect(page.locator('[data-test="catalog-import-errors"]')).toContainText(data.moved.sku);
        await expect(page.locator('[data-test="catalog-import-apply"]')).toHaveCount(0);
      } finally {
        await shopper.close();
        await session.close();
      }
    });

    test('a manager exports the full product file, edits one product in it and imports it back whole', async ({
      browser,
    }, testInfo) => {
      test.setTimeout(180_000);
      const session = await openSession(browser, { width: 1280, height: 900 });
      const { page } = session;
      try {
        await signInStaff(page, createStaff('manager', locale, 'Mara Manager'));
        await page.goto('/admin/import-catalog');
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.click('[data-test="catalog-export-full"]'),
        ]);
        const saved = testInfo.outputPath('produse.csv');
        await download.saveAs(saved);
        const exported = readFileSync(saved, 'utf8');
        expect(exported.startsWith('\ufeff')).toBe(true);
        const rows = parseCsv(exported.slice(1));
        const header = rows[0]!;
        for (const column of [
          'sku',
          'name:ro',
          'name:ru',
          'description:ro',
          'description:ru',
          'brand',
          'category',
          'active',
        ]) {
          expect(header).toContain(column);
        }
        const column = (name: string) => header.indexOf(name);
        expect(column(`spec:${data.edited.spec}`)).toBeGreaterThan(0);
        const body = rows.slice(1).filter((row) => row.length > 1);
        const row = body.find((candidate) => candidate[column('sku')] === data.edited.sku);
        expect(row).toBeDefined();
        const names = product(data.edited.id).name;
        expect(row![column('name:ro')]).toBe(names.ro);
        expect(row![column('name:ru')]).toBe(names.ru);
        expect(Number(row![column(`spec:${data.edited.spec}`)]!.replace(',', '.'))).toBe(data.edited.value);

        // One product's texts and spec edited, as in a spreadsheet; every other row as exported.
        const stamp = `${locale}${Date.now() % 100000}`;
        const edited = {
          ro: `Produs reeditat ${stamp}`,
          ru: `Изменённый товар ${stamp}`,
          descriptionRo: `Descriere nouă; cu „ghilimele” și\ndouă rânduri ${stamp}`,
          descriptionRu: `Новое описание ${stamp}`,
          spec: Math.round((data.edited.value + 1) * 100) / 100,
        };
        row![column('name:ro')] = edited.ro;
        row![column('name:ru')] = edited.ru;
        row![column('description:ro')] = edited.descriptionRo;
        row![column('description:ru')] = edited.descriptionRu;
        row![column(`spec:${data.edited.spec}`)] = String(edited.spec).replace('.', ',');
        const file = `produse-${locale}.csv`;
        await preview(page, file, writeCsv([header, ...body]));
        // Every row read (the count grouped by thousands as the page writes it).
        await expect
          .poll(async () => Number(((await page.textContent('[data-test="report-rows"]')) ?? '').replace(/\D/g, '')))
          .toBe(body.length);
        await expect(page.locator('[data-test="report-bad"]')).toHaveText('0');
        await expect(page.locator('[data-test="report-changed"]')).toHaveText('1');
        const change = page.locator('[data-test="catalog-import-changes"] tr', { hasText: data.edited.sku });
        await expect(change).toContainText(edited.ro);
        await expect(change).toContainText(edited.ru);
        await page.screenshot({ path: `test-results/catalog-csv-full-${locale}-1280.png`, fullPage: true });
        await apply(page, text, file, 1, body.length);

        const after = json<{ name: { ro: string; ru: string }; description: { ro: string; ru: string }; spec: number }>(
          php(`
            $p = App\\Models\\Product::query()->findOrFail(${data.edited.id});
            echo json_encode(['name' => $p->name, 'description' => $p->description, 'spec' => (float) Illuminate\\Support\\Facades\\DB::table('product_attribute_values')
              ->join('attributes', 'attributes.id', '=', 'product_attribute_values.attribute_id')->where('product_id', $p->id)
              ->where('attributes.code', '${data.edited.spec}')->value('number_value')], JSON_UNESCAPED_UNICODE);
          `),
        );
        expect(after).toEqual({
          name: { ro: edited.ro, ru: edited.ru },
          description: { ro: edited.descriptionRo, ru: edited.descriptionRu },
          spec: edited.spec,
        });

        // The shop shows the new texts in each language.
        const shop = await openSession(browser, { width: 1280, height: 900 });
        try {
          await shop.page.goto(`/produs/${data.edited.slug}`);
          await expect(shop.page.locator('h1')).toHaveText(edited.ro);
          await expect(shop.page.locator('main')).toContainText(`două rânduri ${stamp}`);
          await shop.page.goto(`/ru/produs/${data.edited.slug}`);
          await expect(shop.page.locator('h1')).toHaveText(edited.ru);
          await expect(shop.page.locator('main')).toContainText(edited.descriptionRu);
        } finally {
          await shop.close();
        }

        // The file exported again imports back with no change at all.
        await page.goto('/admin/import-catalog');
        const [again] = await Promise.all([
          page.waitForEvent('download'),
          page.click('[data-test="catalog-export-full"]'),
        ]);
        const second = testInfo.outputPath('produse-2.csv');
        await again.saveAs(second);
        await preview(page, 'produse-2.csv', readFileSync(second, 'utf8'));
        await expect(page.locator('[data-test="report-changed"]')).toHaveText('0');
        await expect(page.locator('[data-test="report-bad"]')).toHaveText('0');
      } finally {
        await session.close();
      }
    });
  });
}
