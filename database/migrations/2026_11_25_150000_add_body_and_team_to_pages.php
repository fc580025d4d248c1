<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/*
 * Pages edited in the back office: a Markdown body per language for any page by slug (the legal pages and others at
 * /pagina/{slug}), and the about page's team (name, role per language, photo). Both null on rows that have none.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('pages', function (Blueprint $table): void {
            $table->json('body')->nullable();
            $table->json('team')->nullable();
        });
    }

    public function down(): void
    {
        Schema::table('pages', function (Blueprint $table): void {
            $table->dropColumn(['body', 'team']);
        });
    }
};
