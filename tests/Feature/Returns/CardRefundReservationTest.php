<?php

declare(strict_types=1);

namespace Tests\Feature\Returns;

use App\Actions\Returns\RecordRefund;
use App\Enums\OrderStatus;
use App\Enums\RefundMethod;
use App\Enums\StaffRole;
use App\Exceptions\Payments\RefundRefused;
use App\Exceptions\Returns\AfterSaleRefused;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Models\Payment;
use App\Models\PaymentRefund;
use App\Models\Refund;
use App\Models\Store;
use App\Services\Returns\AfterSaleRules;
use Illuminate\Database\Events\QueryExecuted;
use Illuminate\Database\Events\TransactionBeginning;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Str;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * A card refund reserves its amount under the order's lock before the provider is asked (a pending provider refund
 * that counts as refunded), so a cash or transfer refund made while the provider answers sees that money as gone; a
 * refusal gives it back. A return's card refund comes from a payment the order was paid with: the one staff chose,
 * else the paid one, never a payment flagged for review.
 */
final class CardRefundReservationTest extends TestCase
{
    use MakesDeliveredOrders;

    private Store $store;

    private Order $order;

    private Payment $paid;

    protected function setUp(): void
    {
        parent::setUp();
        Queue::fake();
        $this->arrangeCatalogue();
        $this->store = $this->shop();
        config(['payments.maib.base_url' => 'https://maib.test', 'payments.maib.project_id' => 'p', 'payments.maib.project_secret' => 's']);
        $this->order = Order::factory()->status(OrderStatus::Cancelled)->withLine($this->product(5, 2_000_00), 1)
            ->createOne(['payment_method' => 'online_card', 'email' => 'ana@example.md']);
        $this->paid = $this->payment(Payment::PAID, null);
    }

    private function payment(string $status, ?string $attention): Payment
    {
        return Payment::query()->create([
            'order_id' => $this->order->id, 'public_id' => Str::uuid()->toString(), 'provider' => 'maib', 'method' => 'card',
            'status' => $status, 'attention' => $attention, 'reference' => Str::uuid()->toString(), 'amount' => 2_000_00,
            'captured' => 2_000_00, 'paid_at' => now(),
        ]);
    }

    /** maib's refund answers `$status`, after running `$meanwhile` (what another request does while the bank answers). */
    private function fakeMaib(string $status, ?\Closure $meanwhile = null): void
    {
        Http::fake([
            'maib.test/v1/generate-token' => Http::response(['ok' => true, 'result' => ['accessToken' => 'token', 'expiresIn' => 300]]),
            'maib.test/v1/refund' => static function () use ($status, $meanwhile) {
                if ($meanwhile !== null) {
                    $meanwhile();
                }

                return Http::response(['ok' => true, 'result' => ['payId' => 'x', 'status' => $status, 'refundAmount' => 1]]);
            },
        ]);
    }

    private function refund(RefundMethod $method, int $amount, ?int $paymentId = null, ?string $key = null): Refund
    {
        return app(RecordRefund::class)->handle(
            $this->order, $method, $amount, $key ?? Str::uuid()->toString(), null, null,
            $method === RefundMethod::Cash ? $this->store->id : null, null, StaffActor::console(), $paymentId,
        );
    }

    private function refused(\Closure $refund): AfterSaleRefused|RefundRefused
    {
        try {
            $refund();
        } catch (AfterSaleRefused|RefundRefused $refused) {
            return $refused;
        }
        $this->fail('The refund was made');
    }

