import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { baseUrl, contactFormReady, openSession, type Session } from './support/browser';
import { mailHeader, mailLinks, waitForMail } from './support/mail';

// Company pages as a shopper uses them: finding a shop that is open now in a city (checked against the stores API,
// whatever the hour of the run), signing up for the newsletter from the footer, and writing to the office.

type ApiStore = { slug: string; city: string; open_now: boolean };

const languages = [
  {
    language: 'Romanian',
    prefix: '',
    city: 'Bălți',
    openNow: 'Doar deschise acum',
    empty: 'Niciun magazin din Bălți nu este deschis acum.',
    productsHeading: /^Produse în magazinul /,
    invalid: 'Adresa de e-mail nu este validă.',
    pending: 'Aproape gata! V-am trimis un e-mail',
  },
  {
    language: 'Russian',
    prefix: '/ru',
    city: 'Кишинёв',
    openNow: 'Только открытые сейчас',
    empty: 'Сейчас в городе Кишинёв нет открытых магазинов.',
    productsHeading: /^Товары в магазине /,
    invalid: 'Адрес e-mail некорректен.',
    pending: 'Почти готово! Мы отправили вам письмо',
  },
] as const;

/** The map's tiles live on the internet, which this machine does not reach: refuse them at once. */
async function offlineTiles(session: Session): Promise<void> {
  await session.context.route(
    (url) => !url.href.startsWith(baseUrl),
    (route) => route.abort(),
  );
}

async function storesFromApi(page: Page, prefix: string): Promise<ApiStore[]> {
  const response = await page.request.get(`/api/shop/get-stores/?lang=${prefix === '' ? 'ro' : 'ru'}`);

  return ((await response.json()) as { data: ApiStore[] }).data;
}

const shownStores = (page: Page) =>
  page.locator('[data-test="store-card"]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-store')));

