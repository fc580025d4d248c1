<?php

declare(strict_types=1);

namespace Tests\Feature\Orders;

use App\Infrastructure\Shopper\GuestId;
use App\Models\Product;
use Illuminate\Support\Str;
use Illuminate\Testing\TestResponse;

/** Guests ordering the demo catalogue's first product through the cart and the checkout's JSON answer. */
trait ChecksOutAsGuests
{
    private Product $product;

    /** A guest (a new cookie unless told) with the product in the cart, checking out by courier, cash. */
    private function checkoutAsGuest(string $phone, ?string $guest = null, int $quantity = 1, string $prefix = '', ?string $email = null): TestResponse
    {
        $this->withCookie(GuestId::COOKIE, $guest ?? Str::random(40));
        $this->postJson($prefix.'/cos/produse', ['product_id' => $this->product->id, 'quantity' => $quantity])->assertOk();

        return $this->postJson($prefix.'/checkout', [
            'idempotency_key' => (string) Str::uuid(), 'name' => 'Ana Popescu', 'phone' => $phone, 'email' => $email,
            'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Albișoara 4',
            'delivery_interval' => '09-13', 'payment_method' => 'cash', 'consent' => true,
        ]);
    }
}
