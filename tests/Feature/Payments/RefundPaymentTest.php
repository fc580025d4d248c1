<?php

declare(strict_types=1);

namespace Tests\Feature\Payments;

use App\Actions\Payments\RefundPayment;
use App\Enums\OrderEventType;
use App\Enums\StaffRole;
use App\Exceptions\Payments\RefundRefused;
use App\Models\AuditEntry;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Models\Payment;
use App\Models\PaymentRefund;
use App\Models\User;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Str;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** Refunds through the provider: once per key, never more than captured minus refunded, recorded for staff. */
final class RefundPaymentTest extends TestCase
{
    private Order $order;

    private Payment $payment;

    protected function setUp(): void
    {
        parent::setUp();
        config(['payments.maib.base_url' => 'https://maib.test', 'payments.maib.project_id' => 'p', 'payments.maib.project_secret' => 's']);
        $this->order = Order::factory()->createOne(['total' => 150_000, 'subtotal' => 150_000, 'payment_method' => 'online_card']);
        $this->payment = Payment::query()->create([
            'order_id' => $this->order->id, 'public_id' => (string) Str::uuid(), 'provider' => 'maib', 'method' => 'card',
            'status' => Payment::PAID, 'reference' => 'f16a9006-128a-46bc-8e2a-77a6ee99df75', 'amount' => 150_000,
            'captured' => 150_000, 'paid_at' => now(),
        ]);
    }

    private function fakeMaib(string $status = 'OK'): void
    {
        Http::fake([
            'maib.test/v1/generate-token' => Http::response(['ok' => true, 'result' => ['accessToken' => 'token', 'expiresIn' => 300]]),
            'maib.test/v1/refund' => Http::response(['ok' => true, 'result' => ['payId' => $this->payment->reference, 'status' => $status, 'refundAmount' => 100]]),
        ]);
    }

    #[Test]
    public function a_refund_is_made_once_per_key_and_recorded(): void
    {
        $this->fakeMaib();
        $staff = User::factory()->staff(StaffRole::Manager)->createOne();
        $refund = app(RefundPayment::class)->handle($this->order, 40_000, 'return-7', $staff);
        $again = app(RefundPayment::class)->handle($this->order, 40_000, 'return-7', $staff);

        $this->assertSame($refund->id, $again->id);
        $this->assertSame(PaymentRefund::DONE, $refund->status);
        $this->assertSame(40_000, $this->payment->refresh()->refunded);
        Http::assertSentCount(2); // one token, one refund
        Http::assertSent(static fn (Request $request): bool => $request->url() === 'https://maib.test/v1/refund' && $request['refundAmount'] === 400.0);
        $this->assertSame(1, OrderEvent::query()->where('order_id', $this->order->id)->where('type', OrderEventType::Payment->value)->count());
        $this->assertSame(1, AuditEntry::query()->where('action', RefundPayment::AUDIT_ACTION)->count());
    }

    #[Test]
    public function never_more_than_captured_minus_refunded(): void
    {
        $this->fakeMaib();
        app(RefundPayment::class)->handle($this->order, 100_000, 'first', null);
        try {
            app(RefundPayment::class)->handle($this->order, 50_001, 'second', null);
            $this->fail('A refund past what is left was made');
        } catch (RefundRefused $refused) {
            $this->assertSame('amount', $refused->field);
            $this->assertStringContainsString('500', $refused->getMessage());
        }
        app(RefundPayment::class)->handle($this->order, 50_000, 'third', null);
        $this->assertSame(150_000, $this->payment->refresh()->refunded);
        $this->assertSame(2, PaymentRefund::query()->count());
    }

    #[Test]
    public function a_refund_the_provider_turns_down_gives_its_claim_back(): void
    {
        $this->fakeMaib('FAILED');
        $this->expectException(RefundRefused::class);
        try {
            app(RefundPayment::class)->handle($this->order, 10_000, 'k', null);
        } finally {
            $this->assertSame(0, $this->payment->refresh()->refunded);
            $this->assertSame(PaymentRefund::FAILED, PaymentRefund::query()->sole()->status);
        }
    }

    #[Test]
    public function an_order_not_paid_online_or_a_key_of_another_order_is_refused(): void
    {
        $this->fakeMaib();
        app(RefundPayment::class)->handle($this->order, 1_000, 'shared', null);
        $other = Order::factory()->createOne();
        $this->assertRefused(fn () => app(RefundPayment::class)->handle($other, 1_000, 'shared', null), 409);
        $this->assertRefused(fn () => app(RefundPayment::class)->handle($other, 1_000, 'new-key', null), 422);
        $this->assertRefused(fn () => app(RefundPayment::class)->handle($this->order, 0, 'zero', null), 422);
    }

    private function assertRefused(\Closure $refund, int $status): void
    {
        try {
            $refund();
            $this->fail('The refund was made');
        } catch (RefundRefused $refused) {
            $this->assertSame($status, $refused->status);
        }
    }
}
