<?php

declare(strict_types=1);

namespace App\Actions\Families;

use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\Product;
use App\Models\ProductFamily;
use App\Services\Audit\AuditLog;
use App\Services\Families\FamilyData;
use App\Services\Families\FamilyListing;
use App\Services\Families\FamilyWriter;
use App\Services\Families\VariantEdit;
use App\Services\Products\RefreshCatalogue;
use Illuminate\Support\Facades\DB;

/**
 * Creates a family or saves its form: the shared name, brand, category and description, its options in order and
 * the variants table's inline edits (option values, prices, on sale or not), then the shared fields written down to
 * every variant, all in one transaction with its audit entries (`family.create` / `family.update`, one
 * `family.variant_update` per variant changed, naming it by SKU). Saving over a change somebody made meanwhile is
 * refused (the version the page showed). Once committed the family lists the right variant and the shop shows the
 * change at its next request.
 */
final readonly class SaveFamily
{
    public function __construct(private FamilyWriter $writer, private RefreshCatalogue $refresh)
    {
    }

    /**
     * @param  list<VariantEdit>  $edits
     */
    public function handle(StaffActor $actor, ?ProductFamily $family, FamilyData $data, ?int $version = null, array $edits = []): ProductFamily
    {
        $family = Product::withoutSyncingToSearch(fn (): ProductFamily => WriteTransaction::run(function () use ($actor, $family, $data, $version, $edits): ProductFamily {
            if ($family === null) {
                $family = new ProductFamily(['slug' => FamilyWriter::freeSlug('product_families', $data->name['ro'])]);
                $this->fill($family, $data);
                $family->version = 1;
                $family->save();
                $this->options($family, $data->options);
                AuditLog::record($actor, 'family.create', $family, [], $this->writer->snapshot($family), $data->name['ro']);

                return $family;
            }

            $family = $this->writer->lock($family, $version);
            $before = $this->writer->snapshot($family);
            $this->fill($family, $data);
            $this->options($family, $data->options);
            $this->writer->touch($family);

            foreach ($edits as $edit) {
                /** @var Product $variant */
                $variant = Product::query()->where('family_id', $family->id)->findOrFail($edit->id);
                $was = $this->writer->variantSnapshot($variant);
                $variant->fill(['price' => $edit->price, 'old_price' => $edit->oldPrice, 'is_active' => $edit->active]);
                if ($variant->isDirty()) {
                    $variant->save();
                }
                $this->writer->setValues($variant, $edit->values);
                $changes = FamilyWriter::changes($was, $this->writer->variantSnapshot($variant));
                if ($changes !== null) {
                    AuditLog::record($actor, 'family.variant_update', $variant, $changes[0], $changes[1], $variant->sku);
                }
            }
            $this->writer->writeDown($family);

            $changes = FamilyWriter::changes($before, $this->writer->snapshot($family));
            if ($changes !== null) {
                AuditLog::record($actor, 'family.update', $family, $changes[0], $changes[1], $family->name['ro'] ?? null);
            }

            return $family;
        }));

        FamilyListing::refresh([$family->id]);
        $this->refresh->products(array_values(Product::query()->where('family_id', $family->id)->pluck('id')->map(static fn (mixed $id): int => (int) $id)->all()));

        return $family;
    }

    private function fill(ProductFamily $family, FamilyData $data): void
    {
        $family->fill([
            'name' => $data->name,
            'description' => $data->description,
            'brand_id' => $data->brandId,
            'category_id' => $data->categoryId,
        ]);
    }

    /**
     * @param  list<int>  $options
     */
    private function options(ProductFamily $family, array $options): void
    {
        DB::table('product_family_options')->where('family_id', $family->id)->delete();
        $rows = [];
        foreach ($options as $position => $attributeId) {
            $rows[] = ['family_id' => $family->id, 'attribute_id' => $attributeId, 'position' => $position];
        }
        if ($rows !== []) {
            DB::table('product_family_options')->insert($rows);
        }
    }
}
