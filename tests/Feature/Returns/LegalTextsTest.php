<?php

declare(strict_types=1);

namespace Tests\Feature\Returns;

use App\Actions\Content\RefreshUneditedLegalPages;
use App\Models\Page;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The returns and warranty pages say how to ask online, the window and how refunds come back, in both languages; an
 * existing shop gets the new texts on pages nobody edited, and a page staff edited keeps its words.
 */
final class LegalTextsTest extends TestCase
{
    #[Test]
    public function the_pages_describe_asking_online_the_window_and_refunds_in_both_languages(): void
    {
        config(['returns.window_days' => 14]);
        $this->get('/pagina/returnare')->assertOk()->assertSee('Returnează produse')->assertSee('14 zile')->assertSee('prin transfer bancar');
        $this->get('/ru/pagina/returnare')->assertOk()->assertSee('Вернуть товары')->assertSee('14 дней')->assertSee('банковским переводом');
        $this->get('/pagina/garantie')->assertOk()->assertSee('Reclamație de garanție');
        $this->get('/ru/pagina/garantie')->assertOk()->assertSee('Гарантийная заявка');
    }

    #[Test]
    public function an_existing_shop_gets_the_new_texts_only_on_pages_nobody_edited(): void
    {
        $old = json_encode(['ro' => 'Textul vechi', 'ru' => 'Старый текст']);
        DB::table('pages')->whereIn('slug', ['returnare', 'garantie'])->update(['body' => $old, 'created_at' => '2026-11-26 10:00:00', 'updated_at' => '2026-11-26 10:00:00']);
        // Staff edited the warranty page since.
        DB::table('pages')->where('slug', 'garantie')->update(['updated_at' => '2026-11-28 09:00:00']);

        $this->assertSame(['returnare'], app(RefreshUneditedLegalPages::class)->handle(['returnare', 'garantie']));

        $this->assertStringContainsString('Returnează produse', Page::query()->where('slug', 'returnare')->sole()->body['ro'] ?? '');
        $this->assertSame('Textul vechi', Page::query()->where('slug', 'garantie')->sole()->body['ro'] ?? null);
    }
}
