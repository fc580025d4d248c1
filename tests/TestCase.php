<?php

declare(strict_types=1);

namespace Tests;

use Database\Seeders\DatabaseSeeder;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Foundation\Testing\TestCase as BaseTestCase;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Storage;
use RuntimeException;
use Tests\Support\Database\SeededDemoShop;

abstract class TestCase extends BaseTestCase
{
    // Every page reads the catalogue (the header menus), so every test gets a migrated in-memory database.
    use RefreshDatabase;

    /**
     * A cached configuration (`php artisan optimize`, or APP_CONFIG_CACHE pointing at one) holds a real database and
     * hides phpunit.xml's in-memory one: RefreshDatabase would wipe that database. Refused before it can.
     */
    public function createApplication()
    {
        $app = parent::createApplication();
        if ($app->configurationIsCached()) {
            throw new RuntimeException('The configuration is cached ('.$app->getCachedConfigPath().'): the tests would run on its database. Run `php artisan config:clear` or unset APP_CONFIG_CACHE first.');
        }
        // APCu is off in the CLI: the server's copies of versioned cache entries (App\Infrastructure\Cache\ServerMemory) go to a
        // second in-memory store instead, apart from the shared one and serializing objects as APCu does, so every test
        // runs with copies and a stale one would fail it.
        $app['config']->set('cache.stores.server_memory_test', ['driver' => 'array', 'serialize' => true]);
        $app['config']->set('cache.server_memory', 'server_memory_test');
        // A rate-limit hit deletes expired counters by lottery (2 in 100), one statement more: tests that count a
        // request's statements would fail by chance. Pruning has its own test (RateLimitStoreTest).
        $app['config']->set('cache.stores.rate_limits.lottery', [0, 100]);

        return $app;
    }

    protected function setUp(): void
    {
        parent::setUp();

        // Pages are built by Vite in CI; feature tests only need the manifest's entries to resolve.
        $this->withoutVite();
        // Uploaded originals go to a private disk of their own; no test should leave files in the real one.
        Storage::fake('media-originals');
        SeededDemoShop::testBegan(DB::connection());
    }

    /**
     * The demo shop comes from a database seeded once per process when that gives the same result (see
     * SeededDemoShop); any other seeder runs as usual.
     *
     * @param  array<int, class-string>|class-string  $class
     */
    public function seed($class = DatabaseSeeder::class): static
    {
        if ($class === DatabaseSeeder::class && SeededDemoShop::use(
            fn () => parent::seed(DatabaseSeeder::class),
            fn () => $this->beginDatabaseTransaction(),
        )) {
            return $this;
        }

        return parent::seed($class);
    }
}