for (const c of languages) {
  test.describe(`Company pages in ${c.language}`, () => {
    let session: Session;
    const errors: string[] = [];

    test.beforeAll(async ({ browser }) => {
      session = await openSession(browser);
      await offlineTiles(session);
      session.page.on('pageerror', (error) => errors.push(error.message));
    });

    test.afterAll(async () => {
      await session.close();
    });

    test('finds a store open now in a city, with its phone, and opens its products', async () => {
      const { page } = session;
      await page.goto(`${c.prefix}/contacte/magazine`);
      await page.locator('[data-test="stores-map"][data-state="ready"]').waitFor();

      await page.locator('[data-test="stores-city"]').selectOption({ label: c.city });
      await page.getByRole('checkbox', { name: c.openNow }).check();

      const expected = (await storesFromApi(page, c.prefix))
        .filter((s) => s.city === c.city && s.open_now)
        .map((s) => s.slug);
      expect(await shownStores(page)).toEqual(expected);
      if (expected.length === 0) {
        await expect(page.locator('[data-test="stores-empty"]').innerText()).resolves.toContain(c.empty);
        await page.locator('[data-test="stores-reset"]').click();
      }

      const card = page.locator('[data-test="store-card"]').first();
      const slug = await card.getAttribute('data-store');
      if (expected.length > 0) {
        await expect(card.locator('[data-test="store-status"]').getAttribute('data-open')).resolves.toBe('true');
      }
      await expect(card.locator('[data-test="store-phone"]').first().getAttribute('href')).resolves.toMatch(
        /^tel:\+373\d{8}$/,
      );

      // "Show on map" opens the shop's marker popup even though no tile could load.
      await card.locator('[data-test="store-show-on-map"]').click();
      await expect(page.locator('.leaflet-popup-content').innerText()).resolves.toContain(
        await card.locator('h2').innerText(),
      );
      await page.locator('[data-test="stores-map-unavailable"]').waitFor();

      await card.locator('[data-test="store-products"]').click();
      await page.waitForURL(`${baseUrl}${c.prefix}/contacte/magazine/${slug}/produse`);
      await expect(page.locator('[data-test="listing-heading"]').innerText()).resolves.toMatch(c.productsHeading);
      expect(errors).toEqual([]);
    });

    test('subscribes to the newsletter from the footer', async () => {
      const { page } = session;
      const email = `e2e-${c.prefix === '' ? 'ro' : 'ru'}-${Date.now()}@example.md`;
      await page.goto(`${c.prefix}/despre-companie`);
      const box = page.locator('[data-test="footer-newsletter"]');
      const field = box.locator('[data-test="newsletter-email"]');

      if (c.prefix === '') {
        await field.fill('ana@');
        await box.locator('[data-test="newsletter-submit"]').click();
        await expect(box.locator('[data-test="error-email"]').innerText()).resolves.toContain(c.invalid);
        await expect(field.inputValue()).resolves.toBe('ana@');
      }

      await field.fill(email);
      await box.locator('[data-test="newsletter-submit"]').click();
      await expect(box.locator('[data-test="newsletter-pending"]').innerText()).resolves.toContain(c.pending);
      await expect(field.inputValue()).resolves.toBe('');
      await expect(page.locator('[data-test="newsletter-form"] [data-test="error-email"]').count()).resolves.toBe(0);

      // The confirmation came through SMTP in the page's language, with a List-Unsubscribe header and every link on
      // APP_URL.
      const mail = await waitForMail(email);
      const locale = c.prefix === '' ? 'ro' : 'ru';
      expect(mailHeader(mail, 'Content-Language')).toBe(locale);
      expect(mailHeader(mail, 'List-Unsubscribe')).toMatch(
        new RegExp(`^<${baseUrl}${c.prefix}/newsletter/dezabonare/[^>]+>$`),
      );
      const links = mailLinks(mail);
      expect(links.some((link) => link.startsWith(`${baseUrl}${c.prefix}/newsletter/confirmare/`))).toBe(true);
      expect(links.filter((link) => link !== baseUrl && !link.startsWith(`${baseUrl}/`))).toEqual([]);

      if (c.prefix !== '') {
        // A second sign-up of the same address gets the same friendly answer.
        await field.fill(email.toUpperCase());
        await box.locator('[data-test="newsletter-submit"]').click();
        await expect(box.locator('[data-test="newsletter-pending"]').innerText()).resolves.toContain(c.pending);
      }

      // Without the page's CSRF token the same request is refused and nothing is stored.
      const forged = `forged-${email}`;
      const refused = await page.request.post(`${c.prefix}/newsletter`, {
        form: { email: forged },
        headers: { Cookie: '' },
      });
      expect(refused.status()).toBe(419);
      const notStored = await page.request.get(`/__e2e/newsletter?email=${encodeURIComponent(forged)}`);
      expect(await notStored.json()).toEqual({ subscription: null });

      const stored = await page.request.get(`/__e2e/newsletter?email=${encodeURIComponent(email)}`);
      expect(await stored.json()).toEqual({
        subscription: { locale: c.prefix === '' ? 'ro' : 'ru', confirmed: false },
      });
      expect(errors).toEqual([]);
    });
  });
}

test.describe('Writing to the office', () => {
  let session: Session;

  test.beforeAll(async ({ browser }) => {
    session = await openSession(browser, { width: 390, height: 844 });
  });

  test.afterAll(async () => {
    await session.close();
  });

  test('shows what is missing next to each field, keeps what was typed, then sends the message', async () => {
    const { page } = session;
    const shown = await page.goto('/contacte/oficiu');
    const form = page.locator('[data-test="contact-form"]');

    await form.locator('[data-test="field-name"]').fill('Ion Popescu');
    await form.locator('[data-test="field-message"]').fill('Salut');
    await form.locator('[data-test="contact-submit"]').click();

    await expect(form.locator('[data-test="error-email"]').innerText()).resolves.toBe('Introduceți adresa de e-mail.');
    await expect(form.locator('[data-test="error-message"]').innerText()).resolves.toBe(
      'Mesajul trebuie să aibă cel puțin 10 caractere.',
    );
    await expect(form.locator('[data-test="field-name"]').inputValue()).resolves.toBe('Ion Popescu');

    await form.locator('[data-test="field-email"]').fill('ion@example.md');
    await form.locator('[data-test="field-message"]').fill('Aveți în stoc mașina de spălat LG F4WV?');
    // A person takes a second or more over a form; one sent sooner is refused as a script's.
    await contactFormReady(shown);
    await form.locator('[data-test="contact-submit"]').click();

    await expect(form.locator('[data-test="contact-sent"]').innerText()).resolves.toContain('Mulțumim!');
    await expect(form.locator('[data-test="field-message"]').inputValue()).resolves.toBe('');
    await expect(form.locator('[data-test="error-email"]').count()).resolves.toBe(0);
  });
});
