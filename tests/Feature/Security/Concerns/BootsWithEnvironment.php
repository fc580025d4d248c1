<?php

declare(strict_types=1);

namespace Tests\Feature\Security\Concerns;

use Tests\Support\Database\DatabaseUnderTest;

/**
 * Boots the application again with some environment variables changed (they are read when the configuration
 * loads), and puts phpunit.xml's values back afterwards so later tests see the usual environment.
 */
trait BootsWithEnvironment
{
    /** @var array<string, string|false> */
    private array $savedEnvironment = [];

    /** @param  array<string, string>  $variables */
    protected function bootWithEnvironment(array $variables): void
    {
        foreach ($variables as $name => $value) {
            if (! array_key_exists($name, $this->savedEnvironment)) {
                $this->savedEnvironment[$name] = getenv($name);
            }
            putenv("$name=$value");
            $_ENV[$name] = $_SERVER[$name] = $value;
        }
        $this->refreshApplication();
        $this->withoutVite();
        $this->artisan('migrate', ['--force' => true]);
        // The new application has a new connection: on SQLite in memory a new, empty database; on a database server
        // the shared one, where what the test writes must be rolled back like the rest (it was left behind, and
        // every later test that seeds the demo data failed on its unique keys).
        if (! DatabaseUnderTest::isSqlite()) {
            $this->beginDatabaseTransaction();
        }
    }

    protected function tearDown(): void
    {
        foreach ($this->savedEnvironment as $name => $value) {
            if ($value === false) {
                putenv($name);
                unset($_ENV[$name], $_SERVER[$name]);
            } else {
                putenv("$name=$value");
                $_ENV[$name] = $_SERVER[$name] = $value;
            }
        }
        $this->savedEnvironment = [];
        parent::tearDown();
    }
}
