<?php

declare(strict_types=1);

namespace Tests\Feature\Orders;

use App\Infrastructure\Shopper\GuestId;
use App\Models\Cart;
use App\Models\Order;
use App\Models\Product;
use App\Models\User;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * "Order again" on an account's own order: the products still sold go into the account's cart, as many as stock and
 * the cart's cap allow, and the page says which could not be added and why. Nobody else's order.
 */
final class OrderAgainTest extends TestCase
{
    /** @var list<Product> */
    private array $products;

    protected function setUp(): void
    {
        parent::setUp();
        Queue::fake();
        $this->seed(DatabaseSeeder::class);
        $this->products = array_values(Product::query()->where('is_active', true)->orderBy('id')->limit(5)->get()->all());
    }

    /**
     * @return array<string, array{string, array<string, string>}>
     */
    public static function languages(): array
    {
        return [
            'ro' => ['', [
                'added' => 'Produse adăugate în coș: 2.',
                'none' => 'Niciun produs al comenzii nu a putut fi adăugat în coș.',
                'unavailable' => 'produsul nu se mai vinde',
                'out_of_stock' => 'nu este în stoc',
                'limited' => 'am adăugat 1 din 3 buc.: atât permit stocul și coșul',
                'gone' => 'produsul nu mai există în catalog',
            ]],
            'ru' => ['/ru', [
                'added' => 'Добавлено в корзину товаров: 2.',
                'none' => 'Ни один товар заказа не удалось добавить в корзину.',
                'unavailable' => 'товар больше не продаётся',
                'out_of_stock' => 'нет в наличии',
                'limited' => 'добавлено 1 из 3 шт.: столько позволяют наличие и корзина',
                'gone' => 'товара больше нет в каталоге',
            ]],
        ];
    }

    /** An order of the account: 2 of an available product, 1 of one since deactivated, 1 out of stock, 3 of one with 1 left. */
    private function accountOrder(User $user): Order
    {
        [$available, $deactivated, $soldOut, $scarce] = $this->products;
        $order = Order::factory()->withLine($available, 2)->withLine($deactivated)->withLine($soldOut)->withLine($scarce, 3)
            ->createOne(['user_id' => $user->id]);
        Stock::only($available, 8);
        Stock::only($deactivated, 8);
        $deactivated->forceFill(['is_active' => false])->save();
        Stock::only($soldOut, 0);
        Stock::only($scarce, 1);

        return $order;
    }

    /**
     * @param  array<string, string>  $texts
     */
    #[Test]
    #[DataProvider('languages')]
    public function the_products_still_sold_go_into_the_cart_and_the_rest_say_why(string $prefix, array $texts): void
    {
        $user = User::factory()->createOne();
        $order = $this->accountOrder($user);
        [$available, $deactivated, $soldOut, $scarce] = $this->products;

        $this->actingAs($user)->get($prefix.'/comanda/'.$order->number)->assertOk()
            ->assertInertia(fn (Assert $page) => $page->where('order.again_url', $prefix.'/comanda/'.$order->number.'/din-nou'));

        $this->post($prefix.'/comanda/'.$order->number.'/din-nou')->assertRedirect($prefix.'/comanda/'.$order->number)
            ->assertSessionHas('inertia.flash_data.orderAgain.message', $texts['added'])
            ->assertSessionHas('inertia.flash_data.orderAgain.added', [
                ['name' => $available->translate('name', $prefix === '' ? 'ro' : 'ru'), 'quantity' => 2],
                ['name' => $scarce->translate('name', $prefix === '' ? 'ro' : 'ru'), 'quantity' => 1],
            ])
            ->assertSessionHas('inertia.flash_data.orderAgain.cart_url', $prefix.'/cos')
            ->assertSessionHas('inertia.flash_data.orderAgain.skipped', [
                ['name' => $deactivated->translate('name', $prefix === '' ? 'ro' : 'ru'), 'reason' => 'unavailable', 'message' => $texts['unavailable']],
                ['name' => $soldOut->translate('name', $prefix === '' ? 'ro' : 'ru'), 'reason' => 'out_of_stock', 'message' => $texts['out_of_stock']],
                ['name' => $scarce->translate('name', $prefix === '' ? 'ro' : 'ru'), 'reason' => 'limited', 'message' => $texts['limited']],
            ]);

        $cart = Cart::query()->where('user_id', $user->id)->sole();
        $this->assertSame([$available->id => 2, $scarce->id => 1], DB::table('cart_items')->where('cart_id', $cart->id)->orderBy('product_id')->pluck('quantity', 'product_id')->map(fn ($q) => (int) $q)->all());
    }

