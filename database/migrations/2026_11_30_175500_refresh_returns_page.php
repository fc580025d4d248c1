<?php

declare(strict_types=1);

use App\Actions\Content\RefreshUneditedLegalPages;
use Illuminate\Database\Migrations\Migration;

/*
 * The returns page says the return window the shop applies (RETURNS_WINDOW_DAYS) everywhere instead of a written
 * "14 days", that online payments come back to the card or through MIA, that the way back is free by courier as in a
 * store, and that a return's steps show in the order lookup too (docs/returns.md). A shop whose page nobody edited
 * gets the new texts; a page staff edited is left as they wrote it.
 */
return new class extends Migration
{
    public function up(): void
    {
        app(RefreshUneditedLegalPages::class)->handle(['returnare']);
    }

    public function down(): void
    {
        // The texts stay: the old ones contradicted what the shop does.
    }
};
