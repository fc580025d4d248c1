<?php

declare(strict_types=1);

namespace Tests\Feature\Checkout;

use App\Infrastructure\Http\OrderLinks;
use App\Infrastructure\Shopper\GuestId;
use App\Jobs\SendOrderMails;
use App\Mail\Orders\OrderForShop;
use App\Mail\Orders\OrderPlaced;
use App\Models\Order;
use App\Models\Product;
use App\Models\Store;
use App\Models\User;
use Carbon\CarbonImmutable;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

final class CheckoutTest extends TestCase
{
    private string $guestId;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        $this->withCredentials();
        $this->guestId = Str::random(40);
        $this->withCookie(GuestId::COOKIE, $this->guestId);
    }

    private function product(int $stock, int $price): Product
    {
        $product = Product::query()->whereNotIn('id', DB::table('cart_items')->pluck('product_id'))->orderBy('id')->firstOrFail();
        $product->forceFill(['price' => $price, 'old_price' => null])->save();
        Stock::only($product, $stock);

        return $product;
    }

    /**
     * @return array<string, mixed>
     */
    private function courierForm(array $overrides = []): array
    {
        return [
            'idempotency_key' => (string) Str::uuid(),
            'name' => 'Ana Popescu',
            'phone' => '060 12 34 56',
            'email' => 'ana@example.md',
            'delivery_method' => 'courier',
            'delivery_zone' => 'chisinau',
            'city' => 'Chișinău',
            'address' => 'str. Ștefan cel Mare 1, ap. 2',
            'delivery_interval' => '09-13',
            'payment_method' => 'cash',
            'comment' => 'Sunați înainte',
            'consent' => true,
            ...$overrides,
        ];
    }

    #[Test]
    public function an_empty_cart_sends_the_checkout_back_to_the_cart(): void
    {
        $this->get('/checkout')->assertRedirect('/cos');
        $this->get('/ru/checkout')->assertRedirect('/ru/cos');
    }

    #[Test]
    #[DataProvider('locales')]
    public function the_checkout_page_offers_delivery_payment_and_stores(string $prefix, string $title): void
    {
        // 00:30 on 30 November in Chișinău is still the 29th in UTC: the days are counted on the shop's calendar.
        $this->travelTo(CarbonImmutable::parse('2026-11-30 00:30', 'Europe/Chisinau'));
        $product = $this->product(5, 60_000);
        $this->postJson($prefix.'/cos/produse', ['product_id' => $product->id, 'quantity' => 2])->assertOk();

        $this->get($prefix.'/checkout')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('checkout/show')
            ->where('meta.title', $title)
            ->where('summary.total', 120_000)
            ->where('options.zones.0', ['code' => 'chisinau', 'fee' => 5_000, 'free_from' => 100_000, 'price' => 0, 'dates' => ['2026-12-01', '2026-12-02', '2026-12-03']])
            ->where('options.zones.2.dates', ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'])
            ->where('options.zones.2.price', 15_000)
            ->where('options.intervals', ['09-13', '13-18', '18-21'])
            ->where('options.stores', fn ($stores) => count($stores) === Store::scopeShops(Store::query())->count())
            ->where('idempotency_key', fn (string $key) => Str::isUuid($key))
            ->etc());
    }

    /**
     * @return array<string, array{string, string}>
     */
    public static function locales(): array
    {
        return ['ro' => ['', 'Finalizarea comenzii'], 'ru' => ['/ru', 'Оформление заказа']];
    }

    #[Test]
    public function a_courier_order_decrements_stock_snapshots_lines_and_ignores_sent_prices(): void
    {
        // The signed link carries an expiry counted from now: the same second gives the same link.
        $this->freezeSecond();
        $product = $this->product(5, 40_000);
        $this->postJson('/cos/produse', ['product_id' => $product->id, 'quantity' => 2])->assertOk();

        $response = $this->post('/checkout', $this->courierForm(['total' => 1, 'subtotal' => 1, 'delivery_fee' => 0, 'price' => 1]));

        $order = Order::query()->sole();
        $response->assertRedirect(OrderLinks::page($order, absolute: false));
        $this->assertMatchesRegularExpression('/^ES-\d{4}-\d{6}$/', (string) $order->number);
        $this->assertSame([80_000, 5_000, 85_000], [$order->subtotal, $order->delivery_fee, $order->total]);
        $this->assertSame('+37360123456', $order->phone);
        $this->assertSame($this->guestId, $order->guest_id);
        $this->assertSame(3, $product->fresh()?->stock_total);
        $line = $order->lines()->sole();
        $this->assertSame([$product->sku, 40_000, 2, 80_000], [$line->sku, $line->unit_price, $line->quantity, $line->line_total]);
        $this->assertSame(0, DB::table('cart_items')->count());

        $product->forceFill(['price' => 99_900])->save();
        $this->get(OrderLinks::page($order, absolute: false))->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('orders/show')
            ->where('order.number', $order->number)
            ->where('order.lines.0.unit_price', 40_000)
            ->where('order.total', 85_000)
            ->where('order.status_label', 'Nouă')
            ->etc());
    }

    #[Test]
    #[DataProvider('guestsWithoutEmail')]
    public function a_guest_may_leave_the_email_empty_and_still_finds_the_order_through_the_cookie(string $prefix, string $status, string $thanks): void
    {
        Mail::fake();
        $product = $this->product(5, 40_000);
        $this->postJson($prefix.'/cos/produse', ['product_id' => $product->id])->assertOk();

        $this->post($prefix.'/checkout', $this->courierForm(['email' => '']))->assertSessionHasNoErrors()->assertRedirect();

        $order = Order::query()->sole();
        $this->assertNull($order->email);
        $this->assertSame('+37360123456', $order->phone);
        (new SendOrderMails($order->id))->handle();
        Mail::assertNotSent(OrderPlaced::class);
        Mail::assertSent(OrderForShop::class, fn (OrderForShop $mail): bool => $mail->hasTo(config('checkout.notify_email')));
        // No signed link: the guest cookie that placed the order opens its page.
        $this->get($prefix.'/comanda/'.$order->number)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('orders/show')
            ->where('order.contact.email', null)
            ->where('order.status_label', $status)
            ->where('translations', fn ($strings) => ($strings['orders.thanks_call'] ?? null) === $thanks)
            ->etc());
        $this->withCookie(GuestId::COOKIE, Str::random(40))->get($prefix.'/comanda/'.$order->number)->assertNotFound();
    }

    /**
     * @return array<string, array{string, string, string}>
     */
    public static function guestsWithoutEmail(): array
    {
        return [
            'ro' => ['', 'Nouă', 'Vă sunăm în curând pentru a confirma comanda.'],
            'ru' => ['/ru', 'Новый', 'Мы скоро перезвоним, чтобы подтвердить заказ.'],
        ];
    }

    #[Test]
    public function a_signed_in_shopper_keeps_an_email_and_a_wrong_one_is_refused_in_both_languages(): void
    {
        $product = $this->product(5, 40_000);
        $this->postJson('/cos/produse', ['product_id' => $product->id])->assertOk();
        $this->postJson('/ru/checkout', $this->courierForm(['email' => 'nu']))->assertUnprocessable()
            ->assertJsonPath('errors.email.0', 'Введите корректный адрес эл. почты.');

        $this->actingAs(User::factory()->create());
        $this->postJson('/checkout', $this->courierForm(['email' => '']))->assertUnprocessable()
            ->assertJsonPath('errors.email.0', 'Introduceți o adresă de e-mail validă.');
        $this->assertSame(0, Order::query()->count());
    }

    #[Test]
    #[DataProvider('deliveryDays')]
    public function the_courier_day_is_one_the_zone_offers_and_is_kept_with_the_order(string $prefix, string $refused, string $day): void
    {
        $this->travelTo(CarbonImmutable::parse('2026-11-30 10:00', 'Europe/Chisinau'));
        $product = $this->product(5, 40_000);
        $this->postJson($prefix.'/cos/produse', ['product_id' => $product->id])->assertOk();

        foreach (['2026-11-30', '2026-12-04', 'mâine'] as $wrong) {
            $this->postJson($prefix.'/checkout', $this->courierForm(['delivery_date' => $wrong]))->assertUnprocessable()
                ->assertJsonPath('errors.delivery_date.0', $refused);
        }
        // The country's courier needs a day more: the 2nd is its first day, the 5th its last.
        $this->postJson($prefix.'/checkout', $this->courierForm(['delivery_zone' => 'country', 'delivery_date' => '2026-12-01']))
            ->assertUnprocessable()->assertJsonValidationErrors('delivery_date');
        $this->assertSame(0, Order::query()->count());

        $this->post($prefix.'/checkout', $this->courierForm(['delivery_date' => '2026-12-03']))->assertSessionHasNoErrors();
        $order = Order::query()->sole();
        $this->assertSame('2026-12-03', substr((string) $order->delivery_date, 0, 10));
        $this->get($prefix.'/comanda/'.$order->number)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('order.delivery.date', '2026-12-03')
            ->where('order.delivery.interval', '09-13')
            ->etc());

        $order->load(['lines', 'store']);
        $locale = $prefix === '' ? 'ro' : 'ru';
        (new OrderPlaced($order))->locale($locale)->assertSeeInHtml($day)->assertSeeInText($day);
        (new OrderForShop($order))->locale($locale)->assertSeeInHtml($day)->assertSeeInText($day);
    }

    /**
     * @return array<string, array{string, string, string}>
     */
    public static function deliveryDays(): array
    {
        return [
            'ro' => ['', 'Alegeți una dintre zilele de livrare propuse.', 'joi, 3 decembrie 2026'],
            'ru' => ['/ru', 'Выберите один из предложенных дней доставки.', 'четверг, 3 декабря 2026'],
        ];
    }

    #[Test]
    public function a_courier_order_sent_without_a_day_gets_the_zones_first_day(): void
    {
        $this->travelTo(CarbonImmutable::parse('2026-11-30 10:00', 'Europe/Chisinau'));
        $product = $this->product(5, 40_000);
        $this->postJson('/cos/produse', ['product_id' => $product->id, 'quantity' => 2])->assertOk();
        $form = $this->courierForm(['delivery_zone' => 'country']);
        unset($form['delivery_date']);

        $number = $this->postJson('/checkout', $form)->assertCreated()->json('number');

        $this->assertSame('2026-12-02', substr((string) Order::query()->where('number', $number)->value('delivery_date'), 0, 10));
    }

    #[Test]
    public function pickup_needs_a_store_with_every_item_and_takes_that_stores_stock(): void
    {
        $product = $this->product(6, 120_000);
        [$full, $empty] = Store::query()->orderBy('id')->limit(2)->get()->all();
        Stock::set($product, $full->id, 3);
        Stock::set($product, $empty->id, 0);
        $this->postJson('/cos/produse', ['product_id' => $product->id, 'quantity' => 2])->assertOk();
        $pickup = ['delivery_method' => 'pickup', 'store_id' => $empty->id, 'delivery_zone' => null, 'city' => null, 'address' => null, 'delivery_interval' => null];

        $this->postJson('/ru/checkout', $this->courierForm($pickup))->assertUnprocessable()
            ->assertJsonPath('errors.store_id.0', 'В выбранном магазине нет: '.$product->translate('name', 'ru').'.');

        $this->postJson('/checkout', $this->courierForm([...$pickup, 'store_id' => $full->id]))->assertCreated()
            ->assertJson(['delivery_fee' => 0, 'total' => 240_000]);
        $this->assertSame(1, Stock::at($product, $full->id));
        $this->assertSame(6, Stock::at($product, Stock::warehouse()), 'the warehouse has plenty, but the shopper picks up here');
        $this->assertSame(7, $product->fresh()?->stock_total);
    }

    #[Test]
    public function the_same_key_twice_answers_the_same_order(): void
    {
        $product = $this->product(5, 40_000);
        $this->postJson('/cos/produse', ['product_id' => $product->id, 'quantity' => 1])->assertOk();
        $form = $this->courierForm();

        $first = $this->postJson('/checkout', $form)->assertCreated()->json('number');
        $second = $this->postJson('/checkout', $form)->assertCreated()->json('number');

        $this->assertSame($first, $second);
        $this->assertSame(1, Order::query()->count());
        $this->assertSame(4, $product->fresh()?->stock_total);
    }

    #[Test]
    public function stock_taken_meanwhile_refuses_the_order_with_a_clear_message_and_changes_nothing(): void
    {
        $product = $this->product(5, 40_000);
        $this->postJson('/cos/produse', ['product_id' => $product->id, 'quantity' => 3])->assertOk();
        Stock::only($product, 2);

        $this->postJson('/checkout', $this->courierForm())->assertStatus(409)
            ->assertJsonPath('errors.cart.0', 'Nu mai sunt suficiente bucăți în stoc pentru: '.$product->translate('name', 'ro').'. Actualizați coșul.');
        $this->assertSame(0, Order::query()->count());
        $this->assertSame(2, $product->fresh()?->stock_total);
        $this->assertSame(1, DB::table('cart_items')->count());
    }

    #[Test]
    public function invalid_fields_get_messages_in_the_shoppers_language_and_keep_the_input(): void
    {
        $product = $this->product(5, 40_000);
        $this->postJson('/cos/produse', ['product_id' => $product->id])->assertOk();
        $bad = $this->courierForm(['phone' => '12', 'email' => 'nu', 'address' => '', 'consent' => false, 'payment_method' => 'transfer', 'company_idno' => '123']);

        $this->postJson('/ru/checkout', $bad)->assertUnprocessable()
            ->assertJsonPath('errors.phone.0', 'Введите молдавский номер телефона: 0XX XX XX XX или +373 XX XX XX XX, с пробелами и дефисами или без них, например 060 12 34 56.')
            ->assertJsonPath('errors.address.0', 'Введите адрес доставки.')
            ->assertJsonPath('errors.company_name.0', 'Введите название компании.')
            ->assertJsonPath('errors.company_idno.0', 'IDNO состоит ровно из 13 цифр.')
            ->assertJsonPath('errors.consent.0', 'Чтобы оформить заказ, нужно ваше согласие.');
        $this->from('/checkout')->post('/checkout', $bad)->assertRedirect('/checkout')
            ->assertSessionHasErrors(['email' => 'Introduceți o adresă de e-mail validă.'])
            ->assertSessionHasInput('name', 'Ana Popescu');
        $this->assertSame(0, Order::query()->count());
    }

    #[Test]
    public function credit_and_transfer_orders_keep_their_terms(): void
    {
        $product = $this->product(5, 1_299_900);
        $this->postJson('/cos/produse', ['product_id' => $product->id])->assertOk();
        $programme = DB::table('credit_programmes')->orderBy('id')->value('slug');

        $this->postJson('/checkout', $this->courierForm(['payment_method' => 'credit', 'credit_programme' => 'nope']))->assertUnprocessable()
            ->assertJsonPath('errors.credit_programme.0', 'Alegeți un program de credit disponibil pentru această sumă.');
        $this->postJson('/checkout', $this->courierForm(['payment_method' => 'credit', 'credit_programme' => $programme]))->assertCreated();

        $order = Order::query()->sole();
        $this->assertSame($programme, $order->credit_programme);
        $this->assertGreaterThan(0, $order->credit_monthly);
        $this->assertSame(0, $order->delivery_fee);
    }

    #[Test]
    public function nobody_else_sees_an_order_without_its_signed_link(): void
    {
        [$ana, $ion] = User::factory()->count(2)->create();
        $product = $this->product(5, 40_000);
        $this->actingAs($ana)->postJson('/cos/produse', ['product_id' => $product->id])->assertOk();
        $this->actingAs($ana)->postJson('/checkout', $this->courierForm())->assertCreated();
        $order = Order::query()->sole();
        $this->assertSame($ana->id, $order->user_id);

        $this->actingAs($ana)->get('/comanda/'.$order->number)->assertOk();
        $this->actingAs($ion)->get('/comanda/'.$order->number)->assertNotFound();
        $this->actingAs($ion)->get('/ru/comanda/'.$order->number)->assertNotFound();
        auth()->logout();
        $this->get('/comanda/'.$order->number)->assertNotFound();
        $this->get('/comanda/'.$order->number.'?signature=abc')->assertNotFound();
        $this->get(OrderLinks::page($order, absolute: false))->assertOk();
        $this->get(OrderLinks::page($order))->assertOk();
        $this->get(OrderLinks::page($order, absolute: false, locale: 'ru'))->assertOk()
            ->assertInertia(fn (Assert $page) => $page->where('meta.title', 'Заказ '.$order->number)->etc());
    }
}
