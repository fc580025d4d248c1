import { expect, test } from './support/fixtures';

import { openSession, type Session } from './support/browser';

// The legal and help pages as a shopper reaches them: from the footer of any page (same tab) and from a consent
// box while filling a form (a new tab, so the form keeps what was typed), in both languages, on a phone and a desktop.

const languages = [
  {
    prefix: '',
    privacy: 'Politica de confidențialitate',
    returns: 'Returnare',
    terms: 'Termeni și condiții de vânzare',
    law: 'Legii nr. 133/2011',
    fourteen: '14 zile',
  },
  {
    prefix: '/ru',
    privacy: 'Политика конфиденциальности',
    returns: 'Возврат',
    terms: 'Условия продажи',
    law: 'Закону № 133/2011',
    fourteen: '14 дней',
  },
] as const;

const widths = [390, 1280] as const;

for (const width of widths) {
  test.describe(`Legal pages in Chromium at ${width} px`, () => {
    let session: Session;

    test.beforeAll(async ({ browser }) => {
      session = await openSession(browser, { width, height: 900 });
    });

    test.afterAll(async () => {
      await session.close();
    });

    for (const c of languages) {
      test.describe(`in ${c.prefix}`, () => {
        test('follows the footer to the privacy and returns pages, in the same tab', async () => {
          const { page } = session;
          await page.goto(`${c.prefix}/`);
          const footer = page.locator('[data-test="footer-legal"]');

          await footer.locator('[data-test="legal-link-privacy"]').click();
          await page.waitForURL(`**${c.prefix}/pagina/confidentialitate`);
          await expect.poll(() => page.locator('[data-test="page-heading"]').textContent()).toBe(c.privacy);
          await expect.poll(() => page.title()).toBe(`${c.privacy} - Electro Shop`);
          expect(await page.locator('[data-test="page-body"]').textContent()).toContain(c.law);
          // The long text has its structure on screen: headings, a table that fits or scrolls inside its box, lists.
          expect(await page.locator('[data-test="page-body"] h2').count()).toBeGreaterThanOrEqual(5);
          expect(await page.locator('[data-test="page-body"] li').count()).toBeGreaterThanOrEqual(10);
          const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(sideways).toBeLessThanOrEqual(0);

          await page.locator('[data-test="footer-legal"] [data-test="legal-link-returns"]').click();
          await page.waitForURL(`**${c.prefix}/pagina/returnare`);
          await expect.poll(() => page.locator('[data-test="page-heading"]').textContent()).toBe(c.returns);
          expect(await page.locator('[data-test="page-body"]').textContent()).toContain(c.fourteen);
          expect(session.context.pages()).toHaveLength(1);
        });

        test('opens the terms from the registration consent box in a new tab and keeps what was typed', async () => {
          const { page, context } = session;
          await page.goto(`${c.prefix}/inregistrare`);
          await page.fill('[data-test="field-name"]', 'Ana Rusu');
          await page.fill('[data-test="field-email"]', 'ana.rusu@example.md');

          const [terms] = await Promise.all([
            context.waitForEvent('page'),
            page.locator('form [data-test="legal-link-terms"]').click(),
          ]);
          await terms.waitForLoadState();
          expect(new URL(terms.url()).pathname).toBe(`${c.prefix}/pagina/termeni-si-conditii`);
          await expect.poll(() => terms.locator('[data-test="page-heading"]').textContent()).toBe(c.terms);
          await terms.close();

          expect(await page.inputValue('[data-test="field-name"]')).toBe('Ana Rusu');
          expect(await page.inputValue('[data-test="field-email"]')).toBe('ana.rusu@example.md');
          expect(await page.isChecked('[data-test="field-terms"]')).toBe(false);
          expect(new URL(page.url()).pathname).toBe(`${c.prefix}/inregistrare`);
        });
      });
    }
  });
}
