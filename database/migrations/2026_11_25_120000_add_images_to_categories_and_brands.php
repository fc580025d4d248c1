<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/*
 * A category's tile image and a brand's logo, uploaded in the back office: the key of the image in the media store
 * (its variants are derived from it), null while there is none (a category then shows its icon, a brand its name).
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('categories', function (Blueprint $table): void {
            $table->string('image')->nullable();
        });
        Schema::table('brands', function (Blueprint $table): void {
            $table->string('logo')->nullable();
        });
    }

    public function down(): void
    {
        Schema::table('categories', function (Blueprint $table): void {
            $table->dropColumn('image');
        });
        Schema::table('brands', function (Blueprint $table): void {
            $table->dropColumn('logo');
        });
    }
};
