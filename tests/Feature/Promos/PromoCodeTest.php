<?php

declare(strict_types=1);

namespace Tests\Feature\Promos;

use App\Actions\Orders\CancelOwnOrder;
use App\Actions\Orders\ReleaseUnconfirmedOrders;
use App\Enums\OrderKind;
use App\Enums\StaffRole;
use App\Exceptions\Orders\PromoCodeRefused;
use App\Infrastructure\Http\OrderLinks;
use App\Infrastructure\Shopper\GuestId;
use App\Mail\Orders\OrderPlaced;
use App\Models\Cart;
use App\Models\Order;
use App\Models\Product;
use App\Models\PromoCode;
use App\Models\PromoRule;
use App\Models\User;
use App\Services\Checkout\DeliveryFee;
use App\Services\Promos\AppliedRule;
use App\Services\Promos\PromoResult;
use App\Services\Promos\PromoUses;
use App\Support\Money\Money;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/** Promo codes in the cart and at checkout, and their uses on orders (docs/promo-codes.md). */
final class PromoCodeTest extends TestCase
{
    private Product $product;

    protected function setUp(): void
    {
        parent::setUp();
        Queue::fake();
        $this->seed(DatabaseSeeder::class);
        $this->withCredentials();
        $this->withCookie(GuestId::COOKIE, Str::random(40));
        // Only the rules of each test: the demo's automatic rule would add its own discount.
        PromoRule::query()->delete();
        $this->product = Product::query()->whereNotIn('id', DB::table('cart_items')->pluck('product_id'))->orderBy('id')->firstOrFail();
        $this->product->forceFill(['price' => 500_000, 'old_price' => null])->save();
        Stock::only($this->product, 20);
    }

    /**
     * @param  array<string, mixed>  $attributes
     */
    private function code(string $code, array $attributes = [], ?int $codeLimit = null): PromoRule
    {
        $rule = PromoRule::query()->create([
            'label' => ['ro' => 'Reducere '.$code, 'ru' => 'Скидка '.$code],
            'kind' => 'percent', 'value' => 10, 'scope' => 'cart', ...$attributes,
        ]);
        PromoCode::query()->create(['promo_rule_id' => $rule->id, 'code' => $code, 'usage_limit' => $codeLimit]);

        return $rule;
    }

    private function addToCart(int $quantity = 1): void
    {
        $this->postJson('/cos/produse', ['product_id' => $this->product->id, 'quantity' => $quantity])->assertOk();
    }

    /**
     * @return array<string, mixed>
     */
    private function form(array $overrides = []): array
    {
        return [
            'idempotency_key' => (string) Str::uuid(), 'name' => 'Ana Popescu', 'phone' => '060 12 34 56', 'email' => 'Ana@Example.md',
            'delivery_method' => 'courier', 'delivery_zone' => 'country', 'city' => 'Bălți', 'address' => 'str. Independenței 1',
            'delivery_interval' => '09-13', 'payment_method' => 'cash', 'consent' => true, ...$overrides,
        ];
    }

    /**
     * @return array<string, array{string, string, string, string, string}>
     */
    public static function locales(): array
    {
        return [
            'ro' => ['', 'Nu există un asemenea cod.', 'Codul este valabil pentru comenzi de la 30 000 lei.', 'Acest cod nu mai este valabil.', 'Codul nu este valabil pentru produsele din coș.'],
            'ru' => ['/ru', 'Такого кода нет.', 'Код действует для заказов от 30 000 лей.', 'Срок действия этого кода закончился.', 'Код не действует для товаров в корзине.'],
        ];
    }

    #[Test]
    #[DataProvider('locales')]
    public function a_refused_code_says_why_in_the_shoppers_language_and_writes_nothing(string $prefix, string $unknown, string $minimum, string $ended, string $notHere): void
    {
        $this->addToCart();
        $this->code('BIG', ['kind' => 'amount', 'value' => 20_000, 'min_subtotal' => 3_000_000]);
        $this->code('OLD', ['ends_at' => now()->subMinute()]);
        $this->code('PAUSED', ['status' => 'paused']);
        $this->code('BRAND', ['scope' => 'brands', 'scope_ids' => [999_999]]);

        $this->postJson($prefix.'/cos/cod', ['promo_code' => 'NOPE'])->assertUnprocessable()->assertJsonPath('errors.promo_code.0', $unknown);
        $this->postJson($prefix.'/cos/cod', ['promo_code' => 'big'])->assertUnprocessable()->assertJsonPath('errors.promo_code.0', fn (string $message): bool => self::plain($message) === $minimum);
        $this->postJson($prefix.'/cos/cod', ['promo_code' => 'old'])->assertUnprocessable()->assertJsonPath('errors.promo_code.0', $ended);
        $this->postJson($prefix.'/cos/cod', ['promo_code' => 'paused'])->assertUnprocessable()->assertJsonPath('errors.promo_code.0', $ended);
        $this->postJson($prefix.'/cos/cod', ['promo_code' => 'brand'])->assertUnprocessable()->assertJsonPath('errors.promo_code.0', $notHere);

        $this->assertNull(Cart::query()->sole()->promo_code);
        $this->assertSame(0, DB::table('promo_uses')->count() + DB::table('promo_customer_uses')->count());
    }

