<?php

declare(strict_types=1);

namespace Tests\Feature\Catalog;

use Database\Seeders\DatabaseSeeder;
use Illuminate\Database\Migrations\Migration;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * Migration 2026_11_29_172000 works out in SQL what FamilyListing writes from then on: each family's listed variant's
 * own spec values in family_option_values, and the variants standing for their families among the discounted and
 * the new products. On the demo catalogue (its families written by FamilyListing as it is seeded), taking the
 * migration back and running it again gives the same rows, and taking it back leaves the table as it was before it.
 */
final class ListedVariantValuesMigrationTest extends TestCase
{
    private const MIGRATION = '2026_11_29_172000_keep_listed_variant_values_and_list_flags';

    #[Test]
    public function the_migration_writes_what_family_listing_writes(): void
    {
        $this->seed(DatabaseSeeder::class);
        // The demo holds the cases that decide: a family shown among the discounted or the new products by a
        // variant that is not its listed one, and listed variants with values of their own beside their options.
        $this->assertGreaterThan(0, DB::table('products')->whereNotNull('family_id')->where('is_listed', false)
            ->where(static fn ($q) => $q->where('is_listed_discounted', true)->orWhere('is_listed_new', true))->count());
        $listing = $this->listing();
        $own = $this->ownRows();
        $this->assertGreaterThan(0, $own);
        $this->assertGreaterThan($own, count($listing['values']));

        $migration = $this->migration();
        $migration->down();
        $this->assertFalse(Schema::hasColumn('products', 'is_listed_discounted'));
        // Only the option values the listed variants lack are left, as before the migration.
        $this->assertSame(count($listing['values']) - $own, DB::table('family_option_values')->count());
        $this->assertSame(0, $this->ownRows());

        $migration->up();
        $this->assertSame($listing, $this->listing());
    }

    private function migration(): Migration
    {
        /** @var Migration */
        return require database_path('migrations/'.self::MIGRATION.'.php');
    }

    /** The rows of family_option_values that are their listed variant's own values. */
    private function ownRows(): int
    {
        return DB::table('family_option_values as f')->join('product_attribute_values as v', static fn ($join) => $join
            ->on('v.product_id', '=', 'f.product_id')->on('v.attribute_id', '=', 'f.attribute_id'))
            ->where(static fn ($same) => $same->whereColumn('v.attribute_option_id', 'f.attribute_option_id')
                ->orWhere(static fn ($number) => $number->whereNull('v.attribute_option_id')->whereNull('f.attribute_option_id')->whereColumn('v.number_value', 'f.number_value')))
            ->count();
    }

    /**
     * @return array{discounted: list<int>, new: list<int>, values: list<string>}
     */
    private function listing(): array
    {
        $ids = static fn (string $flag): array => array_values(DB::table('products')->whereNotNull('family_id')->where($flag, true)
            ->orderBy('id')->pluck('id')->map(static fn (mixed $id): int => (int) $id)->all());

        return [
            'discounted' => $ids('is_listed_discounted'),
            'new' => $ids('is_listed_new'),
            'values' => array_values(DB::table('family_option_values')->orderBy('product_id')->orderBy('attribute_id')->orderBy('attribute_option_id')->orderBy('number_value')->get()
                ->map(static fn (object $row): string => $row->family_id.':'.$row->product_id.':'.$row->attribute_id.':'.($row->attribute_option_id ?? 'n'.(float) $row->number_value))->all()),
        ];
    }
}
