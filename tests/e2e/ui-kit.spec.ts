import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

import { baseUrl, openSession, type Session } from './support/browser';
import { root } from './support/server';

// The UI kit's showcase (/__ui): every kit component renders in both languages, light and dark, on a desktop and a
// phone, without sideways scroll; the dialog opens and closes from the keyboard. Screenshots land in test-results/
// for a person to look at.

const shots = resolve(root, 'test-results/ui-kit');
const HEADINGS = { ro: 'Componentele interfeței', ru: 'Компоненты интерфейса' } as const;
const WIDTHS = [1280, 390] as const;
const APPEARANCES = ['light', 'dark'] as const;

async function open(page: Page, locale: keyof typeof HEADINGS): Promise<void> {
  await page.goto(locale === 'ro' ? '/__ui' : '/ru/__ui', { waitUntil: 'load' });
  await page.waitForSelector('[data-test="showcase-data"]');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

for (const width of WIDTHS) {
  test.describe(`The UI kit showcase at ${width} px`, () => {
    const sessions: Session[] = [];

    test.afterAll(async () => {
      for (const session of sessions) await session.close();
    });

    for (const appearance of APPEARANCES) {
      test.describe(`${appearance}`, () => {
        for (const locale of ['ro', 'ru'] as const) {
          test(`shows every component in ${locale} without sideways scroll`, async ({ browser }) => {
            const session = await openSession(browser, { width, height: 900 });
            sessions.push(session);
            const { page, context } = session;
            await context.addCookies([{ name: 'appearance', value: appearance, url: baseUrl }]);

            await open(page, locale);

            expect(await page.locator('h1').textContent()).toBe(HEADINGS[locale]);
            expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
              appearance === 'dark',
            );
            for (const section of ['buttons', 'fields', 'choices', 'overlays', 'feedback', 'data']) {
              expect(await page.locator(`[data-test="showcase-${section}"]`).count()).toBe(1);
            }
            expect(await page.locator('[data-test="error-phone"]').getAttribute('role')).toBe('alert');
            expect(await page.locator('[data-test="table-sorted"] th[aria-sort="ascending"]').count()).toBe(1);
            const { scrollWidth, innerWidth } = await page.evaluate(() => ({
              scrollWidth: document.documentElement.scrollWidth,
              innerWidth: window.innerWidth,
            }));
            expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

            mkdirSync(shots, { recursive: true });
            await page.screenshot({ path: resolve(shots, `${locale}-${width}-${appearance}.png`), fullPage: true });
          });
        }
      });
    }

    test('opens the dialog from the keyboard, keeps focus in it and gives it back on Escape', async ({ browser }) => {
      const session = await openSession(browser, { width, height: 900 });
      sessions.push(session);
      const { page } = session;
      await open(page, 'ro');

      await page.focus('[data-test="open-drawer"]');
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-test'))).toBe('open-dialog');
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-test="showcase-dialog"]');
      const inDialog = () =>
        page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement) ?? false);
      // Headless UI focuses the dialog itself, so its title is read first; Tab then cycles through its controls only.
      await expect.poll(inDialog).toBe(true);
      const visited = new Set<string>();
      for (let step = 0; step < 6; step += 1) {
        await page.keyboard.press('Tab');
        expect(await inDialog()).toBe(true);
        visited.add(await page.evaluate(() => document.activeElement?.getAttribute('data-test') ?? ''));
      }
      expect(visited).toContain('showcase-dialog-close');
      expect(visited).toContain('dialog-confirm');
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: resolve(shots, `dialog-${width}.png`) });

      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('[data-test="showcase-dialog"]').count()).toBe(0);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-test')))
        .toBe('open-dialog');
    });
  });
}
