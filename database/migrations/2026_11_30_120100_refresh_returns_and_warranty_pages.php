<?php

declare(strict_types=1);

use App\Actions\Content\RefreshUneditedLegalPages;
use Illuminate\Database\Migrations\Migration;

/*
 * The returns and warranty pages describe what the shop does now: returns and warranty claims asked for online from
 * the order page, their steps and mails, refunds by method and when the money arrives (docs/returns.md). A shop whose
 * pages nobody edited gets the new texts; a page staff edited is left as they wrote it.
 */
return new class extends Migration
{
    public function up(): void
    {
        app(RefreshUneditedLegalPages::class)->handle(['returnare', 'garantie']);
    }

    public function down(): void
    {
        // The texts stay: the old ones described a shop without online returns.
    }
};
