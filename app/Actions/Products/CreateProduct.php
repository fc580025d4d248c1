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
 * Staff add a product: its row and spec values in one transaction, audited. It starts as a draft (inactive, off the
 * shop) until somebody activates it (SetProductsActive), so a half-filled product is never on sale.
 */
final readonly class CreateProduct
{
    public function __construct(private ProductWriter $writer, private RefreshCatalogue $refresh)
    {
    }

    public function handle(StaffActor $actor, ProductData $data): Product
    {
        $product = Product::withoutSyncingToSearch(fn (): Product => WriteTransaction::run(function () use ($actor, $data): Product {
            $product = new Product(['stock_total' => 0, 'popularity' => 0, 'is_active' => false]);
            $this->writer->fill($product, $data);
            $product->save();
            $this->writer->replaceSpecs($product, $data->specs);
            AuditLog::record($actor, 'product.create', $product, [], $this->writer->snapshot($product), $product->sku);

            return $product;
        }));
        $this->refresh->products([$product->id]);

        return $product;
    }
}
