<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Customers;

use App\Actions\Customers\EraseCustomer;
use App\Actions\Documents\IssueInvoice;
use App\Actions\Orders\AddOrderNote;
use App\Actions\Orders\ChangeOrderStatus;
use App\Actions\Orders\ConfirmCalledOrder;
use App\Actions\Orders\EditOrder;
use App\Actions\Returns\DecideReturn;
use App\Actions\Returns\FileWarrantyClaim;
use App\Actions\Returns\RecordRefund;
use App\Actions\Returns\RequestReturn;
use App\Actions\Reviews\ReplyToReview;
use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Enums\OrderStatus;
use App\Enums\RefundMethod;
use App\Enums\ReturnHandover;
use App\Enums\ReturnReason;
use App\Enums\StaffRole;
use App\Events\Orders\OrderPlaced;
use App\Infrastructure\Security\StaffActor;
use App\Models\Address;
use App\Models\CreditProgramme;
use App\Models\Customer;
use App\Models\Invoice;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Models\Product;
use App\Models\Review;
use App\Models\User;
use App\Services\Audit\AuditLog;
use App\Services\Checkout\DeliveryDays;
use App\Services\Stock\StockLedger;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\Schema;
use Illuminate\Support\Facades\Storage;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Admin\Orders\MakesCallOrders;
use Tests\TestCase;

/**
 * Erasing a customer leaves nothing of the person anywhere in the database: a customer with an account and guest
 * orders goes through an edit, a call confirmation, a return, a refund, a warranty claim, a cancellation, an online
 * payment, an invoice, a review, alerts, the newsletter, the inbox and queued mails; after the erasure every text
 * column of every table is read and none of the person's name, phone, e-mail or street remains, while what accounting
 * needs does (docs/customers.md).
 */
final class CustomerErasureTracesTest extends TestCase
{
    use MakesCallOrders;

    private const NAME = 'Zamfira Ciobanu';

    private const PHONE = '+37368777654';

    private const OTHER_PHONE = '+37379555111';

    private const EMAIL = 'Zamfira.Ciobanu@example.md';

    private const WORK_EMAIL = 'birou.zciob@example.md';

    private const STREET = 'str. Asachi 777';

    private const OLD_STREET = 'bd. Dacia 919';

    private const IBAN = 'MD91ML000000022597531864';

    private const IP = '10.98.76.54';

    /**
     * What must appear nowhere after the erasure: pieces of the name, the phones' national digits (also looked for
     * with spaces and dashes taken out, as a formatted number prints them), the e-mails' local parts, the streets, the
     * IBAN and the address the person came from.
     */
    private const TRACES = ['Zamfira', 'Ciobanu', '68777654', '79555111', 'zamfira.ciobanu', 'birou.zciob', 'Asachi', 'Dacia 919', '22597531864', self::IP];

