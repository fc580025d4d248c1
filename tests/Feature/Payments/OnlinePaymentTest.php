<?php

declare(strict_types=1);

namespace Tests\Feature\Payments;

use App\Actions\Payments\RefundPayment;
use App\Enums\OrderEventType;
use App\Infrastructure\Shopper\GuestId;
use App\Models\AuditEntry;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Models\Payment;
use App\Models\PaymentCallback;
use App\Models\Product;
use App\Services\Payments\CallbackSignature;
use App\Services\Payments\Maib\Amounts;
use App\Support\Dates;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Payments\PaymentStandIn;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * Orders paid online through the adapters over real HTTP against the payment stand-in, and the callbacks' faults:
 * a bad signature, a repeat, FAILED after OK, a wrong amount, an unknown payment, a success after the release.
 */
final class OnlinePaymentTest extends TestCase
{
    private Product $product;

    private string $guest;

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
    }

    /** @return TestResponse<\Illuminate\Http\JsonResponse> */
    private function checkout(string $method, string $prefix = ''): TestResponse
    {
        $this->guest = Str::random(40);
        $this->withCookie(GuestId::COOKIE, $this->guest);
        $this->postJson($prefix.'/cos/produse', ['product_id' => $this->product->id, 'quantity' => 2])->assertOk();

        return $this->postJson($prefix.'/checkout', [
            'idempotency_key' => (string) Str::uuid(), 'name' => 'Ana Popescu', 'phone' => '060 12 34 56', 'email' => 'ana@example.md',
            'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Albișoara 4',
            'delivery_interval' => '09-13', 'payment_method' => $method, 'consent' => true,
        ]);
    }

    private function payment(): Payment
    {
        return Payment::query()->latest('id')->firstOrFail();
    }

    /**
     * @param  array<string, mixed>  $change
     * @return TestResponse<\Illuminate\Http\JsonResponse>
     */
    private function notify(Payment $payment, string $status, array $change = [], ?string $signature = null): TestResponse
    {
        $result = [
            'payId' => $payment->reference, 'orderId' => $payment->public_id, 'status' => $status, 'statusCode' => '000',
            'statusMessage' => 'Approved', 'rrn' => '331711380059', 'approval' => '327593', 'cardNumber' => '510218******1124',
            'amount' => Amounts::toLei($payment->amount), 'currency' => 'MDL',
        ] + $change;
        $result = array_replace($result, $change);

        return $this->postJson('/plata/notificare/maib', ['result' => $result, 'signature' => $signature ?? CallbackSignature::sign($result, PaymentStandIn::SIGNATURE_KEY)]);
    }

    #[Test]
    public function a_card_order_opens_the_card_page_with_a_short_hold_and_is_paid_once_by_its_callback(): void
    {
        $this->freezeSecond();
        $placed = $this->checkout('online_card')->assertCreated();
        $order = Order::query()->latest('id')->firstOrFail();
        $payment = $this->payment();
        $this->assertStringStartsWith(PaymentStandIn::url().'/pay/', (string) $placed->json('payment.pay_url'));
        $this->assertSame([Payment::PENDING, $order->total, 'online_card'], [$payment->status, $payment->amount, $order->payment_method]);
        $this->assertEquals(now()->addMinutes(30), $order->held_until);

        $this->notify($payment, 'OK')->assertOk();
        $this->notify($payment, 'OK')->assertOk();
        $this->notify($payment, 'FAILED')->assertOk();

        $payment->refresh();
        $order->refresh();
        $this->assertSame([Payment::PAID, $order->total, '510218******1124'], [$payment->status, $payment->captured, $payment->card]);
        $this->assertNotNull($order->paid_at);
        $this->assertNull($order->held_until);
        $this->assertSame(1, OrderEvent::query()->where('order_id', $order->id)->where('type', OrderEventType::Payment->value)->where('to_status', 'paid')->count());
        $this->assertSame(1, AuditEntry::query()->where('action', 'payment.paid')->count());
        $this->assertSame(1, DB::table('order_mails')->where('order_id', $order->id)->where('type', 'paid')->count());
        $this->assertSame(3, PaymentCallback::query()->where('payment_id', $payment->id)->count());
    }

    #[Test]
    public function a_callback_with_a_bad_signature_is_refused_and_kept_and_one_for_an_unknown_payment_or_junk_is_not_kept(): void
    {
        $this->checkout('online_card')->assertCreated();
        $payment = $this->payment();
        $this->notify($payment, 'OK', signature: base64_encode(random_bytes(32)))->assertForbidden();
        $this->assertSame(Payment::PENDING, $payment->refresh()->status);
        $this->assertFalse(PaymentCallback::query()->sole()->signature_valid);

        $this->notify($payment, 'OK', ['payId' => (string) Str::uuid()])->assertNotFound();
        $this->call('POST', '/plata/notificare/maib', [], [], [], ['CONTENT_TYPE' => 'application/json'], '{"result": ')->assertStatus(400);
        $this->postJson('/plata/notificare/maib', ['result' => ['payId' => ['a']]])->assertStatus(400);
        $this->postJson('/plata/notificare/maib', ['result' => ['payId' => str_repeat('x', 20_000)]])->assertStatus(413);
        $this->postJson('/plata/notificare/paynet', ['result' => []])->assertClientError();
        $this->assertSame(1, PaymentCallback::query()->count());
    }

    #[Test]
    public function a_success_for_another_amount_is_not_taken_as_payment(): void
    {
        $this->checkout('online_card')->assertCreated();
        $payment = $this->payment();
        $this->notify($payment, 'OK', ['amount' => 1.0])->assertOk();
        $payment->refresh();
        $this->assertSame([Payment::REVIEW, 'amount_mismatch', 100], [$payment->status, $payment->attention, $payment->captured]);
        $this->assertNull(Order::query()->findOrFail($payment->order_id)->paid_at);
    }

    #[Test]
    public function a_success_after_the_order_was_released_is_flagged_for_staff_and_can_be_refunded(): void
    {
        $this->checkout('online_card')->assertCreated();
        $payment = $this->payment();
        $this->travel(31)->minutes();
        Artisan::call('orders:release-holds');
        $this->assertSame('released', Order::query()->findOrFail($payment->order_id)->status);

        $this->notify($payment, 'OK')->assertOk();
        $payment->refresh();
        $this->assertSame([Payment::REVIEW, 'late_success'], [$payment->status, $payment->attention]);
        $this->assertNull(Order::query()->findOrFail($payment->order_id)->paid_at);

        PaymentStandIn::settle((string) $payment->reference, 'OK');
        $refund = app(RefundPayment::class)->handle(Order::query()->findOrFail($payment->order_id), $payment->amount, 'late-'.$payment->id, null);
        $this->assertSame('done', $refund->status);
    }

    #[Test]
    public function the_card_page_pays_over_http_and_a_missing_callback_is_settled_by_the_reconciliation(): void
    {
        $this->checkout('online_card')->assertCreated();
        $payment = $this->payment();
        // Paid at the provider; its callback never reaches the shop.
        PaymentStandIn::settle((string) $payment->reference, 'OK', callbacks: 0);
        Artisan::call('payments:reconcile');
        $this->assertSame(Payment::PENDING, $payment->refresh()->status, 'too early: the callback may still come');

        $this->travel(4)->minutes();
        Artisan::call('payments:reconcile');
        $this->assertSame(Payment::PAID, $payment->refresh()->status);
        $this->assertNotNull(Order::query()->findOrFail($payment->order_id)->paid_at);
        $this->assertSame('411111******1111', $payment->card);
    }

    #[Test]
    public function a_pending_payment_past_its_time_is_expired_and_the_shopper_may_try_again_or_pay_cash(): void
    {
        $this->checkout('online_card')->assertCreated();
        $order = Order::query()->latest('id')->firstOrFail();
        $payment = $this->payment();
        $this->travel(31)->minutes();
        Artisan::call('payments:reconcile');
        $this->assertSame(Payment::EXPIRED, $payment->refresh()->status);

        $number = (string) $order->number;
        $this->postJson("/comanda/$number/plata", ['method' => 'online_card'])->assertCreated()->assertJsonPath('status', 'pending');
        $this->assertSame(2, Payment::query()->where('order_id', $order->id)->count());
        $this->postJson("/comanda/$number/plata/numerar")->assertOk()->assertJsonPath('payment_method', 'cash');
        $this->assertEquals($order->created_at->addHours(config()->integer('orders.hold_hours')), $order->refresh()->held_until);
        $this->postJson("/comanda/$number/plata", ['method' => ['x']])->assertUnprocessable();
    }

    #[Test]
    public function a_stranger_cannot_start_pay_or_read_another_shoppers_order(): void
    {
        $this->checkout('online_card')->assertCreated();
        $number = (string) Order::query()->latest('id')->firstOrFail()->number;
        $this->withCookie(GuestId::COOKIE, Str::random(40));
        $this->postJson("/comanda/$number/plata", ['method' => 'online_card'])->assertNotFound();
        $this->postJson("/comanda/$number/plata/numerar")->assertNotFound();
        $this->getJson("/comanda/$number/plata/stare")->assertNotFound();
    }

    #[Test]
    public function an_mia_order_shows_a_qr_for_the_exact_amount_and_the_poll_finds_it_paid(): void
    {
        $this->freezeSecond();
        $this->checkout('mia', '/ru')->assertCreated();
        $order = Order::query()->latest('id')->firstOrFail();
        $payment = $this->payment();
        $this->assertSame(['mia', 'qr'], [$payment->provider, $payment->method]);
        $number = (string) $order->number;
        $this->getJson("/ru/comanda/$number/plata/stare")->assertOk()->assertJsonPath('status', 'pending')
            ->assertJsonPath('pay_url', PaymentStandIn::url().'/qr/'.$payment->reference)->assertJsonPath('amount', $order->total)
            // On the shop's clock, as every moment a page shows.
            ->assertJsonPath('expires_at', Dates::dateTime(now()->addMinutes(15)));

        PaymentStandIn::press((string) $payment->pay_url, 'pay');
        $this->travel(11)->seconds();
        $this->getJson("/ru/comanda/$number/plata/stare")->assertOk()->assertJsonPath('status', 'paid')->assertJsonPath('paid', true);
        $this->assertSame(Payment::PAID, $payment->refresh()->status);
        $this->assertNotNull($payment->transaction_id);

        $refund = app(RefundPayment::class)->handle($order, 1_000, 'qr-refund', null);
        $this->assertSame('done', $refund->status);
    }

    #[Test]
    public function hostile_input_to_the_payment_routes_is_a_4xx_never_a_500(): void
    {
        $this->checkout('online_card')->assertCreated();
        $number = (string) Order::query()->latest('id')->firstOrFail()->number;
        $this->call('POST', '/plata/notificare/maib', [], [], [], ['CONTENT_TYPE' => 'application/json'], "{\"result\": {\"payId\": \"\xC3\x28\"}}")->assertStatus(400);
        $this->postJson('/plata/notificare/maib', ['result' => ['payId' => 123456789012345678901234567890, 'amount' => 1e308], 'signature' => ['x']])->assertNotFound();
        $this->postJson('/plata/notificare/mia', ['result' => 'text'])->assertStatus(400);
        $this->postJson('/plata/notificare/maib', [])->assertStatus(400);
        $this->postJson("/comanda/$number/plata", ['method' => str_repeat('a', 100_000)])->assertUnprocessable();
        $this->postJson("/comanda/$number/plata", ['method' => 99999999999999999999])->assertUnprocessable();
        $this->postJson("/comanda/$number/plata", [])->assertUnprocessable()->assertJsonValidationErrors(['method' => 'Alegeți cardul sau codul QR.']);
        $this->postJson("/ru/comanda/$number/plata", ['method' => ['a' => 'b']])->assertUnprocessable()->assertJsonValidationErrors(['method' => 'Выберите карту или QR-код.']);
        $this->get('/plata/not-a-uuid/intoarcere')->assertNotFound();
        $this->get('/plata/'.Str::uuid().'/intoarcere')->assertNotFound();
        $this->getJson('/comanda/ES-2026-99999999999999999999999/plata/stare')->assertNotFound();
        $this->assertSame(0, PaymentCallback::query()->count());
    }
}
