import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import { php } from './shopping/client';
import { openSession, type Session } from './support/browser';
import { png } from './support/png';
import { createStaff, signInStaff, type StaffAccount } from './support/staff';

// An editor writes a blog post in both languages, looks at the Markdown preview, gives it a cover and publishes it;
// a shopper then reads it, rendered, in Romanian and in Russian.

const slug = `ghid-e2e-${Date.now()}`;

test.describe('Writing a blog post in the back office', () => {
  let staff: Session;
  let shopper: Session;
  let editor: StaffAccount;

  test.beforeAll(async ({ browser }) => {
    editor = createStaff('editor', 'ro', 'Elena Editor');
    staff = await openSession(browser, { width: 1280, height: 900 });
    shopper = await openSession(browser, { width: 390, height: 844 });
  });

  test.afterAll(async () => {
    php(`
      $post = App\\Models\\BlogPost::query()->where('slug', '${slug}')->first();
      if ($post !== null) {
        if ($post->cover !== null) { app(App\\Infrastructure\\Images\\ImageStore::class)->delete($post->cover); }
        $post->delete();
      }
    `);
    await staff.close();
    await shopper.close();
  });

  test('previews, publishes with a cover, and the shopper reads it in ro and ru', async () => {
    const { page } = staff;
    await signInStaff(page, editor);
    await page.goto('/admin/blog/nou');
    await page.waitForSelector('[data-test="post-save"]');

    await page.fill('[data-test="field-title.ro"]', 'Cum alegeți un aspirator');
    await page.fill('[data-test="field-title.ru"]', 'Как выбрать пылесос');
    await page.fill('[data-test="field-excerpt.ro"]', 'Puterea, filtrul și zgomotul, pe scurt.');
    await page.fill('[data-test="field-excerpt.ru"]', 'Мощность, фильтр и шум — коротко.');
    await page.fill(
      '[data-test="field-body.ro"]',
      '## Ce contează\n\nAlegeți **filtrul HEPA** pentru alergii.\n\n<script>alert(1)</script>',
    );
    await page.fill('[data-test="field-body.ru"]', '## Что важно\n\nВыбирайте **фильтр HEPA** при аллергии.');

    // The preview is the shop's own rendering: the heading and bold text, the script only as text.
    await page.click('[data-test="markdown-preview-body.ro"]');
    const preview = page.locator('[data-test="markdown-preview-panel-body.ro"]');
    await expect.poll(() => preview.locator('h2').textContent()).toBe('Ce contează');
    expect(await preview.locator('strong').textContent()).toBe('filtrul HEPA');
    expect(await preview.locator('script').count()).toBe(0);
    expect(await preview.textContent()).toContain('<script>alert(1)</script>');

    const category = await page.$eval('[data-test="field-blog_category_id"] option:nth-child(2)', (option) =>
      option.getAttribute('value'),
    );
    await page.selectOption('[data-test="field-blog_category_id"]', category ?? '');
    await page.fill('[data-test="field-slug"]', slug);
    await page.check('[data-test="field-status-published"]');
    await page.setInputFiles('[data-test="field-cover"]', png('cover.png', 1600, 840, [20, 120, 90]));
    await page.click('[data-test="post-save"]');
    await page.waitForSelector(`[data-test="admin-status"]:has-text("${ro['admin.blog.saved']}")`);
    await page.waitForSelector('[data-test="image-preview-cover"]');

    const shop = shopper.page;
    await shop.goto(`/blog/${slug}`);
    expect(await shop.textContent('[data-test="post-heading"]')).toBe('Cum alegeți un aspirator');
    expect(await shop.locator('[data-test="prose"] h2').textContent()).toBe('Ce contează');
    expect(await shop.locator('[data-test="prose"] script').count()).toBe(0);
    const cover = shop.locator('[data-test="blog-post"] img').first();
    expect(await cover.getAttribute('src')).toMatch(/^\/media\/blog\/[0-9a-z]{26}\/cover\.webp$/);
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    expect(await shop.title()).toMatch(/^Cum alegeți un aspirator - \S/);

    await shop.goto(`/ru/blog/${slug}`);
    expect(await shop.textContent('[data-test="post-heading"]')).toBe('Как выбрать пылесос');
    expect(await shop.locator('[data-test="prose"] h2').textContent()).toBe('Что важно');
    expect(await shop.title()).toMatch(/^Как выбрать пылесос - \S/);
  });
});
