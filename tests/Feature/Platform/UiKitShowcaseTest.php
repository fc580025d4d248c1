<?php

declare(strict_types=1);

namespace Tests\Feature\Platform;

use App\Infrastructure\Frontend\UiKitShowcase;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Routing\RouteExport;
use Illuminate\Support\Facades\File;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Security\Concerns\BootsWithEnvironment;
use Tests\TestCase;

/**
 * The UI kit's showcase (/__ui, /ru/__ui) answers in local and testing apps only, with a translated title, and stays
 * out of the routes the front end is given.
 */
final class UiKitShowcaseTest extends TestCase
{
    use BootsWithEnvironment;

    protected function setUp(): void
    {
        parent::setUp();
        $this->withBuild(showcase: true);
    }

    /** A front-end build in a public folder of its own: with the showcase (the browser tests' build) or without. */
    private function withBuild(bool $showcase): void
    {
        $public = storage_path('framework/testing/ui-kit-'.bin2hex(random_bytes(4)));
        File::ensureDirectoryExists($public.'/build');
        File::put($public.'/build/manifest.json', (string) json_encode([
            'resources/js/app.tsx' => ['file' => 'assets/app.js', 'isEntry' => true],
            ...($showcase ? [UiKitShowcase::ENTRY => ['file' => 'assets/ui-kit.js']] : []),
        ]));
        $this->app->usePublicPath($public);
        $this->beforeApplicationDestroyed(static fn () => File::deleteDirectory($public));
    }

    #[Test]
    public function a_production_build_says_how_to_see_it_instead_of_failing(): void
    {
        $this->withBuild(showcase: false);

        $this->get('/__ui')->assertNotFound()->assertInertia(fn (Assert $page) => $page
            ->component('errors/error')
            ->where('message', fn (string $message): bool => str_contains($message, 'npm run dev') && str_contains($message, 'npx vite build --mode e2e'))
            ->etc());
        $this->get('/ru/__ui')->assertNotFound()->assertInertia(fn (Assert $page) => $page
            ->where('message', fn (string $message): bool => str_starts_with($message, 'Витрина компонентов'))
            ->etc());
    }

    #[Test]
    public function it_answers_in_romanian_and_russian_in_a_testing_app(): void
    {
        $this->get('/__ui')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('testing/ui-kit', false)
            ->where('meta.title', 'Componentele interfeței')
            ->where('locale', 'ro')
            ->etc());

        $this->get('/ru/__ui')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('testing/ui-kit', false)
            ->where('meta.title', 'Компоненты интерфейса')
            ->where('locale', 'ru')
            ->etc());
    }

    #[Test]
    public function its_full_page_title_follows_the_app_rule(): void
    {
        $this->get('/__ui')->assertOk()->assertSee('<title data-inertia="">Componentele interfeței - '.config('app.name').'</title>', false);
    }

    /** @return array<string, array{string}> */
    public static function liveEnvironments(): array
    {
        return ['production' => ['production'], 'staging' => ['staging']];
    }

    #[Test]
    #[DataProvider('liveEnvironments')]
    public function it_is_a_404_on_a_live_server(string $environment): void
    {
        $this->bootWithEnvironment(['APP_ENV' => $environment]);

        $this->assertSame($environment, app()->environment());
        $this->get('/__ui')->assertNotFound();
        $this->get('/ru/__ui')->assertNotFound();
        $this->assertFalse(app('router')->getRoutes()->hasNamedRoute('ui-kit.show'));
    }

    #[Test]
    public function locally_it_exists_without_any_flag(): void
    {
        $this->bootWithEnvironment(['APP_ENV' => 'local', 'E2E_FIXTURES' => 'false']);
        $this->withBuild(showcase: true);

        $this->get('/__ui')->assertOk();
    }

    #[Test]
    public function the_route_export_leaves_it_out(): void
    {
        $this->assertTrue(app('router')->getRoutes()->hasNamedRoute('ru.ui-kit.show'));

        $names = array_keys(app(RouteExport::class)->toArray()['routes']);

        $this->assertNotContains('ui-kit.show', $names);
        $this->assertNotContains('ru.ui-kit.show', $names);
        $this->assertContains('home', $names);
    }

    #[Test]
    public function test_only_pages_load_from_their_own_folder(): void
    {
        $this->assertSame('resources/js/test-pages/ui-kit.tsx', Page::sourceFile('testing/ui-kit'));
        $this->assertSame('resources/js/pages/account/profile.tsx', Page::sourceFile('account/profile'));
        $this->assertFileExists(base_path(Page::sourceFile('testing/ui-kit')));
        $this->assertFileExists(base_path(Page::sourceFile('testing/protocol-first')));
    }
}
