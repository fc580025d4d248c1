<?php

declare(strict_types=1);

namespace Tests\Feature\Platform;

use App\Http\Middleware\HandleInertiaRequests;
use App\Infrastructure\Inertia\OnceFiles;
use App\Infrastructure\Locale\CompiledTranslations;
use Illuminate\Support\Facades\File;
use Illuminate\Support\ServiceProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * `php artisan optimize` writes the JSON translations as a PHP file OPcache keeps (App\Infrastructure\Locale\
 * CompiledTranslations); the translator and the once-file hashes read it while it exists, the JSON otherwise.
 */
final class CompiledTranslationsTest extends TestCase
{
    private string $path;

    protected function setUp(): void
    {
        parent::setUp();
        $this->path = sys_get_temp_dir().'/shop-translations-'.bin2hex(random_bytes(6)).'.php';
        config(['app.translations_cache' => $this->path]);
    }

    protected function tearDown(): void
    {
        CompiledTranslations::clear();
        parent::tearDown();
    }

    #[Test]
    public function the_command_writes_every_language_with_the_storefront_hash(): void
    {
        $this->artisan('translations:cache')->assertSuccessful();

        $this->assertFileExists($this->path);
        foreach (['ro', 'ru'] as $locale) {
            /** @var array<string, string> $json */
            $json = json_decode((string) file_get_contents(lang_path($locale.'.json')), true, flags: JSON_THROW_ON_ERROR);
            $this->assertSame($json, CompiledTranslations::lines($locale));
            $this->assertSame(OnceFiles::hash(CompiledTranslations::storefront($json)), CompiledTranslations::storefrontHash($locale));
            $this->assertSame(CompiledTranslations::storefrontHash($locale), OnceFiles::currentHash('translations.'.$locale));
        }
        $this->assertArrayNotHasKey('admin.nav.dashboard', HandleInertiaRequests::translations('ro', false));

        $this->artisan('translations:clear')->assertSuccessful();
        $this->assertFileDoesNotExist($this->path);
        $this->assertNull(CompiledTranslations::lines('ro'));
    }

    #[Test]
    public function the_translator_reads_the_compiled_file_while_it_exists(): void
    {
        $this->artisan('translations:cache')->assertSuccessful();
        // Proof that the lines come from the file and not from the JSON: a line changed in the file only.
        $compiled = require $this->path;
        $compiled['lines']['ro']['ui.close'] = 'Coș compilat';
        CompiledTranslations::clear();
        File::put($this->path, '<?php return '.var_export($compiled, true).';');
        $this->app->forgetInstance('translator');

        $this->assertSame('Coș compilat', __('ui.close', [], 'ro'));

        // Without the file, the JSON again.
        CompiledTranslations::clear();
        $this->app->forgetInstance('translator');
        $this->assertNotSame('Coș compilat', __('ui.close', [], 'ro'));
    }

    #[Test]
    public function optimize_writes_it_and_optimize_clear_removes_it(): void
    {
        $optimize = (fn (): array => ServiceProvider::$optimizeCommands)->call(new class($this->app) extends ServiceProvider
        {
        });
        $clear = (fn (): array => ServiceProvider::$optimizeClearCommands)->call(new class($this->app) extends ServiceProvider
        {
        });

        $this->assertSame('translations:cache', $optimize['translations']);
        $this->assertSame('translations:clear', $clear['translations']);
        $this->assertSame('vite-manifest:cache', $optimize['vite-manifest']);
        $this->assertSame('vite-manifest:clear', $clear['vite-manifest']);
    }
}
