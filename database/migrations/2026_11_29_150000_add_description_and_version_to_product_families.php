<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/*
 * A family's description in both languages (Markdown, as a product's): the family form keeps it here and writes it
 * down to every variant, as it does the shared name, brand and category (docs/variants.md). `version` counts the
 * family's writes: the form sends the one it showed, and a save over somebody else's change meanwhile is refused.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('product_families', function (Blueprint $table): void {
            $table->json('description')->nullable();
            $table->unsignedInteger('version')->default(0);
        });
    }

    public function down(): void
    {
        Schema::table('product_families', function (Blueprint $table): void {
            $table->dropColumn(['description', 'version']);
        });
    }
};
