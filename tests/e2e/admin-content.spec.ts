import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import ru from '../../lang/ru.json' with { type: 'json' };
import { php } from './shopping/client';
import { openSession, type Session } from './support/browser';
import { png } from './support/png';
import { createStaff, signInStaff, type StaffAccount } from './support/staff';

// An editor writes a blog post in both languages, looks at the Markdown preview, gives it a cover and publishes it;
// a shopper then reads it, rendered, in Romanian and in Russian. The back office's blog list shows its moments in the
// shop's one format (28.11.2026, 19:28), never as the server sends them, and opens with its defaults from a bookmark
// with values it does not take, in both languages.

/** A day or moment as the server sends it (`2026-11-28`, `2026-11-28 19:28`). */
const RAW_DATE = /\d{4}-\d{2}-\d{2}/;
/** A moment as the back office shows it. */
const SHOWN_MOMENT = /\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/;

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

    // The list shows the post's moments in the shop's format.
    await page.goto(`/admin/blog?q=${slug}`);
    const row = page.locator('tr', { has: page.locator(`[data-test="post-${slug}"]`) });
    await row.waitFor();
    expect(await row.textContent()).toMatch(SHOWN_MOMENT);
    expect(await row.textContent()).not.toMatch(RAW_DATE);
  });

  test('the blog list in Russian: dates in the shop format, and a bookmark with values it does not take opens it', async ({
    browser,
  }) => {
    const russian = await openSession(browser, { width: 390, height: 844 });
    try {
      const { page } = russian;
      await signInStaff(page, createStaff('editor', 'ru', 'Ирина Редактор'));
      const answer = await page.goto('/admin/blog?status[]=x&page=-1&q[]=a&category=abc');
      expect(answer?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/admin/blog');
      await page.waitForSelector(`h1:has-text("${ru['admin.blog.title']}")`);
      const table = await page.locator('main table').first().textContent();
      expect(table).toMatch(SHOWN_MOMENT);
      expect(table).not.toMatch(RAW_DATE);
    } finally {
      await russian.close();
    }
  });
});
