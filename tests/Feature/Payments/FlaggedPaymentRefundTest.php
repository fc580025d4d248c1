<?php

declare(strict_types=1);

namespace Tests\Feature\Payments;

use App\Actions\Payments\RefundPayment;
use App\Enums\OrderEventType;
use App\Enums\OrderStatus;
use App\Enums\StaffRole;
use App\Mail\Returns\AfterSaleMail;
use App\Models\AuditEntry;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Models\Payment;
use App\Models\PaymentRefund;
use App\Models\User;
use App\Queries\Admin\Orders\OrderFilters;
use App\Queries\Admin\Orders\OrderList;
use App\Queries\Admin\Payments\OrderPayments;
use App\Services\Returns\AfterSaleRules;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Str;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The back office gives back a payment flagged for review from the order page's payments panel: what is left of it,
 * through its provider, once per form key, with the customer's timeline row and mail, the audit entry, and the
 * payment no longer needing attention; refused for a payment not flagged, one already given back, and whoever may
 * not refund.
 */
final class FlaggedPaymentRefundTest extends TestCase
{
    private Order $order;

    protected function setUp(): void
    {
        parent::setUp();
        Queue::fake();
        config(['payments.maib.base_url' => 'https://maib.test', 'payments.maib.project_id' => 'p', 'payments.maib.project_secret' => 's']);
        $this->order = Order::factory()->status(OrderStatus::Cancelled)
            ->createOne(['total' => 150_000, 'subtotal' => 150_000, 'payment_method' => 'online_card', 'email' => 'ana@example.md', 'locale' => 'ro']);
    }

    private function fakeMaib(string $status = 'OK'): void
    {
        Http::fake([
            'maib.test/v1/generate-token' => Http::response(['ok' => true, 'result' => ['accessToken' => 'token', 'expiresIn' => 300]]),
            'maib.test/v1/refund' => Http::response(['ok' => true, 'result' => ['payId' => 'x', 'status' => $status, 'refundAmount' => 1]]),
        ]);
    }

    private function payment(string $status, ?string $attention, int $captured = 150_000): Payment
    {
        return Payment::query()->create([
            'order_id' => $this->order->id, 'public_id' => (string) Str::uuid(), 'provider' => 'maib', 'method' => 'card',
            'status' => $status, 'attention' => $attention, 'reference' => (string) Str::uuid(), 'amount' => 150_000,
            'captured' => $captured, 'paid_at' => now(),
        ]);
    }

    private function staff(StaffRole $role = StaffRole::Manager, string $locale = 'ro'): User
    {
        return User::factory()->staff($role)->createOne(['locale' => $locale]);
    }

    /**
     * @return TestResponse<\Symfony\Component\HttpFoundation\Response>
     */
    private function refund(Payment $payment, ?User $staff = null, ?string $key = null, ?Order $order = null): TestResponse
    {
        return $this->actingAs($staff ?? $this->staff())
            ->from('/admin/comenzi/'.$this->order->number)
            ->post('/admin/comenzi/'.($order ?? $this->order)->number.'/plati/'.$payment->id.'/rambursare', ['key' => $key ?? (string) Str::uuid()]);
    }

    private function attentionInList(): bool
    {
        $row = app(OrderList::class)->paginate(new OrderFilters())->getCollection()
            ->first(fn (Order $order): bool => $order->id === $this->order->id);

        return $row?->getAttribute('payment_attention') !== null;
    }

    /**
     * @return array<string, array{string, string, int, string, string}>
     */
    public static function flags(): array
    {
        return [
            'a success after the release, in Romanian' => ['late_success', 'ro', 150_000, "S-au returnat 1\u{a0}500\u{a0}lei pe card; clientul a primit un e-mail.", 'ro'],
            'a second payment of a paid order, in Russian' => ['double_payment', 'ru', 150_000, "На карту возвращено 1\u{a0}500\u{a0}лей; клиенту отправлено письмо.", 'ru'],
            'an amount other than the order’s, in Romanian' => ['amount_mismatch', 'ro', 90_000, "S-au returnat 900\u{a0}lei pe card; clientul a primit un e-mail.", 'ru'],
        ];
    }

