<?php

declare(strict_types=1);

use App\Actions\Content\AddMissingLegalPages;
use Illuminate\Database\Migrations\Migration;

/*
 * The legal and help pages the footer and the consent texts link to (privacy, terms of sale, delivery, payment,
 * warranty, returns, cookies), so a fresh production database has them after `migrate --force`. Only missing
 * pages are added; one staff already wrote is never touched.
 */
return new class extends Migration
{
    public function up(): void
    {
        app(AddMissingLegalPages::class)->handle();
    }

    public function down(): void
    {
        // The pages stay: by now staff may have edited them, and rolling the schema back must not lose their texts.
    }
};
