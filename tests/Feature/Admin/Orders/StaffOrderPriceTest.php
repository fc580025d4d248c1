<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Orders;

use App\Enums\StaffRole;
use App\Models\AuditEntry;
use App\Models\Order;
use App\Models\OrderLine;
use App\Models\User;
use App\Policies\StaffGates;
use App\Services\Checkout\DeliveryDays;
use Illuminate\Support\Facades\Gate;
use Illuminate\Support\Str;
use Illuminate\Testing\TestResponse;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * A unit price staff type on an order taken by hand, with an order edit's rules: never above the list price; below it
 * only with `price-below-list` and a reason, both kept on the line and in the audit log.
 */
final class StaffOrderPriceTest extends TestCase
{
    use MakesCallOrders, MakesOrders;

    /**
     * @param  list<array<string, int|string>>  $lines
     * @param  array<string, mixed>  $overrides
     */
    private function place(User $staff, array $lines, array $overrides = []): TestResponse
    {
        return $this->actingAs($staff)->postJson('/admin/comenzi/noua', [
            'idempotency_key' => (string) Str::uuid(), 'channel' => 'phone', 'name' => 'Ana Rusu', 'phone' => '069 12 34 56',
            'locale' => 'ro', 'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău',
            'address' => 'str. Ismail 1', 'delivery_date' => DeliveryDays::for('chisinau')[0], 'delivery_interval' => '13-18',
            'payment_method' => 'cash', 'lines' => $lines,
            ...$overrides,
        ]);
    }

    #[Test]
    public function a_price_below_the_list_price_with_the_ability_and_a_reason_is_charged_and_kept_on_the_line(): void
    {
        $phone = $this->product('PH-1', 3_000_00, 5);
        $case = $this->product('CS-1', 200_00, 3, 'Husă');
        $manager = $this->staff(StaffRole::Manager);

        $this->place($manager, [
            ['product_id' => $phone->id, 'quantity' => 2, 'unit_price' => 2_750_00],
            // The list price typed back is no lowered price: no reason kept on that line.
            ['product_id' => $case->id, 'quantity' => 1, 'unit_price' => 200_00],
        ], ['price_reason' => '  Exemplar din vitrină '])->assertRedirect();

        $order = Order::query()->sole();
        $lines = OrderLine::query()->where('order_id', $order->id)->orderBy('id')->get();
        $this->assertSame([[2_750_00, 5_500_00, 'Exemplar din vitrină', $manager->id], [200_00, 200_00, null, null]],
            $lines->map(fn ($line): array => [(int) $line->unit_price, (int) $line->line_total, $line->getAttribute('price_reason'),
                $line->getAttribute('price_set_by') === null ? null : (int) $line->getAttribute('price_set_by')])->all());
        $this->assertSame([5_700_00, 5_700_00], [$order->subtotal, $order->total]);
        $this->assertSame('Exemplar din vitrină', AuditEntry::query()->where('action', 'order.taken')->sole()->after['price_reason'] ?? null);
        $this->assertSame([3, 2], [Stock::total($phone), Stock::total($case)]);

        $this->actingAs($manager)->get('/admin/comenzi/noua')->assertInertia(fn (Assert $page) => $page->where('can_lower_prices', true)->etc());
    }

    #[Test]
    public function a_price_below_the_list_price_is_refused_without_the_ability_whatever_the_reason(): void
    {
        $phone = $this->product('PH-1', 3_000_00, 5);
        $manager = $this->staff(StaffRole::Manager, 'ru');
        Gate::define(StaffGates::PRICE_BELOW_LIST, static fn (): bool => false);

        $this->place($manager, [['product_id' => $phone->id, 'quantity' => 1, 'unit_price' => 2_750_00]], ['price_reason' => 'Vitrina'])
            ->assertForbidden()->assertJsonPath('errors', fn (array $errors): bool => ($errors['lines.0.unit_price'][0] ?? null) === 'Ваша роль не может ставить цену ниже цены по прайсу.');

        $this->assertSame(0, Order::query()->count());
        $this->assertSame(5, Stock::total($phone));
        $this->actingAs($manager)->get('/admin/comenzi/noua')->assertInertia(fn (Assert $page) => $page->where('can_lower_prices', false)->etc());
    }

    #[Test]
    public function a_price_below_the_list_price_without_a_reason_or_above_it_is_refused(): void
    {
        $phone = $this->product('PH-1', 3_000_00, 5);
        $case = $this->product('CS-1', 200_00, 3, 'Husă');

        foreach ([[], ['price_reason' => '   ']] as $overrides) {
            $this->place($this->staff(StaffRole::Owner), [['product_id' => $phone->id, 'quantity' => 1, 'unit_price' => 2_750_00]], $overrides)
                ->assertUnprocessable()->assertJsonPath('errors.price_reason.0', 'Scrieți motivul prețului sub prețul de listă (cel mult 255 de caractere).');
        }
        $this->place($this->staff(StaffRole::Owner, 'ru'), [['product_id' => $phone->id, 'quantity' => 1, 'unit_price' => 2_750_00]])
            ->assertUnprocessable()->assertJsonPath('errors.price_reason.0', 'Укажите причину цены ниже прайса (не больше 255 символов).');
        $this->place($this->staff(StaffRole::Owner), [
            ['product_id' => $phone->id, 'quantity' => 1], ['product_id' => $case->id, 'quantity' => 1, 'unit_price' => 201_00],
        ], ['price_reason' => 'x'])->assertUnprocessable()
            ->assertJsonPath('errors', fn (array $errors): bool => ($errors['lines.1.unit_price'][0] ?? null) === 'Prețul nu poate depăși prețul de listă.');
        $this->place($this->staff(StaffRole::Owner), [['product_id' => $phone->id, 'quantity' => 1, 'unit_price' => 'abc']])
            ->assertUnprocessable()->assertJsonPath('errors', fn (array $errors): bool => ($errors['lines.0.unit_price'][0] ?? null) === 'Introduceți un preț valid.');

        $this->assertSame(0, Order::query()->count());
        $this->assertSame([5, 3], [Stock::total($phone), Stock::total($case)]);
    }
}
