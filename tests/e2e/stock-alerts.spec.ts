import { expect, test } from './support/fixtures';

import { openSession, type Session } from './support/browser';
import { linkFromMail, mailHeader, sentMails, waitForMail } from './support/mail';
import { php } from './shopping/client';

// Stock and price alerts in Chromium: a guest asks to be told when a product out of stock is back, confirms the
// address from the mailed link, and is mailed once the product has units again (with a one-click unsubscribe); an
// account asks for a product at once and finds, then removes, the alert on its account page. Romanian and Russian,
// on a phone and on a laptop.

const PASSWORD = 'o parolă destul de lungă';

type Product = { id: number; slug: string; ro: string; ru: string };
type Arranged = { email: string; user: number; guest: Product; account: Product };

/** A new account and two products of their own with no units (no alerts on them yet). */
function arrange(tag: string, index: number): Arranged {
  const email = `alerts.${tag}.${Date.now()}@example.md`;
  const out = php(`
    $u = App\\Models\\User::query()->forceCreate(['name' => 'Ana Popescu', 'email' => '${email}', 'password' => '${PASSWORD}', 'email_verified_at' => now(), 'locale' => 'ro']);
    $products = App\\Models\\Product::query()->where('is_active', true)->whereNull('family_id')->orderBy('id')->skip(${index * 2})->take(2)->get();
    foreach ($products as $p) {
      Tests\\Support\\Stock::only($p, 0);
      Illuminate\\Support\\Facades\\DB::table('stock_alerts')->where('product_id', $p->id)->delete();
    }
    App\\Infrastructure\\PageCache\\PageCache::bump();
    $shape = fn ($p) => ['id' => $p->id, 'slug' => $p->slug, 'ro' => $p->translate('name', 'ro'), 'ru' => $p->translate('name', 'ru')];
    echo json_encode(['email' => $u->email, 'user' => $u->id, 'guest' => $shape($products[0]), 'account' => $shape($products[1])]);
  `);

  return JSON.parse(out.split('\n').pop()!) as Arranged;
}

const texts = {
  ro: {
    notify: 'Anunță-mă când apare în stoc',
    email: 'Adresa de e-mail',
    pending: 'Verificați e-mailul: confirmați alerta prin linkul primit.',
    confirmed: 'Alerta este activă',
    subject: 'este din nou în stoc',
    subscribed: 'Gata: vă scriem când produsul apare în stoc.',
    account: 'Alertele mele',
    kind: 'Apariția în stoc',
    removed: 'Alerta a fost ștearsă.',
    empty: 'Nu aveți alerte',
  },
  ru: {
    notify: 'Сообщить о поступлении',
    email: 'Адрес электронной почты',
    pending: 'Проверьте почту: подтвердите оповещение по ссылке из письма.',
    confirmed: 'Оповещение включено',
    subject: 'снова в наличии',
    subscribed: 'Готово: мы напишем, когда товар появится в наличии.',
    account: 'Мои оповещения',
    kind: 'Поступление в продажу',
    removed: 'Оповещение удалено.',
    empty: 'Оповещений нет',
  },
} as const;

const combos = [
  ['ro', 390],
  ['ro', 1280],
  ['ru', 390],
  ['ru', 1280],
] as const;

combos.forEach(([locale, width], index) => {
  test.describe(`Stock alerts (${locale}, ${width} px)`, () => {
    const prefix = locale === 'ro' ? '' : '/ru';
    const text = texts[locale];
    let session: Session;
    let arranged: Arranged;

    test.beforeAll(async ({ browser }) => {
      arranged = arrange(`${locale}${width}`, 10 + index);
      session = await openSession(browser, { width, height: width === 390 ? 844 : 900 });
    });

    test.afterAll(async () => {
      php(
        `App\\Models\\User::query()->whereKey(${arranged.user})->delete(); Illuminate\\Support\\Facades\\DB::table('stock_alerts')->whereIn('product_id', [${arranged.guest.id}, ${arranged.account.id}])->delete();`,
      );
      await session.close();
    });

    test('a guest confirms by the mailed link and is told once when the product is back', async () => {
      const { page } = session;
      const guest = `oaspete.${locale}${width}.${Date.now()}@example.md`;
      const before = (await sentMails()).length;

      await page.goto(`${prefix}/produs/${arranged.guest.slug}`);
      await page.getByRole('button', { name: text.notify }).click();
      await page.getByLabel(text.email).fill(guest);
      await page.click('[data-test="stock-alert-submit"]');
      await expect(page.locator('[data-test="stock-alert-done"]')).toHaveText(text.pending);

      const confirm = await linkFromMail(guest, /\/alerte\/confirmare\//, before);
      expect(confirm).toContain(`${prefix}/alerte/confirmare/`);
      await page.goto(confirm);
      await expect(page.getByRole('heading', { name: text.confirmed })).toBeVisible();
      await expect(page.locator('[data-test="stock-alert-page"]')).toContainText(arranged.guest[locale]);

      // Units arrive twice: one mail.
      php(
        `Tests\\Support\\Stock::only(${arranged.guest.id}, 3); Tests\\Support\\Stock::only(${arranged.guest.id}, 0); Tests\\Support\\Stock::only(${arranged.guest.id}, 2);`,
      );
      const alert = await waitForMail(guest, (mail) => mail.subject.includes(text.subject), before);
      expect(alert.subject).toContain(arranged.guest[locale]);
      expect(mailHeader(alert, 'List-Unsubscribe')).toContain(`${prefix}/alerte/dezabonare/`);
      expect(mailHeader(alert, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      await page.waitForTimeout(500);
      const toGuest = (await sentMails()).slice(before).filter((mail) => mail.to.includes(guest));
      expect(toGuest).toHaveLength(2);

      // The mail's unsubscribe link: a page with one button.
      const unsubscribe = mailHeader(alert, 'List-Unsubscribe').replace(/^</, '').replace(/>$/, '');
      await page.goto(unsubscribe);
      await page.click('[data-test="stock-alert-unsubscribe"]');
      await expect(page.locator('[data-test="stock-alert-page"]')).toHaveAttribute('data-state', 'unsubscribed');
    });

    test('an account subscribes at once, then lists and removes the alert on its account page', async () => {
      const { page } = session;
      await page.goto(`${prefix}/autentificare`);
      await page.fill('[data-test="field-email"]', arranged.email);
      await page.fill('[data-test="field-password"]', PASSWORD);
      await page.click('[data-test="submit"]');
      await page.waitForURL((url) => url.pathname === `${prefix}/cont`, { timeout: 15_000 });

      await page.goto(`${prefix}/produs/${arranged.account.slug}`);
      await page.getByRole('button', { name: text.notify }).click();
      await expect(page.locator('[data-test="stock-alert-done"]')).toHaveText(text.subscribed);
      await expect(page.getByLabel(text.email)).toHaveCount(0);

      await page.getByRole('link', { name: text.account }).click();
      await page.waitForURL((url) => url.pathname === `${prefix}/cont/alerte`);
      const row = page.locator(`[data-test="account-alert-${arranged.account.id}-stock"]`);
      await expect(row).toContainText(arranged.account[locale]);
      await expect(row).toContainText(text.kind);

      await row.locator('[data-test="account-alert-remove"]').click();
      await expect(page.locator('[data-test="account-alerts-status"]')).toHaveText(text.removed);
      await expect(page.getByText(text.empty)).toBeVisible();
    });
  });
});
