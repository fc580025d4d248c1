<?php

declare(strict_types=1);

namespace Tests\Feature\Returns;

use App\Actions\Returns\RequestReturn;
use App\Enums\OrderEventType;
use App\Enums\OrderStatus;
use App\Enums\ReturnHandover;
use App\Enums\ReturnReason;
use App\Enums\StaffRole;
use App\Infrastructure\Security\StaffActor;
use App\Models\AuditEntry;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Models\Refund;
use App\Models\Store;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Str;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * Refunds from the admin order page: cash at a store, a bank transfer to an IBAN; partial ones adding up to at most
 * what was paid (a completed order's total, or a transfer staff recorded as received), one refund per form however
 * often it is sent, for a received return or for the order on its own (a cancelled order paid in advance).
 */
final class RefundsTest extends TestCase
{
    use MakesDeliveredOrders;

    private Store $store;

    protected function setUp(): void
    {
        parent::setUp();
        Queue::fake();
        $this->arrangeCatalogue();
        $this->store = $this->shop();
    }

    /**
     * @param  array<string, mixed>  $form
     */
    private function refund(Order $order, array $form, StaffRole $role = StaffRole::Manager, string $prefix = ''): TestResponse
    {
        return $this->actingAs($this->staff($role))->postJson($prefix.'/admin/comenzi/'.$order->number.'/rambursari', [
            'method' => 'cash', 'store_id' => $this->store->id, 'key' => Str::uuid()->toString(), ...$form,
        ]);
    }

    #[Test]
    public function partial_refunds_add_up_to_at_most_what_was_paid(): void
    {
        $order = $this->deliveredOrder($this->product(5, 1_000_00), 2);

        $this->refund($order, ['amount' => 1_500_00])->assertRedirect();
        $this->refund($order, ['method' => 'transfer', 'store_id' => null, 'iban' => 'md24 ag00 0225 1000 1310 4168', 'amount' => 600_00])
            ->assertStatus(422)->assertJsonPath('errors.amount.0', "Se pot restitui cel mult 500\u{a0}lei.");
        $this->refund($order, ['method' => 'transfer', 'store_id' => null, 'iban' => 'md24 ag00 0225 1000 1310 4168', 'amount' => 500_00])->assertRedirect();
        $this->refund($order, ['amount' => 1], prefix: '')->assertStatus(422)->assertJsonPath('errors.amount.0', 'Pentru această comandă nu mai este nimic de restituit.');

        $this->assertSame([[1_500_00, 'cash', $this->store->id, null], [500_00, 'transfer', null, 'MD24AG000225100013104168']],
            Refund::query()->orderBy('id')->get()->map(static fn (Refund $r): array => [$r->amount, $r->method, $r->store_id, $r->iban])->all());
        $this->assertSame(['cash', 'transfer'], OrderEvent::query()->where('type', OrderEventType::Refund->value)->orderBy('id')->pluck('to_status')->all());
        $this->assertSame(['refund.create', 'refund.create'], AuditEntry::query()->where('subject_label', $order->number)->orderBy('id')->pluck('action')->all());
        $this->assertSame(2, DB::table('order_mails')->where('type', 'like', 'refund_%')->count());
        $mail = \App\Mail\Returns\AfterSaleMail::fromType($order, 'refund_'.Refund::query()->orderBy('id')->value('id'));
        $this->assertStringContainsString("V-am restituit 1\u{a0}500\u{a0}lei pentru comanda {$order->number} (Numerar, în magazin).", $mail->render());
    }

    #[Test]
    public function the_same_form_sent_twice_makes_one_refund(): void
    {
        $order = $this->deliveredOrder($this->product(5, 1_000_00), 1);
        $key = Str::uuid()->toString();

        $this->refund($order, ['amount' => 400_00, 'key' => $key])->assertRedirect();
        $this->refund($order, ['amount' => 400_00, 'key' => $key])->assertRedirect();
        $this->assertSame(1, Refund::query()->count());
        $this->assertSame(1, DB::table('order_mails')->where('type', 'like', 'refund_%')->count());

        // The key of one order's form never refunds another order.
        $other = $this->deliveredOrder($this->product(5, 1_000_00), 1);
        $this->refund($other, ['amount' => 100_00, 'key' => $key])->assertStatus(422)
            ->assertJsonPath('errors.amount.0', 'Acest formular a fost deja folosit pentru altă comandă. Reîncărcați pagina.');
    }

    #[Test]
    public function an_order_not_paid_is_not_refunded_until_a_transfer_is_recorded(): void
    {
        $order = Order::factory()->status(OrderStatus::Cancelled)->withLine($this->product(), 1)->createOne(['payment_method' => 'transfer']);
        $cash = Order::factory()->status(OrderStatus::Cancelled)->withLine($this->product(), 1)->createOne(['payment_method' => 'cash']);

        $this->refund($order, ['amount' => 100_00])->assertStatus(422)->assertJsonPath('errors.amount.0', 'Pentru această comandă nu mai este nimic de restituit.');
        $this->actingAs($this->staff(StaffRole::Warehouse))->postJson('/admin/comenzi/'.$order->number.'/plata-transfer')->assertForbidden();
        $this->actingAs($this->staff(StaffRole::Manager))->postJson('/admin/comenzi/'.$cash->number.'/plata-transfer')->assertStatus(422);
        $this->actingAs($this->staff(StaffRole::Manager))->postJson('/admin/comenzi/'.$order->number.'/plata-transfer')->assertRedirect();
        $this->actingAs($this->staff(StaffRole::Manager))->postJson('/admin/comenzi/'.$order->number.'/plata-transfer')->assertRedirect();
        $this->assertSame(1, DB::table('transfer_payments')->count());
        $this->assertSame(['order.transfer_paid'], AuditEntry::query()->where('subject_label', $order->number)->pluck('action')->all());

        $this->refund($order, ['amount' => $order->total])->assertRedirect();
        $this->assertSame($order->total, (int) Refund::query()->sum('amount'));
    }

    #[Test]
    public function a_refund_for_a_return_needs_the_goods_received_and_then_closes_it(): void
    {
        $order = $this->deliveredOrder($this->product(5, 1_000_00), 2);
        $return = app(RequestReturn::class)->handle($order, [$this->lineId($order) => 1], ReturnReason::ChangedMind, null, ReturnHandover::Store, null, $this->store->id, StaffActor::of(Request::create('/')));

        $this->refund($order, ['amount' => 1_000_00, 'return_id' => $return->id])->assertStatus(422)
            ->assertJsonPath('errors.return_id.0', 'Returul nu este al acestei comenzi sau produsele lui nu au fost primite încă.');
        DB::table('order_returns')->where('id', $return->id)->update(['status' => 'received']);
        $this->refund($order, ['amount' => 1_000_00, 'return_id' => $return->id])->assertRedirect();
        $this->assertSame('refunded', $return->refresh()->status);
        $this->assertSame($return->id, Refund::query()->sole()->order_return_id);
    }

    #[Test]
    public function only_managers_and_owners_refund_and_every_field_is_checked_in_both_languages(): void
    {
        $order = $this->deliveredOrder($this->product(5, 1_000_00), 1);

        $this->refund($order, ['amount' => 100], StaffRole::Warehouse)->assertForbidden();
        $this->refund($order, ['amount' => 100], StaffRole::Editor)->assertForbidden();
        $this->refund($order, ['amount' => 100], StaffRole::Owner)->assertRedirect();

        $this->refund($order, ['amount' => 0])->assertStatus(422)->assertJsonPath('errors.amount.0', 'Scrieți suma, un număr mai mare ca zero.');
        $this->refund($order, ['amount' => '1e3'])->assertStatus(422);
        $this->refund($order, ['amount' => 99999999999999999])->assertStatus(422);
        $this->refund($order, ['amount' => [100]])->assertStatus(422);
        $this->refund($order, ['amount' => 100, 'method' => 'bitcoin'])->assertStatus(422)->assertJsonPath('errors.method.0', 'Alegeți cum restituiți banii.');
        $this->refund($order, ['amount' => 100, 'method' => 'transfer', 'store_id' => null])->assertStatus(422)->assertJsonPath('errors.iban.0', 'Scrieți IBAN-ul clientului.');
        $this->refund($order, ['amount' => 100, 'method' => 'transfer', 'iban' => 'not an iban'])->assertStatus(422);
        $this->refund($order, ['amount' => 100, 'store_id' => $this->warehouse])->assertStatus(422)->assertJsonPath('errors.store_id.0', 'Alegeți magazinul care plătește numerarul.');
        $this->refund($order, ['amount' => 100, 'key' => ['x']])->assertStatus(422);
        $this->actingAs($this->staff(StaffRole::Manager, 'ru'))->postJson('/admin/comenzi/'.$order->number.'/rambursari', ['method' => 'cash', 'amount' => 0, 'key' => 'abcdefgh'])
            ->assertStatus(422)->assertJsonPath('errors.amount.0', 'Укажите сумму больше нуля.');
        $this->assertSame(1, Refund::query()->count());
    }

    #[Test]
    public function a_card_refund_goes_through_the_payment_provider_once_and_counts_against_what_was_paid(): void
    {
        config(['payments.maib.base_url' => 'https://maib.test', 'payments.maib.project_id' => 'p', 'payments.maib.project_secret' => 's']);
        $order = Order::factory()->status(OrderStatus::Cancelled)->withLine($this->product(5, 1_500_00), 1)->createOne(['payment_method' => 'online_card']);
        $payment = \App\Models\Payment::query()->create([
            'order_id' => $order->id, 'public_id' => Str::uuid()->toString(), 'provider' => 'maib', 'method' => 'card', 'status' => \App\Models\Payment::PAID,
            'reference' => 'f16a9006-128a-46bc-8e2a-77a6ee99df75', 'amount' => 1_500_00, 'captured' => 1_500_00, 'paid_at' => now(),
        ]);
        \Illuminate\Support\Facades\Http::fake([
            'maib.test/v1/generate-token' => \Illuminate\Support\Facades\Http::response(['ok' => true, 'result' => ['accessToken' => 'token', 'expiresIn' => 300]]),
            'maib.test/v1/refund' => \Illuminate\Support\Facades\Http::response(['ok' => true, 'result' => ['payId' => $payment->reference, 'status' => 'OK', 'refundAmount' => 400]]),
        ]);
        $key = Str::uuid()->toString();

        $this->refund($order, ['method' => 'card', 'store_id' => null, 'amount' => 400_00, 'key' => $key])->assertRedirect();
        $this->refund($order, ['method' => 'card', 'store_id' => null, 'amount' => 400_00, 'key' => $key])->assertRedirect();

        $this->assertSame([[400_00, 'card']], Refund::query()->get()->map(static fn (Refund $r): array => [$r->amount, $r->method])->all());
        $this->assertSame(400_00, $payment->refresh()->refunded);
        \Illuminate\Support\Facades\Http::assertSentCount(2); // one token, one refund
        $this->refund($order, ['amount' => 1_200_00])->assertStatus(422)->assertJsonPath('errors.amount.0', "Se pot restitui cel mult 1\u{a0}100\u{a0}lei.");
        $this->refund($order, ['amount' => 1_100_00])->assertRedirect();
        $this->assertSame(['refund_'.Refund::query()->orderBy('id')->value('id')], DB::table('order_mails')->where('type', 'like', 'refund_%')->orderBy('id')->limit(1)->pluck('type')->all());

        // An order paid in cash has no card to refund to: the provider's refusal, in the staff member's language.
        $cash = $this->deliveredOrder($this->product(5, 1_000_00), 1);
        $this->refund($cash, ['method' => 'card', 'store_id' => null, 'amount' => 100_00])->assertStatus(422)->assertJsonStructure(['errors' => ['amount']]);
        $this->assertSame(0, Refund::query()->where('order_id', $cash->id)->count());
    }
}