    #[Test]
    #[DataProvider('flags')]
    public function a_flagged_payment_is_given_back_whole_once_and_no_longer_needs_attention(string $attention, string $locale, int $captured, string $done, string $orderLocale): void
    {
        $this->fakeMaib();
        $this->order->forceFill(['locale' => $orderLocale])->save();
        $paid = $attention === 'double_payment' ? $this->payment(Payment::PAID, null) : null;
        $flagged = $this->payment(Payment::REVIEW, $attention, $captured);
        $staff = $this->staff(StaffRole::Manager, $locale);
        $this->assertTrue($this->attentionInList());
        $this->assertSame([true, true], [OrderPayments::of($this->order, $staff)[0]['needs_attention'], OrderPayments::of($this->order, $staff)[0]['can_refund']]);
        $key = (string) Str::uuid();

        $this->refund($flagged, $staff, $key)->assertRedirect('/admin/comenzi/'.$this->order->number)->assertSessionHas('status', $done);
        $this->refund($flagged, $staff, $key)->assertRedirect()->assertSessionHas('status', $done);

        $refund = PaymentRefund::query()->sole();
        $this->assertSame([$flagged->id, $captured, PaymentRefund::DONE], [$refund->payment_id, $refund->amount, $refund->status]);
        $this->assertSame($captured, $flagged->refresh()->refunded);
        Http::assertSentCount(2); // one token, one refund, however often the form is sent
        Http::assertSent(static fn (Request $request): bool => $request->url() === 'https://maib.test/v1/refund' && (float) $request['refundAmount'] === $captured / 100.0);
        // The customer's timeline row and mail, like every refund; the staff's payment row and the audit entry.
        $this->assertSame(1, OrderEvent::query()->where('order_id', $this->order->id)->where('type', OrderEventType::Refund->value)->where('public', true)->where('body', (string) $captured)->count());
        $this->assertSame(1, OrderEvent::query()->where('order_id', $this->order->id)->where('type', OrderEventType::Payment->value)->where('to_status', 'refunded')->count());
        $this->assertSame(1, AuditEntry::query()->where('action', RefundPayment::AUDIT_ACTION)->count());
        $this->assertSame(['payment_refund_'.$refund->id], DB::table('order_mails')->where('order_id', $this->order->id)->pluck('type')->all());
        app()->setLocale($orderLocale);
        $mail = AfterSaleMail::fromType($this->order, 'payment_refund_'.$refund->id)->render();
        $this->assertStringContainsString($orderLocale === 'ro' ? 'din plata online pentru comanda' : 'из онлайн-оплаты заказа', $mail);
        // Given back whole: no longer needs attention, no button; the order's own payment and its cap are untouched.
        $row = collect(OrderPayments::of($this->order, $staff))->firstWhere('id', $flagged->id);
        $this->assertSame([false, false, 0], [$row['needs_attention'] ?? null, $row['can_refund'] ?? null, $row['refundable'] ?? null]);
        $this->assertFalse($this->attentionInList());
        $this->assertSame($paid === null ? 0 : 150_000, AfterSaleRules::paidOnline($this->order));
        $this->assertSame(0, AfterSaleRules::refunded($this->order));
    }

    #[Test]
    public function what_is_left_of_a_partly_refunded_payment_is_given_back(): void
    {
        $this->fakeMaib();
        $flagged = $this->payment(Payment::REVIEW, 'late_success');
        app(RefundPayment::class)->handle($this->order, 50_000, 'earlier-refund', null, $flagged->id);

        $this->refund($flagged)->assertRedirect()->assertSessionHas('status', "S-au returnat 1\u{a0}000\u{a0}lei pe card; clientul a primit un e-mail.");
        $this->assertSame([50_000, 100_000], PaymentRefund::query()->orderBy('id')->pluck('amount')->all());
        $this->assertSame(150_000, $flagged->refresh()->refunded);
    }

