<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Console\Concerns\ShowsProgress;
use App\Models\Product;
use App\Search\DatabaseFtsEngine;
use App\Search\ProductIndexRebuilder;
use Illuminate\Console\Command;

/**
 * Rebuilds the product search index from the catalogue (after bulk imports that bypass model events).
 */
final class ReindexSearch extends Command
{
    use ShowsProgress;

    protected $signature = 'search:reindex';

    protected $description = 'Rebuild the product search index from the catalogue tables';

    public function handle(ProductIndexRebuilder $rebuilder): int
    {
        if (! (new Product)->searchableUsing() instanceof DatabaseFtsEngine) {
            // Other engines load through Scout's own chunked import.
            return $this->call('scout:import', ['model' => Product::class]);
        }

        $started = microtime(true);
        $bar = $this->progressBar(Product::scopeActive(Product::query())->count());
        $bar->start();
        $count = $rebuilder->rebuild(static fn (int $done) => $bar->setProgress($done));
        $bar->finish();
        $bar->clear();
        $this->info(sprintf('Indexed %d products in %.1f s.', $count, microtime(true) - $started));

        return self::SUCCESS;
    }
}
