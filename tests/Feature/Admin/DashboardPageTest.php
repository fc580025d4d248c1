<?php

declare(strict_types=1);

namespace Tests\Feature\Admin;

use App\Enums\OrderStatus;
use App\Enums\StaffRole;
use App\Models\Order;
use App\Models\User;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * What each role finds on the dashboard (/admin): sales figures and the chart for owners and managers, orders
 * waiting for them and the warehouse, the inbox's counts for owners and managers, low stock for everyone. A hidden
 * block is null and its queries never run.
 */
final class DashboardPageTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->travelTo(CarbonImmutable::parse('2026-01-15 10:00:00', 'UTC'));
        Order::factory()->status(OrderStatus::Packed)->createOne(['created_at' => '2026-01-15 08:00:00', 'total' => 1_500_00]);
    }

    /**
     * @return iterable<string, array{StaffRole, bool, bool, bool}>
     */
    public static function roles(): iterable
    {
        //                       figures, waiting, inbox
        yield 'owner' => [StaffRole::Owner, true, true, true];
        yield 'manager' => [StaffRole::Manager, true, true, true];
        yield 'editor' => [StaffRole::Editor, false, false, false];
        yield 'warehouse' => [StaffRole::Warehouse, false, true, false];
    }

    #[Test]
    #[DataProvider('roles')]
    public function each_role_sees_its_blocks_and_nothing_of_the_others(StaffRole $role, bool $figures, bool $waiting, bool $inbox): void
    {
        $staff = User::factory()->staff($role)->createOne();
        DB::enableQueryLog();

        $this->actingAs($staff)->get('/admin')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('admin/dashboard')
            ->where('figures', fn ($value) => ($value !== null) === $figures)
            ->where('waiting', fn ($value) => ($value !== null) === $waiting)
            ->where('inbox', fn ($value) => ($value !== null) === $inbox)
            ->has('lowStock.products')
            ->where('lowStock.threshold', 3));

        $orderQueries = array_filter(DB::getQueryLog(), static fn (array $query): bool => preg_match('/from ["`]orders["`]/', $query['query']) === 1);
        $this->assertCount((int) $figures + (int) $waiting, $orderQueries, 'a hidden block runs no query');
    }

    #[Test]
    public function the_owner_gets_the_figures_the_series_and_the_work_waiting(): void
    {
        $owner = User::factory()->staff(StaffRole::Owner)->createOne();

        $this->actingAs($owner)->get('/admin')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('figures.periods.0', [
                'key' => 'today',
                'days' => 1,
                'orders' => ['value' => 1, 'previous' => 0, 'change' => null],
                'revenue' => ['value' => 1_500_00, 'previous' => 0, 'change' => null],
                'awaiting' => ['value' => 0, 'previous' => 0, 'change' => null],
            ])
            ->has('figures.series', 30)
            ->where('figures.series.29', ['day' => '2026-01-15', 'orders' => 1, 'revenue' => 1_500_00])
            ->where('waiting.2', ['status' => 'packed', 'count' => 1])
            ->where('inbox.since', '2026-01-09'));
    }

    #[Test]
    public function the_low_stock_threshold_comes_from_the_configuration(): void
    {
        config()->set('admin.low_stock', 7);
        $editor = User::factory()->staff(StaffRole::Editor)->createOne();

        $this->actingAs($editor)->get('/admin')->assertOk()
            ->assertInertia(fn (Assert $page) => $page->where('lowStock.threshold', 7)->where('lowStock.total', 0));
    }

    #[Test]
    public function a_disabled_staff_member_and_a_shopper_see_no_figures(): void
    {
        $shopper = User::factory()->withTwoFactor()->createOne();
        $this->actingAs($shopper)->get('/admin')->assertForbidden()->assertInertia(fn (Assert $page) => $page->missing('figures'));

        $disabled = User::factory()->staff(StaffRole::Owner)->createOne(['disabled_at' => now()]);
        $this->actingAs($disabled)->get('/admin')->assertRedirect();
        $this->assertGuest();
    }
}
