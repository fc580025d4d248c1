<?php

declare(strict_types=1);

namespace Tests\Feature\Pages;

use App\Enums\StaffRole;
use App\Models\Page;
use App\Models\User;
use App\Services\Content\LegalPages;
use App\Support\Money\Money;
use Illuminate\Database\Migrations\Migration;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** The legal and help pages: there on a fresh database, in both languages, with the shop's own facts, kept by the back office. */
final class LegalPagesTest extends TestCase
{
    use RefreshDatabase;

    /**
     * @return array<string, array{0: string, 1: string, 2: string, 3: list<string>, 4: list<string>}>
     */
    public static function pages(): array
    {
        return [
            'privacy' => ['confidentialitate', 'Politica de confidențialitate', 'Политика конфиденциальности',
                ['Legii nr. 133/2011', 'Electro Shop SRL', 'IDNO 1012600012345', 'suport@electroshop.md', 'Centrului Național pentru Protecția Datelor cu Caracter Personal (CNPDCP)', 'de rectificare', 'de ștergere', 'de opoziție', 'curierat', 'Partenerilor financiari', 'CV-urile'],
                ['Закону № 133/2011', 'Electro Shop SRL', 'IDNO 1012600012345', 'suport@electroshop.md', 'CNPDCP', 'на исправление', 'на удаление', 'на возражение', 'Курьерским службам', 'Финансовым партнёрам', 'резюме']],
            'terms' => ['termeni-si-conditii', 'Termeni și condiții de vânzare', 'Условия продажи',
                ['Contractul de vânzare', 'includ TVA', '<strong>14 zile</strong>', 'Legea nr. 105/2003'],
                ['Договор купли-продажи', 'включают НДС', '<strong>14 дней</strong>', 'Закон № 105/2003']],
            'delivery' => ['livrare', 'Livrare', 'Доставка',
                ['Ridicare din magazin', 'Suburbiile Chișinăului', '09:00 – 13:00', '18:00 – 21:00'],
                ['Самовывоз из магазина', 'Пригороды Кишинёва', '09:00 – 13:00', '18:00 – 21:00']],
            'payment' => ['plata', 'Plata', 'Оплата',
                ['Numerar la curier', 'Card la curier', 'Credit prin programul partenerului', 'IDNO (13 cifre)'],
                ['Наличными курьеру', 'Картой курьеру', 'В кредит по программе партнёра', 'IDNO (13 цифр)']],
            'warranty' => ['garantie', 'Garanție', 'Гарантия',
                ['<strong>24 de luni</strong>', 'certificatul de garanție', 'service autorizat'],
                ['<strong>24 месяцев</strong>', 'гарантийном талоне', 'авторизованный сервис']],
            'returns' => ['returnare', 'Returnare', 'Возврат',
                ['<strong>14 zile</strong>', 'Legii nr. 105/2003', 'ambalajul original', 'Banii înapoi'],
                ['в срок <strong>14 дней</strong>', 'Закону № 105/2003', 'оригинальная упаковка', 'Возврат денег']],
            'cookies' => ['cookie-uri', 'Politica privind cookie-urile', 'Политика использования cookie',
                ['<code>electro_shop_session</code>', '<code>XSRF-TOKEN</code>', '<code>guest_id</code>', '<code>appearance</code>', '<code>remember_web_…</code>', '120 de minute', '400 de zile'],
                ['<code>electro_shop_session</code>', '<code>XSRF-TOKEN</code>', '<code>guest_id</code>', '<code>appearance</code>', '<code>remember_web_…</code>', '120 минут', '400 дней']],
        ];
    }

