<?php

declare(strict_types=1);

namespace Tests\Feature\Security;

use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Security\Concerns\BootsWithEnvironment;
use Tests\TestCase;

/**
 * The browser tests' fixtures (/__e2e…, E2E_FIXTURES) and the benchmarks' floor route (/bench/floor, BENCH_ROUTES)
 * exist only in a local or testing app whose flag is exactly "true".
 */
final class TestOnlyRoutesTest extends TestCase
{
    use BootsWithEnvironment;

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
        $this->get('/__e2e/die-while-writing')->assertNotFound();
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
        $this->bootWithEnvironment(['APP_ENV' => $environment, 'E2E_FIXTURES' => $flag, 'BENCH_ROUTES' => $flag]);
    }
}
