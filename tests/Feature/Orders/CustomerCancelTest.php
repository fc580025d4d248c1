<?php

declare(strict_types=1);

namespace Tests\Feature\Orders;

use App\Enums\OrderActor;
use App\Enums\OrderStatus;
use App\Infrastructure\Http\OrderLinks;
use App\Infrastructure\Shopper\GuestId;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Str;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * A customer cancels their own order while it is new, from its page: by their account, the guest cookie that placed
 * it, or the order's signed link; never anyone else's order, never once it moved on.
 */
final class CustomerCancelTest extends TestCase
{
    use RefreshDatabase;

    private string $guestId;

    protected function setUp(): void
    {
        parent::setUp();
        Queue::fake();
        $this->guestId = Str::random(40);
    }

    private function guestOrder(OrderStatus $status = OrderStatus::New, string $locale = 'ro'): Order
    {
        return Order::factory()->status($status)->createOne(['guest_id' => $this->guestId, 'locale' => $locale]);
    }

    private function asGuest(): static
    {
        return $this->withCredentials()->withCookie(GuestId::COOKIE, $this->guestId);
    }

    private function cancelUrl(Order $order, string $prefix = ''): string
    {
        return $prefix.'/comanda/'.$order->number.'/anulare';
    }

    /**
     * @return iterable<string, array{OrderStatus}>
     */
    public static function statuses(): iterable
    {
        foreach (OrderStatus::cases() as $status) {
            yield $status->value => [$status];
        }
    }

    #[Test]
    #[DataProvider('statuses')]
    public function only_a_new_order_can_be_cancelled_by_its_customer(OrderStatus $status): void
    {
        $order = $this->guestOrder($status);
        $response = $this->asGuest()->from('/comanda/'.$order->number)
            ->post($this->cancelUrl($order), ['version' => 0, 'reason' => 'M-am răzgândit']);

        $response->assertRedirect('/comanda/'.$order->number);
        if ($status === OrderStatus::New) {
            $response->assertSessionHasNoErrors();
            $this->assertSame('cancelled', $order->refresh()->status);
            $this->assertSame('M-am răzgândit', $order->cancel_reason);
            $event = OrderEvent::query()->sole();
            $this->assertSame([OrderActor::Customer, 'new', 'cancelled', 'M-am răzgândit', true], [$event->actor, $event->from_status, $event->to_status, $event->body, $event->public]);
            $this->assertSame(['status_cancelled'], DB::table('order_mails')->pluck('type')->all());
        } else {
            $response->assertSessionHasErrors(['status' => 'Comanda nu mai poate fi anulată aici: starea ei este „'.__('orders.status.'.$status->value).'”. Sunați-ne și vă ajutăm.']);
            $this->assertSame($status->value, $order->refresh()->status);
            $this->assertSame(0, OrderEvent::query()->count());
            $this->assertSame(0, DB::table('order_mails')->count());
        }
    }

    #[Test]
    public function the_refusal_and_the_answer_are_in_the_shoppers_language(): void
    {
        $order = $this->guestOrder(OrderStatus::Confirmed, 'ru');
        $this->asGuest()->postJson($this->cancelUrl($order, '/ru'), ['version' => 0])
            ->assertStatus(422)->assertJsonPath('errors.status.0', 'Этот заказ уже нельзя отменить здесь: его статус — «Подтверждён». Позвоните нам, и мы поможем.');

        $fresh = $this->guestOrder(locale: 'ru');
        $this->asGuest()->postJson($this->cancelUrl($fresh, '/ru'), ['version' => 0])
            ->assertOk()->assertJson(['message' => 'Заказ отменён.', 'status' => 'cancelled']);
    }

    #[Test]
    public function the_account_that_placed_it_cancels_it_and_another_account_gets_a_404(): void
    {
        $owner = User::factory()->createOne();
        $order = Order::factory()->createOne(['user_id' => $owner->id]);
        $this->actingAs(User::factory()->createOne())->postJson($this->cancelUrl($order), ['version' => 0])->assertNotFound();
        $this->assertSame('new', $order->refresh()->status);

        $this->actingAs($owner)->postJson($this->cancelUrl($order), ['version' => 0])->assertOk();
        $this->assertSame('cancelled', $order->refresh()->status);
        $this->assertSame($owner->id, OrderEvent::query()->sole()->user_id);
    }

