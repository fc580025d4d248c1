<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Orders;

use App\Actions\Documents\IssueInvoice;
use App\Enums\OrderEventType;
use App\Enums\OrderStatus;
use App\Enums\StaffRole;
use App\Infrastructure\Security\StaffActor;
use App\Mail\Orders\OrderEdited;
use App\Models\AuditEntry;
use App\Models\Invoice;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Models\Product;
use App\Services\Checkout\DeliveryDays;
use App\Services\Checkout\DeliveryFee;
use App\Services\Orders\OrderMailOutbox;
use App\Services\Stock\StockLedger;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\Attributes\Test;
use Symfony\Component\HttpFoundation\Response;
use Tests\TestCase;

/**
 * A customer calls to correct their details: staff change the recipient's name, phone and e-mail in the order's edit,
 * with the checkout's rules and messages; the timeline and the audit log say old → new, and the mail goes to the new
 * e-mail, naming the recipient as it now is.
 */
final class EditOrderRecipientTest extends TestCase
{
    use MakesCallOrders, MakesOrders;

    private Product $phone;

    /** @param  array<string, mixed>  $attributes */
    private function order(string $locale = 'ro', array $attributes = []): Order
    {
        $this->phone = $this->product('PH-1', 300_00, 5);
        $order = Order::factory()->status(OrderStatus::Confirmed)->withLine($this->phone, 1)->createOne([
            'locale' => $locale, 'name' => 'Ana Popa', 'phone' => '+37360123456', 'email' => 'ana@example.md', ...$attributes,
        ]);
        app(StockLedger::class)->reserve($order->id, [$this->phone->id => 1]);

        return $order->refresh();
    }

    /**
     * @param  array<string, mixed>  $overrides
     * @return TestResponse<Response>
     */
    private function edit(Order $order, array $overrides, string $locale = 'ro'): TestResponse
    {
        return $this->actingAs($this->staff(StaffRole::Manager, $locale))->putJson('/admin/comenzi/'.$order->number.'/editare', [
            'version' => $order->version, 'name' => $order->name, 'phone' => $order->phone, 'email' => $order->email,
            'delivery_method' => $order->delivery_method, 'delivery_zone' => $order->delivery_zone, 'city' => $order->city,
            'address' => $order->address, 'delivery_date' => DeliveryDays::for((string) $order->delivery_zone)[0],
            'delivery_interval' => $order->delivery_interval, 'store_id' => $order->store_id, 'payment_method' => $order->payment_method,
            'lines' => [['product_id' => $this->phone->id, 'quantity' => 1]], ...$overrides,
        ]);
    }

    #[Test]
    public function the_recipient_changes_with_the_timeline_the_audit_log_and_the_mail_at_the_new_address(): void
    {
        Mail::fake();
        $order = $this->order('ru', ['delivery_zone' => 'chisinau', 'delivery_method' => 'courier', 'city' => 'Chișinău', 'address' => 'str. A 1', 'delivery_interval' => '13-18', 'payment_method' => 'cash']);
        $order->forceFill(['delivery_date' => DeliveryDays::for('chisinau')[0]])->save();

        $this->edit($order, ['name' => '  Ana Rusu ', 'phone' => '069 11 22 33', 'email' => 'Ana.Rusu@Example.MD'])->assertRedirect();

        $order->refresh();
        $this->assertSame(['Ana Rusu', '+37369112233', 'ana.rusu@example.md', 1], [$order->name, $order->phone, $order->email, $order->version]);
        $event = OrderEvent::query()->where('order_id', $order->id)->where('type', OrderEventType::Edited)->sole();
        $this->assertStringContainsString('Numele destinatarului: Ana Popa → Ana Rusu', (string) $event->body);
        $this->assertStringContainsString('Telefonul: +37360123456 → +37369112233', (string) $event->body);
        $this->assertStringContainsString('E-mailul: ana@example.md → ana.rusu@example.md', (string) $event->body);
        $audit = AuditEntry::query()->where('action', 'order.edited')->sole();
        $this->assertSame(['Ana Popa', '+37360123456', 'ana@example.md'], array_values(array_intersect_key($audit->before ?? [], ['name' => 0, 'phone' => 0, 'email' => 0])));
        $this->assertSame(['Ana Rusu', '+37369112233', 'ana.rusu@example.md'], array_values(array_intersect_key($audit->after ?? [], ['name' => 0, 'phone' => 0, 'email' => 0])));

        $mail = DB::table('order_mails')->where('order_id', $order->id)->where('type', 'edited_'.$event->id)->sole();
        $this->assertSame(['ana.rusu@example.md', 'ru'], [$mail->recipient, $mail->locale]);
        OrderMailOutbox::sendForOrder($order->id);
        Mail::assertSent(OrderEdited::class, fn (OrderEdited $sent): bool => $sent->hasTo('ana.rusu@example.md') && ! $sent->hasTo('ana@example.md'));
        app()->setLocale('ru');
        $rendered = (new OrderEdited($order))->render();
        $this->assertStringContainsString('Получатель: Ana Rusu, 069 11 22 33, ana.rusu@example.md', $rendered);
    }

