<?php

declare(strict_types=1);

namespace App\Actions\Products;

use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\Product;
use App\Services\Audit\AuditLog;
use App\Services\Products\ProductData;
use App\Services\Products\ProductWriter;
use App\Services\Products\RefreshCatalogue;

/**
 * Staff edit a product: columns and spec values in one transaction, the audit entry holding only what changed
 * (before → after); shoppers see the change at their next request.
 */
final readonly class UpdateProduct
{
    public function __construct(private ProductWriter $writer, private RefreshCatalogue $refresh)
    {
    }

    public function handle(StaffActor $actor, Product $product, ProductData $data): Product
    {
        Product::withoutSyncingToSearch(fn () => WriteTransaction::run(function () use ($actor, $product, $data): void {
            $before = $this->writer->snapshot($product);
            $this->writer->fill($product, $data);
            $product->save();
            $this->writer->replaceSpecs($product, $data->specs);
            $after = $this->writer->snapshot($product);

            $changed = array_keys(array_filter($after, static fn (mixed $value, string $key): bool => json_encode($value) !== json_encode($before[$key]), ARRAY_FILTER_USE_BOTH));
            if ($changed !== []) {
                AuditLog::record($actor, 'product.update', $product, array_intersect_key($before, array_flip($changed)), array_intersect_key($after, array_flip($changed)), $product->sku);
            }
        }));
        $this->refresh->products([$product->id]);

        return $product;
    }
}