    #[Test]
    public function someone_elses_order_is_a_404_like_its_page(): void
    {
        $order = $this->guestOrder();
        $this->withCredentials()->withCookie(GuestId::COOKIE, Str::random(40))
            ->postJson($this->cancelUrl($order), ['version' => 0])->assertNotFound();
        $this->postJson('/comanda/ES-2026-999999/anulare', ['version' => 0])->assertNotFound();
        // A guest cookie does not reach an order an account placed.
        $accountOrder = Order::factory()->createOne(['user_id' => User::factory()->createOne()->id, 'guest_id' => $this->guestId]);
        $this->asGuest()->postJson($this->cancelUrl($accountOrder), ['version' => 0])->assertNotFound();

        $this->assertSame(0, OrderEvent::query()->count());
    }

    #[Test]
    public function the_signed_link_page_offers_a_signed_cancel_address_that_works_until_the_link_expires(): void
    {
        $order = Order::factory()->createOne(['user_id' => User::factory()->createOne()->id]);
        $link = OrderLinks::page($order, absolute: false);
        $page = $this->get($link)->assertOk();
        $cancelUrl = $page->viewData('page')['props']['order']['cancel_url'];
        $this->assertIsString($cancelUrl);
        $this->assertStringStartsWith('/comanda/'.$order->number.'/anulare?expires=', $cancelUrl);
        parse_str((string) parse_url($link, PHP_URL_QUERY), $linkQuery);
        parse_str((string) parse_url($cancelUrl, PHP_URL_QUERY), $cancelQuery);
        $this->assertSame($linkQuery['expires'], $cancelQuery['expires'], 'the cancel address expires with the link');

        // Without the signature, or with one tampered with, nobody gets through.
        $this->postJson($this->cancelUrl($order), ['version' => 0])->assertNotFound();
        $this->postJson($cancelUrl.'x', ['version' => 0])->assertNotFound();
        // Once the link's time is up, the cancel address is dead too.
        $this->travel(config()->integer('orders.link_days') + 1)->days();
        $this->postJson($cancelUrl, ['version' => 0])->assertNotFound();
        $this->travelBack();

        $this->postJson($cancelUrl, ['version' => 0, 'reason' => 'Prea scump'])->assertOk();
        $this->assertSame('cancelled', $order->refresh()->status);
    }

    #[Test]
    public function the_page_offers_the_cancellation_only_while_the_order_is_new(): void
    {
        $order = $this->guestOrder();
        $this->asGuest()->get('/comanda/'.$order->number)->assertOk()
            ->assertInertia(fn ($page) => $page->where('order.cancel_url', '/comanda/'.$order->number.'/anulare')->where('order.version', 0));

        DB::table('orders')->where('id', $order->id)->update(['status' => 'confirmed']);
        $this->asGuest()->get('/comanda/'.$order->number)->assertOk()
            ->assertInertia(fn ($page) => $page->where('order.cancel_url', null));
    }

    #[Test]
    public function a_stale_version_is_refused_as_changed_meanwhile_and_a_second_cancel_as_already_cancelled(): void
    {
        $order = $this->guestOrder();
        DB::table('orders')->where('id', $order->id)->update(['version' => 3]);
        $this->asGuest()->postJson($this->cancelUrl($order), ['version' => 2])->assertStatus(409)
            ->assertJsonPath('errors.status.0', __('orders.change.changed_meanwhile'));

        $this->asGuest()->postJson($this->cancelUrl($order), ['version' => 3])->assertOk();
        // The other tab still shows version 3: it is told the order is cancelled, and nothing happens twice.
        $this->asGuest()->postJson($this->cancelUrl($order), ['version' => 3])->assertStatus(422)
            ->assertJsonPath('errors.status.0', 'Comanda nu mai poate fi anulată aici: starea ei este „Anulată”. Sunați-ne și vă ajutăm.');
        $this->assertSame(1, OrderEvent::query()->count());
        $this->assertSame(1, DB::table('order_mails')->count());
    }

