<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Orders;

use App\Enums\OrderStatus;
use App\Enums\StaffRole;
use App\Models\AuditEntry;
use App\Models\Order;
use App\Models\OrderEvent;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** The order page: what it shows, the moves each role is offered and allowed, staff notes, and every refusal. */
final class OrderProcessingTest extends TestCase
{
    use MakesOrders;

    private function url(Order $order, string $suffix = ''): string
    {
        return '/admin/comenzi/'.$order->number.$suffix;
    }

    #[Test]
    public function the_page_shows_the_order_its_timeline_and_the_moves_this_person_may_make(): void
    {
        $store = $this->store();
        $order = Order::factory()->pickup($store)->createOne([
            'name' => 'Ana Rusu', 'phone' => '+37369111222', 'comment' => 'Sunați înainte', 'payment_method' => 'credit',
            'credit_programme' => 'iute-12', 'credit_months' => 12, 'credit_monthly' => 900_00, 'company_name' => 'SRL Test', 'company_idno' => '1003600000000',
        ]);
        $order->lines()->create(['product_id' => null, 'sku' => 'TV-55', 'name' => ['ro' => 'Televizor 55"', 'ru' => 'Телевизор 55"'], 'slug' => 'tv-55', 'unit_price' => 9_999_00, 'quantity' => 2, 'line_total' => 19_998_00]);

        $this->actingAs($this->staff(StaffRole::Manager))->get($this->url($order))->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('admin/orders/show')
            ->where('order.number', $order->number)->where('order.status', 'new')->where('order.version', 0)
            ->where('order.customer.phone', '+37369111222')->where('order.customer.phone_display', '069 11 12 22')->where('order.customer.account', null)
            ->where('order.delivery.label', 'Ridicare · Magazinul Centru')->where('order.delivery.store.address', 'bd. Ștefan cel Mare 1')
            ->where('order.payment.label', 'Credit prin programul partenerului')->where('order.payment.credit_months', 12)->where('order.payment.company_idno', '1003600000000')
            ->where('order.comment', 'Sunați înainte')
            ->where('order.lines.0', ['name' => 'Televizor 55"', 'sku' => 'TV-55', 'unit_price' => 9_999_00, 'quantity' => 2, 'line_total' => 19_998_00, 'discount' => 0, 'reserved_at' => null])
            ->where('moves', [['status' => 'confirmed', 'label' => 'Confirmă', 'final' => false], ['status' => 'cancelled', 'label' => 'Anulează comanda', 'final' => true]])
            ->where('timeline', [])->etc());