    /**
     * @param  list<string>  $romanian
     * @param  list<string>  $russian
     */
    #[Test]
    #[DataProvider('pages')]
    public function each_legal_page_is_there_on_a_fresh_database_in_both_languages(string $slug, string $titleRo, string $titleRu, array $romanian, array $russian): void
    {
        foreach (['ro' => [$titleRo, $romanian, ''], 'ru' => [$titleRu, $russian, '/ru']] as [$title, $phrases, $prefix]) {
            $this->get($prefix.'/pagina/'.$slug)->assertOk()->assertInertia(function (Assert $page) use ($title, $phrases): void {
                $page->component('pages/show')->where('page.title', $title)->where('meta.title', $title)
                    ->where('meta.description', fn (string $description): bool => mb_strlen($description) > 60 && ! str_contains($description, '{{'));
                $html = (string) $page->toArray()['props']['page']['html'];
                foreach ($phrases as $phrase) {
                    $this->assertStringContainsString($phrase, $html);
                }
                $this->assertStringNotContainsString('{{', $html);
                // Long texts with structure: sections and lists, several paragraphs.
                $this->assertGreaterThanOrEqual(3, substr_count($html, '<h2>'));
                $this->assertGreaterThanOrEqual(2, substr_count($html, '<p>'));
                $this->assertMatchesRegularExpression('/<(ul|ol|table)>/', $html);
            });
        }
    }

    #[Test]
    public function the_texts_carry_this_shops_fees_periods_and_links_in_the_pages_language(): void
    {
        $zones = config()->array('checkout.delivery.zones');
        $this->get('/pagina/livrare')->assertInertia(fn (Assert $page) => $page->where('page.html', function (string $html) use ($zones): bool {
            foreach ($zones as $zone) {
                $this->assertStringContainsString('<td>'.Money::format($zone['fee'], 'ro').'</td>', $html);
                $this->assertStringContainsString('<td>'.Money::format($zone['free_from'], 'ro').'</td>', $html);
            }

            return str_contains($html, 'href="/contacte/magazine"') || str_contains($html, 'href="'.route('stores.index', [], false).'"');
        })->etc());
        $this->get('/pagina/confidentialitate')->assertInertia(fn (Assert $page) => $page->where('page.html', fn (string $html): bool => str_contains($html, '365 de zile de la primire')
            && str_contains($html, '180 de zile de la trimitere') && str_contains($html, '90 de zile de la ultima modificare')
            && str_contains($html, 'href="/pagina/cookie-uri"'))->etc());
        $this->get('/ru/pagina/confidentialitate')->assertInertia(fn (Assert $page) => $page->where('page.html', fn (string $html): bool => str_contains($html, '365 дней с момента получения')
            && str_contains($html, 'href="/ru/pagina/cookie-uri"') && ! str_contains($html, 'href="/pagina/'))->etc());
    }

    #[Test]
    public function the_data_migration_adds_missing_pages_with_the_configured_facts_and_leaves_an_edited_one_alone(): void
    {
        $terms = Page::query()->where('slug', 'termeni-si-conditii')->sole();
        $terms->forceFill(['title' => ['ro' => 'Condițiile noastre', 'ru' => 'Наши условия'], 'body' => ['ro' => 'Text scris de personal.', 'ru' => 'Текст сотрудников.']])->save();
        $terms->refresh();
        Page::query()->whereIn('slug', ['livrare', 'confidentialitate'])->delete();
        config([
            'checkout.delivery.zones.chisinau.fee' => 7_500,
            'privacy.contact_messages_days' => 21,
            'privacy.credit_requests_days' => 1,
        ]);

        $this->migrateLegalPages();

        $this->assertSame(count(LegalPages::PAGES), Page::query()->whereIn('slug', LegalPages::slugs())->count());
        $kept = Page::query()->where('slug', 'termeni-si-conditii')->sole();
        $this->assertSame(['ro' => 'Condițiile noastre', 'ru' => 'Наши условия'], $kept->title);
        $this->assertSame(['ro' => 'Text scris de personal.', 'ru' => 'Текст сотрудников.'], $kept->body);
        $this->assertEquals($terms->updated_at, $kept->updated_at);

        $delivery = Page::query()->where('slug', 'livrare')->sole();
        $this->assertStringContainsString("| Chișinău | 75\u{00A0}lei |", (string) $delivery->body['ro']);
        $this->assertStringContainsString("| Кишинёв | 75\u{00A0}лей |", (string) $delivery->body['ru']);
        $privacy = Page::query()->where('slug', 'confidentialitate')->sole();
        $this->assertStringContainsString('21 de zile de la primire', (string) $privacy->body['ro']);
        $this->assertStringContainsString('21 день с момента получения', (string) $privacy->body['ru']);
        $this->assertStringContainsString('1 zi de la trimitere', (string) $privacy->body['ro']);
        $this->assertStringContainsString('1 день с момента отправки', (string) $privacy->body['ru']);

        // Run again: nothing changes, nothing doubles.
        $this->migrateLegalPages();
        $this->assertSame(count(LegalPages::PAGES), Page::query()->whereIn('slug', LegalPages::slugs())->count());
        $this->assertSame(['ro' => 'Condițiile noastre', 'ru' => 'Наши условия'], Page::query()->where('slug', 'termeni-si-conditii')->sole()->title);
    }

