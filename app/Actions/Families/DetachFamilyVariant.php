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
 * Takes a variant out of its family: it becomes a product of its own (listed for itself), keeping its name, SKU, URL,
 * prices, stock, pictures and specs. Audited as `family.variant_remove` with the family it left.
 */
final readonly class DetachFamilyVariant
{
    public function __construct(private FamilyWriter $writer, private RefreshCatalogue $refresh, private RecountRating $ratings)
    {
    }

    /**
     * @throws ValidationException when the product is not a variant of this family
     */
    public function handle(StaffActor $actor, ProductFamily $family, Product $product): void
    {
        Product::withoutSyncingToSearch(fn () => WriteTransaction::run(function () use ($actor, $family, $product): void {
            $family = $this->writer->lock($family);
            $query = Product::query()->whereKey($product->id);
            $query->getQuery()->lockForUpdate();
            $variant = $query->firstOrFail();
            if ($variant->family_id !== $family->id) {
                throw ValidationException::withMessages(['variants' => Text::get('admin.families.validation.not_in_family')]);
            }
            $variant->family_id = null;
            $variant->save();
            $this->writer->touch($family);
            AuditLog::record($actor, 'family.variant_remove', $variant, ['family' => $family->name['ro'] ?? ''], [], $variant->sku);
        }));

        FamilyListing::refresh([$family->id]);
        // Its reviews' rating is its family's now (or its own again).
        $this->ratings->products([$product->id]);
        $this->refresh->products([$product->id]);
    }
}
