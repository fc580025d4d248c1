<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

/*
 * The "4 stars and up" facet counts the products whose family's reviews average 4 or more (docs/reviews.md): every
 * listing's facets index gets `rating_average` last, so the counts stay answered from the index alone (the order the
 * indexes give stays as it was).
 */
return new class extends Migration
{
    public function up(): void
    {
        $this->rebuild(static fn (array $columns): array => [...$columns, 'rating_average']);
    }

    public function down(): void
    {
        $this->rebuild(static fn (array $columns): array => array_values(array_diff($columns, ['rating_average'])));
    }

    /**
     * @param  Closure(list<string>): list<string>  $columns
     */
    private function rebuild(Closure $columns): void
    {
        $indexes = array_values(array_filter(Schema::getIndexes('products'), static fn (array $index): bool => str_ends_with($index['name'], '_facets_index')));
        Schema::table('products', function (Blueprint $table) use ($indexes): void {
            foreach ($indexes as $index) {
                $table->dropIndex($index['name']);
            }
        });
        Schema::table('products', function (Blueprint $table) use ($indexes, $columns): void {
            foreach ($indexes as $index) {
                $table->index($columns($index['columns']), $index['name']);
            }
        });
        if (DB::connection()->getDriverName() === 'sqlite') {
            DB::statement('ANALYZE products');
        }
    }
};
