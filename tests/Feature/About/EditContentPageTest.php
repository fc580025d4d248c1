<?php

declare(strict_types=1);

namespace Tests\Feature\About;

use App\Models\Page;
use Database\Seeders\DemoCompanySeeder;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class EditContentPageTest extends TestCase
{
    private string $file;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DemoCompanySeeder::class);
        $this->file = tempnam(sys_get_temp_dir(), 'page').'.json';
    }

    protected function tearDown(): void
    {
        @unlink($this->file);
        parent::tearDown();
    }

    #[Test]
    public function staff_export_the_about_page_edit_it_and_import_it_back(): void
    {
        $this->artisan('content:page', ['slug' => 'despre-companie', '--export' => $this->file])->assertSuccessful();
        $data = json_decode((string) file_get_contents($this->file), true);
        $data['figures'][1]['value'] = '11';
        $data['sections'][0]['title']['ru'] = 'История';
        file_put_contents($this->file, json_encode($data));

        $this->artisan('content:page', ['slug' => 'despre-companie', '--import' => $this->file])->assertSuccessful();

        $page = Page::query()->where('slug', 'despre-companie')->sole();
        $this->assertSame('11', $page->figures[1]['value']);
        $this->get('/ru/despre-companie')->assertOk()->assertSee('История');
    }

    #[Test]
    public function an_import_missing_a_language_is_refused_and_changes_nothing(): void
    {
        file_put_contents($this->file, json_encode(['title' => ['ro' => 'Doar română'], 'intro' => ['ro' => 'x', 'ru' => 'y'], 'sections' => [], 'figures' => []]));

        $this->artisan('content:page', ['slug' => 'despre-companie', '--import' => $this->file])->assertFailed();
        file_put_contents($this->file, '{not json');
        $this->artisan('content:page', ['slug' => 'despre-companie', '--import' => $this->file])->assertFailed();

        $this->assertSame('Despre companie', Page::query()->where('slug', 'despre-companie')->sole()->title['ro']);
    }
}
