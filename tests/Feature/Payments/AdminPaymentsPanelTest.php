<?php

declare(strict_types=1);

namespace Tests\Feature\Payments;

use App\Enums\StaffRole;
use App\Models\Order;
use App\Models\Payment;
use App\Models\User;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** The back office's order page shows the order's payments to whoever may see the order, and to nobody else. */
final class AdminPaymentsPanelTest extends TestCase
{
    /**
     * @return array<string, array{StaffRole, int}>
     */
    public static function roles(): array
    {
        return [
            'owner' => [StaffRole::Owner, 200], 'manager' => [StaffRole::Manager, 200],
            'warehouse' => [StaffRole::Warehouse, 200], 'editor' => [StaffRole::Editor, 403],
        ];
    }

    #[Test]
    #[DataProvider('roles')]
    public function who_sees_the_order_sees_its_payments_with_their_callbacks(StaffRole $role, int $status): void
    {
        $order = Order::factory()->createOne(['payment_method' => 'online_card']);
        $payment = Payment::query()->create([
            'order_id' => $order->id, 'public_id' => (string) Str::uuid(), 'provider' => 'maib', 'method' => 'card',
            'status' => Payment::REVIEW, 'attention' => 'late_success', 'reference' => 'f16a9006-128a-46bc-8e2a-77a6ee99df75',
            'amount' => $order->total, 'captured' => $order->total, 'card' => '510218******1124', 'rrn' => '331711380059', 'paid_at' => now(),
        ]);
        $payment->callbacks()->create(['status' => 'OK', 'signature_valid' => false, 'body' => '{}', 'received_at' => now()]);
        $staff = User::factory()->staff($role)->createOne();

        $response = $this->actingAs($staff)->get('/admin/comenzi/'.$order->number)->assertStatus($status);
        if ($status === 200) {
            $response->assertInertia(fn (Assert $page) => $page
                ->where('payments.0.reference', 'f16a9006-128a-46bc-8e2a-77a6ee99df75')
                ->where('payments.0.attention', 'late_success')
                ->where('payments.0.card', '510218******1124')
                ->where('payments.0.callbacks.0.signature_valid', false)
                ->etc());
        }
    }

    #[Test]
    public function a_shopper_gets_no_payments(): void
    {
        $order = Order::factory()->createOne();
        $this->actingAs(User::factory()->createOne())->get('/admin/comenzi/'.$order->number)->assertForbidden();
    }

    #[Test]
    public function the_order_list_marks_orders_paid_online_and_payments_needing_attention(): void
    {
        $paid = Order::factory()->createOne(['payment_method' => 'online_card', 'paid_at' => now()]);
        $flagged = Order::factory()->createOne(['payment_method' => 'mia']);
        Payment::query()->create([
            'order_id' => $flagged->id, 'public_id' => (string) Str::uuid(), 'provider' => 'mia', 'method' => 'qr',
            'status' => Payment::REVIEW, 'attention' => 'amount_mismatch', 'reference' => (string) Str::uuid(), 'amount' => $flagged->total,
        ]);
        $plain = Order::factory()->createOne();

        $this->actingAs(User::factory()->staff(StaffRole::Warehouse)->createOne())->get('/admin/comenzi')->assertOk()
            ->assertInertia(function (Assert $page) use ($paid, $flagged, $plain): void {
                /** @var list<array{number: string, paid_online: bool, payment_attention: bool}> $rows */
                $rows = $page->toArray()['props']['orders'];
                $flags = [];
                foreach ($rows as $row) {
                    $flags[$row['number']] = [$row['paid_online'], $row['payment_attention']];
                }
                $this->assertSame([true, false], $flags[$paid->number] ?? null);
                $this->assertSame([false, true], $flags[$flagged->number] ?? null);
                $this->assertSame([false, false], $flags[$plain->number] ?? null);
            });
    }

    #[Test]
    public function staff_filter_the_order_list_by_an_online_payment_method(): void
    {
        $card = Order::factory()->createOne(['payment_method' => 'online_card']);
        $qr = Order::factory()->createOne(['payment_method' => 'mia']);

        $this->actingAs(User::factory()->staff(StaffRole::Manager)->createOne())->get('/admin/comenzi?payment=mia')->assertOk()
            ->assertInertia(function (Assert $page) use ($card, $qr): void {
                /** @var list<array{number: string}> $rows */
                $rows = $page->toArray()['props']['orders'];
                $numbers = array_column($rows, 'number');
                $this->assertContains($qr->number, $numbers);
                $this->assertNotContains($card->number, $numbers);
            });
    }
}
