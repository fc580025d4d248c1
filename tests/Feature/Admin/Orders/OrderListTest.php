<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Orders;

use App\Enums\OrderStatus;
use App\Enums\StaffRole;
use App\Models\Order;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Database\SqlitePlans;
use Tests\TestCase;

/** The back office's order list: search, filters, counts per status, newest first, a page at a time. */
final class OrderListTest extends TestCase
{
    use MakesOrders;

    /**
     * @param  array<string, string|int>  $query
     * @return list<string>
     */
    private function numbers(array $query = []): array
    {
        $numbers = [];
        $this->get('/admin/comenzi?'.http_build_query($query))->assertOk()->assertInertia(function (Assert $page) use (&$numbers): void {
            $page->component('admin/orders/index');
            $numbers = array_column($page->toArray()['props']['orders'], 'number');
        });

        return $numbers;
    }

    #[Test]
    public function search_finds_an_order_by_number_phone_however_typed_email_or_name(): void
    {
        $this->actingAs($this->staff(StaffRole::Manager));
        $ana = Order::factory()->createOne(['name' => 'Ana Rusu', 'phone' => '+37369111222', 'email' => 'ana@example.md']);
        $ion = Order::factory()->createOne(['name' => 'Ion Popa', 'phone' => '+37378333444', 'email' => 'ion@example.md']);

        $this->assertSame([$ana->number], $this->numbers(['q' => (string) $ana->number]));
        $this->assertSame([$ana->number], $this->numbers(['q' => substr((string) $ana->number, -6)]));
        $this->assertSame([$ana->number], $this->numbers(['q' => '069 111 222']));
        $this->assertSame([$ana->number], $this->numbers(['q' => '+373 (0)69-111-222']));
        $this->assertSame([$ion->number], $this->numbers(['q' => 'ION@example.md']));
        $this->assertSame([$ion->number], $this->numbers(['q' => 'popa']));
        $this->assertSame([], $this->numbers(['q' => 'nobody']));
    }

    #[Test]
    public function filters_narrow_the_list_and_are_echoed_back(): void
    {
        $this->actingAs($this->staff(StaffRole::Warehouse));
        $store = $this->store();
        $courier = Order::factory()->status(OrderStatus::Confirmed)->createOne(['payment_method' => 'card']);
        $pickup = Order::factory()->pickup($store)->createOne();
        $oneClick = Order::factory()->oneClick()->createOne();
        $old = Order::factory()->createOne(['created_at' => '2026-01-10 10:00:00']);

        $this->assertSame([$courier->number], $this->numbers(['status' => 'confirmed']));
        $this->assertSame([$pickup->number], $this->numbers(['delivery' => 'pickup', 'store' => $store->id]));
        $this->assertSame([$courier->number], $this->numbers(['payment' => 'card']));
        $this->assertSame([$oneClick->number], $this->numbers(['kind' => 'one_click']));
        $this->assertSame([$old->number], $this->numbers(['from' => '2026-01-01', 'to' => '2026-01-31']));
        $this->assertSame([$oneClick->number, $pickup->number, $courier->number], $this->numbers(['from' => now()->format('Y-m-d')]), 'newest first');

        $this->get('/admin/comenzi?delivery=pickup&store='.$store->id)->assertInertia(fn (Assert $page) => $page
            ->where('filters', ['delivery' => 'pickup', 'store' => (string) $store->id])
            ->where('stores.0.label', 'Magazinul Centru')->etc());
    }

    #[Test]
    public function the_tabs_count_each_status_under_the_other_filters(): void
    {
        $this->actingAs($this->staff(StaffRole::Owner));
        $store = $this->store();
        Order::factory()->count(2)->create();
        Order::factory()->status(OrderStatus::Cancelled)->createOne();
        Order::factory()->pickup($store)->status(OrderStatus::Packed)->createOne();

        $this->get('/admin/comenzi?delivery=courier&status=new')->assertInertia(fn (Assert $page) => $page
            ->where('counts.new', 2)->where('counts.cancelled', 1)->where('counts.packed', 0)->where('counts.completed', 0)
            ->where('pagination.total', 2)->etc());
    }

    #[Test]
    public function the_list_is_paginated_with_the_filters_kept_in_the_links(): void
    {
        $this->actingAs($this->staff(StaffRole::Manager));
        Order::factory()->count(30)->create();

        $this->get('/admin/comenzi?delivery=courier')->assertInertia(fn (Assert $page) => $page
            ->has('orders', 25)->where('pagination.last', 2)->where('pagination.total', 30)
            ->where('pagination.next', fn (string $url): bool => str_contains($url, 'delivery=courier') && str_contains($url, 'page=2'))->etc());
        $this->get('/admin/comenzi?delivery=courier&page=2')->assertInertia(fn (Assert $page) => $page->has('orders', 5)->etc());
    }

    #[Test]
    public function wrong_filters_are_dropped_and_the_list_shows_without_them(): void
    {
        $this->actingAs($this->staff(StaffRole::Manager))->from('/admin/comenzi')
            ->get('/admin/comenzi?from=2026-02-01&to=2026-01-01')->assertOk()->assertSessionHasNoErrors()
            ->assertInertia(fn (Assert $page) => $page->where('filters', ['from' => '2026-02-01'])->etc());
        $this->get('/admin/comenzi?status=lost&payment=gold')->assertOk()
            ->assertInertia(fn (Assert $page) => $page->where('filters', [])->etc());
    }

    #[Test]
    public function an_editor_is_refused_the_orders(): void
    {
        $this->actingAs($this->staff(StaffRole::Editor))->get('/admin/comenzi')->assertForbidden();
        $this->get('/admin/apeluri')->assertForbidden();
    }

    #[Test]
    public function the_filters_use_indexes(): void
    {
        if (DB::getDriverName() !== 'sqlite') {
            $this->markTestSkipped('The query plan is read the SQLite way.');
        }
        $plan = SqlitePlans::plan(...);

        $this->assertStringContainsString('orders_status_id_index', $plan('select * from orders where status = ? order by id desc limit 25', ['new']));
        $this->assertStringContainsString('orders_phone_index', $plan('select * from orders where phone = ? order by id desc limit 25', ['+37369111222']));
        $this->assertStringContainsString('orders_email_index', $plan('select * from orders where email in (?, ?) order by id desc limit 25', ['A@b.md', 'a@b.md']));
        $this->assertStringContainsString('orders_created_at_index', $plan('select * from orders where created_at >= ? and created_at < ?', ['2026-01-01', '2026-02-01']));
        $this->assertStringContainsString('orders_store_id_id_index', $plan('select * from orders where store_id = ? order by id desc limit 25', [1]));
    }
}
