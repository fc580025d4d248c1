import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import ru from '../../lang/ru.json' with { type: 'json' };
import { php } from './shopping/client';
import { openSession, type Session } from './support/browser';
import { createStaff, signInStaff, type StaffAccount } from './support/staff';

// An editor makes a family in the back office from two existing products (attached by SKU with their storage and
// colour), generates the missing combinations, changes a price inline and puts one on sale, changes the prices of
// the ticked variants in bulk and takes a variant off sale, at 1280 px in Romanian; then on a phone (390 px) in
// Russian the same form edits a price inline, changes all prices by an amount and the page never scrolls sideways.
// A TV line is told apart by its diagonal, a number option: generated from the numbers typed, one changed inline,
// a duplicate and a word refused beside the cell.

type Fixture = {
  category: number;
  brand: number;
  storage: { id: number; options: Record<string, number> };
  colour: { id: number; options: Record<string, number> };
  diagonal: number;
  skus: [string, string];
};

const stamp = Date.now() % 100000;

function json<T>(out: string): T {
  return JSON.parse(out.split('\n').pop() ?? 'null') as T;
}

/**
 * A leaf category of its own with two select attributes (storage; colour with swatches), a number one (the diagonal,
 * in inches) and two products in it.
 */
function fixture(): Fixture {
  const out = php(`
    $sub = App\\Models\\Category::query()->where('depth', 1)->orderBy('id')->firstOrFail();
    $leaf = App\\Models\\Category::query()->create(['parent_id' => $sub->id, 'depth' => 2, 'slug' => 'e2e-familii-${stamp}', 'name' => ['ro' => 'Telefoane E2E', 'ru' => 'Телефоны E2E'], 'sort' => 99]);
    $make = function (string $code, string $ro, string $ru, array $values) use ($leaf) {
      $a = App\\Models\\Attribute::query()->create(['code' => $code, 'name' => ['ro' => $ro, 'ru' => $ru], 'section' => ['ro' => 'General', 'ru' => 'Общее'], 'type' => 'select', 'sort' => 1]);
      $ids = [];
      foreach ($values as $i => [$slug, $vro, $vru, $swatch]) {
        $ids[$slug] = $a->options()->create(['slug' => $slug, 'value' => ['ro' => $vro, 'ru' => $vru], 'sort' => $i, 'swatch' => $swatch])->id;
      }
      Illuminate\\Support\\Facades\\DB::table('category_attribute')->insert(['category_id' => $leaf->id, 'attribute_id' => $a->id, 'sort' => count(Illuminate\\Support\\Facades\\DB::table('category_attribute')->where('category_id', $leaf->id)->get())]);
      return ['id' => $a->id, 'options' => $ids];
    };
    $storage = $make('e2e_storage_${stamp}', 'Memoria', 'Память', [['128gb', '128 GB', '128 ГБ', null], ['256gb', '256 GB', '256 ГБ', null]]);
    $colour = $make('e2e_colour_${stamp}', 'Culoarea', 'Цвет', [['negru', 'Negru', 'Чёрный', '#1a1a1a'], ['alb', 'Alb', 'Белый', '#f5f5f5']]);
    $diagonal = App\\Models\\Attribute::query()->create(['code' => 'e2e_diagonal_${stamp}', 'name' => ['ro' => 'Diagonala', 'ru' => 'Диагональ'], 'section' => ['ro' => 'Ecran', 'ru' => 'Экран'], 'type' => 'number', 'unit' => '"', 'sort' => 2]);
    Illuminate\\Support\\Facades\\DB::table('category_attribute')->insert(['category_id' => $leaf->id, 'attribute_id' => $diagonal->id, 'sort' => 2]);
    $brand = App\\Models\\Brand::query()->orderBy('id')->firstOrFail();
    foreach (['E2E-${stamp}-A' => 1500000, 'E2E-${stamp}-B' => 1800000] as $sku => $price) {
      App\\Models\\Product::query()->create([
        'slug' => strtolower($sku), 'sku' => $sku, 'name' => ['ro' => 'Telefon '.$sku, 'ru' => 'Телефон '.$sku], 'description' => ['ro' => 'Un telefon de test.', 'ru' => 'Тестовый телефон.'],
        'brand_id' => $brand->id, 'category_id' => $leaf->id, 'category_sub_id' => $sub->id, 'category_root_id' => $sub->parent_id,
        'price' => $price, 'stock_total' => 0, 'is_active' => true, 'popularity' => 0,
      ]);
    }
    echo json_encode(['category' => $leaf->id, 'brand' => $brand->id, 'storage' => $storage, 'colour' => $colour, 'diagonal' => $diagonal->id, 'skus' => ['E2E-${stamp}-A', 'E2E-${stamp}-B']]);
  `);

  return json<Fixture>(out);
}

