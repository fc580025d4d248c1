<?php

declare(strict_types=1);

namespace Tests\Feature\Platform;

use App\Infrastructure\Frontend\FrontendBuild;
use App\Infrastructure\Frontend\UiKitShowcase;
use App\Infrastructure\Inertia\Page;
use Illuminate\Foundation\Vite;
use Illuminate\Support\Facades\Facade;
use Illuminate\Support\Facades\File;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The front-end build the app reads: public/build by default, or the folder `app.asset_build_directory`
 * (ASSET_BUILD_DIRECTORY) names, as the browser tests serve their own build from public/build-e2e beside the production
 * one. The page's script tags, the Inertia asset version and the showcase's presence all follow that one folder.
 */
final class FrontendBuildTest extends TestCase
{
    private string $public;

    protected function setUp(): void
    {
        parent::setUp();
        // Two builds side by side in a public folder of their own: the production one and the browser tests' one.
        $this->public = storage_path('framework/testing/builds-'.bin2hex(random_bytes(4)));
        foreach (['build' => 'production', 'build-e2e' => 'e2e'] as $directory => $mode) {
            File::ensureDirectoryExists("{$this->public}/{$directory}");
            $page = Page::sourceFile('auth/login');
            File::put("{$this->public}/{$directory}/manifest.json", (string) json_encode([
                'resources/js/app.tsx' => ['file' => "assets/app-{$mode}.js", 'src' => 'resources/js/app.tsx', 'isEntry' => true],
                'resources/css/app.css' => ['file' => "assets/app-{$mode}.css", 'src' => 'resources/css/app.css', 'isEntry' => true],
                $page => ['file' => "assets/login-{$mode}.js", 'src' => $page],
                ...($mode === 'e2e' ? [UiKitShowcase::ENTRY => ['file' => 'assets/ui-kit.js', 'src' => UiKitShowcase::ENTRY]] : []),
            ]));
        }
        $this->app->usePublicPath($this->public);
        $this->beforeApplicationDestroyed(fn () => File::deleteDirectory($this->public));
    }

    /** The app's own Vite helper (TestCase puts a stand-in in its place), built with the configuration as it is now. */
    private function realVite(): void
    {
        $this->app->forgetInstance(Vite::class);
        Facade::clearResolvedInstance(Vite::class);
    }

    private function version(string $directory): string
    {
        return (string) hash_file('xxh128', "{$this->public}/{$directory}/manifest.json");
    }

    #[Test]
    public function the_production_build_is_read_by_default(): void
    {
        $this->realVite();

        $this->assertSame($this->public.'/build/manifest.json', FrontendBuild::manifest());
        $this->get('/autentificare')->assertOk()->assertSee('/build/assets/app-production.js', false)->assertDontSee('build-e2e', false);
        $this->get('/autentificare', ['X-Inertia' => 'true', 'X-Inertia-Version' => $this->version('build')])->assertOk();
        $this->get('/autentificare', ['X-Inertia' => 'true', 'X-Inertia-Version' => $this->version('build-e2e')])->assertStatus(409);
        $this->assertFalse(UiKitShowcase::built());
    }

    #[Test]
    public function the_named_folder_is_read_instead(): void
    {
        config()->set('app.asset_build_directory', '/build-e2e/');
        $this->realVite();

        $this->assertSame($this->public.'/build-e2e/manifest.json', FrontendBuild::manifest());
        $this->get('/ru/autentificare')->assertOk()->assertSee('/build-e2e/assets/app-e2e.js', false)->assertDontSee('app-production', false);
        $this->get('/ru/autentificare', ['X-Inertia' => 'true', 'X-Inertia-Version' => $this->version('build-e2e')])->assertOk();
        $this->get('/ru/autentificare', ['X-Inertia' => 'true', 'X-Inertia-Version' => $this->version('build')])->assertStatus(409);
        $this->assertTrue(UiKitShowcase::built());
    }

    #[Test]
    public function an_empty_name_means_the_usual_folder(): void
    {
        config()->set('app.asset_build_directory', '');

        $this->assertSame('build', FrontendBuild::directory());
    }
}
