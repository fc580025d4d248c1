import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

import { openSession } from './support/browser';
import { createStaff, signInStaff } from './support/staff';
import { php } from './shopping/client';

// Product reviews in Chromium: a shopper writes a review on a product page and sees it wait for the moderators;
// staff publish it from the back office's queue; the product page then shows it to a guest (from the page cache,
// renewed by the publish) with the family's average beside the title; another shopper finds it helpful, once.
// Romanian and Russian, on a phone and on a laptop.

const PASSWORD = 'o parolă destul de lungă';

/** A verified shopper account; its id, for the clean-up. */
function shopperAccount(tag: string, name: string): { email: string; id: number } {
  const email = `review.${tag}.${Date.now()}@example.md`;
  const out = php(`
    $u = App\\Models\\User::query()->forceCreate(['name' => ${JSON.stringify(name)}, 'email' => '${email}', 'password' => '${PASSWORD}', 'email_verified_at' => now(), 'locale' => 'ro']);
    echo $u->id;
  `);

  return { email, id: Number(out.split('\n').pop()) };
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/autentificare');
  await page.fill('[data-test="field-email"]', email);
  await page.fill('[data-test="field-password"]', PASSWORD);
  await page.click('[data-test="submit"]');
  await page.waitForURL((url) => url.pathname === '/cont', { timeout: 15_000 });
}

const texts = {
  ro: {
    pending: 'Recenzia dvs. așteaptă verificarea moderatorilor.',
    published: 'Recenzia a fost publicată, autorul a fost anunțat.',
    count: 'Recenzii: 1',
    thanks: 'Mulțumim! (1)',
    body: 'Ecranul este luminos, bateria ține o zi întreagă.',
  },
  ru: {
    pending: 'Ваш отзыв ожидает проверки модераторами.',
    published: 'Отзыв опубликован, автор уведомлён.',
    count: 'Отзывов: 1',
    thanks: 'Спасибо! (1)',
    body: 'Яркий экран, батареи хватает на целый день.',
  },
} as const;

for (const locale of ['ro', 'ru'] as const) {
  for (const width of [390, 1280]) {
    test(`a review is written, published by staff and found helpful (${locale}, ${width} px)`, async ({
      browser,
      inStockProduct,
    }) => {
      const prefix = locale === 'ro' ? '' : '/ru';
      const viewport = { width, height: width === 390 ? 844 : 900 };
      const author = shopperAccount(`${locale}${width}a`, 'Ion Popescu');
      const voter = shopperAccount(`${locale}${width}b`, 'Ana Rusu');
      const url = `${prefix}/produs/${inStockProduct.slug}`;

      // The author writes a review: refused without stars (said at once), then sent; it waits for the moderators.
      const writer = await openSession(browser, viewport);
      await signIn(writer.page, author.email);
      await writer.page.goto(`${url}#reviews`);
      const form = writer.page.locator('[data-test="review-form"]');
      await form.scrollIntoViewIfNeeded();
      await form.locator('[data-test="field-body"]').fill(texts[locale].body);
      await form.locator('[data-test="review-submit"]').click();
      await expect(form.locator('[data-test="error-rating"]')).toBeVisible();
      await form.locator('[data-test="review-star-4"]').click();
      await form.locator('[data-test="review-submit"]').click();
      await expect(writer.page.locator('[data-test="own-review-status"]')).toHaveText(texts[locale].pending);
      await writer.close();

      // Staff publish it from the queue, in their own language.
      const staff = createStaff('editor', locale);
      const office = await openSession(browser, viewport);
      await signInStaff(office.page, staff);
      await office.page.goto('/admin/recenzii');
      const card = office.page.locator('[data-test="queued-review"]', { hasText: texts[locale].body });
      await card.locator('[data-test="review-publish"]').click();
      await expect(office.page.getByText(texts[locale].published)).toBeVisible();
      await office.close();

      // A guest gets the page with the review, its stars and the average beside the title.
      const reader = await openSession(browser, viewport);
      await reader.page.goto(url);
      await expect(reader.page.locator('[data-test="rating-summary"]')).toContainText('4');
      await expect(reader.page.locator('[data-test="rating-summary"]')).toContainText(texts[locale].count);
      await reader.page.locator('[data-test="reviews"]').scrollIntoViewIfNeeded();
      const review = reader.page.locator('[data-test="review"]', { hasText: texts[locale].body });
      await expect(review).toContainText('Ion P.');

      // Another shopper finds it helpful, once.
      await signIn(reader.page, voter.email);
      await reader.page.goto(url);
      await reader.page.locator('[data-test="reviews"]').scrollIntoViewIfNeeded();
      const helpful = reader.page
        .locator('[data-test="review"]', { hasText: texts[locale].body })
        .locator('[data-test="review-helpful"]');
      const voted = reader.page.waitForResponse((response) => response.url().includes('/recenzii/voturi/'));
      await helpful.click();
      expect((await voted).status()).toBe(200);
      await expect(helpful).toHaveText(texts[locale].thanks);
      await expect(helpful).toBeDisabled();
      await reader.close();

      php(`App\\Models\\User::query()->whereIn('id', [${author.id}, ${voter.id}])->delete();`);
    });
  }
}