    #[Test]
    public function every_storefront_page_shares_the_legal_pages_slugs_for_the_footer_and_the_consent_texts(): void
    {
        $this->get('/')->assertOk()->assertInertia(fn (Assert $page) => $page->where('shop.legal_pages', LegalPages::PAGES)->etc());
        $this->get('/ru/inregistrare')->assertOk()->assertInertia(fn (Assert $page) => $page->where('shop.legal_pages', LegalPages::PAGES)->etc());
        $this->assertSame(['terms', 'delivery', 'payment', 'warranty', 'returns', 'privacy', 'cookies'], array_keys(LegalPages::PAGES));
        foreach (LegalPages::slugs() as $slug) {
            $this->get('/pagina/'.$slug)->assertOk();
            $this->get('/ru/pagina/'.$slug)->assertOk();
        }
    }

    #[Test]
    public function the_back_office_edits_a_legal_page_but_neither_deletes_it_nor_moves_its_address(): void
    {
        $editor = User::factory()->staff(StaffRole::Editor)->createOne();
        $privacy = Page::query()->where('slug', 'confidentialitate')->sole();
        $texts = ['title' => $privacy->title, 'intro' => $privacy->intro, 'body' => ['ro' => "## Date\n\nText nou.", 'ru' => "## Данные\n\nНовый текст."]];

        $this->actingAs($editor)->get('/admin/pagini')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('pages', fn ($pages): bool => collect($pages)->where('legal', true)->pluck('slug')->sort()->values()->all() === collect(LegalPages::slugs())->sort()->values()->all())->etc());
        $this->actingAs($editor)->get('/admin/pagini/'.$privacy->id.'/editare')->assertOk()->assertInertia(fn (Assert $page) => $page->where('page.legal', true)->etc());

        $this->actingAs($editor)->delete('/admin/pagini/'.$privacy->id)
            ->assertSessionHasErrors(['page' => 'Paginile legale nu se pot șterge: subsolul site-ului și formularele trimit la ele.']);
        $editor->forceFill(['locale' => 'ru'])->save();
        $this->actingAs($editor)->put('/admin/pagini/'.$privacy->id, ['slug' => 'date-personale', ...$texts])
            ->assertSessionHasErrors(['slug' => 'Адрес юридической страницы не меняется: на него ведут ссылки из подвала сайта и форм.']);
        $this->assertSame('confidentialitate', $privacy->fresh()?->slug);

        $this->actingAs($editor)->put('/admin/pagini/'.$privacy->id, ['slug' => 'confidentialitate', ...$texts])->assertRedirect()->assertSessionHasNoErrors();
        $this->get('/pagina/confidentialitate')->assertInertia(fn (Assert $page) => $page->where('page.html', "<h2>Date</h2>\n<p>Text nou.</p>")->etc());
    }

    private function migrateLegalPages(): void
    {
        /** @var Migration $migration */
        $migration = require database_path('migrations/2026_11_26_110000_add_legal_pages.php');
        $migration->up();
    }
}
