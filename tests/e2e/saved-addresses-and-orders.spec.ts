import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

import { accessibilityViolations } from './support/axe';
import { openSession, type Session } from './support/browser';
import { claimProducts, type Product } from './support/products';
import { php } from './shopping/client';

// Saved delivery addresses, "order again" and finding an order without its link, in Chromium: an account adds,
// changes, makes default and deletes addresses with the keyboard and the mouse, the checkout fills its courier fields
// from them, an old order goes back into the cart saying what could not, and a guest finds an order by its number and
// phone. Romanian and Russian, on a phone and on a laptop; axe finds nothing on the new pages.

const PASSWORD = 'o parolă destul de lungă';

type Arranged = { email: string; user: number; number: string; phone: string; products: Product[]; names: string[] };

/** A new account with an order of three claimed products: one to stay on sale, one to deactivate, one sold out. */
function arrange(tag: string): Arranged {
  const products = claimProducts(3, 20);
  const email = `addresses.${tag}.${Date.now()}@example.md`;
  const out = php(`
    $u = App\\Models\\User::query()->forceCreate(['name' => 'Ana Popescu', 'email' => '${email}', 'password' => '${PASSWORD}', 'email_verified_at' => now(), 'locale' => 'ro']);
    $products = App\\Models\\Product::query()->whereKey([${products.map((p) => p.id).join(',')}])->orderBy('id')->get();
    $factory = App\\Models\\Order::factory();
    foreach ($products as $p) { $factory = $factory->withLine($p, 2); }
    $o = $factory->status(App\\Enums\\OrderStatus::Confirmed)->createOne(['user_id' => $u->id, 'phone' => '+37360${String(Date.now()).slice(-6)}']);
    App\\Models\\OrderEvent::query()->create(['order_id' => $o->id, 'type' => 'status', 'actor' => 'staff', 'from_status' => 'new', 'to_status' => 'confirmed', 'public' => true]);
    $products[1]->forceFill(['is_active' => false])->save();
    Tests\\Support\\Stock::only($products[2], 0);
    echo json_encode(['email' => $u->email, 'user' => $u->id, 'number' => $o->number, 'phone' => $o->phone, 'names' => $products->map(fn ($p) => $p->translate('name', '${tag.startsWith('ru') ? 'ru' : 'ro'}'))]);
  `);

  return { ...(JSON.parse(out.split('\n').pop()!) as Omit<Arranged, 'products'>), products };
}

const texts = {
  ro: {
    title: 'Adresele de livrare - Electro Shop',
    saved: 'Adresa a fost salvată.',
    updated: 'Adresa a fost modificată.',
    deleted: 'Adresa a fost ștearsă.',
    madeDefault: 'Adresa este acum cea implicită.',
    zoneCountry: 'Alte localități din Moldova',
    cityError: 'Introduceți localitatea (de la 2 la 120 de caractere).',
    againAdded: 'Produse adăugate în coș: 1.',
    unavailable: 'produsul nu se mai vinde',
    outOfStock: 'nu este în stoc',
    lookupTitle: 'Găsiți comanda - Electro Shop',
    notFound: 'Nu am găsit o comandă cu acest număr și acest telefon. Verificați ce ați introdus.',
    confirmed: 'Confirmată',
    footer: 'Găsiți o comandă',
  },
  ru: {
    title: 'Адреса доставки - Electro Shop',
    saved: 'Адрес сохранён.',
    updated: 'Адрес изменён.',
    deleted: 'Адрес удалён.',
    madeDefault: 'Теперь это основной адрес.',
    zoneCountry: 'Другие населённые пункты Молдовы',
    cityError: 'Укажите населённый пункт (от 2 до 120 символов).',
    againAdded: 'Добавлено в корзину товаров: 1.',
    unavailable: 'товар больше не продаётся',
    outOfStock: 'нет в наличии',
    lookupTitle: 'Найти заказ - Electro Shop',
    notFound: 'Заказ с таким номером и телефоном не найден. Проверьте введённые данные.',
    confirmed: 'Подтверждён',
    footer: 'Найти заказ',
  },
} as const;

/** The saved addresses' cards, each as its text. */
async function cards(page: Page): Promise<string[]> {
  return (await page.locator('[data-test="addresses"] > li').allTextContents()).map((text) => text.trim());
}

