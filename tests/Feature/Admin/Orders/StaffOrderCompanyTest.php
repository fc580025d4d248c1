<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Orders;

use App\Enums\StaffRole;
use App\Models\Invoice;
use App\Models\Order;
use App\Models\User;
use App\Services\Checkout\DeliveryDays;
use Illuminate\Support\Str;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * A company buyer on an order taken by hand: ticked, its name and IDNO are kept on the order (with the checkout's
 * rules and messages) and the order can be invoiced; not ticked, whatever the fields say is left out.
 */
final class StaffOrderCompanyTest extends TestCase
{
    use MakesCallOrders, MakesOrders;

    /**
     * @param  array<string, mixed>  $overrides
     * @return array<string, mixed>
     */
    private function payload(int $productId, array $overrides = []): array
    {
        return [
            'idempotency_key' => (string) Str::uuid(), 'channel' => 'phone', 'name' => 'Ana Rusu', 'phone' => '069 12 34 56',
            'email' => null, 'locale' => 'ro', 'delivery_method' => 'courier', 'delivery_zone' => 'chisinau',
            'city' => 'Chișinău', 'address' => 'str. Ismail 1', 'delivery_date' => DeliveryDays::for('chisinau')[0],
            'delivery_interval' => '13-18', 'payment_method' => 'transfer',
            'lines' => [['product_id' => $productId, 'quantity' => 1]],
            ...$overrides,
        ];
    }

    /** @param  array<string, mixed>  $payload */
    private function place(User $staff, array $payload): TestResponse
    {
        return $this->actingAs($staff)->postJson('/admin/comenzi/noua', $payload);
    }

    #[Test]
    public function a_staff_order_for_a_company_keeps_its_name_and_idno_and_can_be_invoiced(): void
    {
        $phone = $this->product('PH-1', 3_000_00, 5);
        $manager = $this->staff(StaffRole::Manager);

        $this->place($manager, $this->payload($phone->id, [
            'company_buyer' => true, 'company_name' => '  Tehno Grup SRL ', 'company_idno' => ' 1003600123456 ',
        ]))->assertRedirect();

        $order = Order::query()->sole();
        $this->assertSame(['Tehno Grup SRL', '1003600123456'], [$order->company_name, $order->company_idno]);
        $this->actingAs($manager)->post("/admin/comenzi/{$order->number}/factura")->assertRedirect();
        $invoice = Invoice::query()->sole();
        $this->assertSame([$order->id, 'Tehno Grup SRL', '1003600123456'], [$invoice->order_id, $invoice->buyer_name, $invoice->buyer_idno]);
    }

    #[Test]
    public function without_the_company_buyer_ticked_the_company_fields_are_left_out(): void
    {
        $phone = $this->product('PH-1', 3_000_00, 5);

        $this->place($this->staff(StaffRole::Owner), $this->payload($phone->id, [
            'company_buyer' => false, 'company_name' => 'Tehno Grup SRL', 'company_idno' => 'not an idno',
        ]))->assertRedirect();

        $order = Order::query()->sole();
        $this->assertSame([null, null], [$order->company_name, $order->company_idno]);
    }

    #[Test]
    public function a_bad_or_missing_idno_or_name_is_refused_in_the_staff_members_language(): void
    {
        $phone = $this->product('PH-1', 3_000_00, 5);
        $company = ['company_buyer' => true, 'company_name' => 'Tehno Grup SRL'];

        foreach (['100360012345', '10036001234567', '1003 600 1234', ''] as $idno) {
            $this->place($this->staff(StaffRole::Manager), $this->payload($phone->id, [...$company, 'company_idno' => $idno]))
                ->assertUnprocessable()->assertJsonPath('errors.company_idno.0', 'IDNO are exact 13 cifre.');
        }
        $this->place($this->staff(StaffRole::Manager, 'ru'), $this->payload($phone->id, [...$company, 'company_idno' => '12345']))
            ->assertUnprocessable()->assertJsonPath('errors.company_idno.0', 'IDNO состоит ровно из 13 цифр.');
        $this->place($this->staff(StaffRole::Owner, 'ru'), $this->payload($phone->id, ['company_buyer' => true, 'company_name' => ' ', 'company_idno' => '1003600123456']))
            ->assertUnprocessable()->assertJsonPath('errors.company_name.0', 'Введите название компании.');
        $this->place($this->staff(StaffRole::Owner), $this->payload($phone->id, ['company_buyer' => 'maybe']))
            ->assertUnprocessable()->assertJsonPath('errors.company_buyer.0', 'Bifați sau debifați „Cumpără o companie”.');

        $this->assertSame(0, Order::query()->count());
    }
}
