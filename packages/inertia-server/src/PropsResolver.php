<?php

declare(strict_types=1);

namespace Inertia;

use Closure;
use Illuminate\Contracts\Support\Arrayable;
use Illuminate\Contracts\Support\Responsable;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Arr;
use Illuminate\Support\Facades\App;
use Inertia\Support\Header;
use JsonSerializable;

/**
 * Turns a page's props into the values and metadata one request gets (PROTOCOL.md §3).
 *
 * Paths are matched both ways, like the 3.x adapter: a prop is sent when it or one of its ancestors was asked for
 * (`only`), or when it leads to something asked for; `except` wins over `only`; AlwaysProp wins over both. The value
 * of a closure or prop wrapper is sent whole once evaluated. Anything not sent is never evaluated.
 */
final class PropsResolver
{
    private const SKIP = 0;

    private const SEND = 1;

    /** Sent only because a requested path lies below it: its children are filtered, and it is dropped if empty. */
    private const ANCESTOR = 2;

    private readonly bool $partial;

    /** @var list<string> */
    private readonly array $only;

    /** @var list<string> */
    private readonly array $except;

    /** @var list<string> */
    private readonly array $reset;

    /** @var list<string> */
    private readonly array $exceptOnce;

    /** @var list<string> */
    private array $mergeProps = [];

    /** @var list<string> */
    private array $prependProps = [];

    /** @var list<string> */
    private array $deepMergeProps = [];

    /** @var list<string> */
    private array $matchPropsOn = [];

    /** @var array<string, list<string>> */
    private array $deferredProps = [];

    /** @var array<string, array{prop: string, expiresAt: int|null}> */
    private array $onceProps = [];

    public function __construct(private readonly Request $request, string $component)
    {
        $this->partial = $request->headers->get(Header::PARTIAL_COMPONENT) === $component;
        $this->only = $this->partial ? Header::list($request, Header::PARTIAL_ONLY) : [];
        $this->except = $this->partial ? Header::list($request, Header::PARTIAL_EXCEPT) : [];
        $this->reset = Header::list($request, Header::RESET);
        $this->exceptOnce = Header::list($request, Header::EXCEPT_ONCE_PROPS);
    }

    public function isPartial(): bool
    {
        return $this->partial;
    }

    /**
     * @param  array<array-key, mixed>  $props
     * @return array<array-key, mixed>
     */
    public function resolve(array $props): array
    {
        return $this->resolveLevel(self::unpackDotKeys($props), '', true);
    }

    /**
     * The page metadata collected by resolve(), without empty entries.
     *
     * @return array{mergeProps?: list<string>, prependProps?: list<string>, deepMergeProps?: list<string>, matchPropsOn?: list<string>, deferredProps?: array<string, list<string>>, onceProps?: array<string, array{prop: string, expiresAt: int|null}>}
     */
    public function metadata(): array
    {
        return array_filter([
            'mergeProps' => self::unique($this->mergeProps),
            'prependProps' => self::unique($this->prependProps),
            'deepMergeProps' => self::unique($this->deepMergeProps),
            'matchPropsOn' => self::unique($this->matchPropsOn),
            'deferredProps' => $this->partial ? [] : array_map(self::unique(...), $this->deferredProps),
            'onceProps' => $this->onceProps,
        ], static fn (array $value): bool => $value !== []);
    }

    /**
     * @param  array<array-key, mixed>  $props
     * @return array<array-key, mixed>
     */
    private function resolveLevel(array $props, string $prefix, bool $filter): array
    {
        $resolved = [];

        foreach ($props as $key => $prop) {
            $path = $prefix === '' ? (string) $key : $prefix.'.'.$key;
            $inclusion = $this->inclusion($prop, $path, $filter);
            if ($inclusion === self::SKIP) {
                continue;
            }

            $lazy = $prop instanceof Prop || $prop instanceof Closure;
            $value = $this->evaluate($prop);

            if (is_array($value)) {
                $value = $this->resolveLevel($value, $path, $filter && ! $lazy);
            }

            if ($inclusion === self::ANCESTOR && ! $lazy && (! is_array($value) || $value === [])) {
                continue;
            }

            $this->collectSent($prop, $path);
            $resolved[$key] = $value;
        }

        return $resolved;
    }

