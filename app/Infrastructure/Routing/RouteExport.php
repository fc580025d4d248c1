<?php

declare(strict_types=1);

namespace App\Infrastructure\Routing;

use Illuminate\Routing\Route;
use Illuminate\Routing\Router;
use Illuminate\Support\Str;

/**
 * Laravel's named routes in the configuration shape that ziggy-js's route() reads
 * (what Ziggy's PHP half would produce; that package is not in our registry), in two lists: the storefront's, which
 * every page's script carries, and the back office's, which loads with the back office (resources/js/lib/admin-routes.ts).
 */
final class RouteExport
{
    /** Route names that stay private to the server. */
    // The JSON API is called through lib/api with the API's own paths, so it stays out of the page routes too.
    // The UI kit's showcase exists only in local and testing apps (routes/ui-kit.php), in both languages.
    // The payment provider's addresses (its callback, the shopper's way back from its card page) are written by the
    // server into what it sends the provider; no page builds them.
    private const EXCEPT = ['e2e.*', 'ui-kit.*', '*.ui-kit.*', 'api.*', 'sanctum.*', 'storage.*', 'ignition.*', 'generated::*', 'payments.*', '*.payments.*'];

    /** Route names of the back office: their list is a file of its own. */
    public const BACK_OFFICE = 'admin.*';

    public function __construct(private readonly Router $router)
    {
    }

    /**
     * The storefront's routes, or with $backOffice the back office's.
     *
     * @return array{url: string, port: null, defaults: object, routes: array<string, array<string, mixed>>}
     */
    public function toArray(bool $backOffice = false): array
    {
        $routes = [];

        foreach ($this->router->getRoutes()->getRoutesByName() as $name => $route) {
            if (Str::is(self::EXCEPT, $name) || Str::is(self::BACK_OFFICE, $name) !== $backOffice) {
                continue;
            }

            $routes[$name] = $this->describe($route);
        }

        ksort($routes);

        return ['url' => '', 'port' => null, 'defaults' => (object) [], 'routes' => $routes];
    }

    public function toJson(bool $backOffice = false): string
    {
        return json_encode($this->toArray($backOffice), JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR)."\n";
    }

    /**
     * @return array<string, mixed>
     */
    private function describe(Route $route): array
    {
        // HEAD goes with every GET and no page asks for it: left out, as every page carries this list.
        $entry = ['uri' => $route->uri(), 'methods' => array_values(array_diff($route->methods(), ['HEAD']))];

        $parameters = $route->parameterNames();
        if ($parameters !== []) {
            $entry['parameters'] = $parameters;
        }

        if ($route->wheres !== []) {
            $entry['wheres'] = $route->wheres;
        }

        $bindings = [];
        foreach ($parameters as $parameter) {
            $field = $route->bindingFieldFor($parameter);
            if ($field !== null) {
                $bindings[$parameter] = $field;
            }
        }

        if ($bindings !== []) {
            $entry['bindings'] = $bindings;
        }

        return $entry;
    }
}
