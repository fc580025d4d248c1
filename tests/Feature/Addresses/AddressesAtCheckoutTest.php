<?php

declare(strict_types=1);

namespace Tests\Feature\Addresses;

use App\Infrastructure\Shopper\GuestId;
use App\Models\Address;
use App\Models\Order;
use App\Models\Product;
use App\Models\User;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * Saved addresses where they are used: the checkout lists a signed-in shopper's own (the default first) for the
 * courier fields, and an account created from a guest order is offered that order's address to save.
 */
final class AddressesAtCheckoutTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    private function fillCart(): void
    {
        $product = Product::query()->where('is_active', true)->orderBy('id')->firstOrFail();
        Stock::only($product, 5);
        $this->postJson('/cos/produse', ['product_id' => $product->id])->assertOk();
    }

    #[Test]
    public function the_checkout_offers_the_accounts_own_addresses_default_first(): void
    {
        $user = User::factory()->createOne();
        $other = Address::query()->create(['user_id' => $user->id, 'zone' => 'country', 'city' => 'Cahul', 'address' => 'str. Republicii 5', 'is_default' => false]);
        $default = Address::query()->create(['user_id' => $user->id, 'zone' => 'suburbs', 'city' => 'Ialoveni', 'address' => 'str. Alexandru cel Bun 3', 'is_default' => true]);
        Address::query()->create(['user_id' => User::factory()->createOne()->id, 'zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Străină 1', 'is_default' => true]);

        $this->actingAs($user);
        $this->fillCart();
        $this->get('/ru/checkout')->assertOk()->assertInertia(fn (Assert $page) => $page->component('checkout/show')
            ->count('addresses', 2)
            ->where('addresses.0', ['id' => $default->id, 'label' => null, 'zone' => 'suburbs', 'zone_label' => __('checkout.zone.suburbs', [], 'ru'), 'city' => 'Ialoveni', 'address' => 'str. Alexandru cel Bun 3', 'is_default' => true])
            ->where('addresses.1.id', $other->id));
    }

    #[Test]
    public function a_guest_has_no_saved_addresses_at_checkout(): void
    {
        $this->withCredentials()->withCookie(GuestId::COOKIE, Str::random(40));
        $this->fillCart();
        $this->get('/checkout')->assertOk()->assertInertia(fn (Assert $page) => $page->where('addresses', []));
    }

    #[Test]
    public function an_account_made_from_a_guest_order_is_offered_its_address_once(): void
    {
        $guestId = Str::random(40);
        $order = Order::factory()->createOne(['guest_id' => $guestId, 'email' => 'Ana@Example.md', 'delivery_zone' => 'suburbs', 'city' => 'Ialoveni', 'address' => 'str. Alexandru cel Bun 3']);
        $user = User::factory()->createOne(['email' => 'ana@example.md']);
        $this->withCredentials()->withCookie(GuestId::COOKIE, $guestId)->actingAs($user);

        $offer = ['number' => $order->number, 'zone' => 'suburbs', 'zone_label' => 'Suburbiile Chișinăului', 'city' => 'Ialoveni', 'address' => 'str. Alexandru cel Bun 3'];
        $this->get('/cont/bun-venit')->assertOk()->assertInertia(fn (Assert $page) => $page->component('account/welcome')->where('offer', $offer));
        $this->get('/cont/adrese')->assertOk()->assertInertia(fn (Assert $page) => $page->where('offer', $offer));

        // Saved as any address is: then it is offered no more.
        $this->post('/cont/adrese', ['zone' => 'suburbs', 'city' => 'Ialoveni', 'address' => 'str. Alexandru cel Bun 3', 'is_default' => true])->assertRedirect('/cont/adrese');
        $this->assertTrue(Address::query()->where('user_id', $user->id)->sole()->is_default);
        $this->get('/cont/bun-venit')->assertInertia(fn (Assert $page) => $page->where('offer', null));
    }

    #[Test]
    public function nobody_is_offered_an_order_of_another_browser_or_address(): void
    {
        $guestId = Str::random(40);
        Order::factory()->createOne(['guest_id' => $guestId, 'email' => 'ana@example.md']);
        Order::factory()->pickup(\App\Models\Store::query()->orderBy('id')->firstOrFail())->createOne(['guest_id' => 'pickup-browser', 'email' => 'ana@example.md']);
        $user = User::factory()->createOne(['email' => 'ana@example.md']);

        // Another browser (cookie), no cookie at all, another account's address, a pickup order: nothing.
        $this->withCredentials()->withCookie(GuestId::COOKIE, Str::random(40))->actingAs($user)
            ->get('/cont/bun-venit')->assertInertia(fn (Assert $page) => $page->where('offer', null));
        $this->withCookie(GuestId::COOKIE, 'pickup-browser')->get('/cont/bun-venit')->assertInertia(fn (Assert $page) => $page->where('offer', null));
        $this->withCookie(GuestId::COOKIE, $guestId)->actingAs(User::factory()->createOne(['email' => 'ion@example.md']))
            ->get('/cont/bun-venit')->assertInertia(fn (Assert $page) => $page->where('offer', null));
        // The right browser and address, but the account not verified yet: not offered (it cannot save addresses before
        // its address is confirmed).
        $user->forceFill(['email_verified_at' => null])->save();
        $this->withCookie(GuestId::COOKIE, $guestId)->actingAs($user)
            ->get('/cont/bun-venit')->assertInertia(fn (Assert $page) => $page->where('offer', null));
    }
}
