<?php

declare(strict_types=1);

namespace App\Actions\Families;

use App\Actions\Reviews\RecountRating;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\Product;
use App\Models\ProductFamily;
use App\Services\Audit\AuditLog;
use App\Services\Families\FamilyListing;
use App\Services\Families\FamilyWriter;
use App\Services\Products\RefreshCatalogue;
use App\Support\Text;
use Illuminate\Validation\ValidationException;

/**
 * An existing product joins a family (by its SKU, found by the request): its option values are set, and the family's
 * shared name, brand, category and description are written onto it; its SKU, URL, prices, stock, pictures and other
 * specs stay. A family without a description yet takes the product's. Audited as `family.variant_attach` with the
 * product's name before.
 */
final readonly class AttachFamilyVariant
{
    public function __construct(private FamilyWriter $writer, private RefreshCatalogue $refresh, private RecountRating $ratings)
    {
    }

    /**
     * @param  array<int, int|string>  $values
     */
    public function handle(StaffActor $actor, ProductFamily $family, Product $product, array $values): Product
    {
        Product::withoutSyncingToSearch(fn () => WriteTransaction::run(function () use ($actor, $family, $product, $values): void {
            $family = $this->writer->lock($family);
            $query = Product::query()->whereKey($product->id);
            $query->getQuery()->lockForUpdate();
            $product = $query->firstOrFail();
            if ($product->family_id !== null) {
                throw ValidationException::withMessages(['sku' => Text::get('admin.families.validation.in_other_family')]);
            }
            $before = ['name' => $product->name];
            $description = $family->description ?? [];
            if (trim($description['ro'] ?? '') === '' && trim($description['ru'] ?? '') === '') {
                $family->description = ['ro' => $product->description['ro'] ?? '', 'ru' => $product->description['ru'] ?? ''];
            }
            $product->family_id = $family->id;
            $product->is_listed = false;
            $product->save();
            $this->writer->setValues($product, $values);
            $this->writer->touch($family);
            $this->writer->writeDown($family);
            $product->refresh();
            AuditLog::record($actor, 'family.variant_attach', $product, $before, ['name' => $product->name, 'family' => $family->name['ro'] ?? '', 'specs' => $this->writer->variantSnapshot($product)['specs']], $product->sku);
        }));

        FamilyListing::refresh([$family->id]);
        // Its reviews' rating is its family's now (or its own again).
        $this->ratings->products([$product->id]);
        $this->refresh->products([$product->id]);

        return $product;
    }
}
