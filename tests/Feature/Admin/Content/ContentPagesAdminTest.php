<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Content;

use App\Enums\StaffRole;
use App\Models\AuditEntry;
use App\Models\JobApplication;
use App\Models\Page;
use App\Models\User;
use App\Models\Vacancy;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Careers\CareersTest;
use Tests\TestCase;

/** Pages by slug, vacancies and the about page, edited in the back office and seen at once by shoppers. */
final class ContentPagesAdminTest extends TestCase
{
    use RefreshDatabase;

    private User $editor;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        Storage::fake('media');
        $this->editor = User::factory()->staff(StaffRole::Editor)->createOne();
    }

    #[Test]
    public function a_page_written_in_the_back_office_is_shown_at_its_address_in_both_languages(): void
    {
        $this->actingAs($this->editor)->post('/admin/pagini', [
            'slug' => 'program-de-fidelitate',
            'title' => ['ro' => 'Program de fidelitate', 'ru' => 'Программа лояльности'],
            'intro' => ['ro' => 'Regulile magazinului.', 'ru' => 'Правила магазина.'],
            'body' => ['ro' => "## Comenzi\n\nText <b>gros</b>.", 'ru' => "## Заказы\n\nТекст."],
        ])->assertRedirect()->assertSessionHas('status', 'Pagina a fost salvată.');
        $this->assertSame('page.save', AuditEntry::query()->sole()->action);

        $this->get('/pagina/program-de-fidelitate')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('pages/show')
            ->where('page.title', 'Program de fidelitate')
            ->where('page.html', "<h2>Comenzi</h2>\n<p>Text &lt;b&gt;gros&lt;/b&gt;.</p>")
            ->where('meta.description', 'Regulile magazinului.')->etc());
        $this->get('/ru/pagina/program-de-fidelitate')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('page.title', 'Программа лояльности')->where('page.html', "<h2>Заказы</h2>\n<p>Текст.</p>")->etc());
        $this->get('/pagina/nu-exista')->assertNotFound();
        $this->get('/pagina/despre-companie')->assertRedirect('/despre-companie');
    }

    #[Test]
    public function the_about_page_cannot_be_deleted_nor_taken_by_a_generic_page(): void
    {
        $about = Page::query()->where('slug', 'despre-companie')->sole();
        $this->actingAs($this->editor)->delete('/admin/pagini/'.$about->id)->assertSessionHasErrors('page');
        $this->actingAs($this->editor)->post('/admin/pagini', [
            'slug' => 'despre-companie', 'title' => ['ro' => 'X', 'ru' => 'X'], 'intro' => ['ro' => '', 'ru' => ''], 'body' => ['ro' => 'X', 'ru' => 'X'],
        ])->assertSessionHasErrors('slug');
        $this->assertTrue($about->exists());
    }

    #[Test]
    public function a_closed_vacancy_leaves_the_careers_page_and_refuses_applications(): void
    {
        $vacancy = Vacancy::query()->where('is_open', true)->orderBy('id')->firstOrFail();
        $this->get('/cariera')->assertInertia(fn (Assert $page) => $page->where('vacancies', fn ($list) => collect($list)->contains('slug', $vacancy->slug))->etc());

        $this->actingAs($this->editor)->put('/admin/posturi/'.$vacancy->id.'/stare', ['open' => false])->assertRedirect()->assertSessionHas('status', 'Postul a fost închis.');
        $this->assertSame('vacancy.close', AuditEntry::query()->sole()->action);

        // A shopper now, in a fresh request: nothing the staff request shared is kept.
        $this->app['auth']->forgetGuards();
        $this->flushSession();
        \Inertia\Inertia::flushShared();
        $this->get('/cariera')->assertInertia(fn (Assert $page) => $page->where('vacancies', fn ($list) => ! collect($list)->contains('slug', $vacancy->slug))->etc());
        $this->get('/cariera/'.$vacancy->slug)->assertNotFound();
        $this->post('/cariera/'.$vacancy->slug, [
            'name' => 'Ion Popescu', 'phone' => '060 12 34 56', 'email' => 'ion@example.md', 'cv' => CareersTest::pdf(),
        ])->assertStatus(410);
    }

    #[Test]
    public function a_vacancy_with_applications_is_closed_not_deleted(): void
    {
        $vacancy = Vacancy::query()->orderBy('id')->firstOrFail();
        JobApplication::query()->create([
            'vacancy_id' => $vacancy->id, 'name' => 'Ion', 'phone' => '+37360123456', 'email' => 'ion@example.md',
            'cv_path' => 'x.pdf', 'cv_original_name' => 'cv.pdf', 'cv_type' => 'pdf', 'cv_size' => 10, 'locale' => 'ro',
        ]);
        $this->actingAs($this->editor)->delete('/admin/posturi/'.$vacancy->id)
            ->assertSessionHasErrors(['vacancy' => 'Postul are candidaturi și nu se poate șterge: închideți-l.']);
        $this->assertTrue($vacancy->exists());
    }

    #[Test]
    public function a_vacancy_is_written_with_messages_in_the_staff_members_language(): void
    {
        $this->editor->forceFill(['locale' => 'ru'])->save();
        $this->actingAs($this->editor)->post('/admin/posturi', ['title' => ['ro' => 'Consultant', 'ru' => ''], 'employment_type' => 'nope'])
            ->assertSessionHasErrors(['title.ru' => 'Поле «Заголовок (Русский)» обязательно для заполнения.', 'employment_type', 'city.ro']);

        $this->actingAs($this->editor)->post('/admin/posturi', [
            'title' => ['ro' => 'Consultant vânzări', 'ru' => 'Консультант'], 'city' => ['ro' => 'Bălți', 'ru' => 'Бельцы'],
            'description' => ['ro' => 'Descriere.', 'ru' => 'Описание.'], 'requirements' => ['ro' => "Unu\nDoi", 'ru' => "Один\nДва"],
            'employment_type' => 'part_time', 'sort' => 3, 'is_open' => true,
        ])->assertRedirect();
        $this->get('/cariera/consultant-vanzari')->assertOk();
    }

    #[Test]
    public function a_figure_changed_on_the_about_editor_shows_on_the_about_page_and_the_team_gets_photos(): void
    {
        $this->actingAs($this->editor)->get('/admin/despre')->assertOk();
        $about = Page::query()->where('slug', 'despre-companie')->sole();
        $figures = $about->figures;
        $figures[0]['value'] = '99+';
        $this->actingAs($this->editor)->put('/admin/despre', [
            'title' => $about->title, 'intro' => $about->intro, 'sections' => $about->sections, 'figures' => $figures,
            'team' => [['name' => 'Ana Rusu', 'role' => ['ro' => 'Directoare', 'ru' => 'Директор'], 'photo' => '', 'upload' => UploadedFile::fake()->image('ana.jpg', 600, 600)]],
        ])->assertRedirect('/admin/despre')->assertSessionHas('status');

        $photo = (string) Page::query()->where('slug', 'despre-companie')->sole()->team[0]['photo'];
        Storage::disk('media')->assertExists($photo.'/photo.webp');
        $this->get('/despre-companie')->assertInertia(fn (Assert $page) => $page
            ->where('page.figures.0.value', '99+')
            ->where('page.team.0.name', 'Ana Rusu')
            ->where('page.team.0.photo', fn (string $url): bool => str_ends_with($url, $photo.'/photo.webp'))->etc());
        $this->get('/ru/despre-companie')->assertInertia(fn (Assert $page) => $page->where('page.team.0.role', 'Директор')->etc());

        // Removing the member removes the photo's files.
        $this->actingAs($this->editor)->put('/admin/despre', [
            'title' => $about->title, 'intro' => $about->intro, 'sections' => $about->sections, 'figures' => $figures, 'team' => [],
        ])->assertRedirect();
        Storage::disk('media')->assertMissing($photo.'/photo.webp');
    }

    #[Test]
    public function the_artisan_export_and_import_still_work_with_the_team(): void
    {
        $file = tempnam(sys_get_temp_dir(), 'about');
        $this->artisan('content:page', ['slug' => 'despre-companie', '--export' => $file])->assertSuccessful();
        $data = json_decode((string) file_get_contents($file), true);
        $this->assertIsArray($data);
        $this->assertSame([], $data['team']);
        $data['team'] = [['name' => 'Ion', 'role' => ['ro' => 'Șef', 'ru' => 'Шеф'], 'photo' => null]];
        file_put_contents($file, json_encode($data));
        $this->artisan('content:page', ['slug' => 'despre-companie', '--import' => $file])->assertSuccessful();
        $this->assertSame('Ion', Page::query()->where('slug', 'despre-companie')->sole()->team[0]['name'] ?? null);
        @unlink($file);
    }
}
