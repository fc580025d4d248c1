<?php

declare(strict_types=1);

namespace App\Actions\Families;

use App\Infrastructure\Security\StaffActor;
use App\Models\AttributeOption;
use App\Models\Product;
use App\Models\ProductFamily;
use App\Services\Families\NewVariant;
use Illuminate\Support\Str;

/**
 * "Generate combinations": every combination of the chosen option values the family does not have yet becomes a
 * new variant (AddFamilyVariant), off sale, at the price typed for all of them (staff fill in each one's price and
 * switch it on). Its SKU is the prefix typed and the options' slugs or numbers (`IP16-256GB-NEGRU`, `TV-55`), with -2,
 * -3… when taken.
 */
final readonly class GenerateFamilyVariants
{
    public function __construct(private AddFamilyVariant $add)
    {
    }

    /**
     * @param  list<array<int, int|string>>  $combinations
     * @return list<Product>
     */
    public function handle(StaffActor $actor, ProductFamily $family, array $combinations, string $skuPrefix, int $price): array
    {
        $ids = [];
        foreach ($combinations as $values) {
            array_push($ids, ...array_values(array_filter($values, 'is_int')));
        }
        $slugs = AttributeOption::query()->whereKey(array_unique($ids))->pluck('slug', 'id');
        $taken = [];
        $variants = [];
        foreach ($combinations as $values) {
            $base = mb_strtoupper(Str::limit($skuPrefix.'-'.implode('-', array_map(static fn (int|string $value): string => is_int($value) ? Str::slug((string) $slugs->get($value)) : $value, array_values($values))), 58, ''));
            $base = (string) preg_replace('/[^A-Z0-9._-]/', '', $base);
            $sku = $base;
            for ($n = 2; isset($taken[$sku]) || Product::query()->where('sku', $sku)->exists(); $n++) {
                $sku = $base.'-'.$n;
            }
            $taken[$sku] = true;
            $variants[] = new NewVariant($sku, $values, $price, null, false);
        }

        return $this->add->handle($actor, $family, $variants);
    }
}
