<?php

declare(strict_types=1);

namespace Tests\Feature\Platform;

use App\Http\Middleware\HandleInertiaRequests;
use App\Infrastructure\Cache\ServerMemory;
use App\Infrastructure\Frontend\CompiledViteManifest;
use App\Infrastructure\Frontend\ShopVite;
use Illuminate\Foundation\Vite;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\File;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * `php artisan optimize` writes the build's manifest as a PHP file (App\Infrastructure\Frontend\CompiledViteManifest), used
 * only while the manifest on disk is still the one it was made from.
 */
final class CompiledViteManifestTest extends TestCase
{
    private string $directory;

    private string $manifest;

    protected function setUp(): void
    {
        parent::setUp();
        $this->directory = sys_get_temp_dir().'/shop-build-'.bin2hex(random_bytes(6));
        File::ensureDirectoryExists($this->directory);
        $this->manifest = $this->directory.'/manifest.json';
        config(['app.vite_manifest_cache' => $this->directory.'/vite-manifest.php']);
    }

    protected function tearDown(): void
    {
        CompiledViteManifest::clear();
        File::deleteDirectory($this->directory);
        parent::tearDown();
    }

    #[Test]
    public function the_compiled_copy_answers_while_the_manifest_is_unchanged(): void
    {
        File::put($this->manifest, json_encode(['resources/js/app.tsx' => ['file' => 'assets/app-AAAA.js', 'isEntry' => true]]));
        $this->assertNotNull(CompiledViteManifest::write($this->manifest));

        $this->assertSame('assets/app-AAAA.js', CompiledViteManifest::entries($this->manifest)['resources/js/app.tsx']['file'] ?? null);
        $this->assertSame(hash_file('xxh128', $this->manifest), CompiledViteManifest::hash($this->manifest));
        // Another manifest is never answered from this copy.
        $this->assertNull(CompiledViteManifest::entries($this->directory.'/other.json'));

        // A new build after `optimize`: the old copy is not used any more.
        File::put($this->manifest, json_encode(['resources/js/app.tsx' => ['file' => 'assets/app-BBBBBB.js', 'isEntry' => true]]));
        $this->assertNull(CompiledViteManifest::entries($this->manifest));
        $this->assertNull(CompiledViteManifest::hash($this->manifest));
    }

    #[Test]
    public function vite_tags_and_the_asset_version_come_from_it(): void
    {
        $this->withVite();
        $this->app->usePublicPath($this->directory);
        File::ensureDirectoryExists($this->directory.'/build');
        $manifest = $this->directory.'/build/manifest.json';
        File::put($manifest, json_encode(['resources/js/app.tsx' => ['file' => 'assets/app-AAAA.js', 'src' => 'resources/js/app.tsx', 'isEntry' => true]]));
        $this->artisan('vite-manifest:cache')->assertSuccessful();
        $this->assertInstanceOf(ShopVite::class, app(Vite::class));

        // The compiled copy is what the tags are made from: changed in the copy only, the tag follows it.
        $compiled = require $this->directory.'/vite-manifest.php';
        $compiled['entries']['resources/js/app.tsx']['file'] = 'assets/app-FROMCOPY.js';
        File::put($this->directory.'/vite-manifest.php', '<?php return '.var_export($compiled, true).';');
        $this->app->forgetInstance(Vite::class);
        (fn () => self::$manifests = [])->call(app(Vite::class));
        (fn () => self::$compiled = null)->call(new CompiledViteManifest);
        $this->assertStringContainsString('/build/assets/app-FROMCOPY.js', (string) app(Vite::class)('resources/js/app.tsx'));
        $this->assertSame(hash_file('xxh128', $manifest), app(HandleInertiaRequests::class)->version(Request::create('/')));

        // A build made after `optimize`: its own manifest, and its own version.
        File::put($manifest, json_encode(['resources/js/app.tsx' => ['file' => 'assets/app-NEWBUILD.js', 'src' => 'resources/js/app.tsx', 'isEntry' => true]]));
        (fn () => self::$manifests = [])->call(app(Vite::class));
        $this->assertStringContainsString('/build/assets/app-NEWBUILD.js', (string) app(Vite::class)('resources/js/app.tsx'));
        $this->assertSame(hash_file('xxh128', $manifest), app(HandleInertiaRequests::class)->version(Request::create('/')));

        $this->artisan('vite-manifest:clear')->assertSuccessful();
        $this->assertFileDoesNotExist($this->directory.'/vite-manifest.php');
    }

    #[Test]
    public function the_tags_are_kept_in_the_servers_memory_with_each_requests_nonce(): void
    {
        $this->withVite();
        $this->app->usePublicPath($this->directory);
        File::ensureDirectoryExists($this->directory.'/build');
        File::put($this->directory.'/build/manifest.json', json_encode([
            'resources/js/app.tsx' => ['file' => 'assets/app-AAAA.js', 'src' => 'resources/js/app.tsx', 'isEntry' => true, 'imports' => ['_kit.js'], 'css' => ['assets/app-CSS.css']],
            '_kit.js' => ['file' => 'assets/kit-KKKK.js'],
        ]));
        $this->artisan('vite-manifest:cache')->assertSuccessful();
        $vite = app(Vite::class);
        $memory = ServerMemory::store();
        $this->assertNotNull($memory);

        $vite->useCspNonce('first-nonce');
        $first = (string) $vite('resources/js/app.tsx');
        $this->assertStringContainsString('/build/assets/app-AAAA.js', $first);
        $this->assertStringContainsString('/build/assets/kit-KKKK.js', $first);
        $this->assertSame(preg_match_all('/<(link|script)\\b/', $first), substr_count($first, ' nonce="first-nonce"'), 'every tag carries the nonce');

        // The next page's tags come from the kept copy, with that page's nonce and no other.
        $memory->flush();
        $vite->useCspNonce('second-nonce');
        $notKept = (string) $vite('resources/js/app.tsx');
        $vite->useCspNonce('second-nonce');
        $kept = (string) $vite('resources/js/app.tsx');
        $this->assertSame($notKept, $kept);
        $this->assertStringNotContainsString('first-nonce', $kept);
        $this->assertSame(str_replace('first-nonce', 'second-nonce', $first), $kept);

        // Kept means read from memory: a copy changed there is what is printed.
        $key = null;
        foreach ((fn (): array => $this->storage)->call($memory->getStore()) as $name => $entry) {
            $key = str_starts_with((string) $name, 'vite-tags:') ? (string) $name : $key;
        }
        $this->assertNotNull($key);
        $memory->put($key, '<script nonce="{{shop-vite-nonce}}" src="/from-memory.js"></script>', 60);
        $vite->useCspNonce('third-nonce');
        $this->assertSame('<script nonce="third-nonce" src="/from-memory.js"></script>', (string) $vite('resources/js/app.tsx'));
    }
}