    #[Test]
    public function nothing_of_the_person_remains_in_any_column_of_any_table_and_the_accounting_stays(): void
    {
        Mail::fake();
        Storage::fake('applications');
        $owner = User::factory()->staff(StaffRole::Owner)->createOne(['name' => 'Owner Test', 'email' => 'owner@example.md']);
        $staff = StaffActor::user($owner, '192.0.2.1');
        $phone = $this->product('PH-1', 2_000_00, 20);
        $case = $this->product('CS-1', 100_00, 20, 'Husă');

        // The account, its saved address, a session and a reset link.
        $user = User::factory()->createOne(['name' => self::NAME, 'email' => mb_strtolower(self::EMAIL), 'phone' => self::PHONE]);
        Address::query()->create(['user_id' => $user->id, 'label' => 'Acasă', 'zone' => 'chisinau', 'city' => 'Chișinău', 'address' => self::STREET, 'is_default' => true]);
        DB::table('sessions')->insert(['id' => 'session-of-the-person', 'user_id' => $user->id, 'ip_address' => self::IP, 'user_agent' => 'Firefox', 'payload' => 'email '.self::EMAIL, 'last_activity' => now()->getTimestamp()]);
        DB::table('password_reset_tokens')->insert(['email' => mb_strtolower(self::EMAIL), 'token' => 'hash', 'created_at' => now()]);

        // An account order edited by staff: its old street and its new one are in the timeline and the audit log.
        $edited = $this->courierOrder($phone, ['user_id' => $user->id, 'email' => self::EMAIL, 'address' => self::OLD_STREET, 'comment' => 'Sunați-o pe Zamfira']);
        OrderPlaced::dispatch($edited);
        app(EditOrder::class)->handle($edited->refresh(), [
            'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => self::STREET,
            'delivery_date' => DeliveryDays::for('chisinau')[0], 'delivery_interval' => '13-18', 'store_id' => null, 'payment_method' => 'cash',
        ], [['product_id' => $phone->id, 'quantity' => 1, 'unit_price' => null], ['product_id' => $case->id, 'quantity' => 1, 'unit_price' => null]], null, $edited->refresh()->version, $staff, false);
        DB::table('order_mails')->insert(['order_id' => $edited->id, 'type' => 'for_shop', 'recipient' => config()->string('checkout.notify_email'), 'locale' => 'ro',
            'attempts' => 1, 'available_at' => now(), 'sent_at' => now(), 'created_at' => now()]);
        DB::table('order_mails')->insert(['order_id' => $edited->id, 'type' => 'link_1', 'recipient' => self::WORK_EMAIL, 'locale' => 'ro',
            'attempts' => 0, 'available_at' => now()->addHour(), 'sent_at' => null, 'created_at' => now()]);
        app(AddOrderNote::class)->handle($edited, 'Zamfira cere livrare seara, tel. 068 777 654', $staff);
        // Paid online by MIA: the bank names the payer, in the payment's message, the callback and the refund's answer.
        $payment = DB::table('payments')->insertGetId([
            'order_id' => $edited->id, 'public_id' => 'a8d1f0e2-0000-4000-8000-000000000001', 'provider' => 'mia', 'method' => 'qr', 'status' => 'paid',
            'reference' => 'qr-1', 'amount' => 2_100_00, 'captured' => 2_100_00, 'status_message' => 'ZAMFIRA CIOBANU', 'card' => null, 'created_at' => now(), 'updated_at' => now(),
        ]);
        DB::table('payment_callbacks')->insert(['payment_id' => $payment, 'status' => 'Paid', 'signature_valid' => true, 'body' => '{"result":{"qrId":"qr-1","payerName":"ZAMFIRA CIOBANU","amount":2100}}', 'received_at' => now()]);
        DB::table('payment_refunds')->insert(['payment_id' => $payment, 'order_id' => $edited->id, 'key' => 'refund-1', 'amount' => 100_00, 'status' => 'done', 'provider_answer' => '{"payerName":"ZAMFIRA CIOBANU"}', 'created_at' => now(), 'updated_at' => now()]);
        DB::table('promo_customer_uses')->insert(['promo_rule_id' => $this->promoRule(), 'customer_key' => 'p:'.self::PHONE, 'uses' => 1]);
        DB::table('promo_uses')->insert(['promo_rule_id' => $this->promoRule(), 'order_id' => $edited->id, 'label' => '{"ro":"Vara","ru":"Лето"}', 'discount' => 0, 'free_delivery' => false,
            'customer_keys' => json_encode(['u:'.$user->id, 'p:'.self::PHONE, 'e:'.mb_strtolower(self::EMAIL)]), 'created_at' => now()]);

        // A guest's one-click order confirmed on the phone: the name, street and call note typed by staff.
        $called = $this->oneClickOf($phone);
        $called->forceFill(['phone' => self::PHONE, 'guest_id' => 'guest-of-the-person'])->save();
        DB::table('carts')->insert(['guest_id' => 'guest-of-the-person', 'created_at' => now(), 'updated_at' => now()]);
        OrderPlaced::dispatch($called);
        app(ConfirmCalledOrder::class)->handle($called->refresh(), [
            'name' => self::NAME, 'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => self::STREET,
            'delivery_date' => DeliveryDays::for('chisinau')[0], 'delivery_interval' => '09-13', 'store_id' => null, 'payment_method' => 'cash',
            'call_note' => 'Vorbit cu Zamfira la 079 555 111',
        ], [$phone->id => 1], 0, $staff);
        // A hold of the phone on another one-click order still waiting for its call.
        $waiting = $this->oneClickOf($case);
        $waiting->forceFill(['phone' => self::PHONE])->save();
        DB::table('one_click_holds')->insert(['phone' => self::PHONE, 'product_id' => $case->id, 'order_id' => $waiting->id, 'created_at' => now()]);
        OrderPlaced::dispatch($waiting);

        // A delivered company order: invoice, a return asked for from the account, a refund to an IBAN, a warranty claim.
        $delivered = $this->courierOrder($phone, ['user_id' => $user->id, 'email' => self::WORK_EMAIL, 'phone' => self::OTHER_PHONE, 'address' => self::STREET,
            'company_name' => 'Orhei Service SRL', 'company_idno' => '1003600099887', 'status' => OrderStatus::Completed->value], 2);
        OrderEvent::query()->create(['order_id' => $delivered->id, 'user_id' => null, 'actor' => OrderActor::Staff, 'type' => OrderEventType::Status,
            'from_status' => 'shipped', 'to_status' => 'completed', 'public' => true, 'created_at' => now()->subDay()]);
        OrderPlaced::dispatch($delivered);
        $invoice = app(IssueInvoice::class)->handle($delivered, $staff);
        $line = (int) $delivered->lines()->value('id');
        $return = app(RequestReturn::class)->handle($delivered, [$line => 1], ReturnReason::Defective, 'Zamfira: ecranul e zgâriat', ReturnHandover::Courier,
            self::STREET, null, StaffActor::user($user, self::IP));
        app(DecideReturn::class)->handle($return, true, 0, 'Acceptat, Zamfira anunțată', $staff);
        app(RecordRefund::class)->handle($delivered->refresh(), RefundMethod::Transfer, 500_00, 'refund-iban-1', null, self::IBAN, null, 'Virat pe contul Zamfirei Ciobanu', $staff);
        $older = $this->courierOrder($case, ['user_id' => $user->id, 'email' => self::EMAIL, 'status' => OrderStatus::Completed->value]);
        OrderEvent::query()->create(['order_id' => $older->id, 'user_id' => null, 'actor' => OrderActor::Staff, 'type' => OrderEventType::Status,
            'from_status' => 'shipped', 'to_status' => 'completed', 'public' => true, 'created_at' => now()->subDays(60)]);
        OrderPlaced::dispatch($older);
        app(FileWarrantyClaim::class)->handle($older->refresh(), (int) $older->lines()->value('id'), 'Zamfira Ciobanu: nu se mai încarcă', false, StaffActor::user($user, self::IP));

        // A guest order of the same phone with another e-mail, cancelled with a reason that names her.
        $cancelled = $this->courierOrder($case, ['email' => self::WORK_EMAIL, 'name' => 'Zamfira C.', 'address' => self::STREET]);
        OrderPlaced::dispatch($cancelled);
        app(ChangeOrderStatus::class)->handle($cancelled->refresh(), OrderStatus::Cancelled, $cancelled->version, OrderActor::Staff, $owner->id, 'Zamfira a renunțat', $staff);

        // A review with the staff's reply, alerts, the newsletter, a review invitation opt-out.
        $review = new Review(['user_id' => $user->id, 'product_id' => $phone->id, 'subject' => 'p'.$phone->id, 'rating' => 5, 'body' => 'Foarte bun', 'locale' => 'ro', 'status' => 'published']);
        $review->save();
        app(ReplyToReview::class)->handle($review, 'Mulțumim, Zamfira!', $staff);
        DB::table('stock_alerts')->insert([
            ['kind' => 'stock', 'product_id' => $case->id, 'user_id' => null, 'email' => self::EMAIL, 'locale' => 'ro', 'created_at' => now(), 'updated_at' => now()],
            ['kind' => 'price', 'product_id' => $phone->id, 'user_id' => null, 'email' => self::WORK_EMAIL, 'locale' => 'ro', 'created_at' => now(), 'updated_at' => now()],
        ]);
        DB::table('newsletter_subscriptions')->insert(['email' => mb_strtolower(self::EMAIL), 'locale' => 'ro', 'created_at' => now(), 'updated_at' => now()]);
        DB::table('review_invitation_optouts')->insert(['email' => self::WORK_EMAIL, 'created_at' => now()]);

        // The inbox: a contact message with the reply, a credit request, a job application with its CV.
        $message = DB::table('contact_messages')->insertGetId(['name' => self::NAME, 'email' => self::EMAIL, 'phone' => self::PHONE, 'message' => 'Sunt Zamfira, aveți tablete?', 'locale' => 'ro', 'ip' => self::IP, 'created_at' => now()]);
        DB::table('contact_message_replies')->insert(['contact_message_id' => $message, 'user_id' => $owner->id, 'staff_name' => 'Owner Test', 'subject' => 'Pentru Zamfira', 'body' => 'Bună ziua, Zamfira', 'locale' => 'ro', 'created_at' => now()]);
        DB::table('credit_requests')->insert(['credit_programme_id' => CreditProgramme::factory()->createOne()->id, 'amount' => 2_000_00, 'months' => 12, 'monthly_payment' => 200_00, 'total' => 2_400_00,
            'name' => self::NAME, 'phone' => self::PHONE, 'email' => self::EMAIL, 'locale' => 'ro', 'consented_at' => now(), 'status' => 'new', 'created_at' => now(), 'updated_at' => now()]);
        Storage::disk('applications')->put('cv/zc.pdf', '%PDF');
        DB::table('job_applications')->insert(['vacancy_id' => $this->vacancy(), 'name' => self::NAME, 'phone' => self::OTHER_PHONE, 'email' => self::WORK_EMAIL, 'message' => 'Zamfira, vânzătoare',
            'cv_path' => 'cv/zc.pdf', 'cv_original_name' => 'CV Zamfira Ciobanu.pdf', 'cv_type' => 'pdf', 'cv_size' => 4, 'locale' => 'ro', 'created_at' => now(), 'updated_at' => now()]);

        // Mails waiting in the queue, a failed one, and an export whose filter is her phone.
        DB::table('jobs')->insert(['queue' => 'default', 'payload' => '{"data":{"to":"'.self::EMAIL.'"}}', 'attempts' => 0, 'reserved_at' => null, 'available_at' => now()->getTimestamp(), 'created_at' => now()->getTimestamp()]);
        DB::table('failed_jobs')->insert(['uuid' => 'f0e1d2c3-0000-4000-8000-000000000002', 'connection' => 'database', 'queue' => 'default', 'payload' => '{"to":"'.self::WORK_EMAIL.'"}', 'exception' => 'x', 'failed_at' => now()]);
        AuditLog::record($staff, 'orders.export', null, [], ['filters' => ['q' => self::PHONE]]);

        $customer = Customer::query()->where('user_id', $user->id)->sole();
        $this->assertSame(6, Order::query()->where('customer_id', $customer->id)->count(), 'every order is the one customer\'s');
        DB::table('customer_notes')->insert(['customer_id' => $customer->id, 'author' => 'Owner Test', 'body' => 'Zamfira preferă seara', 'created_at' => now()]);

        // The scan finds the person in every place before the erasure (so it reads what it should).
        $expected = ['users', 'addresses', 'sessions', 'password_reset_tokens', 'customers', 'customer_notes', 'orders', 'order_events', 'order_mails', 'audit_log',
            'order_returns', 'warranty_claims', 'refunds', 'payments', 'payment_callbacks', 'payment_refunds', 'promo_customer_uses', 'promo_uses', 'one_click_holds',
            'reviews', 'stock_alerts', 'newsletter_subscriptions', 'review_invitation_optouts', 'contact_messages', 'contact_message_replies', 'credit_requests',
            'job_applications', 'jobs', 'failed_jobs'];
        if (Schema::hasColumn('invoices', 'contents')) {
            $expected[] = 'invoices';
        }
        $before = $this->traces();
        $this->assertSame([], array_values(array_diff($expected, array_keys($before))), 'the scan sees the person in every table the scenario fills');
        $events = DB::table('order_events')->count();
        $entries = DB::table('audit_log')->count();

        $this->actingAs($owner)->post("/admin/clienti/{$customer->id}/stergere", ['confirm' => (string) $customer->id])
            ->assertSessionHas('status', 'Datele personale au fost șterse; comenzi păstrate anonim: 6.');

        $this->assertSame([], $this->traces(), 'nothing of the person is left anywhere');

        // What accounting needs stays: orders, lines, amounts, payments, refunds, the invoice's company, the history.
        $marker = EraseCustomer::marker($customer->id);
        $kept = Order::query()->findOrFail($delivered->id);
        $this->assertSame([$marker, $marker, $marker, 'Orhei Service SRL', '1003600099887', 'completed'], [$kept->name, $kept->phone, $kept->address, $kept->company_name, $kept->company_idno, $kept->status]);
        $this->assertSame([$delivered->total, 2], [$kept->total, (int) $kept->lines()->sum('quantity')]);
        $this->assertSame(['Orhei Service SRL', '1003600099887'], [Invoice::query()->findOrFail($invoice->id)->buyer_name, Invoice::query()->findOrFail($invoice->id)->buyer_idno]);
        $this->assertSame([2_100_00, 'paid', 'qr-1'], [(int) DB::table('payments')->value('captured'), DB::table('payments')->value('status'), DB::table('payments')->value('reference')]);
        $this->assertSame([500_00, 'transfer'], [(int) DB::table('refunds')->value('amount'), DB::table('refunds')->value('method')]);
        $this->assertSame(1, DB::table('order_returns')->count());
        $this->assertSame(1, DB::table('warranty_claims')->count());
        $this->assertSame($events, DB::table('order_events')->count(), 'the timeline keeps every row');
        $this->assertSame($entries + 1, DB::table('audit_log')->count(), 'the audit log keeps every entry and adds the erasure');
        $edit = (string) DB::table('order_events')->where('order_id', $edited->id)->where('type', 'edited')->value('body');
        $this->assertStringContainsString('Total: ', $edit, 'an edit keeps what it changed in the amounts');
        $this->assertStringNotContainsString('Adresa', $edit);
        $this->assertSame(['u:'.$user->id], json_decode((string) DB::table('promo_uses')->value('customer_keys'), true));
        $this->assertSame(0, DB::table('carts')->where('guest_id', 'guest-of-the-person')->count());
        $this->assertFalse(Storage::disk('applications')->exists('cv/zc.pdf'), 'the CV file goes with the application');
        $this->assertSame(1, DB::table('order_mails')->where('type', 'for_shop')->where('recipient', config()->string('checkout.notify_email'))->count(), 'the shop\'s own mails keep their address');
        $this->assertGreaterThan(0, DB::table('order_mails')->where('recipient', $marker)->whereNotNull('sent_at')->count(), 'a mail sent keeps its row, without the address');
        $this->assertSame(0, DB::table('order_mails')->whereNull('sent_at')->where('type', '!=', 'for_shop')->count(), 'a mail not sent yet is not sent');
    }

