<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Services\StockAlerts\AlertTriggers;
use Carbon\CarbonImmutable;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;

/**
 * Scheduled every minute: a promotion's price is worked out when read, so nothing is written when one starts; this
 * looks at the products of the published promotions that started since the last run and hands them to the price
 * alerts. Running twice over the same start mails nobody twice (the send's conditional UPDATE decides).
 */
final class CheckPromotionAlerts extends Command
{
    public const LAST_RUN = 'stock-alerts:promotions:last-run';

    protected $signature = 'stock-alerts:promotions';

    protected $description = 'Queue the price alerts of products whose promotion started since the last run';

    public function handle(): int
    {
        $now = CarbonImmutable::now();
        $last = Cache::get(self::LAST_RUN);
        // The first run, or a scheduler stopped for long, looks back a day at most.
        $since = is_string($last) ? max(CarbonImmutable::parse($last), $now->subDay()) : $now->subDay();
        $products = array_values(array_map('intval', DB::table('promotion_product as pp')
            ->join('promotions as pr', 'pr.id', '=', 'pp.promotion_id')
            ->where('pr.is_published', true)->where('pr.starts_at', '>', $since)->where('pr.starts_at', '<=', $now)
            ->distinct()->pluck('pp.product_id')->all()));
        AlertTriggers::productsChanged($products);
        Cache::forever(self::LAST_RUN, $now->toIso8601String());
        $this->info(sprintf('Checked the alerts of %d products.', count($products)));

        return self::SUCCESS;
    }
}
