<?php

declare(strict_types=1);

namespace Tests\Feature\Orders;

use App\Infrastructure\Http\OrderLinks;
use App\Infrastructure\Shopper\GuestId;
use App\Mail\Orders\OrderLinkMail;
use App\Models\Order;
use App\Models\Product;
use App\Models\User;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\Route;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/** E-mailed order links expire; an expired genuine link offers a fresh one by mail to the order's own address. */
final class OrderLinkExpiryTest extends TestCase
{
    private const SENT_RO = 'Dacă comanda are o adresă de e-mail, am trimis la ea un link nou. Verificați-vă căsuța poștală în câteva minute.';

    private string $guestId;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        // These tests ask for more fresh links than the policy allows an hour; the limit has tests of its own.
        config()->set('rate_limits.order-link.attempts', 50);
        Mail::fake();
        $this->guestId = Str::random(40);
        $this->withCredentials()->withCookie(GuestId::COOKIE, $this->guestId);
        $stocked = Product::query()->orderBy('id')->firstOrFail();
        $stocked->forceFill(['price' => 40_000, 'old_price' => null])->save();
        Stock::only($stocked, 5);
    }

    private function order(string $prefix = '', string $email = 'ion.popescu@gmail.com'): Order
    {
        $this->postJson($prefix.'/cos/produse', ['product_id' => Product::query()->orderBy('id')->firstOrFail()->id])->assertOk();
        $this->postJson($prefix.'/checkout', [
            'idempotency_key' => (string) Str::uuid(), 'name' => 'Ion Popescu', 'phone' => '+37360123456', 'email' => $email,
            'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Albișoara 4',
            'delivery_interval' => '13-18', 'payment_method' => 'card', 'consent' => true,
        ])->assertCreated();

        return Order::query()->latest('id')->firstOrFail();
    }

    /** The same page seen from somewhere without the account or the guest cookie that placed the order. */
    private function stranger(): void
    {
        $this->app['auth']->forgetGuards();
        $this->withCookie(GuestId::COOKIE, Str::random(40));
    }

    /**
     * @return array{string, array{expires: string, signature: string}}
     */
    private function parts(string $link): array
    {
        parse_str((string) parse_url($link, PHP_URL_QUERY), $query);

        return [(string) parse_url($link, PHP_URL_PATH), ['expires' => (string) ($query['expires'] ?? ''), 'signature' => (string) ($query['signature'] ?? '')]];
    }

    #[Test]
    public function the_mailed_link_works_for_the_configured_days_then_offers_a_fresh_one(): void
    {
        $this->freezeSecond(); // the expiry is compared to the second
        $order = $this->order();
        $link = OrderLinks::page($order);
        [, $query] = $this->parts($link);
        $this->assertSame(now()->addDays(90)->getTimestamp(), (int) $query['expires']);
        $this->stranger();

        $this->travel(89)->days();
        $this->get($link)->assertOk()->assertInertia(fn (Assert $page) => $page->component('orders/show')->etc());

        $this->travel(2)->days();
        $this->get($link)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('orders/link-expired')
            ->where('meta.title', 'Linkul comenzii a expirat')
            ->where('number', $order->number)
            ->where('email', 'i***@gmail.com')
            ->where('resend.url', '/comanda/'.$order->number.'/link-nou')
            ->where('resend.signature', $query['signature'])
            ->missing('order'));
        $page = (string) $this->get($link)->getContent();
        $this->assertStringNotContainsString('ion.popescu', $page);
        $this->assertStringNotContainsString('Albișoara', $page);
    }

    #[Test]
    public function the_number_of_days_comes_from_the_configuration(): void
    {
        config(['orders.link_days' => 10]);
        $order = $this->order();
        $link = OrderLinks::page($order, absolute: false);
        $this->stranger();
        $this->travel(11)->days();

        $this->get($link)->assertOk()->assertInertia(fn (Assert $page) => $page->component('orders/link-expired')->etc());
    }

    #[Test]
    public function a_forged_or_altered_link_is_still_a_404(): void
    {
        $order = $this->order();
        [$path, $query] = $this->parts(OrderLinks::page($order));
        $this->stranger();
        $this->travel(91)->days();

        $this->get($path.'?expires='.($query['expires'] + 86400 * 365).'&signature='.$query['signature'])->assertNotFound();
        $this->get($path.'?expires='.$query['expires'].'&signature='.str_repeat('a', 64))->assertNotFound();
        $this->get($path)->assertNotFound();
    }

    #[Test]
    public function the_account_and_the_guest_cookie_see_their_orders_without_a_link_as_before(): void
    {
        $order = $this->order();
        $this->travel(400)->days();
        $this->get('/comanda/'.$order->number)->assertOk()->assertInertia(fn (Assert $page) => $page->component('orders/show')->etc());

        $user = User::factory()->create();
        $this->actingAs($user);
        $mine = $this->order();
        $this->withCookie(GuestId::COOKIE, Str::random(40));
        $this->travel(400)->days();
        $this->actingAs($user)->get('/comanda/'.$mine->number)->assertOk()->assertInertia(fn (Assert $page) => $page->component('orders/show')->etc());
    }

    #[Test]
    public function a_fresh_link_goes_to_the_orders_address_in_its_language_through_the_queue(): void
    {
        $order = $this->order('/ru');
        [$path, $query] = $this->parts(OrderLinks::page($order));
        $this->assertStringStartsWith('/ru/comanda/', $path);
        $this->stranger();
        $this->travel(100)->days();

        $this->get($path.'?'.http_build_query($query))->assertInertia(fn (Assert $page) => $page
            ->component('orders/link-expired')->where('meta.title', 'Срок действия ссылки на заказ истёк')->where('resend.url', '/ru/comanda/'.$order->number.'/link-nou')->etc());
        $this->from($path.'?'.http_build_query($query))->post('/ru/comanda/'.$order->number.'/link-nou', $query)
            ->assertRedirect($path.'?'.http_build_query($query));

        Mail::assertQueued(OrderLinkMail::class, 1);
        Mail::assertQueued(OrderLinkMail::class, function (OrderLinkMail $mail) use ($order): bool {
            if (! $mail->hasTo('ion.popescu@gmail.com') || $mail->locale !== 'ru' || ! $mail->order->is($order)) {
                return false;
            }
            $mail->assertHasSubject('Новая ссылка на заказ '.$order->number);
            $mail->assertSeeInText('/ru/comanda/'.$order->number.'?expires=');
            $mail->assertSeeInText('&signature=', false);

            return true;
        });

        // The fresh link opens the order for another 90 days.
        $fresh = OrderLinks::page($order);
        $this->get($fresh)->assertOk()->assertInertia(fn (Assert $page) => $page->component('orders/show')->etc());
    }

    #[Test]
    public function the_answer_is_the_same_whatever_happens(): void
    {
        $order = $this->order();
        [, $query] = $this->parts(OrderLinks::page($order));
        $this->stranger();
        $this->travel(100)->days();
        $url = '/comanda/'.$order->number.'/link-nou';

        $answers = [
            $this->postJson($url, $query),
            $this->postJson($url, ['expires' => $query['expires'], 'signature' => str_repeat('0', 64)]),
            $this->postJson($url, []),
            $this->postJson('/comanda/ES-2611-999999/link-nou', $query),
        ];
        foreach ($answers as $answer) {
            $answer->assertStatus(202)->assertExactJson(['message' => self::SENT_RO]);
        }
        Mail::assertQueued(OrderLinkMail::class, 1);

        $this->from('/x')->post($url, ['expires' => '1', 'signature' => 'x'])->assertRedirect('/x')
            ->assertSessionHas('inertia.flash_data.orderLink.message', self::SENT_RO);
        Mail::assertQueued(OrderLinkMail::class, 1);
    }

    #[Test]
    public function a_one_click_order_without_an_address_says_the_shop_can_be_called(): void
    {
        $this->postJson('/comanda-rapida', ['product_id' => Product::query()->orderBy('id')->firstOrFail()->id, 'phone' => '069123456', 'idempotency_key' => (string) Str::uuid()])->assertCreated();
        $order = Order::query()->where('kind', 'one_click')->sole();
        [$path, $query] = $this->parts(OrderLinks::page($order));
        $this->stranger();
        $this->travel(91)->days();

        $this->get($path.'?'.http_build_query($query))->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('orders/link-expired')->where('email', null)
            ->where('shop.phones', config('shop.phones'))->etc());
        $this->postJson('/comanda/'.$order->number.'/link-nou', $query)->assertStatus(202)->assertExactJson(['message' => self::SENT_RO]);
        Mail::assertNothingQueued();
    }

    #[Test]
    public function the_resend_is_rate_limited_by_the_order_link_limiter(): void
    {
        $route = Route::getRoutes()->getByName('orders.link.resend');
        $this->assertNotNull($route);
        $this->assertContains('throttle:order-link', $route->gatherMiddleware());
        $this->assertContains('throttle:order-link', Route::getRoutes()->getByName('ru.orders.link.resend')?->gatherMiddleware() ?? []);
    }

    #[Test]
    public function the_address_is_masked(): void
    {
        $this->assertSame('i***@gmail.com', OrderLinks::maskEmail('ion.popescu@gmail.com'));
        $this->assertSame('a***@mail.md', OrderLinks::maskEmail('a@mail.md'));
        $this->assertSame('***', OrderLinks::maskEmail('broken'));
    }
}
