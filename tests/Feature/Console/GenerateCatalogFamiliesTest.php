<?php

declare(strict_types=1);

namespace Tests\Feature\Console;

use App\Services\Families\FamilyListing;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * `catalog:generate --families=N --variants=K` (the bench's families catalogue) works out each family's listed variant
 * and option values itself, in bulk: they must be exactly what FamilyListing::refresh makes of the same rows.
 */
final class GenerateCatalogFamiliesTest extends TestCase
{
    #[Test]
    public function the_generated_families_are_listed_as_family_listing_lists_them(): void
    {
        $this->seed(DatabaseSeeder::class);
        $before = (int) DB::table('products')->max('id');

        $this->assertSame(0, Artisan::call('catalog:generate', ['--families' => 80, '--variants' => 3, '--seed' => 7, '--chunk' => 30]));

        $families = array_values(DB::table('product_families')->where('slug', 'like', 'familie-sintetica-%')->pluck('id')->map(static fn (mixed $id): int => (int) $id)->all());
        $this->assertCount(80, $families);
        $this->assertSame(240, DB::table('products')->where('id', '>', $before)->whereIn('family_id', $families)->count());
        // Every family tells its variants apart by storage and colour: no two variants share both.
        $this->assertSame(160, DB::table('product_family_options')->whereIn('family_id', $families)->count());
        $combinations = DB::table('product_attribute_values as s')
            ->join('product_attribute_values as c', 'c.product_id', '=', 's.product_id')
            ->join('attributes as sa', 'sa.id', '=', 's.attribute_id')->where('sa.code', 'storage')
            ->join('attributes as ca', 'ca.id', '=', 'c.attribute_id')->where('ca.code', 'color')
            ->join('products as p', 'p.id', '=', 's.product_id')->whereIn('p.family_id', $families)
            ->selectRaw('p.family_id, s.attribute_option_id AS storage, c.attribute_option_id AS colour')->distinct()->get();
        $this->assertCount(240, $combinations);

        $generated = $this->listing($families);
        // Scramble what the generator set, then let FamilyListing work it out from the rows.
        DB::table('products')->whereIn('family_id', $families)->update(['is_listed' => true, 'is_listed_discounted' => true, 'is_listed_new' => false]);
        DB::table('family_option_values')->whereIn('family_id', $families)->delete();
        FamilyListing::refresh($families);

        // The sample holds the cases that decide: a family not led by its cheapest variant (sold out or switched off),
        // a family with values of other variants to find it by, and a variant switched off.
        $this->assertGreaterThan(0, DB::table('products as p')->whereIn('p.family_id', $families)->where('p.is_listed', true)
            ->whereExists(fn ($q) => $q->from('products as o')->whereColumn('o.family_id', 'p.family_id')->whereColumn('o.price', '<', 'p.price')
                ->where('o.is_active', true)->where('o.stock_total', 0))->count(), 'a family led by a variant dearer than a sold-out one');
        $this->assertGreaterThan(0, DB::table('family_option_values')->whereIn('family_id', $families)->count());
        $this->assertGreaterThan(0, DB::table('products')->whereIn('family_id', $families)->where('is_active', false)->count());
        // and a family shown among the discounted products by a variant that is not its listed one.
        $this->assertGreaterThan(0, DB::table('products')->whereIn('family_id', $families)->where('is_listed_discounted', true)->where('is_listed', false)->count());
        $this->assertGreaterThan(0, DB::table('products')->whereIn('family_id', $families)->where('is_listed_new', true)->count());

        $this->assertSame($this->listing($families), $generated);
    }

    #[Test]
    public function a_count_and_families_together_are_refused(): void
    {
        $this->seed(DatabaseSeeder::class);

        $this->assertSame(1, Artisan::call('catalog:generate', ['count' => 5, '--families' => 2]));
        $this->assertSame(0, DB::table('product_families')->where('slug', 'like', 'familie-sintetica-%')->count());
    }

    /**
     * Each family's listed variants, the ones standing for it among the discounted and the new products, and its
     * family_option_values, in a stable order.
     *
     * @param  list<int>  $families
     * @return array<int, array{listed: list<int>, discounted: list<int>, new: list<int>, values: list<string>}>
     */
    private function listing(array $families): array
    {
        $result = [];
        foreach ($families as $family) {
            $result[$family] = [
                'listed' => $this->flagged($family, 'is_listed'),
                'discounted' => $this->flagged($family, 'is_listed_discounted'),
                'new' => $this->flagged($family, 'is_listed_new'),
                'values' => array_values(DB::table('family_option_values')->where('family_id', $family)->get()
                    ->map(static fn (object $row): string => $row->attribute_id.':'.($row->attribute_option_id ?? 'n'.$row->number_value))->sort()->all()),
            ];
        }

        return $result;
    }

    /**
     * @return list<int>
     */
    private function flagged(int $family, string $flag): array
    {
        return array_values(DB::table('products')->where('family_id', $family)->where($flag, true)->orderBy('id')->pluck('id')->map(static fn (mixed $id): int => (int) $id)->all());
    }
}