    /**
     * @return self::SKIP|self::SEND|self::ANCESTOR
     */
    private function inclusion(mixed $prop, string $path, bool $filter): int
    {
        if ($prop instanceof AlwaysProp) {
            return self::SEND;
        }

        if ($this->partial) {
            if (! $filter) {
                return self::SEND;
            }

            if (self::matches($this->except, $path)) {
                return self::SKIP;
            }

            if ($this->only === [] || self::matches($this->only, $path)) {
                return self::SEND;
            }

            return self::leadsTo($this->only, $path) ? self::ANCESTOR : self::SKIP;
        }

        if ($prop instanceof Onceable && $this->clientHolds($prop, $path)) {
            $this->collectOnce($prop, $path);

            return self::SKIP;
        }

        if ($prop instanceof DeferProp) {
            $this->deferredProps[$prop->group()][] = $path;
            $this->collectMerge($prop, $path);

            return self::SKIP;
        }

        return $prop instanceof IgnoreFirstLoad ? self::SKIP : self::SEND;
    }

    private function clientHolds(Onceable $prop, string $path): bool
    {
        return $prop->shouldResolveOnce()
            && ! $prop->shouldRefresh()
            && in_array($prop->onceKey() ?? $path, $this->exceptOnce, true);
    }

    private function evaluate(mixed $value): mixed
    {
        if ($value instanceof Prop) {
            $value = $value->resolve();
        }

        while ($value instanceof Closure) {
            $value = App::call($value);
        }

        if ($value instanceof EncodedLazily) {
            return $value;
        }

        if ($value instanceof Arrayable) {
            return $value->toArray();
        }

        if ($value instanceof Responsable) {
            $response = $value->toResponse($this->request);
            if ($response instanceof JsonResponse) {
                return $response->getData(true);
            }
        }

        if ($value instanceof JsonSerializable) {
            return $value->jsonSerialize();
        }

        return $value;
    }

    private function collectSent(mixed $prop, string $path): void
    {
        if ($prop instanceof Mergeable) {
            $this->collectMerge($prop, $path);
        }

        if ($prop instanceof Onceable && $prop->shouldResolveOnce()) {
            $this->collectOnce($prop, $path);
        }
    }

    private function collectMerge(Mergeable $prop, string $path): void
    {
        if (! $prop->shouldMerge() || self::matches($this->reset, $path)) {
            return;
        }

        foreach ($prop->matchesOn() as $key) {
            $this->matchPropsOn[] = $path.'.'.$key;
        }

        if ($prop->shouldDeepMerge()) {
            $this->deepMergeProps[] = $path;

            return;
        }

        foreach ($prop->appendsAt() as $target) {
            $this->mergeProps[] = $this->mergeTarget($path, $target);
        }

        foreach ($prop->prependsAt() as $target) {
            $this->prependProps[] = $this->mergeTarget($path, $target);
        }
    }

    /**
     * @param  array{path: string, matchOn: string|null}  $target
     */
    private function mergeTarget(string $path, array $target): string
    {
        $full = $target['path'] === '' ? $path : $path.'.'.$target['path'];
        if ($target['matchOn'] !== null) {
            $this->matchPropsOn[] = $full.'.'.$target['matchOn'];
        }

        return $full;
    }

    private function collectOnce(Onceable $prop, string $path): void
    {
        $this->onceProps[$prop->onceKey() ?? $path] = [
            'prop' => $path,
            'expiresAt' => $prop->expiresAt(),
        ];
    }

    /**
     * Whether the path is one of the given paths or lies below one of them.
     *
     * @param  list<string>  $paths
     */
    private static function matches(array $paths, string $path): bool
    {
        foreach ($paths as $candidate) {
            if ($path === $candidate || str_starts_with($path, $candidate.'.')) {
                return true;
            }
        }

        return false;
    }

    /**
     * Whether one of the given paths lies below the path.
     *
     * @param  list<string>  $paths
     */
    private static function leadsTo(array $paths, string $path): bool
    {
        foreach ($paths as $candidate) {
            if (str_starts_with($candidate, $path.'.')) {
                return true;
            }
        }

        return false;
    }

    /**
     * Top-level keys such as `auth.user` become nested props.
     *
     * @param  array<array-key, mixed>  $props
     * @return array<array-key, mixed>
     */
    private static function unpackDotKeys(array $props): array
    {
        foreach ($props as $key => $value) {
            if (is_string($key) && str_contains($key, '.')) {
                unset($props[$key]);
                Arr::set($props, $key, $value);
            }
        }

        return $props;
    }

    /**
     * @param  list<string>  $values
     * @return list<string>
     */
    private static function unique(array $values): array
    {
        return array_values(array_unique($values));
    }
}
