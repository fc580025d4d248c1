<?php

declare(strict_types=1);

namespace App\Queries\Products;

use App\Infrastructure\Cache\CatalogCache;
use App\Infrastructure\Cache\ServerMemory;
use App\Models\Store;
use App\Services\Checkout\DeliveryDays;
use App\Services\Checkout\DeliveryFee;
use App\Services\Checkout\PickupReadiness;
use App\Services\Stores\OpeningHours;
use App\Services\Stores\StoreCalendar;
use App\Support\Dates;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;

/**
 * What the product page promises for an order placed now, by the checkout's own rules: the first day each courier
 * zone delivers on (DeliveryDays, grouped by day) and when each store holding the product would have a pickup ready
 * (PickupReadiness), with `refresh_at`, the moment any of it may change (the next hour a pickup slips to, the shop's
 * midnight at the latest). The page is served from the page cache to anonymous shoppers, so the answer travels with
 * that moment: the page asks for a fresh estimate once it has passed (resources/js/hooks/use-fresh-estimate.ts,
 * a partial reload the page cache never answers). One query, the product's stock rows; the stores' weeks and
 * exceptions are kept in the app server's memory under the catalogue's version (a store or an exception saved makes
 * a new one) and the shop's day (the exceptions' window moves with it), as StoreAvailability keeps their names.
 *
 * @phpstan-type Day 'today'|'tomorrow'|null
 * @phpstan-type Courier array{date: string, day: Day, zones: list<string>}
 * @phpstan-type Pickup array{store_id: int, ready_at: string, day: Day}
 * @phpstan-type Estimate array{courier: list<Courier>, pickup: list<Pickup>, refresh_at: string}
 * @phpstan-type Calendar array{id: int, hours: array<int, array{0: string, 1: string}|null>, exceptions: array<string, array{0: string, 1: string}|null>}
 */
final class DeliveryEstimate
{
    private const TTL_SECONDS = 3600;

    /**
     * @return Estimate
     */
    public function forProduct(int $productId, bool $inStock): array
    {
        $now = CarbonImmutable::now();
        $refresh = DeliveryDays::changesAt($now);

        $courier = [];
        if ($inStock) {
            foreach (array_keys(DeliveryFee::zones()) as $zone) {
                $date = DeliveryDays::for($zone, $now)[0] ?? null;
                if ($date === null) {
                    continue;
                }
                $courier[$date] ??= ['date' => $date, 'day' => self::day($date, $now), 'zones' => []];
                $courier[$date]['zones'][] = $zone;
            }
            ksort($courier);
        }

        $pickup = [];
        $stocked = array_flip(array_map('intval', DB::table('product_stock')->where('product_id', $productId)->where('quantity', '>', 0)->pluck('store_id')->all()));
        $stores = array_filter(self::calendars(), static fn (array $store): bool => isset($stocked[$store['id']]));
        foreach ($stores as $store) {
            $hours = new OpeningHours($store['hours'], $store['exceptions']);
            $ready = PickupReadiness::readyAt($hours, $now);
            $changes = PickupReadiness::changesAt($hours, $now);
            $refresh = $changes->lessThan($refresh) ? $changes : $refresh;
            if ($ready !== null) {
                $local = $ready->setTimezone(config()->string('app.shop_timezone'));
                $pickup[] = ['store_id' => $store['id'], 'ready_at' => $local->format('Y-m-d H:i'), 'day' => self::day($local->format('Y-m-d'), $now)];
            }
        }

        return ['courier' => array_values($courier), 'pickup' => $pickup, 'refresh_at' => $refresh->toIso8601String()];
    }

    /**
     * Every store's week and the exceptions of the coming two weeks, in the shop's store order.
     *
     * @return list<Calendar>
     */
    private static function calendars(): array
    {
        /** @var list<Calendar> */
        return ServerMemory::remember(CatalogCache::key('shop-calendars:'.Dates::today()), self::TTL_SECONDS, static function (): array {
            $calendars = [];
            /** @var list<Store> $stores */
            $stores = Store::scopeShops(Store::query())->with(StoreCalendar::withUpcoming())->orderBy('sorted')->orderBy('id')->get(['id', 'hours'])->all();
            foreach ($stores as $store) {
                $calendars[] = ['id' => $store->id, 'hours' => $store->hours, 'exceptions' => StoreCalendar::exceptions($store)];
            }

            return $calendars;
        });
    }

    /**
     * @return 'today'|'tomorrow'|null
     */
    private static function day(string $date, CarbonImmutable $now): ?string
    {
        $today = $now->setTimezone(config()->string('app.shop_timezone'))->startOfDay();

        return match ($date) {
            $today->format('Y-m-d') => 'today',
            $today->addDay()->format('Y-m-d') => 'tomorrow',
            default => null,
        };
    }
}
