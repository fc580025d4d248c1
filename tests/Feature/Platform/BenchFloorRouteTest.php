<?php

declare(strict_types=1);

namespace Tests\Feature\Platform;

use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class BenchFloorRouteTest extends TestCase
{
    #[Test]
    public function the_floor_route_does_not_exist_unless_benchmarks_ask_for_it(): void
    {
        $this->get('/bench/floor')->assertNotFound();
    }

    #[Test]
    public function with_bench_routes_on_it_answers_a_constant_without_a_session(): void
    {
        $this->refreshApplicationWithBenchRoutes();

        $response = $this->get('/bench/floor');

        $response->assertOk();
        $this->assertSame('ok', $response->getContent());
        $response->assertCookieMissing(config()->string('session.cookie'));
    }

    private function refreshApplicationWithBenchRoutes(): void
    {
        putenv('BENCH_ROUTES=true');
        $_ENV['BENCH_ROUTES'] = $_SERVER['BENCH_ROUTES'] = 'true';
        try {
            $this->refreshApplication();
            $this->withoutVite();
        } finally {
            putenv('BENCH_ROUTES');
            unset($_ENV['BENCH_ROUTES'], $_SERVER['BENCH_ROUTES']);
        }
    }
}