    /**
     * @param  array<string, string>  $texts
     */
    #[Test]
    #[DataProvider('languages')]
    public function a_product_gone_from_the_catalogue_and_a_cart_already_full_are_said_too(string $prefix, array $texts): void
    {
        $user = User::factory()->createOne();
        $product = $this->products[4];
        Stock::only($product, 8);
        $order = Order::factory()->withLine($product, 2)->createOne(['user_id' => $user->id]);
        $order->lines()->create(['product_id' => null, 'sku' => 'OLD-1', 'name' => ['ro' => 'Produs vechi', 'ru' => 'Старый товар'], 'slug' => 'produs-vechi', 'unit_price' => 100, 'quantity' => 1, 'line_total' => 100]);
        $cart = Cart::query()->create(['user_id' => $user->id]);
        DB::table('cart_items')->insert(['cart_id' => $cart->id, 'product_id' => $product->id, 'quantity' => 8, 'created_at' => now(), 'updated_at' => now()]);

        $this->actingAs($user)->post($prefix.'/comanda/'.$order->number.'/din-nou')->assertRedirect()
            ->assertSessionHas('inertia.flash_data.orderAgain.message', $texts['none'])
            ->assertSessionHas('inertia.flash_data.orderAgain.skipped.0.reason', 'limited')
            ->assertSessionHas('inertia.flash_data.orderAgain.skipped.1', ['name' => $prefix === '' ? 'Produs vechi' : 'Старый товар', 'reason' => 'gone', 'message' => $texts['gone']]);
        $this->assertSame(8, (int) DB::table('cart_items')->where('cart_id', $cart->id)->value('quantity'));
    }

    #[Test]
    public function nobody_orders_again_from_anothers_order(): void
    {
        $owner = User::factory()->createOne();
        $order = $this->accountOrder($owner);
        $guestId = Str::random(40);
        $guestOrder = Order::factory()->withLine($this->products[0])->createOne(['guest_id' => $guestId]);

        // A guest is sent to sign in.
        $this->post('/comanda/'.$order->number.'/din-nou')->assertRedirect('/autentificare');

        // Another account, a guest order (even with its own guest cookie) and a number that does not exist: 404.
        $stranger = User::factory()->createOne();
        $this->actingAs($stranger)->post('/comanda/'.$order->number.'/din-nou')->assertNotFound();
        $this->withCookie(GuestId::COOKIE, $guestId)->post('/comanda/'.$guestOrder->number.'/din-nou')->assertNotFound();
        $this->post('/ru/comanda/ES-2026-999999/din-nou')->assertNotFound();
        $this->assertSame(0, DB::table('cart_items')->count());

        // The guest's order page, seen through its cookie, offers no "order again".
        $this->get('/comanda/'.$guestOrder->number)->assertOk()->assertInertia(fn (Assert $page) => $page->where('order.again_url', null));
    }

    #[Test]
    public function it_is_rate_limited_with_the_cart(): void
    {
        config()->set('rate_limits.cart.attempts', 1);
        $user = User::factory()->createOne();
        $order = $this->accountOrder($user);
        $this->actingAs($user)->post('/comanda/'.$order->number.'/din-nou')->assertRedirect();
        $this->post('/comanda/'.$order->number.'/din-nou')->assertStatus(429);
        $this->assertSame(2, (int) DB::table('cart_items')->where('product_id', $this->products[0]->id)->value('quantity'));
    }
}