async function noViolations(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

for (const locale of ['ro', 'ru'] as const) {
  for (const width of [390, 1280]) {
    test.describe(`Saved addresses, order again, order lookup (${locale}, ${width} px)`, () => {
      const prefix = locale === 'ro' ? '' : '/ru';
      const t = texts[locale];
      let session: Session;
      let arranged: Arranged;

      test.beforeAll(async ({ browser }) => {
        arranged = arrange(`${locale}${width}`);
        session = await openSession(browser, { width, height: width === 390 ? 844 : 900 });
        // Signed in here: a failed test's worker starts again from beforeAll, and the next test needs the account.
        const { page } = session;
        await page.goto(`${prefix}/autentificare`);
        await page.fill('[data-test="field-email"]', arranged.email);
        await page.fill('[data-test="field-password"]', PASSWORD);
        await page.click('[data-test="submit"]');
        await page.waitForURL((url) => url.pathname === `${prefix}/cont`, { timeout: 15_000 });
      });

      test.afterAll(async () => {
        php(`
          App\\Models\\Product::query()->whereKey(${arranged.products[1]!.id})->update(['is_active' => true]);
          App\\Models\\Cart::query()->where('user_id', ${arranged.user})->delete();
          App\\Models\\User::query()->whereKey(${arranged.user})->delete();
        `);
        await session.close();
      });

      test('an account keeps its addresses and the checkout fills the courier fields from them', async () => {
        test.setTimeout(120_000);
        const { page } = session;
        await page.goto(`${prefix}/cont`);
        await page.click('[data-test="account-link-account.addresses.index"]');
        await page.waitForSelector('[data-test="addresses-empty"]');
        await expect(page).toHaveTitle(t.title);
        await noViolations(page);

        // The first address, with the keyboard alone: the button, the fields, Enter to save.
        await page.focus('[data-test="address-add"]');
        await page.keyboard.press('Enter');
        await page.waitForSelector('[data-test="address-add-form"]');
        await page.locator('[data-test="address-add-form"] [data-test="field-zone"]').focus();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Tab');
        await page.keyboard.type('C');
        await page.keyboard.press('Tab');
        await page.keyboard.type('str. Republicii 5');
        await page.keyboard.press('Enter');
        await expect(page.locator('[data-test="error-city"]')).toHaveText(t.cityError);
        await page.fill('[data-test="address-add-form"] [data-test="field-city"]', 'Cahul');
        await page.fill('[data-test="address-add-form"] [data-test="field-label"]', 'Bunica');
        await page.locator('[data-test="address-add-form"] [data-test="field-city"]').press('Enter');
        await expect(page.locator('[data-test="addresses-status"]')).toHaveText(t.saved);
        expect(await cards(page)).toEqual([expect.stringContaining('str. Republicii 5, Cahul')]);
        await expect(page.locator('[data-test="address-default"]')).toHaveCount(1);
        expect(await cards(page)).toEqual([expect.stringContaining(t.zoneCountry)]);

        // A second one by mouse, then made the default.
        await page.click('[data-test="address-add"]');
        await page.selectOption('[data-test="address-add-form"] [data-test="field-zone"]', 'chisinau');
        await page.fill('[data-test="address-add-form"] [data-test="field-city"]', 'Chișinău');
        await page.fill('[data-test="address-add-form"] [data-test="field-address"]', 'str. Albișoara 4, ap. 12');
        await page.click('[data-test="address-add-form-save"]');
        await expect(page.locator('[data-test="addresses"] > li')).toHaveCount(2);
        await page
          .locator('[data-test="addresses"] > li', { hasText: 'Albișoara' })
          .locator('[data-test="address-make-default"]')
          .click();
        await expect(page.locator('[data-test="addresses-status"]')).toHaveText(t.madeDefault);
        expect((await cards(page))[0]).toContain('Albișoara');

        // Changed, then a third added and deleted after the question.
        await page
          .locator('[data-test="addresses"] > li', { hasText: 'Republicii' })
          .locator('[data-test="address-edit"]')
          .click();
        await page.fill('[data-test="address-edit-form"] [data-test="field-address"]', 'str. Republicii 7');
        await page.click('[data-test="address-edit-form-save"]');
        await expect(page.locator('[data-test="addresses-status"]')).toHaveText(t.updated);
        await page.click('[data-test="address-add"]');
        await page.fill('[data-test="address-add-form"] [data-test="field-city"]', 'Chișinău');
        await page.fill('[data-test="address-add-form"] [data-test="field-address"]', 'bd. Dacia 10');
        await page.click('[data-test="address-add-form-save"]');
        await expect(page.locator('[data-test="addresses"] > li')).toHaveCount(3);
        await page
          .locator('[data-test="addresses"] > li', { hasText: 'Dacia' })
          .locator('[data-test="address-delete"]')
          .click();
        // Escape inside the question keeps the address.
        await expect(page.locator('[data-test="address-delete-keep"]')).toBeVisible();
        await page.locator('[data-test="address-delete-keep"]').press('Escape');
        await expect(page.locator('[data-test="address-delete-dialog"]')).toHaveCount(0);
        await page
          .locator('[data-test="addresses"] > li', { hasText: 'Dacia' })
          .locator('[data-test="address-delete"]')
          .click();
        await page.click('[data-test="address-delete-confirm"]');
        await expect(page.locator('[data-test="addresses-status"]')).toHaveText(t.deleted);
        expect(await cards(page)).toEqual([
          expect.stringContaining('Albișoara'),
          expect.stringContaining('Republicii 7'),
        ]);
        await noViolations(page);

        // The checkout starts from the default address; choosing the other one fills its zone, town and street.
        php(`
          $cart = App\\Models\\Cart::query()->firstOrCreate(['user_id' => ${arranged.user}]);
          $cart->items()->delete();
          $cart->items()->create(['product_id' => ${arranged.products[0]!.id}, 'quantity' => 1]);
        `);
        await page.goto(`${prefix}/checkout`);
        await expect(page.locator('[data-test="field-delivery_zone"]')).toHaveValue('chisinau');
        await expect(page.locator('[data-test="field-address"]')).toHaveValue('str. Albișoara 4, ap. 12');
        const other = await page
          .locator('[data-test="field-saved_address"] option', { hasText: 'Republicii' })
          .getAttribute('value');
        await page.selectOption('[data-test="field-saved_address"]', other!);
        await expect(page.locator('[data-test="field-delivery_zone"]')).toHaveValue('country');
        await expect(page.locator('[data-test="field-city"]')).toHaveValue('Cahul');
        await expect(page.locator('[data-test="field-address"]')).toHaveValue('str. Republicii 7');
      });

      test('an old order goes back into the cart, saying what could not and why', async () => {
        test.setTimeout(60_000);
        const { page } = session;
        php(`App\\Models\\Cart::query()->where('user_id', ${arranged.user})->delete();`);
        await page.goto(`${prefix}/comanda/${arranged.number}`);
        await page.click('[data-test="order-again-submit"]');
        const result = page.locator('[data-test="order-again-result"]');
        await expect(result).toContainText(t.againAdded);
        await expect(page.locator('[data-test="order-again-skipped-unavailable"]')).toHaveText(
          `${arranged.names[1]}: ${t.unavailable}`,
        );
        await expect(page.locator('[data-test="order-again-skipped-out_of_stock"]')).toHaveText(
          `${arranged.names[2]}: ${t.outOfStock}`,
        );
        await page.click('[data-test="order-again-cart"]');
        await page.waitForURL((url) => url.pathname === `${prefix}/cos`);
        await expect(page.getByText(arranged.names[0]!).first()).toBeVisible();
      });

      test('a guest finds an order by its number and phone', async ({ browser }) => {
        test.setTimeout(60_000);
        const guest = await openSession(browser, { width, height: width === 390 ? 844 : 900 });
        try {
          const { page } = guest;
          await page.goto(`${prefix}/`);
          await page.click('[data-test="footer-link-order-lookup"]');
          await page.waitForURL((url) => url.pathname === `${prefix}/comanda/cautare`);
          await expect(page).toHaveTitle(t.lookupTitle);
          await noViolations(page);

          await page.fill('[data-test="field-number"]', arranged.number.toLowerCase());
          await page.fill('[data-test="field-phone"]', '069 00 00 00');
          await page.click('[data-test="order-lookup-submit"]');
          await expect(page.locator('[data-test="error-number"]')).toHaveText(t.notFound);

          await page.fill('[data-test="field-phone"]', `0${arranged.phone.slice(4)}`);
          await page.locator('[data-test="field-phone"]').press('Enter');
          await expect(page.locator('[data-test="order-lookup-result"]')).toBeVisible();
          await expect(page.locator('[data-test="order-timeline-status"]')).toHaveText(t.confirmed);
          await expect(page.locator('[data-test="order-timeline-entry"]')).toHaveCount(2);
          await expect(page.locator('[data-test="error-number"]')).toHaveCount(0);
          await noViolations(page);
        } finally {
          await guest.close();
        }
      });
    });
  }
}
