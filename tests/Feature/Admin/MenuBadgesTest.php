<?php

declare(strict_types=1);

namespace Tests\Feature\Admin;

use App\Enums\OrderStatus;
use App\Enums\StaffRole;
use App\Models\Order;
use App\Models\User;
use App\Queries\Admin\MenuBadges;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** GET /admin/insigne: the menu's counts of new orders and calls waiting, by ability, cheap and cached. */
final class MenuBadgesTest extends TestCase
{
    #[Test]
    public function it_counts_new_orders_and_calls_waiting_for_those_who_see_them(): void
    {
        Order::factory()->oneClick()->createOne();
        Order::factory()->createOne(['created_at' => now()->subHours(2)]);
        Order::factory()->createOne();
        Order::factory()->status(OrderStatus::Confirmed)->createOne();

        foreach ([StaffRole::Owner, StaffRole::Manager, StaffRole::Warehouse] as $role) {
            $this->actingAs(User::factory()->staff($role)->createOne())->getJson('/admin/insigne')
                ->assertOk()->assertExactJson(['orders' => 3, 'calls' => 2])->assertHeader('Cache-Control', 'no-store, private');
        }
        $this->actingAs(User::factory()->staff(StaffRole::Editor)->createOne())->getJson('/admin/insigne')->assertOk()->assertExactJson(['orders' => null, 'calls' => null]);
        $this->actingAs(User::factory()->withTwoFactor()->createOne())->getJson('/admin/insigne')->assertForbidden();
        auth()->logout();
        $this->getJson('/admin/insigne')->assertUnauthorized();
    }

    #[Test]
    public function polling_the_badges_neither_keeps_an_idle_session_alive_nor_ends_it(): void
    {
        config(['admin.idle_minutes' => 30]);
        $this->actingAs(User::factory()->staff(StaffRole::Manager)->createOne())->get('/admin/comenzi')->assertOk();

        // An open tab asks every 30 seconds for 31 minutes: still idle.
        for ($seconds = 30; $seconds <= 31 * 60; $seconds += 30) {
            $this->travel(30)->seconds();
            $response = $this->getJson('/admin/insigne');
        }
        $response->assertUnauthorized();
        $this->assertAuthenticated();

        // The next page the person opens signs them out and brings them back to it afterwards.
        $this->get('/admin/comenzi')->assertRedirect('/autentificare');
        $this->assertGuest();
        $this->assertSame(url('/admin/comenzi'), session('url.intended'));
    }

    #[Test]
    public function the_counts_are_one_query_kept_a_few_seconds_for_everybody(): void
    {
        $manager = User::factory()->staff(StaffRole::Manager)->createOne();
        Order::factory()->createOne();
        $badges = app(MenuBadges::class);

        DB::enableQueryLog();
        $this->assertSame(['orders' => 1, 'calls' => 0], $badges->for($manager));
        $this->assertCount(1, array_filter(DB::getQueryLog(), static fn (array $query): bool => str_contains($query['query'], 'orders')));
        DB::flushQueryLog();
        Order::factory()->createOne();
        $this->assertSame(['orders' => 1, 'calls' => 0], $badges->for($manager), 'kept for a few seconds');
        $this->assertSame([], array_filter(DB::getQueryLog(), static fn (array $query): bool => str_contains($query['query'], 'count(')));
        $this->travel(MenuBadges::CACHE_SECONDS + 1)->seconds();
        $this->assertSame(['orders' => 2, 'calls' => 0], $badges->for($manager));
    }
}