    #[Test]
    public function a_wrong_name_phone_or_email_is_refused_with_the_checkouts_messages_in_romanian_and_russian(): void
    {
        $order = $this->order('ro', ['delivery_method' => 'pickup', 'store_id' => null, 'payment_method' => 'cash']);
        $store = $this->store();
        $valid = ['delivery_method' => 'pickup', 'store_id' => $store->id];

        $this->edit($order, [...$valid, 'name' => 'A', 'phone' => '12345', 'email' => 'not-an-email'])->assertUnprocessable()
            ->assertJsonPath('errors.name.0', 'Introduceți numele și prenumele.')
            ->assertJsonPath('errors.phone.0', 'Introduceți un număr de telefon din Moldova: 0XX XX XX XX sau +373 XX XX XX XX, cu sau fără spații și cratime, de exemplu 060 12 34 56.')
            ->assertJsonPath('errors.email.0', 'Introduceți o adresă de e-mail validă.');
        $this->edit($order, [...$valid, 'name' => ['Ana'], 'phone' => '', 'email' => ['a@b.md']], 'ru')->assertUnprocessable()
            ->assertJsonPath('errors.name.0', 'Введите имя и фамилию.')
            ->assertJsonPath('errors.phone.0', 'Введите молдавский номер телефона: 0XX XX XX XX или +373 XX XX XX XX, с пробелами и дефисами или без них, например 060 12 34 56.')
            ->assertJsonPath('errors.email.0', 'Введите корректный адрес эл. почты.');
        $this->assertSame(['Ana Popa', '+37360123456', 'ana@example.md', 0], [$order->refresh()->name, $order->phone, $order->email, $order->version]);
    }

    #[Test]
    public function an_invoiced_orders_recipient_may_change_and_its_invoice_keeps_its_own_copy(): void
    {
        $order = $this->order('ro', ['delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. A 1',
            'delivery_date' => DeliveryDays::for('chisinau')[0], 'delivery_interval' => '13-18', 'payment_method' => 'transfer',
            'company_name' => 'Tehno SRL', 'company_idno' => '1003600012345', 'subtotal' => 300_00, 'discount_total' => 0,
            'delivery_fee' => DeliveryFee::for('courier', 'chisinau', 300_00), 'total' => 300_00 + DeliveryFee::for('courier', 'chisinau', 300_00)]);
        app(IssueInvoice::class)->handle($order, StaffActor::console());
        $invoice = Invoice::query()->where('order_id', $order->id)->sole();
        $contents = $invoice->contents;

        $this->edit($order->refresh(), ['name' => 'Ion Rusu', 'email' => null])->assertRedirect();

        $this->assertSame(['Ion Rusu', null], [$order->refresh()->name, $order->email]);
        $this->assertSame($contents, $invoice->refresh()->contents);
        // No e-mail left: no mail to send.
        $this->assertSame(0, DB::table('order_mails')->where('order_id', $order->id)->where('type', 'like', 'edited_%')->count());
    }
}
