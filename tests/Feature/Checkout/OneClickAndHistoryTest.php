<?php

declare(strict_types=1);

namespace Tests\Feature\Checkout;

use App\Infrastructure\Shopper\GuestId;
use App\Mail\Orders\OrderForShop;
use App\Mail\Orders\OrderPlaced;
use App\Models\Order;
use App\Models\Product;
use App\Models\User;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

final class OneClickAndHistoryTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        $this->withCredentials()->withCookie(GuestId::COOKIE, Str::random(40));
    }

    private function product(int $stock = 3): Product
    {
        $product = Product::query()->orderBy('id')->firstOrFail();
        $product->forceFill(['price' => 250_000, 'old_price' => null])->save();
        Stock::only($product, $stock);

        return $product;
    }

    #[Test]
    public function one_click_takes_a_phone_makes_an_order_to_call_back_and_tells_the_shop(): void
    {
        Mail::fake();
        $product = $this->product();
        $key = (string) Str::uuid();

        $this->from('/produs/'.$product->slug)->post('/comanda-rapida', ['product_id' => $product->id, 'phone' => '069 123 456', 'idempotency_key' => $key, 'price' => 1])
            ->assertRedirect('/produs/'.$product->slug);
        $this->postJson('/comanda-rapida', ['product_id' => $product->id, 'phone' => '069 123 456', 'idempotency_key' => $key])->assertCreated();

        $order = Order::query()->sole();
        $this->assertSame(['one_click', '+37369123456', 250_000], [$order->kind, $order->phone, $order->total]);
        $this->assertSame(2, $product->fresh()?->stock_total);
        Mail::assertSent(OrderForShop::class, 1);
        Mail::assertSent(OrderForShop::class, fn (OrderForShop $mail): bool => str_ends_with((string) $mail->envelope()->subject, 'sunați la 069 12 34 56'));
        Mail::assertNotSent(OrderPlaced::class);
    }

    #[Test]
    public function one_click_refuses_a_bad_phone_in_the_shoppers_language_and_a_sold_out_product(): void
    {
        $product = $this->product(0);

        $this->postJson('/ru/comanda-rapida', ['product_id' => $product->id, 'phone' => '123', 'idempotency_key' => (string) Str::uuid()])
            ->assertUnprocessable()->assertJsonPath('errors.phone.0', 'Введите молдавский номер телефона: 0XX XX XX XX или +373 XX XX XX XX, с пробелами и дефисами или без них, например 060 12 34 56.');
        $this->postJson('/comanda-rapida', ['product_id' => $product->id, 'phone' => '060123456', 'idempotency_key' => (string) Str::uuid()])
            ->assertStatus(409)->assertJsonPath('errors.cart.0', fn (string $m) => str_starts_with($m, 'Nu mai sunt suficiente bucăți'));
        $this->from('/produs/'.$product->slug)->post('/comanda-rapida', ['product_id' => $product->id, 'phone' => 'x', 'idempotency_key' => (string) Str::uuid()])
            ->assertSessionHasErrors(['phone' => 'Introduceți un număr de telefon din Moldova: 0XX XX XX XX sau +373 XX XX XX XX, cu sau fără spații și cratime, de exemplu 060 12 34 56.'], null, 'oneClick');
        $this->assertSame(0, Order::query()->count());
    }

    #[Test]
    public function the_account_lists_only_its_own_orders_in_both_languages(): void
    {
        [$ana, $ion] = User::factory()->count(2)->create();
        $product = $this->product(10);
        foreach ([[$ana, '060123456'], [$ana, '069123456'], [$ion, '079123456']] as [$user, $phone]) {
            $this->actingAs($user)->postJson('/comanda-rapida', ['product_id' => $product->id, 'phone' => $phone, 'idempotency_key' => (string) Str::uuid()])->assertCreated();
        }
        $anas = Order::query()->where('user_id', $ana->id)->orderByDesc('id')->pluck('number')->all();

        DB::enableQueryLog();
        $this->actingAs($ana)->get('/cont/comenzi')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('orders/index')
            ->where('meta.title', 'Comenzile mele')
            ->where('orders', fn ($orders) => collect($orders)->pluck('number')->all() === $anas)
            ->where('orders.0.url', '/comanda/'.$anas[0])
            ->where('orders.0.items', 1)
            ->where('orders.0.status_label', 'Nouă')
            ->etc());
        $this->assertLessThanOrEqual(6, count(DB::getQueryLog()));
        DB::disableQueryLog();
        $this->actingAs($ion)->get('/ru/cont/comenzi')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('meta.title', 'Мои заказы')->has('orders', 1)->where('orders.0.status_label', 'Новый')->etc());
        $this->actingAs($ion)->get('/comanda/'.$anas[0])->assertNotFound();
    }

    #[Test]
    public function guests_are_sent_to_sign_in_for_the_order_history(): void
    {
        $this->get('/cont/comenzi')->assertRedirect('/autentificare');
        $this->get('/ru/cont/comenzi')->assertRedirect('/ru/autentificare');
    }
}
