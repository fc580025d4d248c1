<?php

declare(strict_types=1);

namespace Tests\Feature\Returns;

use App\Actions\Returns\RequestReturn;
use App\Enums\OrderEventType;
use App\Enums\ReturnHandover;
use App\Enums\ReturnReason;
use App\Enums\StaffRole;
use App\Infrastructure\Security\StaffActor;
use App\Jobs\SendOrderMails;
use App\Mail\Returns\AfterSaleMail;
use App\Models\AuditEntry;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Models\OrderReturn;
use App\Models\Product;
use App\Services\Orders\OrderMailOutbox;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\Queue;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * Staff take a return through its steps from the admin order page: a manager accepts or refuses it with a reason,
 * the warehouse records what came back per line (sellable units back on a chosen place's shelf through the ledger,
 * damaged ones written off, exactly once), each step on the timeline, in the customer's mail and in the audit log.
 */
final class StaffReturnsTest extends TestCase
{
    use MakesDeliveredOrders;

    private Product $product;

    protected function setUp(): void
    {
        parent::setUp();
        Queue::fake();
        $this->arrangeCatalogue();
        $this->product = $this->product(5);
    }

    protected function tearDown(): void
    {
        $this->assertSame([], Stock::drift(), 'stock_total is the sum of the places');
        parent::tearDown();
    }

    /** A delivered order of 3 units with a return of 2 asked for by the customer. */
    private function requested(string $locale = 'ro'): OrderReturn
    {
        $order = $this->deliveredOrder($this->product, 3, null, ['locale' => $locale]);

        return app(RequestReturn::class)->handle($order, [$this->lineId($order) => 2], ReturnReason::Defective, 'Nu pornește', ReturnHandover::Courier, 'str. Ismail 5', null, StaffActor::of(Request::create('/')));
    }

    private function decide(OrderReturn $return, string $decision, ?string $note = null, StaffRole $role = StaffRole::Manager): \Illuminate\Testing\TestResponse
    {
        return $this->actingAs($this->staff($role))->putJson('/admin/retururi/'.$return->id.'/decizie', ['decision' => $decision, 'version' => $return->refresh()->version, 'note' => $note]);
    }

    /**
     * @param  array<int, array{quantity: int, condition: string, place_id: int|null}>|null  $lines
     */
    private function receive(OrderReturn $return, ?array $lines = null, StaffRole $role = StaffRole::Warehouse, ?int $version = null): \Illuminate\Testing\TestResponse
    {
        $lineId = (int) $return->lines()->value('id');

        return $this->actingAs($this->staff($role))->putJson('/admin/retururi/'.$return->id.'/primire', [
            'version' => $version ?? $return->refresh()->version,
            'lines' => $lines ?? [$lineId => ['quantity' => 2, 'condition' => 'sellable', 'place_id' => $this->warehouse]],
        ]);
    }

    #[Test]
    public function a_manager_accepts_and_the_warehouse_puts_sellable_units_back_on_a_shelf_once(): void
    {
        $return = $this->requested('ru');
        $before = Stock::total($this->product);

        $this->decide($return, 'accept')->assertRedirect();
        $this->assertSame('accepted', $return->refresh()->status);
        $this->receive($return)->assertRedirect();
        $this->assertSame('received', $return->refresh()->status);
        $this->assertSame($before + 2, Stock::total($this->product));
        $this->assertSame(5 - 3 + 2, (int) DB::table('product_stock')->where('product_id', $this->product->id)->where('store_id', $this->warehouse)->value('quantity'));
        $line = $return->lines()->sole();
        $this->assertSame([2, 'sellable', $this->warehouse], [$line->received_quantity, $line->condition, $line->store_id]);

        // The same receipt again (a second click, a stale page) changes nothing.
        $this->receive($return, version: 1)->assertStatus(409)->assertJsonPath('errors.status.0', 'Returul a fost schimbat între timp de altcineva. Reîncărcați pagina și încercați din nou.');
        $this->receive($return)->assertStatus(409);
        $this->assertSame($before + 2, Stock::total($this->product));

        $this->assertSame(['requested', 'accepted', 'received'], OrderEvent::query()->where('type', OrderEventType::Return->value)->orderBy('id')->pluck('to_status')->all());
        $this->assertSame(['return.request', 'return.accept', 'return.receive'], AuditEntry::query()->where('subject_label', $return->order->number)->orderBy('id')->pluck('action')->all());
        $types = DB::table('order_mails')->orderBy('id')->pluck('type')->all();
        $this->assertSame(['return_'.$return->id.'_requested', 'return_'.$return->id.'_accepted', 'return_'.$return->id.'_received'], $types);
        Queue::assertPushed(SendOrderMails::class);

        // The mails go out in the order's language.
        Mail::fake();
        OrderMailOutbox::sendForOrder($return->order_id);
        Mail::assertSent(AfterSaleMail::class, fn (AfterSaleMail $mail): bool => $mail->hasTo('ana@example.md') && $mail->key === 'returns.mail.accepted');
        Mail::assertSent(AfterSaleMail::class, 3);
        // Rendered as the customer reads it, in Russian with the order's signed link.
        app()->setLocale('ru');
        $mail = AfterSaleMail::fromType($return->order, 'return_'.$return->id.'_accepted');
        $this->assertSame('Заказ '.$return->order->number.': возврат принят', $mail->envelope()->subject);
        $html = $mail->render();
        $this->assertStringContainsString('Мы приняли возврат № '.$return->id, $html);
        $this->assertStringContainsString('signature=', $html);
        app()->setLocale('ro');
        $refused = AfterSaleMail::fromType($return->order, 'return_'.$return->id.'_requested')->render();
        $this->assertStringContainsString('Am primit cererea dvs. de retur nr. '.$return->id, $refused);
    }

