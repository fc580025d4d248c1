<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use Closure;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Http\Request;
use Illuminate\Routing\Route;
use ReflectionNamedType;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\HttpKernel\Exception\NotFoundHttpException;

/**
 * A numeric route parameter past the 64-bit range names nothing that can exist, so it is a 404. Without this the
 * `int` parameter of a controller or a database driver chokes on it (a TypeError or an overflow: a 500). So is a
 * parameter bound to a model by its numeric id that is not a whole number (`1.5`, `abc`): PostgreSQL refuses to
 * compare such text with an integer column. Covers every route of the web and api groups, so a new route with a
 * numeric parameter needs no constraint of its own. Runs before route bindings (bootstrap/app.php's priority list).
 */
final class RejectOutOfRangeIds
{
    public function handle(Request $request, Closure $next): Response
    {
        $route = ($request->getRouteResolver())();
        if ($route instanceof Route) {
            foreach ($route->parameters() as $value) {
                if (is_string($value) && ctype_digit($value) && self::exceedsInt($value)) {
                    throw new NotFoundHttpException;
                }
            }
            foreach (self::boundById($route) as $name) {
                $value = $route->parameter($name);
                if (is_string($value) && ! ctype_digit($value)) {
                    throw new NotFoundHttpException;
                }
            }
        }

        return $next($request);
    }

    /**
     * The parameters the controller takes as models found by their integer id.
     *
     * @return list<string>
     */
    private static function boundById(Route $route): array
    {
        // Read once per route and worker: the controller's signature does not change between requests.
        return self::$boundById[$route->getActionName().'|'.$route->uri()] ??= self::readBoundById($route);
    }

    /** @var array<string, list<string>> */
    private static array $boundById = [];

    /** @return list<string> */
    private static function readBoundById(Route $route): array
    {
        $names = [];
        foreach ($route->signatureParameters(['subClass' => Model::class]) as $parameter) {
            $type = $parameter->getType();
            $class = $type instanceof ReflectionNamedType ? $type->getName() : null;
            if ($class === null || ! is_subclass_of($class, Model::class) || ! in_array($parameter->getName(), $route->parameterNames(), true)) {
                continue;
            }
            $model = new $class;
            if ($route->bindingFieldFor($parameter->getName()) === null && $model->getRouteKeyName() === $model->getKeyName() && $model->getKeyType() === 'int') {
                $names[] = $parameter->getName();
            }
        }

        return $names;
    }

    private static function exceedsInt(string $digits): bool
    {
        $digits = ltrim($digits, '0');
        $max = (string) PHP_INT_MAX;

        return strlen($digits) > strlen($max) || (strlen($digits) === strlen($max) && strcmp($digits, $max) > 0);
    }
}
