<?php

declare(strict_types=1);

namespace Tests\Feature\Console;

use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * A generated catalogue (the benchmarks') keeps the stock ledger's two rules, as a shop's own stock does
 * (docs/stock.md): each product's total is the sum of its places, and every place's units are opened by a movement.
 */
final class GenerateCatalogStockTest extends TestCase
{
    #[Test]
    public function generated_products_open_each_place_with_a_movement(): void
    {
        $this->seed(DatabaseSeeder::class);
        $before = (int) DB::table('products')->max('id');

        $this->assertSame(0, Artisan::call('catalog:generate', ['count' => 120, '--seed' => 3, '--chunk' => 50]));

        $this->assertSame(120, DB::table('products')->where('id', '>', $before)->count());
        $shelves = DB::table('product_stock')->where('product_id', '>', $before)->count();
        $this->assertGreaterThan(0, $shelves);
        $this->assertSame($shelves, DB::table('stock_movements')->where('product_id', '>', $before)->where('reason', 'opening')->count());
        $this->assertSame([], Stock::drift(), 'stock_total is the sum of the places');
        $this->assertSame([], Stock::movementDrift(), "the movements add up to each place's units");
    }

    #[Test]
    public function generated_families_open_each_place_with_a_movement(): void
    {
        $this->seed(DatabaseSeeder::class);
        $before = (int) DB::table('products')->max('id');

        $this->assertSame(0, Artisan::call('catalog:generate', ['--families' => 20, '--variants' => 3, '--seed' => 5, '--chunk' => 30]));

        $this->assertSame(60, DB::table('products')->where('id', '>', $before)->count());
        $this->assertGreaterThan(0, DB::table('stock_movements')->where('product_id', '>', $before)->where('reason', 'opening')->count());
        $this->assertSame([], Stock::drift(), 'stock_total is the sum of the places');
        $this->assertSame([], Stock::movementDrift(), "the movements add up to each place's units");
    }
}