    #[Test]
    public function damaged_units_are_written_off_and_never_become_stock(): void
    {
        $return = $this->requested();
        $this->decide($return, 'accept')->assertRedirect();
        $before = Stock::total($this->product);
        $lineId = (int) $return->lines()->value('id');

        $this->receive($return, [$lineId => ['quantity' => 2, 'condition' => 'damaged', 'place_id' => null]])->assertRedirect();

        $this->assertSame($before, Stock::total($this->product));
        $this->assertSame([2, 'damaged', null], [$return->lines()->sole()->received_quantity, $return->lines()->sole()->condition, $return->lines()->sole()->store_id]);
    }

    #[Test]
    public function a_receipt_needs_every_line_a_place_for_sellable_units_and_no_more_than_asked(): void
    {
        $return = $this->requested();
        $this->decide($return, 'accept')->assertRedirect();
        $lineId = (int) $return->lines()->value('id');

        $this->receive($return, [$lineId => ['quantity' => 3, 'condition' => 'sellable', 'place_id' => $this->warehouse]])->assertStatus(422);
        $this->receive($return, [$lineId => ['quantity' => 2, 'condition' => 'sellable', 'place_id' => null]])->assertStatus(422)
            ->assertJson(['errors' => ['lines.'.$lineId.'.place_id' => ['Alegeți magazinul sau depozitul în care intră produsele vandabile.']]]);
        $this->receive($return, [$lineId + 1000 => ['quantity' => 2, 'condition' => 'sellable', 'place_id' => $this->warehouse]])->assertStatus(422);
        $this->receive($return, [$lineId => ['quantity' => 2, 'condition' => 'broken', 'place_id' => $this->warehouse]])->assertStatus(422);
        $this->receive($return, [$lineId => ['quantity' => 2, 'condition' => 'sellable', 'place_id' => 999999]])->assertStatus(422);
        $this->receive($return, [$lineId => 'x'])->assertStatus(422);
        $this->assertSame('accepted', $return->refresh()->status);
    }

    #[Test]
    public function a_return_is_received_only_once_accepted(): void
    {
        $return = $this->requested();

        $this->receive($return)->assertStatus(409);
        $this->assertSame('requested', $return->refresh()->status);
    }

    #[Test]
    public function a_refusal_needs_a_reason_which_the_customer_reads(): void
    {
        $return = $this->requested();

        $this->decide($return, 'refuse')->assertStatus(422)->assertJsonPath('errors.note.0', 'Scrieți motivul: clientul îl va citi.');
        $this->decide($return, 'refuse', 'Produsul a fost folosit')->assertRedirect();
        $this->assertSame(['refused', 'Produsul a fost folosit'], [$return->refresh()->status, $return->decision_note]);
        // Decided already: a second decision is the "changed meanwhile" answer.
        $this->decide($return, 'accept')->assertStatus(409);

        $order = Order::query()->findOrFail($return->order_id);
        $this->withSession([])->get('/comanda/'.$order->number.'?'.parse_url(\App\Infrastructure\Http\OrderLinks::page($order, false), PHP_URL_QUERY))
            ->assertInertia(fn (Assert $page) => $page
                ->where('afterSale.returns.0.status', 'refused')
                ->where('afterSale.returns.0.note', 'Produsul a fost folosit')
                ->where('order.timeline.3.label', 'Retur refuzat')
                ->where('order.timeline.3.reason', 'Produsul a fost folosit'));
    }

    #[Test]
    public function the_warehouse_records_receipts_but_does_not_decide_and_editors_do_neither(): void
    {
        $return = $this->requested();

        $this->decide($return, 'accept', role: StaffRole::Warehouse)->assertForbidden();
        $this->decide($return, 'accept', role: StaffRole::Editor)->assertForbidden();
        $this->decide($return, 'accept', role: StaffRole::Owner)->assertRedirect();
        $this->receive($return, role: StaffRole::Editor)->assertForbidden();
        $this->receive($return, role: StaffRole::Manager)->assertRedirect();
    }

    #[Test]
    public function the_admin_order_page_carries_the_panel_and_the_list_filters_by_status(): void
    {
        $return = $this->requested();
        $order = Order::query()->findOrFail($return->order_id);

        $this->actingAs($this->staff(StaffRole::Warehouse))->get('/admin/comenzi/'.$order->number)->assertInertia(fn (Assert $page) => $page
            ->where('afterSale.returns.0.id', $return->id)
            ->where('afterSale.returns.0.status', 'requested')
            ->where('afterSale.can', ['decide' => false, 'receive' => true])
            ->where('afterSale.paid', 3_000_00));
        $this->get('/admin/retururi')->assertInertia(fn (Assert $page) => $page->component('admin/returns/index')
            ->where('tab', 'requested')->where('rows.0.id', $return->id)->where('counts.requested', 1));
        $this->get('/admin/retururi?status=accepted')->assertInertia(fn (Assert $page) => $page->where('rows', []));
        $this->get('/admin/retururi?status[]=x')->assertInertia(fn (Assert $page) => $page->where('tab', 'requested'));
    }
}