    #[Test]
    public function the_audit_log_stays_append_only_but_for_a_redaction_it_names_and_a_deleted_accounts_link(): void
    {
        $shopper = User::factory()->createOne(['email' => 'cineva@example.md']);
        $entry = AuditLog::record(StaffActor::user($shopper, self::IP), 'return.request', null, [], ['details' => 'str. Teilor 3']);
        $refused = function (\Closure $write): void {
            try {
                // In a savepoint of its own: on PostgreSQL a refused statement ends the transaction it ran in.
                DB::transaction($write);
                $this->fail('the database let the audit log change');
            } catch (\Throwable $refusal) {
                $this->assertStringContainsString('append-only', $refusal->getMessage());
            }
        };
        $row = fn () => DB::table('audit_log')->where('id', $entry->id);

        // Not named for a redaction: nothing changes.
        $refused(fn () => $row()->update(['after' => '{"details":"x"}']));
        $refused(fn () => $row()->update(['user_email' => 'x', 'ip' => null]));
        // An account deleted cuts its link, and only that (a shopper who asked for a return can delete the account).
        $shopper->delete();
        $this->assertNull($row()->value('user_id'));
        $this->assertSame('cineva@example.md', $row()->value('user_email'));

        // Named: the person's values may go; what was done, on what and when never change, and nothing is deleted.
        DB::table('audit_log_redactions')->insert(['entry_id' => $entry->id, 'reason' => 'customer.erase', 'created_at' => now()]);
        $row()->update(['after' => '{"details":"anonim-1"}', 'user_email' => 'anonim-1', 'ip' => null]);
        $this->assertSame(['anonim-1', null, '{"details":"anonim-1"}'], [$row()->value('user_email'), $row()->value('ip'), $row()->value('after')]);
        $refused(fn () => $row()->update(['action' => 'other']));
        $refused(fn () => $row()->update(['created_at' => now()->subYear()]));
        $refused(fn () => $row()->update(['subject_type' => 'Order', 'subject_id' => '1']));
        $refused(fn () => $row()->delete());
        $this->assertSame('return.request', $row()->value('action'));
    }

