<?php

declare(strict_types=1);

namespace App\Infrastructure\Routing;

/**
 * Whether the routes that only tests and benchmarks use (routes/e2e.php, routes/bench.php, routes/ui-kit.php) are
 * registered. They answer without the shop's usual checks, so a flag left on by mistake must not open them on a live
 * server: the app has to run as "local" or "testing" too, whatever the flag says.
 */
final class TestRoutes
{
    /** @param  'e2e_fixtures'|'bench_routes'  $flag  a key of config/app.php, true only for the exact string "true" */
    public static function enabled(string $flag): bool
    {
        return self::developmentApp() && config()->get("app.$flag") === true;
    }

    /** A local or testing app: where pages for developers only (the UI kit showcase) exist without any flag. */
    public static function developmentApp(): bool
    {
        return in_array(app()->environment(), ['local', 'testing'], true);
    }
}
