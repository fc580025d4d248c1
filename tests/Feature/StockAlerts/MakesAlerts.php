<?php

declare(strict_types=1);

namespace Tests\Feature\StockAlerts;

use App\Models\Product;
use App\Models\StockAlert;
use App\Models\User;
use Illuminate\Support\Facades\DB;
use Tests\Support\Stock;

/** Products and alerts for the stock and price alert tests. */
trait MakesAlerts
{
    /** An active product with no units (every place emptied). */
    private function soldOut(int $index = 0): Product
    {
        $product = Product::query()->where('is_active', true)->orderBy('id')->skip($index)->firstOrFail();
        Stock::only($product, 0);
        DB::table('stock_alerts')->where('product_id', $product->id)->delete();

        return $product->refresh();
    }

    private function inStock(int $index = 0, int $units = 5): Product
    {
        $product = Product::query()->where('is_active', true)->orderBy('id')->skip($index)->firstOrFail();
        Stock::only($product, $units);

        return $product->refresh();
    }

    /**
     * A confirmed alert (an account's, or a guest's by e-mail).
     */
    private function alert(Product $product, string $kind, ?User $user = null, ?string $email = null, string $locale = 'ro', ?int $baseline = null): StockAlert
    {
        return StockAlert::query()->create([
            'kind' => $kind, 'product_id' => $product->id, 'user_id' => $user?->id,
            'email' => $user === null ? ($email ?? 'cumparator'.uniqid().'@example.md') : null, 'locale' => $locale,
            'price_baseline' => $baseline ?? $product->price, 'confirmed_at' => now(),
        ]);
    }
}
