<?php

declare(strict_types=1);

namespace Tests;

use Database\Seeders\DatabaseSeeder;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Foundation\Testing\TestCase as BaseTestCase;
use Illuminate\Support\Facades\DB;
use Tests\Support\Database\SeededDemoShop;

abstract class TestCase extends BaseTestCase
{
    // Every page reads the catalogue (the header menus), so every test gets a migrated in-memory database.
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();

        // Pages are built by Vite in CI; feature tests only need the manifest's entries to resolve.
        $this->withoutVite();
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