        $this->actingAs($this->staff(StaffRole::Warehouse))->get($this->url($order))->assertInertia(fn (Assert $page) => $page->where('moves', [])->etc());
        $order->forceFill(['status' => 'confirmed'])->save();
        $this->get($this->url($order))->assertInertia(fn (Assert $page) => $page->where('moves', [['status' => 'packed', 'label' => 'Ambalată', 'final' => false]])->etc());
        $order->forceFill(['status' => 'packed'])->save();
        $this->get($this->url($order))->assertInertia(fn (Assert $page) => $page->where('moves.0.status', 'ready_for_pickup')->where('moves.0.final', true)->has('moves', 1)->etc());
    }

    #[Test]
    public function a_manager_takes_an_order_from_new_to_completed_each_move_on_the_timeline_and_in_the_audit_log(): void
    {
        $manager = $this->staff(StaffRole::Manager);
        $order = Order::factory()->createOne();
        $this->actingAs($manager);

        foreach (['confirmed', 'packed', 'shipped', 'completed'] as $version => $status) {
            $this->from($this->url($order))->put($this->url($order, '/stare'), ['status' => $status, 'version' => $version])
                ->assertRedirect($this->url($order))->assertSessionHasNoErrors();
        }

        $this->assertSame('completed', $order->refresh()->status);
        $this->get($this->url($order))->assertInertia(fn (Assert $page) => $page
            ->has('timeline', 4)->where('timeline.0.who', 'Manager Test')->where('timeline.0.from', 'Nouă')->where('timeline.0.to', 'Confirmată')
            ->where('timeline.3.to_status', 'completed')->where('moves', [])->etc());
        $entry = AuditEntry::query()->where('action', 'order.status')->orderBy('id')->firstOrFail();
        $this->assertSame($manager->id, $entry->user_id);
        $this->assertSame($order->number, $entry->subject_label);
        $this->assertSame(['status' => 'new'], $entry->before);
        $this->assertSame(['status' => 'confirmed', 'reason' => null], $entry->after);
        $this->assertSame(4, AuditEntry::query()->where('action', 'order.status')->count());
    }

    #[Test]
    public function cancelling_needs_a_reason_in_the_staff_members_language_and_keeps_it(): void
    {
        $order = Order::factory()->status(OrderStatus::Confirmed)->createOne();

        $this->actingAs($this->staff(StaffRole::Owner))->from($this->url($order))->put($this->url($order, '/stare'), ['status' => 'cancelled', 'version' => 0, 'reason' => '  '])
            ->assertSessionHasErrors(['reason' => 'Scrieți motivul anulării.']);
        $this->actingAs($this->staff(StaffRole::Manager, 'ru'))->putJson($this->url($order, '/stare'), ['status' => 'cancelled', 'version' => 0])
            ->assertUnprocessable()->assertJsonPath('errors.reason.0', 'Укажите причину отмены.');
        $this->assertSame('confirmed', $order->refresh()->status);

        $this->put($this->url($order, '/stare'), ['status' => 'cancelled', 'version' => 0, 'reason' => 'Clientul s-a răzgândit'])->assertSessionHasNoErrors();
        $this->assertSame('cancelled', $order->refresh()->status);
        $this->assertSame('Clientul s-a răzgândit', $order->cancel_reason);
        $this->assertSame(['status' => 'cancelled', 'reason' => 'Clientul s-a răzgândit'], AuditEntry::query()->where('action', 'order.status')->sole()->after);
    }

    #[Test]
    public function an_illegal_move_is_422_and_a_stale_version_409_as_json_and_as_the_pages_status_error(): void
    {
        $order = Order::factory()->createOne();
        $this->actingAs($this->staff(StaffRole::Manager));

        $this->putJson($this->url($order, '/stare'), ['status' => 'completed', 'version' => 0])
            ->assertUnprocessable()->assertJsonPath('errors.status.0', 'O comandă cu starea „Nouă” nu poate trece în starea „Finalizată”.');

        $this->put($this->url($order, '/stare'), ['status' => 'confirmed', 'version' => 0])->assertSessionHasNoErrors();
        $this->putJson($this->url($order, '/stare'), ['status' => 'cancelled', 'version' => 0, 'reason' => 'x'])
            ->assertStatus(409)->assertJsonPath('errors.status.0', 'Comanda a fost modificată între timp de altcineva. Reîncărcați pagina și încercați din nou.');
        $this->from($this->url($order))->put($this->url($order, '/stare'), ['status' => 'cancelled', 'version' => 0, 'reason' => 'x'])
            ->assertRedirect($this->url($order))->assertSessionHasErrors(['status' => 'Comanda a fost modificată între timp de altcineva. Reîncărcați pagina și încercați din nou.']);

        $this->assertSame('confirmed', $order->refresh()->status);
        $this->assertSame(1, AuditEntry::query()->where('action', 'order.status')->count());
    }

    #[Test]
    public function the_warehouse_packs_and_hands_over_but_is_refused_a_managers_move(): void
    {
        $order = Order::factory()->createOne();
        $this->actingAs($this->staff(StaffRole::Warehouse));

        $this->putJson($this->url($order, '/stare'), ['status' => 'confirmed', 'version' => 0])->assertForbidden();
        $this->putJson($this->url($order, '/stare'), ['status' => 'cancelled', 'version' => 0, 'reason' => 'x'])->assertForbidden();
        $this->assertSame('new', $order->refresh()->status);

        $order->forceFill(['status' => 'confirmed'])->save();
        $this->putJson($this->url($order, '/stare'), ['status' => 'packed', 'version' => 0])->assertRedirect();
        $this->putJson($this->url($order, '/stare'), ['status' => 'shipped', 'version' => 1])->assertRedirect();
        $this->putJson($this->url($order, '/stare'), ['status' => 'completed', 'version' => 2])->assertForbidden();
        $this->assertSame('shipped', $order->refresh()->status);
    }

    #[Test]
    public function staff_notes_go_on_the_timeline_for_staff_only_and_in_the_audit_log(): void
    {
        $order = Order::factory()->createOne();
        $warehouse = $this->staff(StaffRole::Warehouse);

        $this->actingAs($warehouse)->post($this->url($order, '/note'), ['body' => '  Ambalaj dublu, fragil.  '])
            ->assertRedirect($this->url($order))->assertSessionHas('status', 'Nota a fost salvată.');
        $note = OrderEvent::query()->sole();
        $this->assertSame('Ambalaj dublu, fragil.', $note->body);
        $this->assertFalse($note->public);
        $this->assertSame($warehouse->id, $note->user_id);
        $this->assertSame(['note' => 'Ambalaj dublu, fragil.'], AuditEntry::query()->where('action', 'order.note')->sole()->after);
        $this->get($this->url($order))->assertInertia(fn (Assert $page) => $page
            ->where('timeline.0.type', 'note')->where('timeline.0.who', 'Warehouse Test')->where('timeline.0.public', false)->etc());

        $this->from($this->url($order))->post($this->url($order, '/note'), ['body' => ''])->assertSessionHasErrors(['body' => 'Scrieți textul notei.']);
        $this->actingAs($this->staff(StaffRole::Manager, 'ru'))->postJson($this->url($order, '/note'), ['body' => str_repeat('a', 2001)])
            ->assertJsonPath('errors.body.0', 'Заметка может содержать не более 2000 символов.');
        $this->actingAs($this->staff(StaffRole::Editor))->post($this->url($order, '/note'), ['body' => 'x'])->assertForbidden();
        $this->assertSame(1, OrderEvent::query()->count());
    }

    #[Test]
    public function an_unknown_number_is_404(): void
    {
        $this->actingAs($this->staff(StaffRole::Manager))->get('/admin/comenzi/ES-0000-000000')->assertNotFound();
    }
}