/** The family's variants as stored: SKU => [price in bani, on sale]. */
function variants(name: string): Record<string, [number, boolean]> {
  return json<Record<string, [number, boolean]>>(
    php(`
      $family = App\\Models\\ProductFamily::query()->where('name->ro', ${JSON.stringify(name)})->firstOrFail();
      echo json_encode(App\\Models\\Product::query()->where('family_id', $family->id)->orderBy('sku')->get()->mapWithKeys(fn ($p) => [$p->sku => [$p->price, $p->is_active]]));
    `),
  );
}

test.describe('Product families in the back office', () => {
  test.describe.configure({ mode: 'serial' });
  // A long walk through one form, with a reload after each action.
  test.setTimeout(180_000);
  let session: Session;
  let data: Fixture;
  let editor: StaffAccount;
  const name = `Telefon Zefir ${stamp}`;

  test.beforeAll(async ({ browser }) => {
    data = fixture();
    editor = createStaff('editor', 'ro', 'Elena Editor');
    session = await openSession(browser, { width: 1280, height: 900 });
  });

  test.afterAll(async () => {
    await session.close();
    // What the test made goes, so later specs find the demo catalogue as it was.
    php(`
      $leaf = App\\Models\\Category::query()->where('slug', 'e2e-familii-${stamp}')->first();
      if ($leaf !== null) {
        $ids = App\\Models\\Product::query()->where('category_id', $leaf->id)->pluck('id');
        App\\Models\\ProductFamily::query()->where('category_id', $leaf->id)->delete();
        Illuminate\\Support\\Facades\\DB::table('product_attribute_values')->whereIn('product_id', $ids)->delete();
        App\\Models\\Product::query()->whereIn('id', $ids)->delete();
        $attributes = Illuminate\\Support\\Facades\\DB::table('category_attribute')->where('category_id', $leaf->id)->pluck('attribute_id');
        Illuminate\\Support\\Facades\\DB::table('category_attribute')->where('category_id', $leaf->id)->delete();
        App\\Models\\Attribute::query()->whereIn('id', $attributes)->get()->each->delete();
        $leaf->delete();
      }
    `);
  });

  test('at 1280 px: a family from two products, generated combinations, a price inline, bulk prices, a variant off sale', async () => {
    const { page } = session;
    await signInStaff(page, editor);

    await page.goto('/admin/familii');
    await page.waitForSelector(`h1:has-text("${ro['admin.families.title']}")`);
    await page.click('[data-test="new-family"]');
    await page.waitForSelector('[data-test="family-form"]');
    await page.fill('[data-test="field-name.ro"]', name);
    await page.fill('[data-test="field-name.ru"]', `Телефон Зефир ${stamp}`);
    await page.selectOption('[data-test="field-brand_id"]', String(data.brand));
    await page.selectOption('[data-test="field-category_id"]', String(data.category));
    await page.waitForSelector('[data-test="field-option-add"]');
    await page.selectOption('[data-test="field-option-add"]', String(data.storage.id));
    await page.click('[data-test="option-add-button"]');
    await page.selectOption('[data-test="field-option-add"]', String(data.colour.id));
    await page.click('[data-test="option-add-button"]');
    await page.click('[data-test="family-save"]');
    await page.waitForURL(/\/admin\/familii\/\d+\/editare$/);
    expect(await page.textContent('[data-test="admin-status"]')).toContain(ro['admin.families.created']);
    await page.waitForSelector('[data-test="variants-table"]');

    // Two existing products join by SKU, each with its storage and colour.
    const [first, second] = data.skus;
    for (const [sku, storage] of [
      [first, '128gb'],
      [second, '256gb'],
    ] as const) {
      await page.fill('[data-test="field-attach_sku"]', sku.toLowerCase());
      await page.selectOption(
        `[data-test="field-attach.values.${data.storage.id}"]`,
        String(data.storage.options[storage]),
      );
      await page.selectOption(`[data-test="field-attach.values.${data.colour.id}"]`, String(data.colour.options.negru));
      await page.click('[data-test="attach-save"]');
      await page.waitForSelector(`[data-test="variant-${sku}"]`);
    }
    // A combination the family has is refused beside the values.
    await page.fill('[data-test="field-attach_sku"]', 'NOPE-404');
    await page.click('[data-test="attach-save"]');
    await page.waitForSelector(
      `[data-test="error-attach_sku"]:has-text("${ro['admin.families.validation.sku_unknown']}")`,
    );

    // Generate: both storages in white are missing.
    for (const option of [data.storage.options['128gb'], data.storage.options['256gb']]) {
      await page.check(`[data-test="field-choices.${data.storage.id}.${option}"]`);
    }
    await page.check(`[data-test="field-choices.${data.colour.id}.${data.colour.options.negru}"]`);
    await page.check(`[data-test="field-choices.${data.colour.id}.${data.colour.options.alb}"]`);
    expect(await page.textContent('[data-test="generate-count"]')).toBe(
      ro['admin.families.generate.count'].replace(':count', '4'),
    );
    await page.fill('[data-test="field-sku_prefix"]', `zf${stamp}`);
    await page.fill('[data-test="generate-form"] [data-test="field-price"]', '16 000');
    await page.click('[data-test="generate-save"]');
    await page.waitForSelector(
      `[data-test="admin-status"]:has-text("${ro['admin.families.generated'].replace(':count', '2')}")`,
    );
    const white = `ZF${stamp}-128GB-ALB`;
    await page.waitForSelector(`[data-test="variant-${white}"]`);
    expect(Object.keys(variants(name))).toHaveLength(4);

    // A price inline, the generated variant put on sale, one variant taken off sale: one save.
    const rows = page.locator('[data-test="variants-table"] tbody tr');
    const rowIndex = async (sku: string) => {
      const skus = await rows.locator('[data-test^="variant-edit-"]').allTextContents();
      return skus.indexOf(sku);
    };
    const w = await rowIndex(white);
    await page.fill(`[data-test="field-variants.${w}.price"]`, '15 499,90');
    await page.check(`[data-test="field-variants.${w}.is_active"]`);
    await page.uncheck(`[data-test="field-variants.${await rowIndex(second)}.is_active"]`);
    // Unsaved edits hold the actions that reload the table.
    expect(await page.isVisible('[data-test="variant-actions-locked"]')).toBe(true);
    await page.click('[data-test="family-save"]');
    await page.waitForSelector(`[data-test="admin-status"]:has-text("${ro['admin.families.saved']}")`);
    let stored = variants(name);
    expect(stored[white]).toEqual([1_549_990, true]);
    expect(stored[second]).toEqual([1_800_000, false]);
    expect(await page.textContent(`[data-test="variant-${white}"]`)).toContain(`${name} 128 GB Alb`);

    // 10 % off the two ticked variants.
    await page.check(`[data-test="field-variant-select-${await variantId(first)}"]`);
    await page.check(`[data-test="field-variant-select-${await variantId(white)}"]`);
    await page.fill('[data-test="field-bulk_value"]', '10');
    await page.click('[data-test="bulk-price-apply"]');
    await page.waitForSelector(
      `[data-test="admin-status"]:has-text("${ro['admin.families.prices_changed'].replace(':count', '2')}")`,
    );
    stored = variants(name);
    expect(stored[first]?.[0]).toBe(1_350_000);
    expect(stored[white]?.[0]).toBe(1_394_991);
    expect(stored[second]?.[0]).toBe(1_800_000);

    // The list shows the family with its four variants.
    await page.goto(`/admin/familii?q=${encodeURIComponent(first)}`);
    await page.waitForSelector('[data-test="families-table"]');
    expect(await page.locator('[data-test="families-table"] tbody tr').count()).toBe(1);
    expect(await page.textContent('[data-test="families-table"] tbody tr')).toContain(name);
  });

  test('at 1280 px: a TV line by its diagonal, generated from typed numbers, one changed inline, refusals beside it', async () => {
    const { page } = session;
    const tv = `Televizor Orion ${stamp}`;

    // Signed in by the walk above when the file runs whole; on its own it signs in first.
    await page.goto('/admin/familii/nou');
    if (new URL(page.url()).pathname !== '/admin/familii/nou') {
      await signInStaff(page, editor);
      await page.goto('/admin/familii/nou');
    }
    await page.waitForSelector('[data-test="family-form"]');
    await page.fill('[data-test="field-name.ro"]', tv);
    await page.fill('[data-test="field-name.ru"]', `Телевизор Орион ${stamp}`);
    await page.selectOption('[data-test="field-brand_id"]', String(data.brand));
    await page.selectOption('[data-test="field-category_id"]', String(data.category));
    await page.waitForSelector('[data-test="field-option-add"]');
    await page.selectOption('[data-test="field-option-add"]', String(data.diagonal));
    await page.click('[data-test="option-add-button"]');
    await page.click('[data-test="family-save"]');
    await page.waitForURL(/\/admin\/familii\/\d+\/editare$/);
    await page.waitForSelector('[data-test="generate-form"]');

    // Three diagonals typed, as staff write a list.
    await page.fill(`[data-test="field-choices.${data.diagonal}"]`, '43, 50 55');
    expect(await page.textContent('[data-test="generate-count"]')).toBe(
      ro['admin.families.generate.count'].replace(':count', '3'),
    );
    await page.fill('[data-test="field-sku_prefix"]', `or${stamp}`);
    await page.fill('[data-test="generate-form"] [data-test="field-price"]', '7 000');
    await page.click('[data-test="generate-save"]');
    await page.waitForSelector(
      `[data-test="admin-status"]:has-text("${ro['admin.families.generated'].replace(':count', '3')}")`,
    );
    const sku = (inches: number) => `OR${stamp}-${inches}`;
    expect(diagonals(tv, data.diagonal)).toEqual({ [sku(43)]: 43, [sku(50)]: 50, [sku(55)]: 55 });
    await page.waitForSelector(`[data-test="variant-${sku(55)}"]`);
    expect(await page.textContent(`[data-test="variant-${sku(55)}"]`)).toContain(`${tv} 55"`);
    const cell = (row: number) => `[data-test="field-variants.${row}.values.${data.diagonal}"]`;
    expect(await page.inputValue(cell(1))).toBe('50');

    // 55,0 is 55: the later row of the two is refused, naming the variant before it with the same diagonal; then a word.
    await page.fill(cell(1), '55,0');
    await page.click('[data-test="family-save"]');
    const duplicate = ro['admin.families.validation.duplicate'].replace(':sku', sku(50));
    await page.waitForSelector(`[data-test="variants-table"] tbody tr:nth-child(3) :text("${duplicate}")`);
    await page.fill(cell(1), 'mare');
    await page.click('[data-test="family-save"]');
    await page.waitForSelector(
      '[data-test="variants-table"] tbody tr:nth-child(2) :text("Scrieți „Diagonala” ca număr")',
    );
    expect(diagonals(tv, data.diagonal)[sku(50)]).toBe(50);

    // A decimal diagonal is kept, and the name says it the shop's way.
    await page.fill(cell(1), '49,5');
    await page.click('[data-test="family-save"]');
    await page.waitForSelector(`[data-test="admin-status"]:has-text("${ro['admin.families.saved']}")`);
    expect(diagonals(tv, data.diagonal)[sku(50)]).toBe(49.5);
    expect(await page.textContent(`[data-test="variant-${sku(50)}"]`)).toContain(`${tv} 49,5"`);
    expect(await page.inputValue(cell(1))).toBe('49.5');
  });

  test('at 390 px in Russian: a price inline and all prices up by an amount, nothing wider than the phone', async ({
    browser,
  }) => {
    const phone = await openSession(browser, { width: 390, height: 844 });
    try {
      const account = createStaff('manager', 'ru', 'Мария Менеджер');
      await signInStaff(phone.page, account);
      const { page } = phone;
      const id = json<number>(
        php(
          `echo json_encode(App\\Models\\ProductFamily::query()->where('name->ro', ${JSON.stringify(name)})->value('id'));`,
        ),
      );
      await page.goto(`/admin/familii/${id}/editare`);
      await page.waitForSelector('[data-test="variants-table"]');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await page.fill('[data-test="field-variants.0.price"]', '14 000');
      await page.click('[data-test="family-save"]');
      await page.waitForSelector(`[data-test="admin-status"]:has-text("${ru['admin.families.saved']}")`);
      expect(variants(name)[data.skus[0]]?.[0]).toBe(1_400_000);

      await page.selectOption('[data-test="field-bulk_mode"]', 'amount');
      await page.selectOption('[data-test="field-bulk_direction"]', 'up');
      await page.fill('[data-test="field-bulk_value"]', '100');
      await page.click('[data-test="bulk-price-apply"]');
      await page.waitForSelector(
        `[data-test="admin-status"]:has-text("${ru['admin.families.prices_changed'].replace(':count', '4')}")`,
      );
      expect(variants(name)[data.skus[0]]?.[0]).toBe(1_410_000);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await phone.close();
    }
  });
});

/** The diagonals the family's variants have as stored: SKU => inches. */
function diagonals(name: string, attribute: number): Record<string, number> {
  return json<Record<string, number>>(
    php(`
      $family = App\\Models\\ProductFamily::query()->where('name->ro', ${JSON.stringify(name)})->firstOrFail();
      echo json_encode(Illuminate\\Support\\Facades\\DB::table('product_attribute_values as v')->join('products as p', 'p.id', '=', 'v.product_id')
        ->where('p.family_id', $family->id)->where('v.attribute_id', ${attribute})->orderBy('p.sku')->pluck('v.number_value', 'p.sku')->map(fn ($n) => (float) $n));
    `),
  );
}

/** A variant's product id by its SKU. */
async function variantId(sku: string): Promise<number> {
  return json<number>(php(`echo json_encode(App\\Models\\Product::query()->where('sku', '${sku}')->value('id'));`));
}
