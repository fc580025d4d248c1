<?php

declare(strict_types=1);

namespace Tests\Feature\Returns;

use App\Enums\OrderEventType;
use App\Enums\StaffRole;
use App\Infrastructure\Shopper\GuestId;
use App\Models\AuditEntry;
use App\Models\OrderEvent;
use App\Models\WarrantyClaim;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * Warranty claims: the customer files one online once the return window has closed and while the warranty runs,
 * staff record one for any delivered order and move it received → at the service centre → repaired, replaced or
 * refused (with a note); each step on the timeline, in the customer's mail and in the audit log.
 */
final class WarrantyClaimsTest extends TestCase
{
    use MakesDeliveredOrders;

    private string $guestId;

    protected function setUp(): void
    {
        parent::setUp();
        Queue::fake();
        config(['returns.window_days' => 14, 'returns.warranty_months' => 24]);
        $this->arrangeCatalogue();
        $this->guestId = Str::random(40);
    }

    private function asGuest(): static
    {
        return $this->withCredentials()->withCookie(GuestId::COOKIE, $this->guestId);
    }

    #[Test]
    public function the_customer_files_a_claim_past_the_return_window_and_staff_take_it_to_repaired(): void
    {
        $order = $this->deliveredOrder($this->product(), 1, now()->subMonths(3), ['guest_id' => $this->guestId, 'locale' => 'ru']);
        $line = $this->lineId($order);

        $this->asGuest()->from('/ru/comanda/'.$order->number)->post('/ru/comanda/'.$order->number.'/garantie', ['order_line_id' => $line, 'description' => 'Экран не включается после обновления'])
            ->assertRedirect()->assertSessionHasNoErrors();
        $claim = WarrantyClaim::query()->sole();
        $this->assertSame(['received', false], [$claim->status, $claim->by_staff]);

        $manager = $this->staff(StaffRole::Warehouse);
        $this->actingAs($manager)->putJson('/admin/garantie/'.$claim->id.'/stare', ['status' => 'repaired', 'version' => 0])->assertStatus(422)
            ->assertJsonPath('errors.status.0', 'Reclamația nu poate trece în această stare.');
        $this->actingAs($manager)->putJson('/admin/garantie/'.$claim->id.'/stare', ['status' => 'at_service', 'version' => 0])->assertRedirect();
        $this->actingAs($manager)->putJson('/admin/garantie/'.$claim->id.'/stare', ['status' => 'repaired', 'version' => 0])->assertStatus(409);
        $this->actingAs($manager)->putJson('/admin/garantie/'.$claim->id.'/stare', ['status' => 'repaired', 'version' => 1, 'note' => 'Placa de bază înlocuită'])->assertRedirect();

        $this->assertSame(['received', 'at_service', 'repaired'], OrderEvent::query()->where('type', OrderEventType::Warranty->value)->orderBy('id')->pluck('to_status')->all());
        $this->assertSame(['claim.create', 'claim.move', 'claim.move'], AuditEntry::query()->where('subject_label', $order->number)->orderBy('id')->pluck('action')->all());
        $this->assertSame(['claim_'.$claim->id.'_received', 'claim_'.$claim->id.'_at_service', 'claim_'.$claim->id.'_repaired'], DB::table('order_mails')->orderBy('id')->pluck('type')->all());
        $this->assertSame(['ru'], DB::table('order_mails')->distinct()->pluck('locale')->all());
        app()->setLocale('ru');
        foreach (['received' => 'Мы получили гарантийную заявку', 'at_service' => 'отправлен в сервисный центр', 'repaired' => 'Placa de bază înlocuită'] as $step => $words) {
            $this->assertStringContainsString($words, \App\Mail\Returns\AfterSaleMail::fromType($order, 'claim_'.$claim->id.'_'.$step)->render());
        }
        app()->setLocale('ro');

        $this->app['auth']->forgetGuards();
        $this->asGuest()->get('/ru/comanda/'.$order->number)->assertInertia(fn (Assert $page) => $page
            ->where('afterSale.claims.0.status_label', 'Отремонтирован')
            ->where('afterSale.claims.0.note', 'Placa de bază înlocuită')
            ->where('order.timeline.4.label', 'Товар отремонтирован'));
    }

