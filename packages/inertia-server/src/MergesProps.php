<?php

declare(strict_types=1);

namespace Inertia;

/**
 * Implements Mergeable: `merge()`, `deepMerge()`, `append()`, `prepend()`, `matchOn()`.
 */
trait MergesProps
{
    private bool $merge = false;

    private bool $deepMerge = false;

    /** @var list<array{path: string, matchOn: string|null}> */
    private array $appends = [];

    /** @var list<array{path: string, matchOn: string|null}> */
    private array $prepends = [];

    /** @var list<string> */
    private array $matchOn = [];

    public function merge(): static
    {
        $this->merge = true;

        return $this;
    }

    public function deepMerge(): static
    {
        $this->merge = true;
        $this->deepMerge = true;

        return $this;
    }

    /**
     * Append at the prop itself (null) or at nested paths: `append('data', 'id')`, `append(['data' => 'id', 'tags'])`.
     *
     * @param  string|array<array-key, string>|null  $path
     */
    public function append(string|array|null $path = null, ?string $matchOn = null): static
    {
        $this->merge = true;
        $this->appends = [...$this->appends, ...self::targets($path, $matchOn)];

        return $this;
    }

    /**
     * @param  string|array<array-key, string>|null  $path
     */
    public function prepend(string|array|null $path = null, ?string $matchOn = null): static
    {
        $this->merge = true;
        $this->prepends = [...$this->prepends, ...self::targets($path, $matchOn)];

        return $this;
    }

    /**
     * @param  string|list<string>  $keys
     */
    public function matchOn(string|array $keys): static
    {
        $this->merge = true;
        $this->matchOn = [...$this->matchOn, ...(is_array($keys) ? $keys : [$keys])];

        return $this;
    }

    public function shouldMerge(): bool
    {
        return $this->merge;
    }

    public function shouldDeepMerge(): bool
    {
        return $this->deepMerge;
    }

    public function appendsAt(): array
    {
        return $this->appends === [] && $this->prepends === [] ? [['path' => '', 'matchOn' => null]] : $this->appends;
    }

    public function prependsAt(): array
    {
        return $this->prepends;
    }

    public function matchesOn(): array
    {
        return $this->matchOn;
    }

    /**
     * @param  string|array<array-key, string>|null  $path
     * @return list<array{path: string, matchOn: string|null}>
     */
    private static function targets(string|array|null $path, ?string $matchOn): array
    {
        if (! is_array($path)) {
            return [['path' => $path ?? '', 'matchOn' => $matchOn]];
        }

        $targets = [];
        foreach ($path as $key => $value) {
            $targets[] = is_int($key)
                ? ['path' => $value, 'matchOn' => null]
                : ['path' => $key, 'matchOn' => $value];
        }

        return $targets;
    }
}
