import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import { php } from './shopping/client';
import { openSession, type Session } from './support/browser';
import { createStaff, signInStaff, type StaffAccount } from './support/staff';

// An editor builds part of the catalogue's structure in the back office: a sub-subcategory under a demo subcategory
// with two spec attributes, and a brand with its logo; a shopper then finds both on the storefront.

type Fixture = { account: StaffAccount; sub: { id: number; slug: string; root: string }; logo: string };

function fixture(): Fixture {
  const account = createStaff('editor', 'ro', 'Elena Editor');
  const out = php(`
    $sub = App\\Models\\Category::query()->where('depth', 1)->orderBy('sort')->orderBy('id')->firstOrFail();
    $logo = sys_get_temp_dir().'/e2e-brand-logo-'.getmypid().'.png';
    $image = imagecreatetruecolor(480, 160);
    imagefilledrectangle($image, 0, 0, 480, 160, (int) imagecolorallocate($image, 20, 80, 190));
    imagefilledellipse($image, 240, 80, 200, 100, (int) imagecolorallocate($image, 250, 250, 250));
    imagepng($image, $logo);
    echo json_encode(['sub' => ['id' => $sub->id, 'slug' => $sub->slug, 'root' => $sub->parent->slug], 'logo' => $logo]);
  `);

  return { account, ...(JSON.parse(out.split('\n').pop() ?? 'null') as Omit<Fixture, 'account'>) };
}

test.describe('The catalogue structure in the back office', () => {
  let session: Session;
  let data: Fixture;

  test.beforeAll(async ({ browser }) => {
    data = fixture();
    session = await openSession(browser, { width: 1280, height: 900 });
  });

  test.afterAll(async () => {
    await session.close();
  });

  test('creates a category with two attributes and a brand with a logo, both seen in the shop', async () => {
    const { page } = session;
    const stamp = Date.now().toString(36);
    await signInStaff(page, data.account);

    // A sub-subcategory under the subcategory, from the tree's "add below" button.
    await page.goto('/admin/categorii');
    await page.waitForSelector(`h1:has-text("${ro['admin.categories.title']}")`);
    await page.click(`[data-test="add-child-${data.sub.slug}"]`);
    await page.waitForSelector('[data-test="field-name.ro"]');
    expect(await page.locator('select[data-test="field-parent_id"]').inputValue()).toBe(String(data.sub.id));

    // Nothing typed is lost when the server refuses: the Russian name is missing.
    await page.fill('[data-test="field-name.ro"]', `Televizoare test ${stamp}`);
    await page.fill('[data-test="field-label.ro"]', 'Nou');
    await page.click('[data-test="save-category"]');
    await page.waitForSelector('[data-test="error-name.ru"]');
    expect(await page.locator('[data-test="field-name.ro"]').inputValue()).toBe(`Televizoare test ${stamp}`);
    expect(await page.locator('[data-test="error-label.ru"]').count()).toBe(1);
    await page.fill('[data-test="field-name.ru"]', `Тестовые телевизоры ${stamp}`);
    await page.fill('[data-test="field-label.ru"]', 'Новинка');
    await page.click('[data-test="save-category"]');
    await page.waitForSelector('[data-test="category-attributes"]');
    expect(await page.locator('[data-test="admin-status"]').textContent()).toContain(ro['admin.categories.created']);

    // Two spec attributes, the second moved above the first.
    const picker = page.locator('select[data-test="field-add_attribute"]');
    const values = await picker.evaluate((select: HTMLSelectElement) =>
      Array.from(select.options)
        .map((option) => option.value)
        .filter((value) => value !== ''),
    );
    expect(values.length).toBeGreaterThanOrEqual(2);
    await picker.selectOption(values[0] ?? '');
    await picker.selectOption(values[1] ?? '');
    await page.locator('[data-test="category-attributes"] li').nth(1).locator('button').first().click();
    await page.click('[data-test="save-attributes"]');
    await page.waitForSelector(`text=${ro['admin.categories.attributes_saved']}`);
    const saved = php(`
      echo json_encode(App\\Models\\Category::query()->where('slug', 'televizoare-test-${stamp}')->firstOrFail()->specAttributes()->pluck('attributes.id'));
    `);
    expect(JSON.parse(saved.split('\n').pop() ?? '[]')).toEqual([Number(values[1]), Number(values[0])]);

    // A brand with its logo.
    await page.goto('/admin/branduri/nou');
    await page.fill('[data-test="field-name"]', `Quorra ${stamp}`);
    await page.setInputFiles('input[type="file"][name="logo"]', data.logo);
    await page.waitForSelector('[data-test="image-chosen-logo"]');
    await page.click('[data-test="save-brand"]');
    await page.waitForSelector(`text=${ro['admin.brands.created']}`);
    await page.waitForSelector('[data-test="image-preview-logo"]');

    // The shop: the new category's page (under its parents, named in the breadcrumbs) and the brand's logo.
    await page.goto(`/categorie-produs/${data.sub.root}/${data.sub.slug}/televizoare-test-${stamp}`);
    expect(await page.locator('[data-test="category-heading"]').textContent()).toBe(`Televizoare test ${stamp}`);
    await page.goto(`/ru/categorie-produs/${data.sub.root}/${data.sub.slug}/televizoare-test-${stamp}`);
    expect(await page.locator('[data-test="category-heading"]').textContent()).toBe(`Тестовые телевизоры ${stamp}`);

    await page.goto(`/branduri/quorra-${stamp}`);
    const logo = page.locator('[data-test="listing-logo"]');
    await logo.waitFor();
    expect(await logo.getAttribute('src')).toMatch(/\/media\/brands\/[0-9a-z]{26}\/logo\.webp$/);
    expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });
});