    #[Test]
    public function within_the_return_window_or_past_the_warranty_the_customer_is_refused(): void
    {
        $recent = $this->deliveredOrder($this->product(), 1, now()->subDays(3), ['guest_id' => $this->guestId]);
        $old = $this->deliveredOrder($this->product(), 1, now()->subMonths(25), ['guest_id' => $this->guestId]);
        $form = static fn (int $line): array => ['order_line_id' => $line, 'description' => 'Nu mai pornește deloc'];

        $this->asGuest()->postJson('/comanda/'.$recent->number.'/garantie', $form($this->lineId($recent)))->assertStatus(422)
            ->assertJsonPath('errors.order_line_id.0', 'Sunteți încă în termenul de retur: cereți un retur pentru acest produs.');
        $this->asGuest()->postJson('/comanda/'.$old->number.'/garantie', $form($this->lineId($old)))->assertStatus(422)
            ->assertJsonPath('errors.order_line_id.0', fn (string $m): bool => str_starts_with($m, 'Garanția acestei comenzi s-a încheiat la'));
        $this->asGuest()->get('/comanda/'.$old->number)->assertInertia(fn (Assert $page) => $page->where('afterSale.claim_form', null)->where('afterSale.return_form', null));
        // A line of another order, a description too short, hostile input.
        $mid = $this->deliveredOrder($this->product(), 1, now()->subMonths(2), ['guest_id' => $this->guestId]);
        $this->asGuest()->postJson('/comanda/'.$mid->number.'/garantie', $form($this->lineId($old)))->assertStatus(422)
            ->assertJsonPath('errors.order_line_id.0', 'Acest produs nu face parte din comandă.');
        $this->asGuest()->postJson('/comanda/'.$mid->number.'/garantie', ['order_line_id' => $this->lineId($mid), 'description' => 'rupt'])->assertStatus(422)
            ->assertJsonPath('errors.description.0', 'Descrieți defectul în 10–1000 de caractere.');
        $this->asGuest()->postJson('/comanda/'.$mid->number.'/garantie', ['order_line_id' => [1], 'description' => ['x']])->assertStatus(422);
        $this->asGuest()->postJson('/comanda/'.$mid->number.'/garantie', ['order_line_id' => '99999999999999999999', 'description' => 'Nu mai pornește deloc'])->assertStatus(422);
        // Somebody else's order.
        $this->withCookie(GuestId::COOKIE, Str::random(40))->postJson('/comanda/'.$mid->number.'/garantie', $form($this->lineId($mid)))->assertNotFound();
        $this->assertSame(0, WarrantyClaim::query()->count());
    }

    #[Test]
    public function managers_record_a_claim_for_any_delivered_order_and_the_warehouse_moves_it_but_cannot_record_one(): void
    {
        $order = $this->deliveredOrder($this->product(), 1, now()->subDays(3));
        $form = ['order_line_id' => $this->lineId($order), 'description' => 'Clientul spune că nu se încarcă'];

        $this->actingAs($this->staff(StaffRole::Warehouse))->postJson('/admin/comenzi/'.$order->number.'/garantie', $form)->assertForbidden();
        $this->actingAs($this->staff(StaffRole::Editor))->postJson('/admin/comenzi/'.$order->number.'/garantie', $form)->assertForbidden();
        $this->actingAs($this->staff(StaffRole::Manager))->postJson('/admin/comenzi/'.$order->number.'/garantie', $form)->assertRedirect();
        $claim = WarrantyClaim::query()->sole();
        $this->assertTrue($claim->by_staff);

        $this->actingAs($this->staff(StaffRole::Editor))->putJson('/admin/garantie/'.$claim->id.'/stare', ['status' => 'refused', 'version' => 0, 'note' => 'x'])->assertForbidden();
        $this->actingAs($this->staff(StaffRole::Owner))->putJson('/admin/garantie/'.$claim->id.'/stare', ['status' => 'refused', 'version' => 0])->assertStatus(422)
            ->assertJsonPath('errors.note.0', 'Scrieți motivul: clientul îl va citi.');
        $this->actingAs($this->staff(StaffRole::Owner))->putJson('/admin/garantie/'.$claim->id.'/stare', ['status' => 'refused', 'version' => 0, 'note' => 'Urme de lovire'])->assertRedirect();
        $this->assertSame(['refused', 'Urme de lovire'], [$claim->refresh()->status, $claim->note]);
    }
}
