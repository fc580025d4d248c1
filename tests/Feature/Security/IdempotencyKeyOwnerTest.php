<?php

declare(strict_types=1);

namespace Tests\Feature\Security;

use App\Infrastructure\Shopper\GuestId;
use App\Models\Order;
use App\Models\Product;
use App\Models\User;
use App\Support\Money\Money;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Illuminate\Testing\TestResponse;
use Inertia\Support\SessionKey;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * An order form's idempotency key belongs to the shopper who first sent it. Anyone else sending it (another guest
 * cookie, another account) gets a 409 with the words of `checkout.key_used` and nothing of the order it made.
 */
final class IdempotencyKeyOwnerTest extends TestCase
{
    private const REFUSAL_RO = 'Această comandă a fost deja trimisă. Reîncărcați pagina.';

    private const REFUSAL_RU = 'Этот заказ уже отправлен. Обновите страницу.';

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        Mail::fake();
        $stocked = Product::query()->orderBy('id')->firstOrFail();
        $stocked->forceFill(['price' => 123_400, 'old_price' => null])->save();
        Stock::only($stocked, 10);
        $this->withCredentials();
        $this->asGuest();
    }

    private function asGuest(): void
    {
        $this->withCookie(GuestId::COOKIE, Str::random(40));
    }

    private function product(): Product
    {
        return Product::query()->orderBy('id')->firstOrFail();
    }

    /**
     * @return array<string, mixed>
     */
    private function checkoutForm(string $key): array
    {
        return [
            'idempotency_key' => $key, 'name' => 'Ana Popescu', 'phone' => '060 12 34 56', 'email' => 'ana@example.md',
            'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Albișoara 4',
            'delivery_interval' => '09-13', 'payment_method' => 'cash', 'consent' => true,
        ];
    }

    private function checkout(string $prefix, string $key, bool $json = true): TestResponse
    {
        $this->postJson($prefix.'/cos/produse', ['product_id' => $this->product()->id])->assertOk();

        return $json ? $this->postJson($prefix.'/checkout', $this->checkoutForm($key))
            : $this->from($prefix.'/checkout')->post($prefix.'/checkout', $this->checkoutForm($key));
    }

    private function oneClick(string $prefix, string $key, string $phone, bool $json = true): TestResponse
    {
        $form = ['product_id' => $this->product()->id, 'phone' => $phone, 'idempotency_key' => $key];

        return $json ? $this->postJson($prefix.'/comanda-rapida', $form)
            : $this->from($prefix.'/produs/x')->post($prefix.'/comanda-rapida', $form);
    }

    private function assertRevealsNothing(TestResponse $response, Order $order): void
    {
        $body = (string) $response->getContent();
        $this->assertStringNotContainsString((string) $order->number, $body);
        $this->assertStringNotContainsString((string) $order->total, $body);
        $this->assertStringNotContainsString(Money::format($order->total, 'ro'), $body);
        $this->assertStringNotContainsString('"number"', $body);
        $this->assertStringNotContainsString('"total"', $body);
    }

    #[Test]
    public function checkout_refuses_another_guests_key_in_json_and_on_the_page(): void
    {
        $key = (string) Str::uuid();
        $this->checkout('', $key)->assertCreated();
        $order = Order::query()->sole();
        $this->checkout('', $key)->assertCreated()->assertJsonPath('number', $order->number);

        $this->asGuest();
        $json = $this->checkout('', $key)->assertStatus(409)->assertExactJson(['message' => self::REFUSAL_RO, 'errors' => ['cart' => [self::REFUSAL_RO]]]);
        $this->assertRevealsNothing($json, $order);
        $ru = $this->checkout('/ru', $key)->assertStatus(409)->assertJsonPath('errors.cart.0', self::REFUSAL_RU);
        $this->assertRevealsNothing($ru, $order);

        $page = $this->checkout('', $key, json: false)->assertRedirect('/checkout')->assertSessionHasErrors(['cart' => self::REFUSAL_RO]);
        $this->assertRevealsNothing($page, $order);
        $this->assertStringNotContainsString((string) $order->number, (string) $page->headers->get('Location'));
        $this->assertSame(1, Order::query()->count());
    }

    #[Test]
    public function checkout_refuses_another_accounts_key_and_a_guest_cannot_take_an_accounts_key(): void
    {
        [$ana, $ion] = User::factory()->count(2)->create();
        $key = (string) Str::uuid();
        $this->actingAs($ana)->checkout('', $key)->assertCreated();
        $order = Order::query()->sole();

        $this->assertRevealsNothing($this->actingAs($ion)->checkout('', $key)->assertStatus(409)->assertJsonPath('errors.cart.0', self::REFUSAL_RO), $order);
        $this->assertRevealsNothing($this->actingAs($ion)->checkout('', $key, json: false)->assertSessionHasErrors(['cart' => self::REFUSAL_RO]), $order);
        $this->app['auth']->forgetGuards();
        $this->assertRevealsNothing($this->checkout('', $key)->assertStatus(409), $order);
        $this->assertSame(1, Order::query()->count());
    }

    #[Test]
    public function one_click_refuses_another_guests_key_with_the_checkout_words_and_shows_nothing_of_the_order(): void
    {
        $key = (string) Str::uuid();
        $this->oneClick('', $key, '069 123 456')->assertCreated();
        $order = Order::query()->sole();
        $this->oneClick('', $key, '069 123 456')->assertCreated()->assertJsonPath('number', $order->number);

        $this->asGuest();
        $json = $this->oneClick('', $key, '079 123 456')->assertStatus(409)
            ->assertExactJson(['message' => self::REFUSAL_RO, 'errors' => ['cart' => [self::REFUSAL_RO]]]);
        $this->assertRevealsNothing($json, $order);
        $this->assertRevealsNothing($this->oneClick('/ru', $key, '079 123 456')->assertStatus(409)->assertJsonPath('errors.cart.0', self::REFUSAL_RU), $order);

        $page = $this->oneClick('', $key, '079 123 456', json: false)->assertRedirect('/produs/x')
            ->assertSessionHasErrors(['cart' => self::REFUSAL_RO], null, 'oneClick');
        $this->assertRevealsNothing($page, $order);
        $this->assertArrayNotHasKey('oneClick', (array) session()->get(SessionKey::FLASH_DATA, []));
        $this->assertSame(1, Order::query()->count());
        $this->assertSame(9, $this->product()->stock_total);
    }

    #[Test]
    public function one_click_refuses_another_accounts_key(): void
    {
        [$ana, $ion] = User::factory()->count(2)->create();
        $key = (string) Str::uuid();
        $this->actingAs($ana)->oneClick('', $key, '069 123 456')->assertCreated();
        $order = Order::query()->sole();

        $this->assertRevealsNothing($this->actingAs($ion)->oneClick('', $key, '069 123 456')->assertStatus(409)->assertJsonPath('message', self::REFUSAL_RO), $order);
        $this->assertRevealsNothing($this->actingAs($ion)->oneClick('', $key, '069 123 456', json: false)->assertSessionHasErrors(['cart' => self::REFUSAL_RO], null, 'oneClick'), $order);
        $this->assertSame(1, Order::query()->count());
    }

    #[Test]
    public function a_checkout_key_cannot_be_replayed_through_one_click_by_someone_else(): void
    {
        $key = (string) Str::uuid();
        $this->checkout('', $key)->assertCreated();
        $order = Order::query()->sole();

        $this->asGuest();
        $this->assertRevealsNothing($this->oneClick('', $key, '079 123 456')->assertStatus(409)->assertJsonPath('errors.cart.0', self::REFUSAL_RO), $order);
    }
}
