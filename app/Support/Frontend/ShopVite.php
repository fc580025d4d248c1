<?php

declare(strict_types=1);

namespace App\Support\Frontend;

use Illuminate\Foundation\Vite;

/** Laravel's Vite helper reading the build's manifest from CompiledViteManifest when `optimize` compiled it. */
final class ShopVite extends Vite
{
    /**
     * @param  string  $buildDirectory
     * @return array<string, mixed>
     */
    protected function manifest($buildDirectory): array
    {
        $path = $this->manifestPath($buildDirectory);
        if (! isset(self::$manifests[$path])) {
            $entries = CompiledViteManifest::entries($path);
            if ($entries !== null) {
                self::$manifests[$path] = $entries;
            }
        }

        /** @var array<string, mixed> */
        return parent::manifest($buildDirectory);
    }
}
