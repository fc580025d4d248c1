import { type Page } from '@playwright/test';

import { php, uniquePhone } from '../shopping/client';

// The shopper that the page-by-page suites (accessibility, screenshots) walk the storefront as: an account, a product
// with stock at the warehouse and a shop, and the seeded pages worth visiting, read from the database by what they are.

const PASSWORD = 'o parolă destul de lungă';

export type Shopper = {
  email: string;
  user: number;
  /** A discounted TV when the catalogue has one (old price, credit teaser), else the most popular product. */
  product: { id: number; slug: string };
  /** The shop that has the product, for a pickup order. */
  store: number;
  /** Two other products of the product's category, for the comparison. */
  compared: string[];
  /** A second-level category's path (`parent/leaf`). */
  category: string;
  brand: string;
  promotion: string;
  post: string;
  vacancy: string;
};

/** A new shopper account (its e-mail starts with `prefix`), 50 units of the product at the warehouse and 20 at a shop. */
export function arrangeShopper(prefix: string): Shopper {
  const email = `${prefix}.${Date.now()}@example.md`;
  const out = php(`
    $p = App\\Models\\Product::query()->where('is_active', true)->where('discount_percent', '>', 0)->whereHas('category', fn ($q) => $q->where('slug', 'smart-tv'))->orderByDesc('popularity')->first()
      ?? App\\Models\\Product::query()->where('is_active', true)->orderByDesc('popularity')->firstOrFail();
    Tests\\Support\\Stock::only($p, 50);
    $store = App\\Models\\Store::scopeShops(App\\Models\\Store::query())->orderBy('id')->firstOrFail();
    Tests\\Support\\Stock::set($p, $store->id, 20);
    $u = App\\Models\\User::query()->forceCreate(['name' => 'Ana Popescu', 'email' => '${email}', 'password' => '${PASSWORD}', 'email_verified_at' => now(), 'locale' => 'ro']);
    $leaf = App\\Models\\Category::query()->where('depth', 1)->whereHas('parent')->orderBy('id')->firstOrFail();
    echo json_encode([
      'email' => $u->email,
      'user' => $u->id,
      'product' => ['id' => $p->id, 'slug' => $p->slug],
      'store' => $store->id,
      'compared' => App\\Models\\Product::query()->where('is_active', true)->where('category_id', $p->category_id)->whereKeyNot($p->id)->orderByDesc('popularity')->limit(2)->pluck('slug'),
      'category' => $leaf->parent->slug.'/'.$leaf->slug,
      'brand' => $p->brand->slug,
      'promotion' => App\\Models\\Promotion::query()->running()->orderBy('sort')->firstOrFail()->slug,
      'post' => App\\Models\\BlogPost::query()->published()->orderByDesc('published_at')->firstOrFail()->slug,
      'vacancy' => App\\Models\\Vacancy::query()->open()->orderBy('id')->firstOrFail()->slug,
    ]);
  `);

  return JSON.parse(out.split('\n').pop()!) as Shopper;
}

/** Leaves the shopper's cart holding one unit of their product and nothing else. */
export function fillCart(shopper: Shopper): void {
  php(`
    $cart = App\\Models\\Cart::query()->firstOrCreate(['user_id' => ${shopper.user}]);
    $cart->items()->delete();
    $cart->items()->create(['product_id' => ${shopper.product.id}, 'quantity' => 1]);
  `);
}

export async function signIn(page: Page, shopper: Shopper): Promise<void> {
  await page.goto('/autentificare');
  await page.fill('[data-test="field-email"]', shopper.email);
  await page.fill('[data-test="field-password"]', PASSWORD);
  await page.click('[data-test="submit"]');
  await page.waitForURL((url) => url.pathname === '/cont', { timeout: 15_000 });
}

/** Saves a product to the favourites or the comparison (`toggle`: favourite-toggle, compare-toggle) from its page. */
export async function saveProduct(page: Page, slug: string, toggle: string): Promise<void> {
  await page.goto(`/produs/${slug}`);
  const selector = `[data-test="product-buy-box"] [data-test="${toggle}"]`;
  await page.click(selector);
  await page.waitForSelector(`${selector}[data-saved="true"]`);
}

/** Checks out the cart (as a guest or signed in) at a laptop's width with a pickup from `store`, and waits for the thanks. */
export async function placePickupOrder(page: Page, store: number, locale: 'ro' | 'ru' = 'ro'): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(locale === 'ro' ? '/checkout' : '/ru/checkout');
  // A guest types a name; an account's comes filled in.
  if ((await page.inputValue('[data-test="field-name"]')) === '')
    await page.fill('[data-test="field-name"]', 'Ana Popescu');
  await page.fill('[data-test="field-phone"]', uniquePhone());
  await page.click('[data-test="choice-delivery_method-pickup"]');
  await page.click(`[data-test="choice-store_id-${store}"]`);
  await page.check('[data-test="field-consent"]');
  await page.click('[data-test="checkout-submit"]');
  await page.waitForSelector('[data-test="order-thanks"]', { timeout: 15_000 });
}
