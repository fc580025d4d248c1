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

    #[Test]
    public function the_returns_page_says_the_configured_window_refunds_by_card_or_mia_a_free_way_back_and_the_order_lookup(): void
    {
        config(['returns.window_days' => 30]);
        DB::table('pages')->where('slug', 'returnare')->update(['created_at' => '2026-11-26 10:00:00', 'updated_at' => '2026-11-26 10:00:00']);
        $this->assertSame(['returnare'], app(RefreshUneditedLegalPages::class)->handle(['returnare']));
        $page = Page::query()->where('slug', 'returnare')->sole();

        foreach (['ro' => ['30 de zile', '14 zile'], 'ru' => ['30 дней', '14 дней']] as $locale => [$window, $written]) {
            $intro = $page->intro[$locale] ?? '';
            $opening = explode("\n", $page->body[$locale] ?? '')[0];
            $this->assertStringContainsString($window, $intro, "the $locale intro");
            $this->assertStringContainsString($window, $opening, "the $locale first paragraph");
            $this->assertStringNotContainsString($written, $intro.$opening);
            $this->assertStringNotContainsString('{{', ($page->body[$locale] ?? '').$intro);
        }
        $this->assertStringContainsString('[căutarea comenzii](/comanda/cautare)', $page->body['ro'] ?? '');
        $this->assertStringContainsString('[поиске заказа](/ru/comanda/cautare)', $page->body['ru'] ?? '');

        $this->get('/pagina/returnare')->assertOk()->assertSee('30 de zile')->assertSee('pe card sau prin MIA')
            ->assertSee('nici dacă îl ridică un curier')
            ->assertDontSee('costă cât livrarea');
        $this->get('/ru/pagina/returnare')->assertOk()->assertSee('30 дней')->assertSee('на карту или через MIA')
            ->assertSee('или его заберёт курьер по вашему адресу, вы за это не платите')
            ->assertDontSee('стоит как доставка');
    }

    #[Test]
    public function the_migration_gives_the_new_returns_texts_to_a_page_nobody_edited_and_leaves_an_edited_one(): void
    {
        $old = json_encode(['ro' => 'în 14 zile; pe card', 'ru' => 'в течение 14 дней; на карту']);
        DB::table('pages')->where('slug', 'returnare')->update(['body' => $old, 'created_at' => '2026-11-26 10:00:00', 'updated_at' => '2026-11-26 10:00:00']);
        $migration = require database_path('migrations/2026_11_30_175500_refresh_returns_page.php');

        $migration->up();
        $body = Page::query()->where('slug', 'returnare')->sole()->body;
        $this->assertStringContainsString('prin MIA', $body['ro'] ?? '');
        $this->assertStringContainsString('через MIA', $body['ru'] ?? '');

        DB::table('pages')->where('slug', 'returnare')->update(['body' => $old, 'updated_at' => '2026-11-28 09:00:00']);
        $migration->up();
        $this->assertSame('în 14 zile; pe card', Page::query()->where('slug', 'returnare')->sole()->body['ro'] ?? null);
    }
}
