<?php

declare(strict_types=1);

namespace Tests\Feature\Payments;

use App\Models\Page;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The payment page describes paying online by card (maib) and by MIA QR, and refunds to the same card or account, in
 * both languages; an existing shop gets the new texts by its migration on a page nobody edited, never on one staff edited.
 */
final class PaymentPageTextTest extends TestCase
{
    #[Test]
    public function the_payment_page_describes_the_online_methods_in_both_languages(): void
    {
        $this->get('/pagina/plata')->assertOk()->assertSee('Card online (maib)')->assertSee('Plată instant MIA (cod QR)')
            ->assertSee('Magazinul nu vede și nu păstrează numărul cardului')->assertSee('Numerar la curier');
        $this->get('/ru/pagina/plata')->assertOk()->assertSee('Картой онлайн (maib)')->assertSee('Мгновенный платёж MIA (QR-код)')
            ->assertSee('Магазин не видит и не хранит номер карты')->assertSee('Наличными курьеру');
    }

    #[Test]
    public function the_migration_gives_the_new_texts_only_to_a_page_nobody_edited(): void
    {
        $migration = require database_path('migrations/2026_11_30_101000_refresh_payment_page.php');
        $old = json_encode(['ro' => 'Textul vechi', 'ru' => 'Старый текст']);
        DB::table('pages')->where('slug', 'plata')->update(['body' => $old, 'created_at' => '2026-11-26 10:00:00', 'updated_at' => '2026-11-26 10:00:00']);
        $migration->up();
        $this->assertStringContainsString('Plată instant MIA', Page::query()->where('slug', 'plata')->sole()->body['ro'] ?? '');

        DB::table('pages')->where('slug', 'plata')->update(['body' => $old, 'updated_at' => '2026-11-28 09:00:00']);
        $migration->up();
        $this->assertSame('Textul vechi', Page::query()->where('slug', 'plata')->sole()->body['ro'] ?? null);
    }
}
