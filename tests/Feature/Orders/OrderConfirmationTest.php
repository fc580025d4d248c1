<?php

declare(strict_types=1);

namespace Tests\Feature\Orders;

use App\Infrastructure\Http\OrderLinks;
use App\Infrastructure\Shopper\GuestId;
use App\Models\Order;
use App\Models\Product;
use App\Models\User;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * The order page thanks the shopper only on the page the checkout leads to (a one-time flash); opened again later,
 * from the account or a mail, it does not. An account's own order leads back to the account's list of orders.
 */
final class OrderConfirmationTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        Mail::fake();
        $this->withCredentials();
    }

    private function checkout(string $prefix): Order
    {
        $product = Product::query()->where('is_active', true)->orderBy('id')->firstOrFail();
        Stock::only($product, 20);
        $this->postJson($prefix.'/cos/produse', ['product_id' => $product->id])->assertOk();
        $placed = $this->post($prefix.'/checkout', [
            'idempotency_key' => (string) Str::uuid(), 'name' => 'Ana Popescu', 'phone' => '060 12 34 56', 'email' => 'ana@example.md',
            'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Albișoara 4',
            'delivery_interval' => '09-13', 'payment_method' => 'cash', 'consent' => true,
        ])->assertSessionHasNoErrors()->assertRedirect();
        $number = Order::query()->sole()->number;
        // The page the checkout leads to thanks the shopper.
        $this->get((string) $placed->headers->get('Location'))->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('orders/show')
            ->hasFlash('orderPlaced.number', $number)
            ->etc());

        return Order::query()->sole();
    }

    /**
     * @return array<string, array{string, string, string}>
     */
    public static function languages(): array
    {
        return [
            'ro' => ['', 'Contul meu', 'Comenzile mele'],
            'ru' => ['/ru', 'Мой аккаунт', 'Мои заказы'],
        ];
    }

    #[Test]
    #[DataProvider('languages')]
    public function an_accounts_order_thanks_once_then_leads_back_to_the_accounts_orders(string $prefix, string $account, string $orders): void
    {
        $this->actingAs(User::factory()->create(['email' => 'ana@example.md']));
        $order = $this->checkout($prefix);

        $this->get($prefix.'/comanda/'.$order->number)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('orders/show')
            ->missingFlash('orderPlaced')
            ->has('breadcrumbs', 3)
            ->where('breadcrumbs.0', ['name' => $account, 'url' => $prefix.'/cont'])
            ->where('breadcrumbs.1', ['name' => $orders, 'url' => $prefix.'/cont/comenzi'])
            ->where('breadcrumbs.2.url', $prefix.'/comanda/'.$order->number)
            ->etc());
    }

    #[Test]
    public function a_guests_order_opened_from_its_mail_thanks_no_more_and_is_its_own_trail(): void
    {
        $this->withCookie(GuestId::COOKIE, Str::random(40));
        $order = $this->checkout('');

        // Another browser, from the link in the mail.
        $this->flushSession();
        $this->withCookie(GuestId::COOKIE, Str::random(40))->get(OrderLinks::page($order))->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('orders/show')
            ->missingFlash('orderPlaced')
            ->has('breadcrumbs', 1)
            ->where('breadcrumbs.0.url', '/comanda/'.$order->number)
            ->etc());
    }
}
