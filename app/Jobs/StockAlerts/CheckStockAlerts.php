<?php

declare(strict_types=1);

namespace App\Jobs\StockAlerts;

use App\Models\StockAlert;
use App\Services\StockAlerts\AlertLimits;
use App\Services\StockAlerts\ProductState;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Database\Query\Builder;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Support\Facades\DB;

/**
 * Looks at products someone waits for and, for each that has units again or sells below some alert's price, queues
 * the send in batches: one SendStockAlerts job per `stock_alerts.batch_size` alerts, each a range of ids read here
 * without any lock (the send's conditional UPDATE decides what is mailed). Null products: every product with a
 * waiting alert, a chunk at a time (after an import).
 */
final class CheckStockAlerts implements ShouldQueue
{
    use Dispatchable;
    use InteractsWithQueue;
    use Queueable;

    private const PRODUCTS_PER_CHUNK = 500;

    /**
     * @param  list<int>|null  $productIds
     */
    public function __construct(public readonly ?array $productIds)
    {
        $this->afterCommit();
    }

    public function handle(): void
    {
        if ($this->productIds !== null) {
            foreach (array_chunk($this->productIds, self::PRODUCTS_PER_CHUNK) as $chunk) {
                $this->check($chunk);
            }

            return;
        }
        $after = 0;
        do {
            $query = DB::table('stock_alerts')->where('product_id', '>', $after);
            StockAlert::whereWaiting($query);
            $chunk = array_values(array_map('intval', $query->distinct()->orderBy('product_id')->limit(self::PRODUCTS_PER_CHUNK)->pluck('product_id')->all()));
            $this->check($chunk);
            $after = $chunk === [] ? 0 : $chunk[array_key_last($chunk)];
        } while (count($chunk) === self::PRODUCTS_PER_CHUNK);
    }

    /**
     * @param  list<int>  $productIds
     */
    private function check(array $productIds): void
    {
        foreach (ProductState::of($productIds) as $state) {
            if ($state->inStock) {
                $this->fanOut($state->productId, StockAlert::STOCK, static fn (Builder $q) => $q->whereNull('sent_at'));
            }
            $this->fanOut($state->productId, StockAlert::PRICE, static fn (Builder $q) => $q->where('price_baseline', '>', $state->price));
        }
    }

    /**
     * One send job per batch of the product's alerts of this kind that are due, as id ranges.
     *
     * @param  \Closure(Builder): mixed  $due
     */
    private function fanOut(int $productId, string $kind, \Closure $due): void
    {
        $size = AlertLimits::batchSize();
        $after = 0;
        do {
            $query = DB::table('stock_alerts')->where('product_id', $productId)->where('kind', $kind)
                ->whereNotNull('confirmed_at')->where('id', '>', $after);
            $due($query);
            $ids = array_map('intval', $query->orderBy('id')->limit($size)->pluck('id')->all());
            if ($ids === []) {
                return;
            }
            $after = $ids[array_key_last($ids)];
            SendStockAlerts::dispatch($productId, $kind, $ids[0], $after);
        } while (count($ids) === $size);
    }
}
