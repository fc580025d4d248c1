import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';

import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import ru from '../../lang/ru.json' with { type: 'json' };
import { php } from './shopping/client';
import { openSession } from './support/browser';
import { createStaff, signInStaff } from './support/staff';

// A manager creates a promo code with a limit of uses in the back office (/admin/coduri-promo), pauses and resumes it,
// makes a small batch of single-use codes and downloads every code of the rule as CSV (docs/promo-codes.md). In
// Romanian and Russian, on a laptop.

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

for (const { locale, text } of [
  { locale: 'ro' as const, text: ro },
  { locale: 'ru' as const, text: ru },
]) {
  test(`creates a limited code, pauses and resumes it, makes a batch and downloads it (${locale}, 1280 px)`, async ({
    browser,
  }, testInfo) => {
    const code = `E2E${randomUUID().slice(0, 6).toUpperCase()}`;
    const prefix = `B${randomUUID().slice(0, 4).toUpperCase()}`;
    const session = await openSession(browser, { width: 1280, height: 900 });
    const { page } = session;
    try {
      await signInStaff(page, createStaff('manager', locale, 'Mara Manager'));
      await page.goto('/admin/coduri-promo');
      await page.click('[data-test="new-promo-code"]');
      await page.fill('[data-test="field-label.ro"]', 'Iarna 10%');
      await page.fill('[data-test="field-label.ru"]', 'Зима 10%');
      await page.fill('[data-test="field-code"]', code.toLowerCase());
      await page.fill('[data-test="field-value"]', '10');
      await page.fill('[data-test="field-usage_limit"]', '100');
      await page.click('[data-test="promo-save"]');
      await page.waitForURL(/\/admin\/coduri-promo\/\d+\/editare$/);
      await expect(page.locator('[data-test="admin-status"]')).toHaveText(text['admin.promo_codes.saved']);
      const id = Number(/\/coduri-promo\/(\d+)\//.exec(page.url())![1]);
      // Kept upper case, with its limit; no order used it yet.
      await expect(page.locator('[data-test="field-code"]')).toHaveValue(code);
      await expect(page.locator('[data-test="field-usage_limit"]')).toHaveValue('100');
      await expect(page.locator('[data-test="promo-latest-uses"]')).toContainText(
        text['admin.promo_codes.latest_uses.none'],
      );

      // Paused: said so, the list shows it, the rule is paused; then resumed.
      await page.click(`[data-test="promo-pause-${id}"]`);
      await expect(page.locator('[data-test="admin-status"]')).toHaveText(
        text['admin.promo_codes.status_saved.paused'],
      );
      await expect(page.locator(`[data-test="promo-resume-${id}"]`)).toHaveText(text['admin.promo_codes.resume']);
      expect(php(`echo App\\Models\\PromoRule::query()->findOrFail(${id})->status;`).trim().split('\n').pop()).toBe(
        'paused',
      );
      await page.goto('/admin/coduri-promo?filter=paused');
      await expect(page.locator('[data-test="promo-codes-table"]')).toContainText(code);
      await expect(page.locator('[data-test="promo-codes-table"]')).toContainText(
        text['admin.promo_codes.state.paused'],
      );
      await page.click(`[data-test="edit-promo-${id}"]`);
      await page.click(`[data-test="promo-resume-${id}"]`);
      await expect(page.locator('[data-test="admin-status"]')).toHaveText(
        text['admin.promo_codes.status_saved.active'],
      );
      await expect(page.locator(`[data-test="promo-pause-${id}"]`)).toBeVisible();

      // A batch of 5 single-use codes with a prefix, then every code of the rule as CSV.
      await page.fill('[data-test="field-count"]', '5');
      await page.fill('[data-test="field-prefix"]', prefix);
      await page.click('[data-test="promo-batch-make"]');
      await expect(page.locator('[data-test="admin-status"]')).toHaveText(
        text['admin.promo_codes.batch_made'].replace(':count', '5'),
      );
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.click('[data-test="promo-batch-export"]'),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^coduri-${id}-.*\\.csv$`));
      const saved = testInfo.outputPath('coduri.csv');
      await download.saveAs(saved);
      const lines = readFileSync(saved, 'utf8')
        .replace(/^\ufeff/, '')
        .trim()
        .split(/\r?\n/);
      expect(plain(lines[0]!)).toContain(text['admin.promo_codes.csv.code']);
      const codes = lines.slice(1).map((line) => line.split(/[;,]/)[0]!.replace(/"/g, ''));
      expect(codes).toContain(code);
      expect(codes.filter((row) => row.startsWith(prefix))).toHaveLength(5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await session.close();
    }
  });
}
