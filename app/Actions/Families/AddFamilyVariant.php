<?php

declare(strict_types=1);

namespace App\Actions\Families;

use App\Actions\Reviews\RecountRating;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\AttributeOption;
use App\Models\Product;
use App\Models\ProductFamily;
use App\Services\Audit\AuditLog;
use App\Services\Families\FamilyListing;
use App\Services\Families\FamilyWriter;
use App\Services\Families\NewVariant;
use App\Services\Products\RefreshCatalogue;
use Illuminate\Support\Facades\DB;

/**
 * New variants of a family: each a products row in the family with its SKU, option values and prices, the family's
 * name (with its option labels), brand, category and description, the specs its variants share copied from the
 * first one, no stock, on sale or not as staff chose. Audited as `family.variant_add`, naming each by its SKU.
 */
final readonly class AddFamilyVariant
{
    public function __construct(private FamilyWriter $writer, private RefreshCatalogue $refresh, private RecountRating $ratings)
    {
    }

    /**
     * @param  list<NewVariant>  $variants
     * @return list<Product>
     */
    public function handle(StaffActor $actor, ProductFamily $family, array $variants): array
    {
        $created = Product::withoutSyncingToSearch(fn (): array => WriteTransaction::run(function () use ($actor, $family, $variants): array {
            $family = $this->writer->lock($family);
            [$root, $sub] = FamilyWriter::categoryColumns($family->category_id);
            $options = array_values(DB::table('product_family_options')->where('family_id', $family->id)->pluck('attribute_id')->map(static fn (mixed $id): int => (int) $id)->all());
            $created = [];
            foreach ($variants as $new) {
                $variant = new Product([
                    'sku' => $new->sku,
                    'slug' => FamilyWriter::freeSlug('products', $family->name['ro'].' '.self::labels($new->values)),
                    'name' => $family->name,
                    'description' => ['ro' => $family->description['ro'] ?? '', 'ru' => $family->description['ru'] ?? ''],
                    'brand_id' => $family->brand_id,
                    'category_id' => $family->category_id,
                    'category_root_id' => $root,
                    'category_sub_id' => $sub,
                    'price' => $new->price,
                    'old_price' => $new->oldPrice,
                    'stock_total' => 0,
                    'popularity' => 0,
                    'is_active' => $new->active,
                    'family_id' => $family->id,
                ]);
                $variant->is_listed = false;
                $variant->save();
                $this->writer->setValues($variant, $new->values);
                $this->writer->copySharedSpecs($family, $variant, $options);
                $created[] = $variant;
            }
            $this->writer->writeDown($family);
            foreach ($created as $variant) {
                $variant->refresh();
                AuditLog::record($actor, 'family.variant_add', $variant, [], [...$this->writer->variantSnapshot($variant), 'family' => $family->name['ro'] ?? ''], $variant->sku);
            }
            $this->writer->touch($family);

            return $created;
        }));

        FamilyListing::refresh([$family->id]);
        // Its reviews' rating is its family's now (or its own again).
        $this->ratings->products(array_values(array_map(static fn (Product $variant): int => $variant->id, $created)));
        $this->refresh->products(array_values(array_map(static fn (Product $variant): int => $variant->id, $created)));

        return $created;
    }

    /**
     * The option values' Romanian labels (a number as it is), in the order given: what the new variant's URL is made of.
     *
     * @param  array<int, int|string>  $values
     */
    private static function labels(array $values): string
    {
        $labels = AttributeOption::query()->whereKey(array_values(array_filter($values, 'is_int')))->get(['id', 'value'])->keyBy('id');

        return implode(' ', array_map(static fn (int|string $value): string => is_int($value) ? ($labels->get($value)->value['ro'] ?? '') : $value, array_values($values)));
    }
}
