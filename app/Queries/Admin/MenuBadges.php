<?php

declare(strict_types=1);

namespace App\Queries\Admin;

use App\Enums\OrderKind;
use App\Enums\OrderStatus;
use App\Models\Order;
use App\Models\User;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;

/**
 * The back office menu's badges, which its pages poll (resources/js/hooks/use-admin-badges.ts): new orders nobody has
 * confirmed yet, for those who see the open orders (view-open-orders), and the calls waiting (OpenCalls' orders), for
 * those who see the call list. Two counts on the orders(status, held_until) index in one statement, kept CACHE_SECONDS
 * for everybody, so a back office full of open tabs asks the database once every few seconds at most.
 */
final class MenuBadges
{
    public const CACHE_SECONDS = 5;

    private const CACHE_KEY = 'admin-menu-badges';

    /**
     * @return array{orders: int|null, calls: int|null}
     */
    public function for(User $user): array
    {
        $seesOrders = $user->can(StaffGates::VIEW_OPEN_ORDERS);
        $seesCalls = $user->can('viewAny', Order::class);
        if (! $seesOrders && ! $seesCalls) {
            return ['orders' => null, 'calls' => null];
        }
        $counts = $this->counts();

        return ['orders' => $seesOrders ? $counts['orders'] : null, 'calls' => $seesCalls ? $counts['calls'] : null];
    }

    /**
     * @return array{orders: int, calls: int}
     */
    public function counts(): array
    {
        /** @var array{orders: int, calls: int} */
        return Cache::remember(self::CACHE_KEY, self::CACHE_SECONDS, static function (): array {
            $new = static fn () => DB::table('orders')->selectRaw('count(*)')->where('status', OrderStatus::New->value);
            $callAfter = now()->subMinutes(config()->integer('orders.call_after_minutes'));
            $row = DB::query()
                ->selectSub($new(), 'orders')
                // The call list's orders (OpenCalls): one-click orders not called yet, checkout orders still unconfirmed after a while.
                ->selectSub($new()->where(static fn ($query) => $query->where('kind', OrderKind::OneClick->value)->orWhere('created_at', '<=', $callAfter)), 'calls')
                ->first();

            /** @var object{orders: int|string, calls: int|string} $row */
            return ['orders' => (int) $row->orders, 'calls' => min((int) $row->calls, OpenCalls::LIMIT)];
        });
    }
}
