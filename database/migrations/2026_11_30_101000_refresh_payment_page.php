<?php

declare(strict_types=1);

use App\Actions\Content\RefreshUneditedLegalPages;
use Illuminate\Database\Migrations\Migration;

/*
 * The payment page describes what the shop takes now: cards online through maib and MIA instant payments by QR, how
 * long an order waits for its payment, and refunds to the same card or account (docs/payments.md). A shop whose page
 * nobody edited gets the new texts; a page staff edited is left as they wrote it.
 */
return new class extends Migration
{
    public function up(): void
    {
        app(RefreshUneditedLegalPages::class)->handle(['plata']);
    }

    public function down(): void
    {
        // The texts stay: the old ones described a shop without online payments.
    }
};
