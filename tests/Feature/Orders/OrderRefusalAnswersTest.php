<?php

declare(strict_types=1);

namespace Tests\Feature\Orders;

use App\Infrastructure\Shopper\GuestId;
use App\Models\Order;
use App\Models\Product;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\MessageBag;
use Illuminate\Support\Str;
use Illuminate\Support\ViewErrorBag;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * Every refusal of the order pipeline (App\Exceptions\Orders) answers like a form error, from one mapping: JSON
 * `{message, errors: {field: [message]}}` with 409 (stock, a taken key, an open one-click order, an emptied cart) or
 * 422 (a store or credit programme that does not fit), and pages a redirect back with the message beside the field,
 * in the one-click form's own bag for one click; always in the shopper's language.
 */
final class OrderRefusalAnswersTest extends TestCase
{
    private Product $product;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        Mail::fake();
        config()->set('rate_limits.one-click-phone.attempts', 50);
        $this->withCredentials()->withCookie(GuestId::COOKIE, Str::random(40));
        $this->product = Product::query()->orderBy('id')->firstOrFail();
        $this->product->forceFill(['price' => 1_299_900, 'old_price' => null])->save();
        Stock::only($this->product, 3);
    }

    /**
     * @param  array<string, mixed>  $overrides
     */
    private function checkout(string $prefix, array $overrides = [], bool $json = true): TestResponse
    {
        $form = [
            'idempotency_key' => (string) Str::uuid(), 'name' => 'Ana Popescu', 'phone' => '060 12 34 56', 'email' => 'ana@example.md',
            'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Albișoara 4',
            'delivery_interval' => '09-13', 'payment_method' => 'cash', 'consent' => true, ...$overrides,
        ];

        return $json ? $this->postJson($prefix.'/checkout', $form) : $this->from($prefix.'/checkout')->post($prefix.'/checkout', $form);
    }

    private function oneClick(string $prefix, string $phone = '069 123 456', bool $json = true): TestResponse
    {
        $form = ['product_id' => $this->product->id, 'phone' => $phone, 'idempotency_key' => (string) Str::uuid()];

        return $json ? $this->postJson($prefix.'/comanda-rapida', $form)
            : $this->from($prefix.'/produs/'.$this->product->slug)->post($prefix.'/comanda-rapida', $form);
    }

    private function addToCart(int $quantity): void
    {
        $this->postJson('/cos/produse', ['product_id' => $this->product->id, 'quantity' => $quantity])->assertOk();
    }

    private function bag(string $name): MessageBag
    {
        $errors = session('errors');
        $this->assertInstanceOf(ViewErrorBag::class, $errors);

        return $errors->getBag($name);
    }

    #[Test]
    public function stock_taken_meanwhile_is_a_409_in_json_and_an_error_beside_the_cart_on_the_page(): void
    {
        $this->addToCart(3);
        Stock::only($this->product, 1);
        $ro = 'Nu mai sunt suficiente bucăți în stoc pentru: '.$this->product->translate('name', 'ro').'. Actualizați coșul.';
        $ru = 'Недостаточно товара на складе: '.$this->product->translate('name', 'ru').'. Обновите корзину.';

        $this->checkout('')->assertStatus(409)->assertExactJson(['message' => $ro, 'errors' => ['cart' => [$ro]]]);
        $this->checkout('/ru')->assertStatus(409)->assertExactJson(['message' => $ru, 'errors' => ['cart' => [$ru]]]);
        $this->checkout('/ru', json: false)->assertRedirect('/ru/checkout')->assertSessionHasErrors(['cart' => $ru]);
        $this->checkout('', json: false)->assertRedirect('/checkout')->assertSessionHasErrors(['cart' => $ro]);

        Stock::only($this->product, 0);
        $this->oneClick('/ru')->assertStatus(409)->assertExactJson(['message' => $ru, 'errors' => ['cart' => [$ru]]]);
        $this->oneClick('', json: false)->assertRedirect('/produs/'.$this->product->slug)->assertSessionHasErrors(['cart' => $ro], null, 'oneClick');
        $this->assertTrue($this->bag('default')->isEmpty(), 'one click keeps its errors in its own bag');
        $this->assertSame(0, Order::query()->count());
    }

    #[Test]
    public function an_open_one_click_order_is_a_409_beside_the_phone_in_the_one_click_bag(): void
    {
        $this->oneClick('')->assertCreated();
        $ro = 'Pentru acest număr există deja o comandă într-un clic a acestui produs. Vă sunăm în curând.';
        $ru = 'На этот номер уже оформлен заказ этого товара в один клик. Мы скоро перезвоним.';

        $this->oneClick('')->assertStatus(409)->assertExactJson(['message' => $ro, 'errors' => ['phone' => [$ro]]]);
        $this->oneClick('/ru', '+373 69 123 456')->assertStatus(409)->assertExactJson(['message' => $ru, 'errors' => ['phone' => [$ru]]]);
        $this->oneClick('/ru', json: false)->assertRedirect('/ru/produs/'.$this->product->slug)->assertSessionHasErrors(['phone' => $ru], null, 'oneClick');
        $this->assertTrue($this->bag('default')->isEmpty());
        $this->assertSame(1, Order::query()->count());
    }

    #[Test]
    public function a_store_or_credit_programme_that_does_not_fit_is_a_422_beside_its_field(): void
    {
        $this->addToCart(1);
        $ro = 'Alegeți un program de credit disponibil pentru această sumă.';
        $ru = 'Выберите кредитную программу, доступную для этой суммы.';
        $credit = ['payment_method' => 'credit', 'credit_programme' => 'nope'];

        $this->checkout('', $credit)->assertUnprocessable()->assertExactJson(['message' => $ro, 'errors' => ['credit_programme' => [$ro]]]);
        $this->checkout('/ru', $credit)->assertUnprocessable()->assertExactJson(['message' => $ru, 'errors' => ['credit_programme' => [$ru]]]);
        $this->checkout('/ru', $credit, json: false)->assertRedirect('/ru/checkout')->assertSessionHasErrors(['credit_programme' => $ru]);

        $pickup = ['delivery_method' => 'pickup', 'store_id' => 999_999, 'delivery_zone' => null, 'city' => null, 'address' => null, 'delivery_interval' => null];
        $this->checkout('', $pickup)->assertUnprocessable()->assertJsonPath('errors.store_id.0', 'Alegeți magazinul din care ridicați comanda.');
        $this->checkout('', $pickup, json: false)->assertRedirect('/checkout')->assertSessionHasErrors(['store_id' => 'Alegeți magazinul din care ridicați comanda.']);

        $this->assertSame(0, Order::query()->count());
        $this->assertSame(3, $this->product->fresh()?->stock_total);
    }

    #[Test]
    public function an_emptied_cart_is_a_409_beside_the_cart(): void
    {
        $this->checkout('')->assertStatus(409)->assertExactJson(['message' => 'Coșul este gol.', 'errors' => ['cart' => ['Coșul este gol.']]]);
        $this->checkout('/ru')->assertStatus(409)->assertJsonPath('errors.cart.0', 'Корзина пуста.');
        $this->checkout('', json: false)->assertRedirect('/checkout')->assertSessionHasErrors(['cart' => 'Coșul este gol.']);
    }
}
