<?php

declare(strict_types=1);

namespace Inertia;

use Illuminate\Support\Facades\Facade;

/**
 * @method static Response render(string $component, array<array-key, mixed>|\Illuminate\Contracts\Support\Arrayable<array-key, mixed> $props = [])
 * @method static void share(string|array<array-key, mixed> $key, mixed $value = null)
 * @method static mixed getShared(?string $key = null, mixed $default = null)
 * @method static void flushShared()
 * @method static void version(\Closure|string|null $version)
 * @method static string getVersion()
 * @method static void setRootView(string $name)
 * @method static string getRootView()
 * @method static \Symfony\Component\HttpFoundation\Response location(string|\Illuminate\Http\RedirectResponse $url)
 * @method static OptionalProp optional(callable $callback)
 * @method static AlwaysProp always(mixed $value)
 * @method static DeferProp defer(callable $callback, string $group = 'default')
 * @method static MergeProp merge(mixed $value)
 * @method static MergeProp deepMerge(mixed $value)
 * @method static OnceProp once(callable $callback)
 * @method static void clearHistory()
 * @method static void encryptHistory(bool $encrypt = true)
 * @method static bool shouldEncryptHistory()
 * @method static void preserveFragment()
 * @method static void flash(string|array<string, mixed> $key, mixed $value = null)
 * @method static array<array-key, mixed> getFlashed()
 *
 * @see ResponseFactory
 */
final class Inertia extends Facade
{
    protected static function getFacadeAccessor(): string
    {
        return ResponseFactory::class;
    }
}
