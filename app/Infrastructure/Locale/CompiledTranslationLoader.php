<?php

declare(strict_types=1);

namespace App\Infrastructure\Locale;

use Illuminate\Contracts\Translation\Loader;

/**
 * The translator's loader with the JSON lines taken from CompiledTranslations when `php artisan optimize` wrote them;
 * PHP group files, namespaces and everything else go to the file loader it wraps.
 */
final class CompiledTranslationLoader implements Loader
{
    public function __construct(private readonly Loader $files)
    {
    }

    /**
     * @return array<string, mixed>
     */
    public function load($locale, $group, $namespace = null): array
    {
        if ($group === '*' && $namespace === '*') {
            $lines = CompiledTranslations::lines($locale);
            if ($lines !== null) {
                return $lines;
            }
        }

        /** @var array<string, mixed> $loaded */
        $loaded = $this->files->load($locale, $group, $namespace);

        return $loaded;
    }

    public function addNamespace($namespace, $hint): void
    {
        $this->files->addNamespace($namespace, $hint);
    }

    public function addJsonPath($path): void
    {
        $this->files->addJsonPath($path);
    }

    /**
     * @return array<string, string>
     */
    public function namespaces(): array
    {
        /** @var array<string, string> $namespaces */
        $namespaces = $this->files->namespaces();

        return $namespaces;
    }
}