    /**
     * Every text column of every table (read from the schema, on any database), with the tables where one of the
     * person's traces was found and what was found.
     *
     * @return array<string, list<string>>
     */
    private function traces(): array
    {
        $found = [];
        foreach (Schema::getTables() as $table) {
            $name = (string) $table['name'];
            $columns = array_values(array_filter(Schema::getColumns($name), static fn (array $column): bool => (bool) preg_match('/char|text|json|clob|string|uuid/i', (string) $column['type_name'])));
            if ($columns === []) {
                continue;
            }
            $names = array_map(static fn (array $column): string => (string) $column['name'], $columns);
            foreach (DB::table($name)->get($names) as $row) {
                foreach ((array) $row as $column => $value) {
                    if (! is_string($value)) {
                        continue;
                    }
                    // Unicode escapes of JSON read as the text, and a formatted phone read without its separators.
                    $decoded = str_contains($value, '\\u') ? (string) json_encode(json_decode($value), JSON_UNESCAPED_UNICODE) : $value;
                    $haystack = $value.' '.$decoded.' '.str_replace([' ', '-', '.', '(', ')'], '', $value);
                    foreach (self::TRACES as $trace) {
                        if (mb_stripos($haystack, $trace) !== false) {
                            $found[$name][] = $column.': '.$trace;
                        }
                    }
                }
            }
        }

        return $found;
    }

