<?php

declare(strict_types=1);

namespace Inertia\Testing;

use Closure;
use Illuminate\Support\Arr;
use Illuminate\Testing\Fluent\AssertableJson;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\Assert as PHPUnit;
use Symfony\Component\HttpFoundation\Response;

/**
 * Fluent assertions on an Inertia page, like the official adapter's (§9): the props are the JSON tree
 * (`has`, `where`, `etc`…), plus the page's own fields and partial reloads.
 */
final class AssertableInertia extends AssertableJson
{
    /** @var array<string, mixed> */
    private array $page = [];

    private string $component = '';

    private string $url = '';

    private ?string $version = null;

    /**
     * @param  TestResponse<Response>  $response
     */
    public static function fromTestResponse(TestResponse $response): self
    {
        $page = InertiaPage::from($response);

        $instance = self::fromArray($page['props']);
        $instance->page = $page;
        $instance->component = $page['component'];
        $instance->url = $page['url'];
        $instance->version = $page['version'];

        return $instance;
    }

    public function component(string $value, ?bool $shouldExist = null): self
    {
        PHPUnit::assertSame($value, $this->component, 'Unexpected Inertia page component.');

        if ($shouldExist ?? config('inertia.testing.ensure_pages_exist') === true) {
            PHPUnit::assertTrue(self::pageExists($this->component), "Inertia page component file [{$this->component}] does not exist.");
        }

        return $this;
    }

    public function url(string $value): self
    {
        PHPUnit::assertSame($value, $this->url, 'Unexpected Inertia page url.');

        return $this;
    }

    public function version(?string $value): self
    {
        PHPUnit::assertSame($value, $this->version, 'Unexpected Inertia asset version.');

        return $this;
    }

    /**
     * Reload the page as the client would, optionally as a partial reload.
     *
     * @param  (Closure(self): mixed)|null  $callback
     * @param  string|list<string>|null  $only
     * @param  string|list<string>|null  $except
     */
    public function reload(?Closure $callback = null, string|array|null $only = null, string|array|null $except = null): self
    {
        $response = (new ReloadRequest(
            $this->url,
            $this->component,
            $this->version,
            self::keys($only),
            self::keys($except),
        ))->send();

        $reloaded = self::fromTestResponse($response);
        $reloaded->component($this->component, false);

        if ($callback !== null) {
            $callback($reloaded);
        }

        return $this;
    }

    /**
     * @param  string|list<string>  $only
     * @param  (Closure(self): mixed)|null  $callback
     */
    public function reloadOnly(string|array $only, ?Closure $callback = null): self
    {
        return $this->reload(static function (self $page) use ($only, $callback): void {
            $page->hasAll(self::keys($only));
            if ($callback !== null) {
                $callback($page);
            }
        }, only: $only);
    }

    /**
     * @param  string|list<string>  $except
     * @param  (Closure(self): mixed)|null  $callback
     */
    public function reloadExcept(string|array $except, ?Closure $callback = null): self
    {
        return $this->reload(static function (self $page) use ($except, $callback): void {
            $page->missingAll(self::keys($except));
            if ($callback !== null) {
                $callback($page);
            }
        }, except: $except);
    }

    /**
     * Load deferred props the way the client does after the first render: all groups, or the given ones.
     *
     * @param  Closure(self): mixed|string|list<string>  $groups
     * @param  (Closure(self): mixed)|null  $callback
     */
    public function loadDeferredProps(Closure|string|array $groups, ?Closure $callback = null): self
    {
        $deferred = $this->page['deferredProps'] ?? [];
        PHPUnit::assertIsArray($deferred);

        if ($groups instanceof Closure) {
            $callback = $groups;
            $groups = array_keys($deferred);
        }

        $only = [];
        foreach ((array) $groups as $group) {
            PHPUnit::assertArrayHasKey($group, $deferred, "The page has no deferred props group [{$group}].");
            $keys = $deferred[$group];
            PHPUnit::assertIsArray($keys);
            $only = [...$only, ...array_map(strval(...), array_values($keys))];
        }

        PHPUnit::assertNotEmpty($only, 'The page has no deferred props.');

        return $this->reload($callback, $only);
    }

    /** Without $expected only the key's presence is checked. */
    public function hasFlash(string $key, mixed $expected = null): self
    {
        $flash = $this->flashData();
        PHPUnit::assertTrue(Arr::has($flash, $key), "Inertia flash data is missing [{$key}].");

        if (func_num_args() > 1) {
            PHPUnit::assertEquals($expected, Arr::get($flash, $key), "Unexpected Inertia flash data [{$key}].");
        }

        return $this;
    }

    public function missingFlash(string $key): self
    {
        PHPUnit::assertFalse(Arr::has($this->flashData(), $key), "Unexpected Inertia flash data [{$key}].");

        return $this;
    }

    /**
     * The whole page object (the props tree for nested scopes).
     *
     * @return array<array-key, mixed>
     */
    public function toArray(): array
    {
        return $this->page !== [] ? $this->page : parent::toArray();
    }

    /**
     * @return array<array-key, mixed>
     */
    private function flashData(): array
    {
        $flash = $this->page['flash'] ?? [];

        return is_array($flash) ? $flash : [];
    }

    /**
     * @param  string|list<string>|null  $keys
     * @return list<string>
     */
    private static function keys(string|array|null $keys): array
    {
        if ($keys === null) {
            return [];
        }

        $list = is_array($keys) ? $keys : explode(',', $keys);

        return array_values(array_filter(array_map('trim', $list), static fn (string $key): bool => $key !== ''));
    }

    private static function pageExists(string $component): bool
    {
        $paths = config('inertia.testing.page_paths', []);
        $extensions = config('inertia.testing.page_extensions', []);

        foreach (is_array($paths) ? $paths : [] as $path) {
            foreach (is_array($extensions) ? $extensions : [] as $extension) {
                if (is_string($path) && is_string($extension) && is_file(rtrim($path, '/').'/'.$component.'.'.$extension)) {
                    return true;
                }
            }
        }

        return false;
    }
}
