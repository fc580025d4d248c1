<?php

declare(strict_types=1);

namespace Tests\Feature\About;

use App\Models\Page;
use Database\Seeders\DemoCompanySeeder;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class AboutPageTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DemoCompanySeeder::class);
    }

    #[Test]
    public function the_romanian_page_shows_the_history_values_and_figures_from_the_database(): void
    {
        $this->get('/despre-companie')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('about/show')
            ->where('meta.title', 'Despre companie')
            ->where('meta.description', fn (string $text) => str_starts_with($text, 'Electro Shop este o rețea'))
            ->where('breadcrumbs', [['name' => 'Despre companie', 'url' => '/despre-companie']])
            ->where('page.sections.0.title', 'Istoria noastră')
            ->where('page.sections.0.paragraphs', fn ($paragraphs) => count($paragraphs) === 2 && str_contains($paragraphs[0], '2009'))
            ->where('page.sections.1.title', 'Valorile noastre')
            ->has('page.figures', 4)
            ->where('page.figures.0', ['value' => '2009', 'label' => 'anul fondării'])
            ->etc());
    }

    #[Test]
    public function the_russian_page_is_in_russian(): void
    {
        $this->get('/ru/despre-companie')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('meta.title', 'О компании')
            ->where('page.sections.0.title', 'Наша история')
            ->where('page.figures.1.label', 'магазинов в 7 городах')
            ->where('route.alternates.ro', '/despre-companie')
            ->etc());
    }

    #[Test]
    public function staff_edits_show_up_and_a_missing_translation_falls_back_to_romanian(): void
    {
        $page = Page::query()->where('slug', 'despre-companie')->firstOrFail();
        $page->update([
            'title' => ['ro' => 'Cine suntem'],
            'sections' => [
                ['title' => ['ro' => 'Noutate', 'ru' => 'Новость'], 'body' => ['ro' => "Primul.\n\nAl doilea.", 'ru' => 'Первый.']],
                ['title' => ['ro' => 'Gol', 'ru' => 'Пусто'], 'body' => ['ro' => '', 'ru' => '']],
            ],
        ]);

        $this->get('/despre-companie')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('meta.title', 'Cine suntem')
            ->where('page.sections', [['title' => 'Noutate', 'paragraphs' => ['Primul.', 'Al doilea.']]])
            ->etc());
        $this->get('/ru/despre-companie')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('meta.title', 'Cine suntem')
            ->where('page.sections', [['title' => 'Новость', 'paragraphs' => ['Первый.']]])
            ->etc());
    }

    #[Test]
    public function without_its_row_the_page_is_a_404_not_an_error(): void
    {
        Page::query()->delete();

        $this->get('/despre-companie')->assertNotFound();
        $this->get('/ru/despre-companie')->assertNotFound();
    }

    #[Test]
    public function the_page_reads_its_content_in_one_query(): void
    {
        $this->get('/despre-companie')->assertOk();
        DB::enableQueryLog();
        $this->get('/despre-companie')->assertOk();
        $queries = collect(DB::getQueryLog())->pluck('query');

        $this->assertSame(1, $queries->filter(static fn (string $sql): bool => preg_match('/["`]pages["`]/', $sql) === 1)->count());
        $this->assertLessThanOrEqual(4, $queries->count());
    }
}
