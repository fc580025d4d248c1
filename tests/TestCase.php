<?php

declare(strict_types=1);

namespace Tests;

use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Foundation\Testing\TestCase as BaseTestCase;

abstract class TestCase extends BaseTestCase
{
    // Every page reads the catalogue (the header menus), so every test gets a migrated in-memory database.
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();

        // Pages are built by Vite in CI; feature tests only need the manifest's entries to resolve.
        $this->withoutVite();
    }
}
