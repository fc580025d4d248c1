<?php

declare(strict_types=1);

namespace Tests\Feature\Orders;

use App\Infrastructure\Shopper\GuestId;
use App\Models\Order;
use App\Models\Product;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

final class RegisterFromOrderTest extends TestCase
{
    #[Test]
    #[DataProvider('locales')]
    public function a_guest_order_fills_the_registration_form_only_for_the_guest_who_placed_it(string $prefix): void
    {
        $this->seed(DatabaseSeeder::class);
        $guestId = Str::random(40);
        $this->withCredentials()->withCookie(GuestId::COOKIE, $guestId);
        $product = Product::query()->orderBy('id')->firstOrFail();
        $product->forceFill(['price' => 40_000, 'old_price' => null])->save();
        Stock::only($product, 5);
        $this->postJson($prefix.'/cos/produse', ['product_id' => $product->id])->assertOk();
        $number = $this->postJson($prefix.'/checkout', [
            'idempotency_key' => (string) Str::uuid(), 'name' => 'Ana Popescu', 'phone' => '060 12 34 56', 'email' => 'ana@example.md',
            'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Albișoara 4',
            'delivery_interval' => '13-18', 'payment_method' => 'cash', 'consent' => true,
        ])->assertCreated()->json('number');
        $this->assertIsString($number);

        $this->get($prefix.'/inregistrare?order='.$number)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('auth/register')
            ->where('prefill', ['name' => 'Ana Popescu', 'email' => 'ana@example.md', 'phone' => '060 12 34 56']));
        $this->get($prefix.'/inregistrare')->assertOk()->assertInertia(fn (Assert $page) => $page->where('prefill', null));

        // Another browser that knows the number learns nothing.
        $this->withCookie(GuestId::COOKIE, Str::random(40))->get($prefix.'/inregistrare?order='.$number)
            ->assertOk()->assertInertia(fn (Assert $page) => $page->where('prefill', null));
        $this->assertSame(1, Order::query()->count());
    }

    /**
     * @return array<string, array{string}>
     */
    public static function locales(): array
    {
        return ['ro' => [''], 'ru' => ['/ru']];
    }
}
