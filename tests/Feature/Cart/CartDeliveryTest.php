<?php

declare(strict_types=1);

namespace Tests\Feature\Cart;

use App\Infrastructure\Shopper\GuestId;
use App\Models\Product;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * The cart page's delivery costs (App\Queries\Cart\CartDelivery): each zone's fee for the cart's total and what is left
 * until it is free, by the rule the checkout charges (DeliveryFee), again after every change of a line.
 */
final class CartDeliveryTest extends TestCase
{
    private string $guest;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        $this->guest = Str::random(40);
    }

    /**
     * @return array<string, array{string, string, string}>
     */
    public static function locales(): array
    {
        return [
            'ro' => ['', 'Încă :amount până la livrarea gratuită', 'Livrare gratuită'],
            'ru' => ['/ru', 'Бесплатная доставка при заказе ещё на :amount', 'Бесплатная доставка'],
        ];
    }

    /** A guest's cart holding one unit of a product at 800 lei. */
    private function cartOf800Lei(string $prefix): Product
    {
        $product = Product::query()->where('is_active', true)->orderBy('id')->firstOrFail();
        $product->forceFill(['price' => 80_000, 'old_price' => null])->save();
        Stock::only($product, 10);
        $this->withCookie(GuestId::COOKIE, $this->guest)->post($prefix.'/cos/produse', ['product_id' => $product->id])->assertRedirect();

        return $product;
    }

    #[Test]
    #[DataProvider('locales')]
    public function the_cart_gives_each_zones_fee_and_what_is_left_until_it_is_free(string $prefix, string $remaining, string $reached): void
    {
        $product = $this->cartOf800Lei($prefix);

        $this->withCookie(GuestId::COOKIE, $this->guest)->get($prefix.'/cos')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('cart/show')
            ->where('summary.total', 80_000)
            ->where('delivery', [
                ['code' => 'chisinau', 'fee' => 5_000, 'free_from' => 100_000, 'price' => 5_000, 'remaining' => 20_000],
                ['code' => 'suburbs', 'fee' => 10_000, 'free_from' => 300_000, 'price' => 10_000, 'remaining' => 220_000],
                ['code' => 'country', 'fee' => 15_000, 'free_from' => 500_000, 'price' => 15_000, 'remaining' => 420_000],
            ])
            ->where('translations', fn ($lines) => $lines['cart.delivery.remaining'] === $remaining && $lines['cart.delivery.reached'] === $reached)
            ->etc());

        // Two units (1 600 lei): Chișinău's courier is free, the others come closer; the redirect back brings them.
        $this->withCookie(GuestId::COOKIE, $this->guest)->patch($prefix.'/cos/produse/'.$product->id, ['quantity' => 2])->assertRedirect();
        $this->withCookie(GuestId::COOKIE, $this->guest)->get($prefix.'/cos')->assertInertia(fn (Assert $page) => $page
            ->where('delivery.0.price', 0)
            ->where('delivery.0.remaining', 0)
            ->where('delivery.1.remaining', 140_000)
            ->where('delivery.2.remaining', 340_000)
            ->etc());
    }

    #[Test]
    public function the_cart_and_the_checkout_charge_a_zone_the_same_at_and_around_its_threshold(): void
    {
        $product = $this->cartOf800Lei('');
        // Exactly the threshold is free, a ban less is not: the checkout's own comparison.
        foreach ([99_999 => 5_000, 100_000 => 0] as $price => $fee) {
            $product->forceFill(['price' => $price])->save();
            $cart = $this->withCookie(GuestId::COOKIE, $this->guest)->get('/cos')->viewData('page')['props'];
            $checkout = $this->withCookie(GuestId::COOKIE, $this->guest)->get('/checkout')->viewData('page')['props'];

            $this->assertSame($fee, $cart['delivery'][0]['price']);
            $this->assertSame($checkout['options']['zones'][0]['price'], $cart['delivery'][0]['price']);
            $this->assertSame($fee === 0 ? 0 : 1, $cart['delivery'][0]['remaining']);
        }
    }

    #[Test]
    public function the_zones_and_thresholds_come_from_the_checkouts_settings(): void
    {
        config(['checkout.delivery.zones.chisinau.free_from' => 90_000, 'checkout.delivery.zones.chisinau.fee' => 4_000]);
        $this->cartOf800Lei('');

        $this->withCookie(GuestId::COOKIE, $this->guest)->get('/cos')->assertInertia(fn (Assert $page) => $page
            ->where('delivery.0', ['code' => 'chisinau', 'fee' => 4_000, 'free_from' => 90_000, 'price' => 4_000, 'remaining' => 10_000])
            ->etc());
    }

    #[Test]
    public function an_empty_cart_is_far_from_every_threshold(): void
    {
        $this->get('/ru/cos')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('delivery.0.remaining', 100_000)
            ->where('delivery.2.remaining', 500_000)
            ->etc());
    }
}