    /** Money is written with a no-break space between thousands. */
    private static function plain(string $text): string
    {
        return str_replace(["\u{00A0}", "\u{202F}"], ' ', $text);
    }

    #[Test]
    public function a_code_not_begun_says_from_when(): void
    {
        $this->addToCart();
        $this->code('SOON', ['starts_at' => '2030-01-01 08:00:00']);

        $this->postJson('/cos/cod', ['promo_code' => 'soon'])->assertUnprocessable()
            ->assertJsonPath('errors.promo_code.0', 'Codul este valabil începând cu 01.01.2030, 10:00.');
    }

    /**
     * @return array<string, array{mixed}>
     */
    public static function hostile(): array
    {
        return [
            'array' => [['CODE']],
            'long' => [str_repeat('A', 10_000)],
            'number' => [1e300],
            'empty' => ['   '],
        ];
    }

    #[Test]
    #[DataProvider('hostile')]
    public function hostile_input_is_refused_with_a_translated_message(mixed $code): void
    {
        $this->addToCart();

        $message = $this->postJson('/ru/cos/cod', ['promo_code' => $code])->assertUnprocessable()->json('errors.promo_code.0');
        $this->assertContains($message, ['Такого кода нет.', 'Введите код.']);
        $this->assertNull(Cart::query()->sole()->promo_code);
    }

    #[Test]
    public function invalid_utf8_is_refused_before_it_reaches_the_cart(): void
    {
        $this->addToCart();

        $status = $this->postJson('/cos/cod', ['promo_code' => "AB\xC3\x28"])->status();
        $this->assertGreaterThanOrEqual(400, $status);
        $this->assertLessThan(500, $status);
    }

    #[Test]
    public function a_code_is_applied_in_any_case_shown_on_every_line_and_removed(): void
    {
        $this->addToCart(2);
        $this->code('IARNA10');

        $this->postJson('/cos/cod', ['promo_code' => '  iarna10 '])->assertOk()
            ->assertJsonPath('discount', 100_000)->assertJsonPath('total', 900_000)->assertJsonPath('promo.code', 'IARNA10');

        $this->get('/ru/cos')->assertInertia(fn (Assert $page) => $page
            ->where('summary.subtotal', 1_000_000)
            ->where('summary.discount', 100_000)
            ->where('summary.total', 900_000)
            ->where('summary.lines.0.discount', 100_000)
            ->where('summary.promo.code', 'IARNA10')
            ->where('summary.promo.refusal', null)
            ->where('summary.promo.applied.0.code', 'IARNA10')
            ->etc());

        $this->deleteJson('/cos/cod')->assertOk()->assertJsonPath('discount', 0)->assertJsonPath('promo.code', null);
        $this->assertNull(Cart::query()->sole()->promo_code);
    }

    #[Test]
    public function an_automatic_rule_shows_without_a_code_and_free_delivery_makes_each_zone_free(): void
    {
        PromoRule::query()->create(['label' => ['ro' => 'Livrare gratuită', 'ru' => 'Бесплатная доставка'], 'automatic' => true, 'kind' => 'free_delivery']);
        $this->addToCart();

        $this->get('/cos')->assertInertia(fn (Assert $page) => $page
            ->where('summary.free_delivery', true)
            ->where('summary.promo.applied.0.label', 'Livrare gratuită')
            ->where('delivery.1.price', 0)
            ->etc());

        $this->postJson('/checkout', $this->form())->assertCreated()->assertJsonPath('delivery_fee', 0);
    }

