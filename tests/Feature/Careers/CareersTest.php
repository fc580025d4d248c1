<?php

declare(strict_types=1);

namespace Tests\Feature\Careers;

use App\Mail\Careers\JobApplicationForShop;
use App\Mail\Careers\JobApplicationReceived;
use App\Models\JobApplication;
use App\Models\Vacancy;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\Storage;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;
use ZipArchive;

final class CareersTest extends TestCase
{
    private const OPEN = ['consultant-vanzari-chisinau', 'operator-call-center', 'sofer-livrari-balti', 'stagiu-marketing-digital'];

    private const URL = '/cariera/consultant-vanzari-chisinau';

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        Storage::fake('applications');
        Mail::fake();
        config(['shop.email' => 'hr@shop.test']);
    }

    public static function pdf(string $name = 'cv.pdf', string $body = ''): UploadedFile
    {
        return UploadedFile::fake()->createWithContent($name, "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n".$body."%%EOF\n");
    }

    public static function docx(string $name = 'cv.docx', bool $complete = true): UploadedFile
    {
        $path = tempnam(sys_get_temp_dir(), 'docx');
        $zip = new ZipArchive;
        $zip->open((string) $path, ZipArchive::OVERWRITE);
        $zip->addFromString('[Content_Types].xml', '<?xml version="1.0"?><Types/>');
        if ($complete) {
            $zip->addFromString('word/document.xml', '<?xml version="1.0"?><w:document/>');
        }
        $zip->close();

        return UploadedFile::fake()->createWithContent($name, (string) file_get_contents((string) $path));
    }

    /**
     * @param  array<string, mixed>  $overrides
     * @return array<string, mixed>
     */
    private static function form(array $overrides = []): array
    {
        return [
            'name' => 'Ion Popescu',
            'phone' => '060 12 34 56',
            'email' => 'ion@example.md',
            'message' => "Am lucrat 3 ani în vânzări.\nPot începe luna viitoare.",
            'cv' => self::pdf(),
            ...$overrides,
        ];
    }

    #[Test]
    public function the_careers_page_lists_the_open_vacancies_in_both_languages(): void
    {
        $this->get('/cariera')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('careers/index')
            ->where('meta.title', 'Carieră')
            ->where('vacancies', fn ($vacancies) => collect($vacancies)->pluck('slug')->all() === self::OPEN)
            ->where('vacancies.0.title', 'Consultant vânzări electronice')
            ->where('vacancies.0.city', 'Chișinău')
            ->where('vacancies.0.employment_type_label', 'Normă întreagă')
            ->where('vacancies.0.url', self::URL)
            ->where('vacancies.1.employment_type', 'part_time')
            ->etc());

        $this->get('/ru/cariera')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('meta.title', 'Карьера')
            ->where('vacancies.0.title', 'Консультант по продажам электроники')
            ->where('vacancies.0.city', 'Кишинёв')
            ->where('vacancies.2.city', 'Бельцы')
            ->where('vacancies.3.employment_type_label', 'Стажировка')
            ->where('vacancies.0.url', '/ru'.self::URL)
            ->etc());
    }

    #[Test]
    public function the_list_costs_the_same_queries_however_many_vacancies_there_are(): void
    {
        $count = function (): int {
            $this->get('/cariera')->assertOk();
            DB::flushQueryLog();
            DB::enableQueryLog();
            $this->get('/cariera')->assertOk();
            $queries = count(DB::getQueryLog());
            DB::disableQueryLog();

            return $queries;
        };
        $before = $count();
        foreach (range(1, 6) as $i) {
            Vacancy::query()->create([
                'slug' => "post-$i", 'title' => ['ro' => "Post $i", 'ru' => "Вакансия $i"], 'city' => ['ro' => 'Orhei', 'ru' => 'Орхей'],
                'employment_type' => 'full_time', 'description' => ['ro' => 'Descriere.', 'ru' => 'Описание.'],
                'requirements' => ['ro' => 'Cerință', 'ru' => 'Требование'], 'is_open' => true, 'sort' => 100 + $i,
            ]);
        }

        $this->assertSame($before, $count());
    }

    #[Test]
    public function a_vacancy_page_shows_the_job_and_closed_or_unknown_ones_are_404(): void
    {
        $this->get('/ru'.self::URL)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('careers/show')
            ->where('meta.title', 'Консультант по продажам электроники')
            ->where('vacancy.requirements.0', 'Знание румынского и русского языков')
            ->has('vacancy.requirements', 4)
            ->where('cvMaxBytes', 5 * 1024 * 1024)
            ->where('breadcrumbs.0', ['name' => 'Карьера', 'url' => '/ru/cariera'])
            ->etc());

        $this->get('/cariera/casier-cahul')->assertNotFound();
        $this->get('/cariera/nu-exista')->assertNotFound();
    }

    #[Test]
    public function an_application_with_a_pdf_is_stored_privately_and_confirmed_in_the_applicants_language(): void
    {
        $this->post('/ru'.self::URL, self::form(['cv' => self::pdf('Резюме Ион.pdf')]))
            ->assertRedirect('/ru'.self::URL)
            ->assertSessionHasNoErrors();

        $application = JobApplication::query()->sole();
        $this->assertSame('+37360123456', $application->phone);
        $this->assertSame('ru', $application->locale);
        $this->assertSame('pdf', $application->cv_type);
        $this->assertSame('Резюме Ион.pdf', $application->cv_original_name);
        $this->assertMatchesRegularExpression('/^[A-Za-z0-9]{40}\.pdf$/', $application->cv_path);
        Storage::disk('applications')->assertExists($application->cv_path);
        $this->assertStringStartsWith('%PDF-', (string) Storage::disk('applications')->get($application->cv_path));

        Mail::assertQueued(JobApplicationReceived::class, function (JobApplicationReceived $mail) use ($application): bool {
            $mail->assertSeeInHtml('Здравствуйте, Ion Popescu!');
            $mail->assertSeeInHtml('«Консультант по продажам электроники»', false);
            $mail->assertSeeInText('Все вакансии: '.url('/ru/cariera'));

            return $mail->hasTo('ion@example.md') && $mail->locale === 'ru' && $mail->application->is($application);
        });
        Mail::assertQueued(JobApplicationForShop::class, fn (JobApplicationForShop $mail): bool => $mail->hasTo('hr@shop.test'));
    }

    #[Test]
    public function a_docx_cv_is_accepted_by_its_content(): void
    {
        $this->post(self::URL, self::form(['cv' => self::docx()]))->assertSessionHasNoErrors();

        $this->assertSame('docx', JobApplication::query()->sole()->cv_type);
        Mail::assertQueued(JobApplicationReceived::class, fn (JobApplicationReceived $mail): bool => $mail->locale === 'ro');
    }

    /**
     * @return array<string, array{\Closure(): UploadedFile}>
     */
    public static function disguisedFiles(): array
    {
        return [
            'a PHP script renamed to .pdf' => [static fn () => UploadedFile::fake()->createWithContent('cv.pdf', "<?php system(\$_GET['c']);")],
            'a PHP script renamed to .docx' => [static fn () => UploadedFile::fake()->createWithContent('cv.docx', '<?php echo 1;')],
            'a double extension hiding a script' => [static fn () => self::pdf('cv.php.pdf')],
            'a script behind a PDF name' => [static fn () => self::pdf('cv.pdf.php')],
            'an image' => [static fn () => UploadedFile::fake()->image('cv.png')],
            'a zip that is not a Word document' => [static fn () => self::docx('cv.docx', complete: false)],
            'a PDF named .docx' => [static fn () => self::pdf('cv.docx')],
            'an empty file' => [static fn () => UploadedFile::fake()->createWithContent('cv.pdf', '')],
        ];
    }

    /**
     * @param  \Closure(): UploadedFile  $file
     */
    #[Test]
    #[DataProvider('disguisedFiles')]
    public function a_file_that_is_not_really_a_pdf_or_docx_is_refused(\Closure $file): void
    {
        $this->from(self::URL)->post(self::URL, self::form(['cv' => $file()]))
            ->assertRedirect(self::URL)
            ->assertSessionHasErrors(['cv' => 'CV-ul trebuie să fie un fișier PDF sau DOCX adevărat. Salvați documentul ca PDF și încercați din nou.']);

        $this->assertSame(0, JobApplication::query()->count());
        $this->assertSame([], Storage::disk('applications')->allFiles());
        Mail::assertNothingOutgoing();
    }

    #[Test]
    public function a_cv_over_5_mb_is_refused_with_a_message_in_the_shoppers_language(): void
    {
        $big = UploadedFile::fake()->createWithContent('cv.pdf', '%PDF-1.4'.str_repeat('a', 5 * 1024 * 1024 + 1));

        $this->post('/ru'.self::URL, self::form(['cv' => $big]))
            ->assertSessionHasErrors(['cv' => 'Файл слишком большой: резюме может весить не больше 5 МБ.']);
        $this->assertSame(0, JobApplication::query()->count());
    }

    #[Test]
    public function missing_and_malformed_fields_get_messages_next_to_them_and_the_input_is_kept(): void
    {
        $this->from(self::URL)->post(self::URL, ['name' => '', 'phone' => '12345', 'email' => 'nu-e-email', 'message' => str_repeat('x', 3001)])
            ->assertRedirect(self::URL)
            ->assertSessionHasErrors([
                'name' => 'Câmpul „nume” este obligatoriu.',
                'phone' => 'Introduceți un număr de telefon din Moldova: 0XX XX XX XX sau +373 XX XX XX XX, cu sau fără spații și cratime, de exemplu 060 12 34 56.',
                'email',
                'message',
                'cv',
            ])
            ->assertSessionHasInput('email', 'nu-e-email');

        $this->from('/ru'.self::URL)->post('/ru'.self::URL, self::form(['phone' => '+40 721 000 000']))
            ->assertSessionHasErrors(['phone' => 'Введите молдавский номер телефона: 0XX XX XX XX или +373 XX XX XX XX, с пробелами и дефисами или без них, например 060 12 34 56.']);

        // The page the shopper is sent back to carries the messages as its `errors` prop.
        $this->from(self::URL)->post(self::URL, self::form(['email' => '']))->assertRedirect(self::URL);
        $this->get(self::URL)->assertInertia(fn (Assert $page) => $page->where('errors.email', 'Câmpul „e-mail” este obligatoriu.')->etc());
    }

    #[Test]
    public function a_closed_vacancy_refuses_applications_with_a_410_page(): void
    {
        $this->post('/ru/cariera/casier-cahul', self::form())
            ->assertStatus(410)
            ->assertInertia(fn (Assert $page) => $page->component('errors/error')->where('status', 410)->where('message', __('errors.410.message', [], 'ru'))->etc());

        Vacancy::query()->where('slug', 'consultant-vanzari-chisinau')->update(['is_open' => false]);
        $this->post(self::URL, self::form())->assertStatus(410);
        $this->post('/cariera/nu-exista', self::form())->assertNotFound();

        $this->assertSame(0, JobApplication::query()->count());
        $this->assertSame([], Storage::disk('applications')->allFiles());
        Mail::assertNothingOutgoing();
    }

    /**
     * @return array<string, array{string, string}>
     */
    public static function languages(): array
    {
        return ['Romanian' => ['ro', self::URL], 'Russian' => ['ru', '/ru'.self::URL]];
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_20_mb_body_gets_a_413_page_in_the_shoppers_language(string $locale, string $url): void
    {
        $this->call('POST', $url, [], [], [], ['CONTENT_LENGTH' => (string) (20 * 1024 * 1024), 'CONTENT_TYPE' => 'multipart/form-data; boundary=x'])
            ->assertStatus(413)
            ->assertInertia(fn (Assert $page) => $page
                ->component('errors/error')
                ->where('locale', $locale)
                ->where('message', __('errors.413.message', [], $locale))
                ->etc());

        $this->assertSame(0, JobApplication::query()->count());
    }

    #[Test]
    public function applications_are_throttled_per_client(): void
    {
        for ($i = 0; $i < config()->integer('rate_limits.job-applications.attempts'); $i++) {
            $this->post('/ru'.self::URL, self::form(['cv' => self::pdf()]))->assertRedirect('/ru'.self::URL);
        }

        $this->post('/ru'.self::URL, self::form(['cv' => self::pdf()]))
            ->assertStatus(429)
            ->assertHeader('Retry-After')
            ->assertInertia(fn (Assert $page) => $page->component('errors/error')->where('locale', 'ru')->etc());
        // From the page, the form comes back with the reason above it instead.
        $this->from(self::URL)->withHeaders(['X-Inertia' => 'true'])->post(self::URL, self::form())
            ->assertRedirect(self::URL)
            ->assertSessionHasErrors(['form' => 'Ați trimis formularul de prea multe ori. Încercați din nou peste 10 min.']);
        $this->from('/ru'.self::URL)->withHeaders(['X-Inertia' => 'true'])->post('/ru'.self::URL, self::form())
            ->assertSessionHasErrors(['form' => 'Вы отправляли форму слишком часто. Попробуйте снова через 10 мин.']);

        $this->assertSame(config()->integer('rate_limits.job-applications.attempts'), JobApplication::query()->count());
    }

    #[Test]
    public function a_stored_cv_is_never_served_by_any_public_path(): void
    {
        Storage::forgetDisk('applications');
        config(['filesystems.disks.applications.root' => storage_path('framework/testing/applications-'.getmypid())]);
        $this->post(self::URL, self::form())->assertSessionHasNoErrors();
        $path = JobApplication::query()->sole()->cv_path;
        Storage::disk('applications')->assertExists($path);

        foreach (["/$path", "/storage/$path", "/storage/applications/$path", "/applications/$path", "/storage/app/applications/$path", "/storage/app/private/$path", "/ru/storage/$path"] as $url) {
            $this->get($url)->assertNotFound();
        }
        Storage::disk('applications')->deleteDirectory('');
        Storage::disk('applications')->delete($path);
    }
}
