<?php

declare(strict_types=1);

namespace Tests\Feature\Security;

use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The browser tests' fixtures (/__e2e…, E2E_FIXTURES) and the benchmarks' floor route (/bench/floor, BENCH_ROUTES)
 * exist only in a local or testing app whose flag is exactly "true".
 */
final class TestOnlyRoutesTest extends TestCase
{
    private const VARIABLES = ['APP_ENV', 'E2E_FIXTURES', 'BENCH_ROUTES'];

    protected function tearDown(): void
    {
        foreach (self::VARIABLES as $name) {
            putenv($name);
            unset($_ENV[$name], $_SERVER[$name]);
        }
        // phpunit.xml's values for the tests that follow.
        putenv('APP_ENV=testing');
        putenv('E2E_FIXTURES=false');
        $_ENV['APP_ENV'] = $_SERVER['APP_ENV'] = 'testing';
        $_ENV['E2E_FIXTURES'] = $_SERVER['E2E_FIXTURES'] = 'false';
        parent::tearDown();
    }

    /** @return array<string, array{string, string}> */
    public static function productionFlags(): array
    {
        return ['true' => ['production', 'true'], '1' => ['production', '1'], 'yes' => ['production', 'yes'], 'staging, true' => ['staging', 'true']];
    }

    #[Test]
    #[DataProvider('productionFlags')]
    public function outside_local_and_testing_they_are_404s_whatever_the_flags_say(string $environment, string $flag): void
    {
        $this->boot($environment, $flag);

        $this->assertSame($environment, app()->environment());
        $this->get('/__e2e/first')->assertNotFound();
        $this->get('/__e2e/hits')->assertNotFound();
        $this->get('/bench/floor')->assertNotFound();
    }

    /** @return array<string, array{string}> */
    public static function looseFlags(): array
    {
        return ['1' => ['1'], 'yes' => ['yes'], 'on' => ['on'], 'TRUE' => ['TRUE'], 'empty' => ['']];
    }

    #[Test]
    #[DataProvider('looseFlags')]
    public function a_flag_other_than_the_exact_string_true_keeps_them_off_even_locally(string $flag): void
    {
        $this->boot('local', $flag);

        $this->get('/__e2e/hits')->assertNotFound();
        $this->get('/bench/floor')->assertNotFound();
    }

    #[Test]
    public function locally_with_the_flags_exactly_true_they_exist(): void
    {
        $this->boot('local', 'true');

        $this->get('/__e2e/hits')->assertOk();
        $this->get('/bench/floor')->assertOk();
    }

    private function boot(string $environment, string $flag): void
    {
        foreach (['APP_ENV' => $environment, 'E2E_FIXTURES' => $flag, 'BENCH_ROUTES' => $flag] as $name => $value) {
            putenv("$name=$value");
            $_ENV[$name] = $_SERVER[$name] = $value;
        }
        $this->refreshApplication();
        $this->withoutVite();
        $this->artisan('migrate', ['--force' => true]);
    }
}
