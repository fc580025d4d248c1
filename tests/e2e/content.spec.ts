import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';

import { openSession, type Session } from './support/browser';

// A shopper's journeys through the company pages: applying for a job with a CV, and working out credit for a
// product before sending a request. Mail is not read here; the feature tests cover the e-mails.

const directory = mkdtempSync(join(tmpdir(), 'cv-'));

/** A small but real PDF made on the fly (no binaries in the repository). */
function pdfFile(name: string): string {
  const path = join(directory, name);
  writeFileSync(
    path,
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

  return path;
}

/** A text file that only pretends to be a PDF by its name. */
function fakePdf(name: string): string {
  const path = join(directory, name);
  writeFileSync(path, '<?php echo "not a CV";');

  return path;
}

const languages = [
  {
    prefix: '',
    careers: 'Carieră - Electro Shop',
    invalidCv: 'CV-ul trebuie să fie un fișier PDF sau DOCX adevărat.',
    sent: 'Mulțumim! Candidatura a fost trimisă.',
    creditSent: /Cererea nr\. \d+ a fost trimisă\./,
    perMonth: /^\d{1,3}(\u00a0\d{3})*\u00a0lei\/lună$/,
    months12: '12 luni',
  },
  {
    prefix: '/ru',
    careers: 'Карьера - Electro Shop',
    invalidCv: 'Резюме должно быть настоящим файлом PDF или DOCX.',
    sent: 'Спасибо! Ваш отклик отправлен.',
    creditSent: /Заявка № \d+ отправлена\./,
    perMonth: /^\d{1,3}(\u00a0\d{3})*\u00a0лей\/мес$/,
    months12: '12 мес.',
  },
] as const;

test.describe('Company pages in Chromium', () => {
  let session: Session;

  test.beforeAll(async ({ browser }) => {
    session = await openSession(browser, { width: 390, height: 844 });
  });

  test.afterAll(async () => {
    await session.close();
  });

  for (const c of languages) {
    test.describe(`in ${c.prefix}`, () => {
      test('applies for a vacancy with a CV, after a disguised file is refused without losing what was typed', async () => {
        const { page } = session;
        await page.goto(`${c.prefix}/cariera`);
        await expect.poll(() => page.title()).toBe(c.careers);
        const first = page.locator('[data-test="vacancy-link"]').first();
        const title = (await first.textContent()) ?? '';
        await first.click();
        await expect.poll(() => page.locator('[data-test="vacancy-heading"]').textContent()).toBe(title);

        await page.fill('[data-test="field-name"]', 'Ion Popescu');
        await page.fill('[data-test="field-phone"]', '060 12 34 56');
        await page.fill('[data-test="field-email"]', 'ion.popescu@example.md');
        await page.fill('[data-test="field-message"]', 'Pot începe de luni.');
        await page.setInputFiles('[data-test="field-cv"]', fakePdf('cv.pdf'));
        await page.click('[data-test="application-submit"]');

        const error = page.locator('[data-test="error-cv"]');
        await expect.poll(() => error.textContent()).toContain(c.invalidCv);
        expect(await page.inputValue('[data-test="field-name"]')).toBe('Ion Popescu');
        expect(await page.inputValue('[data-test="field-message"]')).toBe('Pot începe de luni.');

        await page.setInputFiles('[data-test="field-cv"]', pdfFile('Ion Popescu CV.pdf'));
        await page.click('[data-test="application-submit"]');
        await expect.poll(() => page.locator('[data-test="application-sent"]').textContent()).toContain(c.sent);
        expect(await page.locator('[data-test="application-sent"]').textContent()).toContain('ion.popescu@example.md');
      });

      test('calculates credit for a product from its page and sends a request', async () => {
        const { page } = session;
        await page.goto(`${c.prefix}/categorie-produs/tv-audio-foto/televizoare`);
        await page.locator('[data-test="product-card-link"]').first().click();
        await expect.poll(() => new URL(page.url()).pathname).toMatch(new RegExp(`^${c.prefix}/produs/`));
        const name = (await page.locator('[data-test="product-heading"]').textContent()) ?? '';
        const price =
          (await page.locator('[data-test="product-buy-box"] [data-test="product-price"]').textContent()) ?? '';

        await page.click('[data-test="product-credit-calculate"]');
        await expect.poll(() => new URL(page.url()).pathname).toBe(`${c.prefix}/credit`);
        expect(new URL(page.url()).searchParams.get('produs')).not.toBeNull();
        await expect.poll(() => page.locator('[data-test="credit-product-name"]').textContent()).toBe(name);
        expect(await page.locator('[data-test="credit-product-price"]').textContent()).toBe(price);

        const monthly = page.locator('[data-test="credit-monthly"]');
        await expect.poll(() => monthly.textContent()).toMatch(c.perMonth);
        const cheapest = await monthly.textContent();
        // The calculator opens on the programme cheapest in total; a shopper who wants 12 months picks a programme
        // that offers them.
        const programmes = await page
          .locator('[data-test="field-programme"] option')
          .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
        for (const programme of programmes) {
          await page.selectOption('[data-test="field-programme"]', programme);
          if ((await page.locator('[data-test="field-months"] option[value="12"]').count()) > 0) break;
        }
        await page.selectOption('[data-test="field-months"]', '12');
        expect(await page.locator('[data-test="field-months"] option:checked').textContent()).toBe(c.months12);
        await expect.poll(() => monthly.textContent()).not.toBe(cheapest);

        await page.fill('[data-test="field-name"]', 'Maria Rusu');
        await page.fill('[data-test="field-phone"]', '069123456');
        await page.click('[data-test="credit-request-submit"]');
        // Consent is required: the form says so and keeps what was typed.
        await expect.poll(() => page.locator('[data-test="error-consent"]').count()).toBe(1);
        expect(await page.inputValue('[data-test="field-name"]')).toBe('Maria Rusu');

        await page.check('[data-test="field-consent"]');
        await page.click('[data-test="credit-request-submit"]');
        await expect.poll(() => page.locator('[data-test="credit-request-sent"]').textContent()).toMatch(c.creditSent);
        expect(await page.locator('[data-test^="error-"]').count()).toBe(0);
        // The calculator keeps the shopper's choice after sending.
        expect(await page.locator('[data-test="credit-product-name"]').textContent()).toBe(name);
      });
    });
  }

  for (const [prefix, heading] of [
    ['', 'Fișier prea mare'],
    ['/ru', 'Слишком большой файл'],
  ]) {
    test(`answers a 20 MB body with a 413 page in the language of ${prefix}`, async () => {
      const { page } = session;
      const response = await page.request.post(`${prefix}/cariera/consultant-vanzari-chisinau`, {
        data: Buffer.alloc(20 * 1024 * 1024, 'a'),
        headers: { 'Content-Type': 'application/octet-stream' },
        failOnStatusCode: false,
      });

      expect(response.status()).toBe(413);
      expect(await response.text()).toContain(heading);
    });
  }

  test('opens a blog post from the list and follows its tag back to the list', async () => {
    const { page } = session;
    await page.goto('/blog');
    const first = page.locator('[data-test="blog-post-link"]').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect.poll(() => page.locator('[data-test="post-heading"]').textContent()).toBe(title);
    // Inertia's <Head> writes the JSON-LD after the page body renders: wait for it instead of reading it once.
    await expect.poll(() => page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);

    await page.locator('[data-test="post-tags"] a').first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('eticheta')).not.toBeNull();
    await expect.poll(() => page.locator('[data-test="blog-tag-clear"]').count()).toBe(1);
  });
});
