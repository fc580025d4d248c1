import { expect, test } from './support/fixtures';

import { openSession, type Session } from './support/browser';

// docs/shop.md promises CVs up to 5 MB: the served app (PHP's built-in server with the repository's upload limits,
// scripts/php-ini/uploads.ini) must let one through, and answer a body above PHP's post_max_size (8 MB) with the
// shop's 413 page in the shopper's language rather than dropping the fields.

const vacancy = '/cariera/consultant-vanzari-chisinau';
const megabyte = 1024 * 1024;

/** A PDF of exactly `bytes` bytes: a real header, then padding inside a comment. */
function pdf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%');
  const tail = Buffer.from('\n%%EOF\n');

  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 'x'), tail]);
}

test.describe('Uploads over real HTTP', () => {
  let session: Session;

  test.beforeAll(async ({ browser }) => {
    session = await openSession(browser);
  });

  test.afterAll(async () => {
    await session.close();
  });

  for (const [prefix, sent] of [
    ['', 'Mulțumim! Candidatura a fost trimisă.'],
    ['/ru', 'Спасибо! Ваш отклик отправлен.'],
  ]) {
    test(`accepts an application in ${prefix} with a CV of 5 MB`, async () => {
      const { page } = session;
      await page.goto(`${prefix}${vacancy}`);
      await page.fill('[data-test="field-name"]', 'Maria Rusu');
      await page.fill('[data-test="field-phone"]', '069 12 34 56');
      await page.fill('[data-test="field-email"]', 'maria.rusu@example.md');
      await page.setInputFiles('[data-test="field-cv"]', {
        name: 'Maria Rusu CV.pdf',
        mimeType: 'application/pdf',
        buffer: pdf(5 * megabyte),
      });
      await page.click('[data-test="application-submit"]');

      await expect
        .poll(() => page.locator('[data-test="application-sent"]').textContent(), { timeout: 15_000 })
        .toContain(sent);
      expect(await page.locator('[data-test^="error-"]').count()).toBe(0);
    });
  }

  for (const [prefix, lang, heading] of [
    ['', 'ro', 'Fișier prea mare'],
    ['/ru', 'ru', 'Слишком большой файл'],
  ]) {
    test(`answers a 9 MB application in ${prefix} with the 413 page in its language`, async () => {
      const { page } = session;
      const response = await page.request.post(`${prefix}${vacancy}`, {
        multipart: {
          name: 'Maria Rusu',
          phone: '069 12 34 56',
          email: 'maria.rusu@example.md',
          cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf(9 * megabyte) },
        },
        failOnStatusCode: false,
      });

      expect(response.status()).toBe(413);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(heading);
    });
  }
});