    #[Test]
    public function a_cash_refund_while_the_bank_answers_a_card_refund_finds_that_money_gone(): void
    {
        $meanwhile = null;
        $this->fakeMaib('OK', function () use (&$meanwhile): void {
            $meanwhile = $this->refused(fn (): Refund => $this->refund(RefundMethod::Cash, 800_00));
            $this->refund(RefundMethod::Cash, 500_00);
        });

        $card = $this->refund(RefundMethod::Card, 1_500_00);

        $this->assertInstanceOf(AfterSaleRefused::class, $meanwhile);
        $this->assertStringContainsString("500\u{a0}lei", $meanwhile->getMessage());
        /** @var list<Refund> $rows */
        $rows = Refund::query()->orderBy('id')->get()->all();
        $this->assertSame([[500_00, 'cash'], [1_500_00, 'card']], array_map(static fn (Refund $r): array => [$r->amount, $r->method], $rows));
        $this->assertSame(1_500_00, $card->amount);
        $this->assertSame(2_000_00, AfterSaleRules::refunded($this->order));
        $this->assertSame(0, AfterSaleRules::refundable($this->order));
        $this->assertSame(PaymentRefund::DONE, PaymentRefund::query()->sole()->status);
    }

    #[Test]
    public function a_card_refund_is_checked_and_reserved_in_the_transaction_that_locks_the_order(): void
    {
        $this->fakeMaib('OK');
        // Which outermost transaction each query ran in (0: none), counted from here: the test's own wrapping one is level 1.
        $base = DB::transactionLevel();
        $transaction = 0;
        $current = 0;
        Event::listen(TransactionBeginning::class, static function () use (&$transaction, &$current, $base): void {
            if (DB::transactionLevel() === $base + 1) {
                $current = ++$transaction;
            }
        });
        $queries = [];
        DB::listen(static function (QueryExecuted $query) use (&$queries, &$current, $base): void {
            $queries[] = [DB::transactionLevel() > $base ? $current : 0, $query->sql];
        });

        $this->refund(RefundMethod::Card, 1_500_00);

        $in = static function (string $pattern) use (&$queries): array {
            return array_values(array_unique(array_map(static fn (array $q): int => $q[0], array_filter($queries, static fn (array $q): bool => preg_match($pattern, $q[1]) === 1))));
        };
        $lock = $in('/^select "id" from "orders" where "id" = \?/');
        $checked = $in('/sum\("amount"\).* from "refunds"/');
        $reserved = $in('/^insert into "payment_refunds"/');
        // The amount is read and reserved in the first transaction, the one that locked the order; the provider is
        // asked outside it; the refund is recorded in a second one that locks the order again.
        $this->assertSame([1], $reserved);
        $this->assertContains(1, $lock);
        $this->assertNotContains(0, $checked);
        $this->assertContains(1, $checked);
        $this->assertSame(PaymentRefund::DONE, PaymentRefund::query()->sole()->status);
    }

    #[Test]
    public function a_card_refund_the_bank_turns_down_stops_counting(): void
    {
        $meanwhile = null;
        $this->fakeMaib('FAILED', function () use (&$meanwhile): void {
            $meanwhile = $this->refused(fn (): Refund => $this->refund(RefundMethod::Cash, 2_000_00));
        });

        $this->assertInstanceOf(RefundRefused::class, $this->refused(fn (): Refund => $this->refund(RefundMethod::Card, 1_500_00)));

        $this->assertInstanceOf(AfterSaleRefused::class, $meanwhile);
        $this->assertSame(PaymentRefund::FAILED, PaymentRefund::query()->sole()->status);
        $this->assertSame(0, $this->paid->refresh()->refunded);
        $this->assertSame(0, Refund::query()->count());
        $this->assertSame(2_000_00, AfterSaleRules::refundable($this->order));
        $this->refund(RefundMethod::Cash, 2_000_00);
        $this->assertSame(0, AfterSaleRules::refundable($this->order));
    }