    #[Test]
    public function the_reason_is_checked_with_messages_in_both_languages(): void
    {
        $order = $this->guestOrder();
        $this->asGuest()->postJson($this->cancelUrl($order), ['version' => 0, 'reason' => str_repeat('a', 501)])
            ->assertStatus(422)->assertJsonPath('errors.reason.0', 'Motivul poate avea cel mult 500 de caractere.');
        $this->asGuest()->postJson($this->cancelUrl($order, '/ru'), ['version' => 0, 'reason' => str_repeat('a', 501)])
            ->assertStatus(422)->assertJsonPath('errors.reason.0', 'Причина может содержать не более 500 символов.');
        $this->asGuest()->postJson($this->cancelUrl($order, '/ru'), ['version' => 0, 'reason' => ['x']])
            ->assertStatus(422)->assertJsonPath('errors.reason.0', 'Причина должна быть текстом.');
        $this->assertSame('new', $order->refresh()->status);

        // Blank is no reason; 500 characters are kept.
        $this->asGuest()->postJson($this->cancelUrl($order), ['version' => 0, 'reason' => '   '])->assertOk();
        $this->assertNull($order->refresh()->cancel_reason);
        $other = $this->guestOrder();
        $this->asGuest()->postJson($this->cancelUrl($other), ['version' => 0, 'reason' => str_repeat('ă', 500)])->assertOk();
        $this->assertSame(str_repeat('ă', 500), $other->refresh()->cancel_reason);
    }

    #[Test]
    public function cancellations_are_rate_limited_per_ip(): void
    {
        config(['rate_limits.order-cancel.attempts' => 2]);
        $order = $this->guestOrder(OrderStatus::Confirmed);
        $this->asGuest()->postJson($this->cancelUrl($order), ['version' => 0])->assertStatus(422);
        $this->asGuest()->postJson($this->cancelUrl($order), ['version' => 0])->assertStatus(422);
        $this->asGuest()->postJson($this->cancelUrl($order), ['version' => 0])->assertStatus(429)->assertHeader('Retry-After');
        $this->asGuest()->postJson($this->cancelUrl($order, '/ru'), ['version' => 0])->assertStatus(429)
            ->assertJsonPath('errors.status.0', 'Вы отправляли форму слишком часто. Попробуйте снова через 10 мин.');
        $this->assertSame('confirmed', $order->refresh()->status);
    }

    #[Test]
    public function the_timeline_shows_the_public_status_changes_with_the_reason(): void
    {
        $order = $this->guestOrder(locale: 'ru');
        $this->asGuest()->postJson($this->cancelUrl($order, '/ru'), ['version' => 0, 'reason' => 'Нашёл дешевле'])->assertOk();
        OrderEvent::query()->create(['order_id' => $order->id, 'actor' => OrderActor::Staff, 'type' => 'note', 'body' => 'internal', 'public' => false, 'created_at' => now()]);

        $this->asGuest()->get('/ru/comanda/'.$order->number)->assertOk()->assertInertia(fn ($page) => $page
            ->where('order.status', 'cancelled')
            ->where('order.status_label', 'Отменён')
            ->where('order.status_hint', 'Заказ отменён. Больше ничего делать не нужно.')
            ->where('order.cancel_url', null)
            ->has('order.timeline', 2)
            ->where('order.timeline.0.status', 'placed')
            ->where('order.timeline.0.label', 'Заказ оформлен')
            ->where('order.timeline.1.status', 'cancelled')
            ->where('order.timeline.1.reason', 'Нашёл дешевле')
            ->where('order.timeline.1.by_you', true)
            ->where('order.timeline.1.at', now()->setTimezone('Europe/Chisinau')->format('Y-m-d H:i')));
    }
}