    #[Test]
    public function the_order_keeps_the_discount_per_line_and_in_its_total_and_records_the_use(): void
    {
        $rule = $this->code('IARNA10', ['usage_limit' => 5]);
        $this->addToCart(2);
        $this->postJson('/cos/cod', ['promo_code' => 'iarna10'])->assertOk();

        $number = $this->postJson('/checkout', $this->form())->assertCreated()
            ->assertJsonPath('subtotal', 1_000_000)->assertJsonPath('total', 900_000)->json('number');

        $order = Order::query()->where('number', $number)->sole();
        $this->assertSame(100_000, $order->discount_total);
        $this->assertSame(100_000, $order->lines()->sole()->discount);
        $this->assertSame(1, $rule->refresh()->uses_count);
        $this->assertSame(1, PromoCode::query()->sole()->uses_count);
        $use = DB::table('promo_uses')->sole();
        $this->assertSame('IARNA10', $use->code);
        $this->assertSame(100_000, (int) $use->discount);
        $this->assertSame(['p:+37360123456', 'e:ana@example.md'], json_decode($use->customer_keys, true));
        // The next cart starts without the code.
        $this->assertNull(Cart::query()->sole()->promo_code);
    }

    #[Test]
    public function the_order_page_the_back_office_the_mails_and_the_export_show_the_discount(): void
    {
        $this->code('IARNA10');
        $this->addToCart(2);
        $this->postJson('/cos/cod', ['promo_code' => 'iarna10'])->assertOk();
        $number = $this->postJson('/checkout', $this->form())->assertCreated()->json('number');
        $order = Order::query()->where('number', $number)->sole();

        $this->get(OrderLinks::page($order, absolute: false))->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('order.discount_total', 100_000)->where('order.total', 900_000)
            ->where('order.lines.0.discount', 100_000)
            ->where('order.promos.0.code', 'IARNA10')->where('order.promos.0.discount', 100_000)
            ->etc());

        $html = (new OrderPlaced($order))->locale('ro')->render();
        $this->assertStringContainsString('Codul IARNA10', $html);
        $this->assertStringContainsString('−'.Money::format(100_000, 'ro'), $html);
        $this->assertStringContainsString('Код IARNA10', (new OrderPlaced($order))->locale('ru')->render());