    /**
     * @return array<string, array{string, string, string}>
     */
    public static function languages(): array
    {
        return [
            'Romanian' => ['ro', 'Această plată nu este marcată pentru verificare: restituiți-o din formularul de restituiri.', 'Această plată a fost deja restituită.'],
            'Russian' => ['ru', 'Этот платёж не отмечен для проверки: верните его через форму возврата денег.', 'Этот платёж уже возвращён.'],
        ];
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_payment_not_flagged_or_already_given_back_is_refused(string $locale, string $notFlagged, string $already): void
    {
        $this->fakeMaib();
        $staff = $this->staff(StaffRole::Owner, $locale);
        $paid = $this->payment(Payment::PAID, null);
        $failed = $this->payment(Payment::FAILED, null, 0);
        $flagged = $this->payment(Payment::REVIEW, 'late_success');

        $this->refund($paid, $staff)->assertRedirect()->assertSessionHasErrors(['payment' => $notFlagged]);
        $this->refund($failed, $staff)->assertSessionHasErrors(['payment' => $notFlagged]);
        $this->refund($flagged, $staff)->assertSessionHasNoErrors();
        $this->refund($flagged, $staff)->assertSessionHasErrors(['payment' => $already]);

        $this->assertSame([$flagged->id], PaymentRefund::query()->pluck('payment_id')->all());
        $this->assertSame(0, $paid->refresh()->refunded);
        Http::assertSentCount(2);
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_refund_the_bank_turns_down_leaves_the_payment_needing_attention(string $locale): void
    {
        $this->fakeMaib('FAILED');
        $staff = $this->staff(StaffRole::Manager, $locale);
        $flagged = $this->payment(Payment::REVIEW, 'double_payment');

        $this->refund($flagged, $staff)->assertSessionHasErrors(['amount' => $locale === 'ro'
            ? 'Banca a refuzat returnarea; nu s-a returnat nimic.' : 'Банк отклонил возврат; ничего не возвращено.']);

        $this->assertSame(0, $flagged->refresh()->refunded);
        $this->assertSame(PaymentRefund::FAILED, PaymentRefund::query()->sole()->status);
        $this->assertTrue(OrderPayments::of($this->order, $staff)[0]['needs_attention']);
        $this->assertTrue($this->attentionInList());
        $this->assertSame(0, DB::table('order_mails')->count());
    }

    #[Test]
    public function only_those_who_may_refund_see_the_button_and_reach_the_route(): void
    {
        $this->fakeMaib();
        $flagged = $this->payment(Payment::REVIEW, 'late_success');
        foreach ([StaffRole::Warehouse, StaffRole::Editor] as $role) {
            $this->refund($flagged, $this->staff($role))->assertForbidden();
        }
        $this->actingAs(User::factory()->createOne())->post('/admin/comenzi/'.$this->order->number.'/plati/'.$flagged->id.'/rambursare', ['key' => (string) Str::uuid()])->assertForbidden();
        $this->assertFalse(OrderPayments::of($this->order, $this->staff(StaffRole::Warehouse))[0]['can_refund']);
        $this->assertTrue(OrderPayments::of($this->order, $this->staff(StaffRole::Manager))[0]['can_refund']);

        // Another order's payment is not found through this order; a bad key is refused in the staff member's language.
        $other = Order::factory()->createOne();
        $this->refund($flagged, order: $other)->assertNotFound();
        $this->actingAs($this->staff(StaffRole::Manager, 'ru'))->postJson('/admin/comenzi/'.$this->order->number.'/plati/'.$flagged->id.'/rambursare', ['key' => 'a b'])
            ->assertStatus(422)->assertJsonPath('errors.key.0', 'Форма устарела. Обновите страницу.');
        $this->assertSame(0, PaymentRefund::query()->count());
        Http::assertNothingSent();
    }
}