    #[Test]
    public function a_card_refund_the_bank_did_not_answer_keeps_its_money_reserved_and_a_retry_sends_nothing_twice(): void
    {
        Http::fake([
            'maib.test/v1/generate-token' => Http::response(['ok' => true, 'result' => ['accessToken' => 'token', 'expiresIn' => 300]]),
            'maib.test/v1/refund' => Http::response('', 503),
        ]);
        $key = Str::uuid()->toString();

        $first = $this->refused(fn (): Refund => $this->refund(RefundMethod::Card, 1_500_00, key: $key));
        $again = $this->refused(fn (): Refund => $this->refund(RefundMethod::Card, 1_500_00, key: $key));
        $silent = 'Banca nu a răspuns; returnarea așteaptă verificarea în cabinetul băncii.';
        $this->assertSame([$silent, $silent], [$first->getMessage(), $again->getMessage()]);
        Http::assertSentCount(2); // one token, one refund: the retry sent nothing

        $this->assertSame(PaymentRefund::PENDING, PaymentRefund::query()->sole()->status);
        $this->assertSame(500_00, AfterSaleRules::refundable($this->order));
        $this->assertInstanceOf(AfterSaleRefused::class, $this->refused(fn (): Refund => $this->refund(RefundMethod::Cash, 500_01)));
        $this->assertSame(0, Refund::query()->count());
    }

    #[Test]
    public function a_card_refund_comes_from_the_paid_payment_never_from_one_flagged_for_review(): void
    {
        $this->fakeMaib('OK');
        // Flagged first: taking the first payment by id would refund the wrong one.
        $this->paid->forceFill(['id' => 900])->save();
        $flagged = $this->payment(Payment::REVIEW, 'double_payment');
        $flagged->forceFill(['id' => 800])->save();
        $this->paid = Payment::query()->findOrFail(900);

        $this->refund(RefundMethod::Card, 300_00);
        $this->refund(RefundMethod::Card, 200_00, 900);
        // Named explicitly, a payment flagged for review is not one a return's refund may come from.
        $this->refused(fn (): Refund => $this->refund(RefundMethod::Card, 100_00, 800));

        $this->assertSame([900, 900], PaymentRefund::query()->where('status', PaymentRefund::DONE)->orderBy('id')->pluck('payment_id')->all());
        $this->assertSame([500_00, 0], [$this->paid->refresh()->refunded, Payment::query()->findOrFail(800)->refunded]);
        $this->assertSame(1_500_00, AfterSaleRules::refundable($this->order));
    }

    /**
     * @return array<string, array{string, string}>
     */
    public static function languages(): array
    {
        return ['Romanian' => ['ro', 'Alegeți o plată online a comenzii.'], 'Russian' => ['ru', 'Выберите онлайн-платёж заказа.']];
    }

    #[Test]
    #[DataProvider('languages')]
    public function the_refund_form_names_a_payment_the_order_was_paid_with(string $locale, string $message): void
    {
        $this->fakeMaib('OK');
        $flagged = $this->payment(Payment::REVIEW, 'late_success');
        $other = Order::factory()->createOne();
        $foreign = Payment::query()->create([
            'order_id' => $other->id, 'public_id' => Str::uuid()->toString(), 'provider' => 'maib', 'method' => 'card', 'status' => Payment::PAID,
            'reference' => Str::uuid()->toString(), 'amount' => 100, 'captured' => 100, 'paid_at' => now(),
        ]);
        $post = fn (array $form) => $this->actingAs($this->staff(StaffRole::Manager, $locale))->postJson('/admin/comenzi/'.$this->order->number.'/rambursari', [
            'method' => 'card', 'amount' => 100_00, 'key' => Str::uuid()->toString(), ...$form,
        ]);

        foreach ([$flagged->id, $foreign->id, 999_999] as $id) {
            $post(['payment_id' => $id])->assertStatus(422)->assertJsonPath('errors.payment_id.0', $message);
        }
        $post(['method' => 'cash', 'store_id' => $this->store->id, 'payment_id' => $this->paid->id])->assertStatus(422)->assertJsonPath('errors.payment_id.0', $message);
        $post(['payment_id' => $this->paid->id])->assertRedirect();

        $this->assertSame([$this->paid->id], PaymentRefund::query()->pluck('payment_id')->all());
        $this->assertSame([['value' => $this->paid->id]], array_map(
            static fn (array $option): array => ['value' => $option['value']],
            \App\Queries\Admin\Returns\OrderAfterSale::of($this->order, $this->staff(StaffRole::Manager))['card_payments'],
        ));
    }
}