        $staff = User::factory()->staff(StaffRole::Manager)->createOne();
        $this->actingAs($staff)->get('/admin/comenzi/'.$number)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('order.discount_total', 100_000)->where('order.promos.0.code', 'IARNA10')->where('order.lines.0.discount', 100_000)->etc());
        $csv = $this->get('/admin/comenzi/export')->assertOk()->streamedContent();
        $this->assertStringContainsString($number.';', $csv);
        $this->assertStringContainsString(';1000,00;9000,00', $csv);
    }

    #[Test]
    public function a_code_used_up_meanwhile_refuses_the_order_with_the_reason_in_both_languages(): void
    {
        $rule = $this->code('LAST', ['usage_limit' => 1]);
        $this->addToCart();
        $this->postJson('/cos/cod', ['promo_code' => 'last'])->assertOk();
        // Someone else's order takes the last use.
        DB::table('promo_rules')->where('id', $rule->id)->update(['uses_count' => 1]);

        $this->postJson('/checkout', $this->form())->assertStatus(409)
            ->assertJsonPath('errors.promo_code.0', 'Codul LAST nu mai poate fi aplicat: Acest cod a fost deja folosit de câte ori era permis. Eliminați codul pentru a plasa comanda fără el.');
        $this->postJson('/ru/checkout', $this->form())->assertStatus(409)
            ->assertJsonPath('errors.promo_code.0', 'Код LAST больше не применяется: Этот код уже использован максимальное число раз. Удалите код, чтобы оформить заказ без него.');
        $this->assertSame(0, Order::query()->count());

        // Without the code the order goes through, at the full price.
        $this->deleteJson('/cos/cod')->assertOk();
        $this->postJson('/checkout', $this->form())->assertCreated()->assertJsonPath('total', 500_000 + DeliveryFee::for('courier', 'country', 500_000));
    }

    #[Test]
    public function the_last_use_goes_to_one_order_whatever_the_others_read_before(): void
    {
        // Two orders read the rule with one use left; the first takes it, the second's conditional update finds none.
        $rule = $this->code('LAST', ['usage_limit' => 1, 'per_customer_limit' => 1]);
        $code = PromoCode::query()->sole();
        $read = new PromoResult([100], false, [new AppliedRule($rule, $code, 100, false)], null);
        $first = Order::factory()->create();
        $second = Order::factory()->create();

        PromoUses::take($first, $read, ['p:+37360000001'], OrderKind::Checkout);
        try {
            PromoUses::take($second, $read, ['p:+37360000002'], OrderKind::Checkout);
            $this->fail('The second order got a use that was gone.');
        } catch (PromoCodeRefused $refused) {
            $this->assertSame('promo_code', $refused->field);
            $this->assertStringContainsString('Acest cod a fost deja folosit de câte ori era permis.', $refused->getMessage());
        }
        $this->assertSame(1, $rule->refresh()->uses_count);

        // The same for a customer's own limit: a second order of the same phone finds its use taken.
        $rule->forceFill(['usage_limit' => null])->save();
        try {
            PromoUses::take($second, new PromoResult([100], false, [new AppliedRule($rule->refresh(), null, 100, false)], null), ['e:x@example.md', 'p:+37360000001'], OrderKind::Checkout);
            $this->fail('The phone used the code twice.');
        } catch (PromoCodeRefused $refused) {
            $this->assertStringContainsString('Ați folosit deja acest cod.', $refused->getMessage());
        }
    }

    #[Test]
    public function a_per_customer_limit_knows_the_customer_by_phone_or_email_whatever_the_cart(): void
    {
        $this->code('ONCE', ['per_customer_limit' => 1]);
        $this->addToCart();
        $this->postJson('/cos/cod', ['promo_code' => 'once'])->assertOk();
        $this->postJson('/checkout', $this->form())->assertCreated();

        // Another guest cookie, the same phone typed otherwise.
        $this->withCookie(GuestId::COOKIE, Str::random(40));
        $this->addToCart();
        $this->postJson('/cos/cod', ['promo_code' => 'ONCE'])->assertOk();
        $this->postJson('/checkout', $this->form(['phone' => '+373 60 123 456', 'email' => '']))->assertStatus(409)
            ->assertJsonPath('errors.promo_code.0', 'Codul ONCE nu mai poate fi aplicat: Ați folosit deja acest cod. Eliminați codul pentru a plasa comanda fără el.');
        // The same e-mail in capitals with another phone.
        $this->postJson('/checkout', $this->form(['phone' => '069 99 88 77', 'email' => 'ANA@example.MD']))->assertStatus(409);
        $this->postJson('/checkout', $this->form(['phone' => '069 99 88 77', 'email' => 'ion@example.md']))->assertCreated();
    }

    #[Test]
    public function an_account_that_used_a_code_is_told_so_in_the_cart(): void
    {
        $user = User::factory()->create();
        $this->code('ONCE', ['per_customer_limit' => 1]);
        $this->actingAs($user);
        $this->addToCart();
        $this->postJson('/cos/cod', ['promo_code' => 'once'])->assertOk();
        $this->postJson('/checkout', $this->form(['email' => $user->email]))->assertCreated();

        $this->addToCart();
        $this->postJson('/cos/cod', ['promo_code' => 'once'])->assertUnprocessable()->assertJsonPath('errors.promo_code.0', 'Ați folosit deja acest cod.');
    }

    #[Test]
    public function a_cancelled_or_released_order_gives_its_use_back_once(): void
    {
        $rule = $this->code('BACK', ['usage_limit' => 2, 'per_customer_limit' => 2]);
        $numbers = [];
        foreach ([1, 2] as $ignored) {
            $this->addToCart();
            $this->postJson('/cos/cod', ['promo_code' => 'back'])->assertOk();
            $numbers[] = $this->postJson('/checkout', $this->form())->assertCreated()->json('number');
        }
        $this->assertSame(2, $rule->refresh()->uses_count);

        $cancelled = Order::query()->where('number', $numbers[0])->sole();
        app(CancelOwnOrder::class)->handle($cancelled, $cancelled->version, null, null);
        $this->assertSame(1, $rule->refresh()->uses_count);
        $this->assertSame(1, (int) DB::table('promo_customer_uses')->where('customer_key', 'p:+37360123456')->value('uses'));
        // Giving back again changes nothing.
        $this->assertSame(0, PromoUses::giveBack($cancelled->id));
        $this->assertSame(1, $rule->refresh()->uses_count);

        $this->travel(config()->integer('orders.hold_hours') + 1)->hours();
        $released = Order::query()->where('number', $numbers[1])->sole();
        $this->assertTrue(app(ReleaseUnconfirmedOrders::class)->releaseOrder($released->id));
        $this->assertSame(0, $rule->refresh()->uses_count);
        $this->assertSame(2, DB::table('promo_uses')->whereNotNull('released_at')->count());
    }

    #[Test]
    public function a_guests_code_follows_the_cart_to_the_account_at_sign_in(): void
    {
        $user = User::factory()->create(['email' => 'ana@example.md']);
        $this->code('IARNA10');
        $this->addToCart();
        $this->postJson('/cos/cod', ['promo_code' => 'iarna10'])->assertOk();

        $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'password'])->assertRedirect('/cont');

        $this->assertSame('IARNA10', Cart::query()->where('user_id', $user->id)->sole()->promo_code);
    }

    #[Test]
    public function typing_codes_is_limited_per_shopper(): void
    {
        $this->addToCart();
        $limit = config()->integer('rate_limits.promo-code.attempts');
        for ($try = 0; $try < $limit; $try++) {
            $this->postJson('/cos/cod', ['promo_code' => 'GUESS'.$try])->assertUnprocessable();
        }

        $this->postJson('/ru/cos/cod', ['promo_code' => 'GUESS'])->assertTooManyRequests()
            ->assertJsonPath('errors.promo_code.0', fn (string $message): bool => str_starts_with($message, 'Вы'));
    }

    #[Test]
    public function typing_codes_is_limited_per_address_across_shoppers(): void
    {
        config(['rate_limits.promo-code.attempts' => 100, 'rate_limits.promo-code.ip_attempts' => 3]);
        foreach (range(1, 3) as $guest) {
            $this->withCookie(GuestId::COOKIE, Str::random(40));
            $this->postJson('/cos/cod', ['promo_code' => 'GUESS'.$guest])->assertUnprocessable();
        }

        $this->withCookie(GuestId::COOKIE, Str::random(40));
        $this->postJson('/cos/cod', ['promo_code' => 'GUESS'])->assertTooManyRequests();
    }

    #[Test]
    public function a_code_is_not_kept_on_an_empty_cart(): void
    {
        $this->code('IARNA10');

        $this->postJson('/cos/cod', ['promo_code' => 'nope'])->assertUnprocessable()->assertJsonPath('errors.promo_code.0', 'Nu există un asemenea cod.');
        $this->postJson('/cos/cod', ['promo_code' => 'iarna10'])->assertUnprocessable()
            ->assertJsonPath('errors.promo_code.0', 'Codul nu este valabil pentru produsele din coș.');
        $this->assertNull(Cart::query()->value('promo_code'));
    }

    #[Test]
    public function reverting_a_cancellation_takes_the_use_again_or_is_refused_when_none_is_left(): void
    {
        $rule = $this->code('ONE', ['usage_limit' => 1]);
        $this->addToCart();
        $this->postJson('/cos/cod', ['promo_code' => 'one'])->assertOk();
        $number = $this->postJson('/checkout', $this->form())->assertCreated()->json('number');
        $manager = User::factory()->staff(StaffRole::Manager)->createOne();
        $this->actingAs($manager)->put('/admin/comenzi/'.$number.'/stare', ['status' => 'cancelled', 'version' => 0, 'reason' => 'Greșit'])->assertSessionHasNoErrors();
        $this->assertSame(0, $rule->refresh()->uses_count);

        // Back within the revert's minutes: the use is the order's again.
        $this->put('/admin/comenzi/'.$number.'/revenire', ['version' => 1, 'reason' => 'Clientul a sunat'])->assertSessionHasNoErrors();
        $this->assertSame(1, $rule->refresh()->uses_count);
        $this->assertSame(0, DB::table('promo_uses')->whereNotNull('released_at')->count());

        // Cancelled again, and the last use goes to someone else meanwhile: the revert is refused, nothing changes.
        $this->put('/admin/comenzi/'.$number.'/stare', ['status' => 'cancelled', 'version' => 2, 'reason' => 'Greșit'])->assertSessionHasNoErrors();
        DB::table('promo_rules')->where('id', $rule->id)->update(['uses_count' => 1]);
        $this->putJson('/admin/comenzi/'.$number.'/revenire', ['version' => 3, 'reason' => 'x'])->assertStatus(409)
            ->assertJsonPath('errors.status.0', 'Codul ONE nu mai are utilizări libere: comanda nu poate reveni cu reducerea lui.');
        $this->assertSame('cancelled', Order::query()->where('number', $number)->value('status'));
        $this->assertSame(1, $rule->refresh()->uses_count);
    }
}
