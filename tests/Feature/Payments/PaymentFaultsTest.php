<?php

declare(strict_types=1);

namespace Tests\Feature\Payments;

use App\Enums\OrderEventType;
use App\Infrastructure\Shopper\GuestId;
use App\Models\AuditEntry;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Models\Payment;
use App\Models\PaymentCallback;
use App\Models\Product;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Http\Client\Events\ResponseReceived;
use Illuminate\Http\Client\Response;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Str;
use Monolog\Handler\TestHandler;
use Monolog\Logger;
use Monolog\LogRecord;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Payments\CallbackInbox;
use Tests\Support\Payments\PaymentStandIn;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * The providers' faults as the payment stand-in makes them, over real HTTP: its callbacks (signed by it, sent again,
 * with a bad signature, after the shopper came back) reach the shop through the callback inbox byte for byte; its
 * access tokens run out; its card page's Pay and Decline. What the shopper and the shop see: the payment's state,
 * the order's units, the security log.
 */
final class PaymentFaultsTest extends TestCase
{
    private Product $product;

    private TestHandler $security;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        $this->withCredentials();
        PaymentStandIn::point();
        /** @var Product $product */
        $product = Product::query()->orderBy('id')->firstOrFail();
        $this->product = $product;
        Stock::only($this->product, 10);
        config(['logging.channels.security' => ['driver' => 'monolog', 'handler' => TestHandler::class]]);
        Log::forgetChannel('security');
        $channel = Log::channel('security');
        $this->assertInstanceOf(\Illuminate\Log\Logger::class, $channel);
        $logger = $channel->getLogger();
        $this->assertInstanceOf(Logger::class, $logger);
        $handler = $logger->getHandlers()[0];
        $this->assertInstanceOf(TestHandler::class, $handler);
        $this->security = $handler;
    }

    /** An order of two units paid by `$method`, placed with the callback inbox as the shop's address. */
    private function checkout(string $method, string $prefix = ''): Payment
    {
        CallbackInbox::aim();
        $this->withCookie(GuestId::COOKIE, Str::random(40));
        $this->postJson($prefix.'/cos/produse', ['product_id' => $this->product->id, 'quantity' => 2])->assertOk();
        $this->postJson($prefix.'/checkout', [
            'idempotency_key' => (string) Str::uuid(), 'name' => 'Ana Popescu', 'phone' => '060 12 34 56', 'email' => 'ana@example.md',
            'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Albișoara 4',
            'delivery_interval' => '09-13', 'payment_method' => $method, 'consent' => true,
        ])->assertCreated();
        $this->assertSame(8, Stock::total($this->product), 'the order holds its two units');

        return Payment::query()->latest('id')->firstOrFail();
    }

    /**
     * The callbacks the stand-in sent since the last delivery, handed to the shop as they came; the shop's answers.
     *
     * @return list<int>
     */
    private function deliver(string $provider): array
    {
        $statuses = [];
        foreach (CallbackInbox::take() as $callback) {
            $this->assertSame("/plata/notificare/$provider", $callback['path']);
            $statuses[] = $this->call('POST', $callback['path'], [], [], [], ['CONTENT_TYPE' => 'application/json'], $callback['body'])->status();
        }

        return $statuses;
    }

    /** The stand-in's fault switch: one callback about the payment in its present state, or as `$status`. */
    private function callbackAgain(Payment $payment, ?string $status = null, string $signature = 'good'): void
    {
        $response = Http::post(PaymentStandIn::url().'/__standin/callback', array_filter(['id' => $payment->reference, 'status' => $status, 'signature' => $signature], static fn (?string $value): bool => $value !== null));
        $this->assertInstanceOf(Response::class, $response);
        $response->throw();
    }

    private function paidEvents(Payment $payment): int
    {
        return OrderEvent::query()->where('order_id', $payment->order_id)->where('type', OrderEventType::Payment->value)->where('to_status', 'paid')->count();
    }

    /** @return list<LogRecord> */
    private function refusedSignatures(): array
    {
        return array_values(array_filter($this->security->getRecords(), static fn (LogRecord $record): bool => str_contains($record->message, 'signature that does not hold')));
    }

    #[Test]
    public function a_card_callback_with_a_bad_signature_is_refused_kept_and_logged_and_the_good_one_then_pays(): void
    {
        $payment = $this->checkout('online_card');
        PaymentStandIn::settle((string) $payment->reference, 'OK', callbacks: 1, extra: ['signature' => 'bad']);

        $this->assertSame([403], $this->deliver('maib'));
        $this->assertSame(Payment::PENDING, $payment->refresh()->status);
        $this->assertNull(Order::query()->findOrFail($payment->order_id)->paid_at);
        $this->assertFalse(PaymentCallback::query()->where('payment_id', $payment->id)->sole()->signature_valid);
        $logged = $this->refusedSignatures();
        $this->assertCount(1, $logged);
        $this->assertSame('WARNING', $logged[0]->level->getName());
        $this->assertSame(['provider' => 'maib', 'payment' => $payment->id], array_intersect_key($logged[0]->context, ['provider' => 1, 'payment' => 1]));

        $this->callbackAgain($payment);
        $this->assertSame([200], $this->deliver('maib'));
        $this->assertSame(Payment::PAID, $payment->refresh()->status);
        $this->assertNotNull(Order::query()->findOrFail($payment->order_id)->paid_at);
        $this->assertCount(1, $this->refusedSignatures());
    }

    #[Test]
    public function the_same_callback_three_times_and_a_late_failure_are_taken_once(): void
    {
        $payment = $this->checkout('online_card');
        PaymentStandIn::settle((string) $payment->reference, 'OK', callbacks: 3);
        $this->assertSame([200, 200, 200], $this->deliver('maib'));
        $this->callbackAgain($payment, 'FAILED');
        $this->assertSame([200], $this->deliver('maib'));

        $this->assertSame(Payment::PAID, $payment->refresh()->status);
        $this->assertSame($payment->amount, $payment->captured);
        $this->assertSame(1, $this->paidEvents($payment));
        $this->assertSame(1, AuditEntry::query()->where('action', 'payment.paid')->count());
        $this->assertSame(1, DB::table('order_mails')->where('order_id', $payment->order_id)->where('type', 'paid')->count());
        $this->assertSame(4, PaymentCallback::query()->where('payment_id', $payment->id)->count());
        $this->assertSame(8, Stock::total($this->product));
    }

    #[Test]
    public function an_mia_callback_with_a_bad_signature_is_refused_and_logged_and_a_valid_one_pays(): void
    {
        $payment = $this->checkout('mia', '/ru');
        $this->assertSame('mia', $payment->provider);
        PaymentStandIn::settle((string) $payment->reference, 'Paid', callbacks: 1, extra: ['signature' => 'bad']);

        $this->assertSame([403], $this->deliver('mia'));
        $this->assertSame(Payment::PENDING, $payment->refresh()->status);
        $this->assertSame(['provider' => 'mia', 'payment' => $payment->id], array_intersect_key($this->refusedSignatures()[0]->context, ['provider' => 1, 'payment' => 1]));

        $this->callbackAgain($payment);
        $this->callbackAgain($payment);
        $this->assertSame([200, 200], $this->deliver('mia'));
        $payment->refresh();
        $this->assertSame([Payment::PAID, $payment->amount], [$payment->status, $payment->captured]);
        $this->assertNotNull($payment->transaction_id, 'the payId a refund names');
        $this->assertSame(1, $this->paidEvents($payment));
        $this->assertCount(1, $this->refusedSignatures());
    }

    #[Test]
    public function an_expired_access_token_is_asked_for_again_once_and_the_call_repeated(): void
    {
        $payment = $this->checkout('online_card');
        PaymentStandIn::settle((string) $payment->reference, 'OK');
        $expired = Http::post(PaymentStandIn::url().'/__standin/expire-tokens');
        $this->assertInstanceOf(Response::class, $expired);
        $this->assertGreaterThan(0, $expired->throw()->json('expired'), 'the shop holds a token the stand-in handed out');
        $calls = [];
        Event::listen(ResponseReceived::class, static function (ResponseReceived $event) use (&$calls): void {
            $calls[] = $event->request->method().' '.parse_url($event->request->url(), PHP_URL_PATH).' '.$event->response->status();
        });

        $this->get("/plata/{$payment->public_id}/intoarcere?rezultat=ok")->assertRedirect();

        $payInfo = '/v1/pay-info/'.$payment->reference;
        $this->assertSame(["GET $payInfo 401", 'POST /v1/generate-token 200', "GET $payInfo 200"], $calls);
        $this->assertSame(Payment::PAID, $payment->refresh()->status);
    }

    #[Test]
    public function the_shopper_back_before_the_callback_finds_the_order_paid_and_the_late_callback_changes_nothing(): void
    {
        $payment = $this->checkout('online_card');
        PaymentStandIn::press((string) $payment->pay_url, 'pay');
        $this->assertSame(Payment::PENDING, $payment->refresh()->status, 'the callback is still on its way');

        $order = Order::query()->findOrFail($payment->order_id);
        $this->get("/plata/{$payment->public_id}/intoarcere?rezultat=ok")
            ->assertRedirect()->assertSessionHas('inertia.flash_data.payment', ['message' => 'Comanda este plătită. Vă mulțumim!', 'tone' => 'success']);
        $this->assertSame(Payment::PAID, $payment->refresh()->status);
        $this->assertNotNull($order->refresh()->paid_at);

        $this->assertSame([200], $this->deliver('maib'));
        $this->assertSame(1, $this->paidEvents($payment));
        $this->assertSame(1, DB::table('order_mails')->where('order_id', $order->id)->where('type', 'paid')->count());
    }

    #[Test]
    public function the_shopper_back_from_a_declined_card_is_told_so_and_the_units_go_back_when_the_hold_ends(): void
    {
        $payment = $this->checkout('online_card');
        PaymentStandIn::press((string) $payment->pay_url, 'decline');
        $this->get("/plata/{$payment->public_id}/intoarcere?rezultat=esec")
            ->assertRedirect()->assertSessionHas('inertia.flash_data.payment.tone', 'error');
        $this->assertSame([200], $this->deliver('maib'));
        $this->assertSame(Payment::FAILED, $payment->refresh()->status);

        // The shopper may still try again or pay cash: the units stay held until the payment's hold ends.
        $this->travel(29)->minutes();
        Artisan::call('orders:release-holds');
        $this->assertSame(8, Stock::total($this->product));

        $this->travel(2)->minutes();
        Artisan::call('orders:release-holds');
        $this->assertSame('released', Order::query()->findOrFail($payment->order_id)->status);
        $this->assertSame(10, Stock::total($this->product));
        $this->assertSame(0, DB::table('order_stock')->where('order_id', $payment->order_id)->whereNull('released_at')->count());

        // Released once, whatever runs again.
        Artisan::call('orders:release-holds');
        $this->assertSame(10, Stock::total($this->product));
    }

    #[Test]
    public function an_expired_qr_keeps_the_units_until_the_hold_ends_then_gives_them_back(): void
    {
        $payment = $this->checkout('mia');
        PaymentStandIn::settle((string) $payment->reference, 'Expired', callbacks: 1);
        $this->assertSame([200], $this->deliver('mia'));
        $this->assertSame(Payment::EXPIRED, $payment->refresh()->status);
        $this->assertSame(8, Stock::total($this->product));

        $this->travel(16)->minutes();
        Artisan::call('orders:release-holds');
        $this->assertSame('released', Order::query()->findOrFail($payment->order_id)->status);
        $this->assertSame(10, Stock::total($this->product));
        $this->assertSame(0, DB::table('order_stock')->where('order_id', $payment->order_id)->whereNull('released_at')->count());
    }
}