    /**
     * A courier order of the product, its units reserved as the pipeline does.
     *
     * @param  array<string, mixed>  $attributes
     */
    private function courierOrder(Product $product, array $attributes, int $quantity = 1): Order
    {
        $order = Order::factory()->status(OrderStatus::Confirmed)->withLine($product, $quantity)
            ->createOne(['name' => self::NAME, 'phone' => self::PHONE, 'locale' => 'ro', ...$attributes]);
        app(StockLedger::class)->reserve($order->id, [$product->id => $quantity]);

        return $order->refresh();
    }

    private function promoRule(): int
    {
        return (int) (DB::table('promo_rules')->value('id') ?? DB::table('promo_rules')->insertGetId([
            'label' => '{"ro":"Vara","ru":"Лето"}', 'kind' => 'percent', 'value' => 10, 'per_customer_limit' => 1, 'created_at' => now(), 'updated_at' => now(),
        ]));
    }

    private function vacancy(): int
    {
        return DB::table('vacancies')->insertGetId([
            'slug' => 'vanzator', 'title' => '{"ro":"Vânzător","ru":"Продавец"}', 'city' => '{"ro":"Chișinău","ru":"Кишинёв"}', 'employment_type' => 'full_time',
            'description' => '{"ro":"","ru":""}', 'requirements' => '{"ro":"","ru":""}', 'created_at' => now(), 'updated_at' => now(),
        ]);
    }
}
