<?php

declare(strict_types=1);

namespace Tests\Feature\Cart;

use App\Infrastructure\Shopper\GuestId;
use App\Models\Cart;
use App\Models\Product;
use App\Models\User;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

final class CartTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        // JSON calls carry the guest cookie as a browser's fetch does.
        $this->withCredentials();
    }

    /**
     * @return array<string, array{string, string, string}>
     */
    public static function locales(): array
    {
        return [
            'ro' => ['', 'Coșul de cumpărături', 'Coșul este gol.'],
            'ru' => ['/ru', 'Корзина', 'Корзина пуста.'],
        ];
    }

    private function product(int $stock = 8, int $price = 1_299_900): Product
    {
        $product = Product::query()->orderBy('id')->skip(random_int(0, 5))->firstOrFail();
        $product->forceFill(['price' => $price, 'old_price' => null])->save();
        Stock::only($product, $stock);

        return $product;
    }

    #[Test]
    #[DataProvider('locales')]
    public function an_empty_cart_page_in_both_languages(string $prefix, string $title, string $empty): void
    {
        $this->get($prefix.'/cos')->assertOk()
            ->assertSee('<title data-inertia="">'.$title.' - Electro Shop</title>', false)
            ->assertInertia(fn (Assert $page) => $page
                ->component('cart/show')
                ->where('meta.title', $title)
                ->where('breadcrumbs.0.url', $prefix.'/cos')
                ->where('summary.lines', [])
                ->where('summary.total', 0)
                ->where('cart.count', 0)
                ->where('translations', fn ($lines) => $lines['cart.empty'] === $empty)
                ->etc())
            ->assertCookieMissing(GuestId::COOKIE);
    }

    #[Test]
    #[DataProvider('locales')]
    public function a_guest_adds_products_and_sees_them_priced_from_the_database(string $prefix, string $title): void
    {
        $phone = $this->product(8, 1_299_900);
        $other = Product::query()->whereKeyNot($phone->id)->orderByDesc('id')->firstOrFail();
        $other->forceFill(['price' => 49_900])->save();
        Stock::only($other, 5);

        $response = $this->from($prefix.'/produs/'.$phone->slug)
            ->post($prefix.'/cos/produse', ['product_id' => $phone->id, 'quantity' => 2, 'price' => 1, 'total' => 1, 'line_total' => 1])
            ->assertRedirect($prefix.'/produs/'.$phone->slug)
            ->assertSessionHasNoErrors();
        $guestId = $response->getCookie(GuestId::COOKIE)?->getValue();
        $this->assertIsString($guestId);

        $this->withCookie(GuestId::COOKIE, $guestId)->post($prefix.'/cos/produse', ['product_id' => $other->id])->assertRedirect();

        $this->withCookie(GuestId::COOKIE, $guestId)->get($prefix.'/cos')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('cart/show')
            ->where('meta.title', $title)
            ->has('summary.lines', 2)
            ->where('summary.lines.0.product.id', $phone->id)
            ->where('summary.lines.0.product.url', $prefix.'/produs/'.$phone->slug)
            ->where('summary.lines.0.quantity', 2)
            ->where('summary.lines.0.line_total', 2_599_800)
            ->where('summary.lines.1.quantity', 1)
            ->where('summary.lines.1.line_total', 49_900)
            ->where('summary.total', 2_649_700)
            ->where('summary.count', 3)
            ->where('summary.credit', fn ($credit) => $credit !== null && $credit['monthly'] > 0)
            ->where('cart.count', 3)
            ->etc());
        $this->assertSame(1, Cart::query()->where('guest_id', $guestId)->count());
    }

    #[Test]
    public function the_header_count_is_shared_on_every_page(): void
    {
        $product = $this->product();
        $guestId = Str::random(40);
        $this->withCookie(GuestId::COOKIE, $guestId)->post('/cos/produse', ['product_id' => $product->id, 'quantity' => 3]);

        $this->withCookie(GuestId::COOKIE, $guestId)->get('/promotii')->assertInertia(fn (Assert $page) => $page->where('cart.count', 3)->etc());
        $this->withCookie(GuestId::COOKIE, $guestId)->get('/ru')->assertInertia(fn (Assert $page) => $page->where('cart.count', 3)->etc());
        $this->withCookie(GuestId::COOKIE, Str::random(40))->get('/')->assertInertia(fn (Assert $page) => $page->where('cart.count', 0)->etc());
    }

    #[Test]
    public function quantities_add_up_and_are_capped_by_stock_and_the_cart_maximum(): void
    {
        $scarce = $this->product(3);
        $plenty = Product::query()->whereKeyNot($scarce->id)->firstOrFail();
        Stock::only($plenty, 500);
        $guest = $this->withCookie(GuestId::COOKIE, Str::random(40));

        $guest->postJson('/cos/produse', ['product_id' => $scarce->id, 'quantity' => 2])->assertOk()->assertJson(['quantity' => 2, 'cart' => ['count' => 2]]);
        $guest->postJson('/cos/produse', ['product_id' => $scarce->id, 'quantity' => 2])->assertOk()->assertJson(['quantity' => 3, 'cart' => ['count' => 3]]);
        $guest->postJson('/cos/produse', ['product_id' => $plenty->id, 'quantity' => 999])->assertOk()->assertJson(['quantity' => 10, 'cart' => ['count' => 13]]);
        $guest->patchJson('/cos/produse/'.$plenty->id, ['quantity' => 50])->assertOk()->assertJson(['quantity' => 10]);
        $guest->patchJson('/cos/produse/'.$plenty->id, ['quantity' => 4])->assertOk()->assertJson(['quantity' => 4, 'cart' => ['count' => 7]]);
    }

    /**
     * @return array<string, array{mixed}>
     */
    public static function badQuantities(): array
    {
        return [
            'zero' => [0], 'negative' => [-3], 'fraction' => [1.5], 'text' => ['doi'], 'huge' => [10 ** 12],
            'exponent' => ['1e3'], 'list' => [[1, 2]],
        ];
    }

    #[Test]
    #[DataProvider('badQuantities')]
    public function bad_quantities_are_refused_with_a_message_in_the_shoppers_language(mixed $quantity): void
    {
        $product = $this->product();
        $guest = $this->withCookie(GuestId::COOKIE, Str::random(40));

        $guest->postJson('/cos/produse', ['product_id' => $product->id, 'quantity' => $quantity])
            ->assertUnprocessable()->assertJsonPath('errors.quantity.0', 'Cantitatea trebuie să fie un număr întreg între 1 și 999.');
        $guest->postJson('/ru/cos/produse', ['product_id' => $product->id, 'quantity' => $quantity])
            ->assertUnprocessable()->assertJsonPath('errors.quantity.0', 'Количество должно быть целым числом от 1 до 999.');
        $this->assertSame(0, DB::table('cart_items')->count());
    }

    #[Test]
    public function unknown_and_sold_out_products_are_refused_next_to_the_button(): void
    {
        $soldOut = $this->product(0);
        $guest = $this->withCookie(GuestId::COOKIE, Str::random(40));

        $guest->postJson('/cos/produse', ['product_id' => 99_999_999])->assertUnprocessable()
            ->assertJsonPath('errors.product_id.0', 'Produsul nu a fost găsit.');
        $guest->postJson('/ru/cos/produse', ['product_id' => $soldOut->id])->assertUnprocessable()
            ->assertJsonPath('errors.product_id.0', 'Этого товара больше нет в наличии.');
        $guest->from('/cos')->post('/cos/produse', ['product_id' => $soldOut->id])->assertRedirect('/cos')
            ->assertSessionHasErrors(['product_id' => 'Produsul nu mai este în stoc.']);
        $this->assertSame(0, DB::table('cart_items')->count());
    }

    #[Test]
    public function lines_are_updated_and_removed_and_stock_warnings_shown(): void
    {
        $product = $this->product(6);
        $guest = $this->withCookie(GuestId::COOKIE, Str::random(40));
        $guest->post('/cos/produse', ['product_id' => $product->id, 'quantity' => 5]);

        $guest->from('/cos')->patch('/cos/produse/'.$product->id, ['quantity' => 2])->assertRedirect('/cos');
        $guest->get('/cos')->assertInertia(fn (Assert $page) => $page->where('summary.lines.0.quantity', 2)->where('summary.lines.0.warning', null)->etc());

        Stock::only($product, 1);
        $guest->get('/ru/cos')->assertInertia(fn (Assert $page) => $page->where('summary.lines.0.warning', 'limited')->where('summary.lines.0.available', 1)->etc());
        Stock::only($product, 0);
        $guest->get('/cos')->assertInertia(fn (Assert $page) => $page->where('summary.lines.0.warning', 'out_of_stock')->etc());

        $guest->from('/cos')->delete('/cos/produse/'.$product->id)->assertRedirect('/cos');
        $guest->get('/cos')->assertInertia(fn (Assert $page) => $page->where('summary.lines', [])->where('cart.count', 0)->etc());
        $guest->patchJson('/cos/produse/'.$product->id, ['quantity' => 2])->assertNotFound();
    }

    #[Test]
    public function a_guests_cart_merges_into_the_account_at_sign_in(): void
    {
        $user = User::factory()->create(['email' => 'ana@example.md']);
        $both = $this->product(4);
        $guestOnly = Product::query()->whereKeyNot($both->id)->orderByDesc('id')->firstOrFail();
        Stock::only($guestOnly, 9);
        $soldOut = Product::query()->whereKeyNot([$both->id, $guestOnly->id])->orderBy('id')->firstOrFail();
        Stock::only($soldOut, 2);

        $this->actingAs($user)->postJson('/cos/produse', ['product_id' => $both->id, 'quantity' => 3])->assertOk();
        auth()->logout();

        $guestId = Str::random(40);
        $guest = $this->withCookie(GuestId::COOKIE, $guestId);
        $guest->postJson('/cos/produse', ['product_id' => $both->id, 'quantity' => 3])->assertOk();
        $guest->postJson('/cos/produse', ['product_id' => $guestOnly->id, 'quantity' => 2])->assertOk();
        $guest->postJson('/cos/produse', ['product_id' => $soldOut->id, 'quantity' => 1])->assertOk();
        Stock::only($soldOut, 0);

        $guest->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'password'])->assertRedirect('/cont');

        $userCart = Cart::query()->where('user_id', $user->id)->firstOrFail();
        $this->assertSame(
            [$both->id => 4, $guestOnly->id => 2],
            $userCart->items()->pluck('quantity', 'product_id')->map(static fn (mixed $q): int => (int) $q)->all(),
        );
        $this->assertFalse(Cart::query()->where('guest_id', $guestId)->exists());
        $this->get('/cos')->assertInertia(fn (Assert $page) => $page->where('cart.count', 6)->has('summary.lines', 2)->etc());
    }

    #[Test]
    public function nobody_sees_or_changes_another_persons_cart(): void
    {
        [$ana, $ion] = User::factory()->count(2)->create();
        $product = $this->product(8);
        $this->actingAs($ana)->postJson('/cos/produse', ['product_id' => $product->id, 'quantity' => 2])->assertOk();

        $this->actingAs($ion)->get('/cos')->assertInertia(fn (Assert $page) => $page->where('summary.lines', [])->where('cart.count', 0)->etc());
        $this->actingAs($ion)->patchJson('/cos/produse/'.$product->id, ['quantity' => 1])->assertNotFound();
        $this->actingAs($ion)->deleteJson('/cos/produse/'.$product->id)->assertOk();
        auth()->logout();
        $this->withCookie(GuestId::COOKIE, Str::random(40))->get('/cos')
            ->assertInertia(fn (Assert $page) => $page->where('summary.lines', [])->etc());

        $this->assertSame(2, (int) DB::table('cart_items')->where('product_id', $product->id)->value('quantity'));
        $this->actingAs($ana)->get('/cos')->assertInertia(fn (Assert $page) => $page->where('cart.count', 2)->etc());
    }

    #[Test]
    public function the_cart_page_queries_do_not_grow_with_its_lines(): void
    {
        $guest = $this->withCookie(GuestId::COOKIE, Str::random(40));
        $products = Product::query()->orderBy('id')->limit(6)->get();
        $products->each(static fn (Product $p) => Stock::only($p, 5));
        $guest->postJson('/cos/produse', ['product_id' => $products[0]->id])->assertOk();
        // Warms the caches the first page view fills (category tree, credit programmes).
        $guest->get('/cos')->assertOk();

        DB::enableQueryLog();
        $guest->get('/cos')->assertOk();
        $one = count(DB::getQueryLog());
        DB::flushQueryLog();

        $products->skip(1)->each(fn (Product $p) => $guest->postJson('/cos/produse', ['product_id' => $p->id])->assertOk());
        DB::flushQueryLog();
        $guest->get('/cos')->assertOk()->assertInertia(fn (Assert $page) => $page->has('summary.lines', 6)->etc());
        $six = count(DB::getQueryLog());
        DB::disableQueryLog();

        $this->assertSame($one, $six, implode("\n", array_column(DB::getQueryLog(), 'query')));
        // One of them reads the running automatic cart rules (docs/promo-codes.md).
        $this->assertLessThanOrEqual(9, $six);
    }
}
