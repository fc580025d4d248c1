<?php

declare(strict_types=1);

namespace App\Infrastructure\Frontend;

use App\Infrastructure\Cache\ServerMemory;
use Illuminate\Foundation\Vite;
use Illuminate\Support\HtmlString;

/**
 * Laravel's Vite helper reading the build's manifest from CompiledViteManifest when `optimize` compiled it, and keeping
 * the tags it prints for a page (a dozen preloads and scripts, worked out from the manifest at every page) in the app
 * server's memory (ServerMemory) under the build's hash, with the request's nonce put in when printed.
 */
final class ShopVite extends Vite
{
    /** Stands for the request's nonce in the kept tags: a nonce is base64 or hex, never this. */
    private const NONCE_MARK = '{{shop-vite-nonce}}';

    /**
     * @param  string|string[]  $entrypoints
     * @param  string|null  $buildDirectory
     */
    public function __invoke($entrypoints, $buildDirectory = null): HtmlString
    {
        $buildDirectory ??= $this->buildDirectory;
        $build = CompiledViteManifest::hash($this->manifestPath($buildDirectory));
        if ($build === null || $this->isRunningHot()) {
            return parent::__invoke($entrypoints, $buildDirectory);
        }

        // What else the tags depend on: where assets are served from (the request's host, or ASSET_URL) and the entries.
        $key = 'vite-tags:'.$build.':'.hash('xxh128', serialize([$this->assetPath(''), $buildDirectory, (array) $entrypoints]));
        $html = ServerMemory::rememberHere($key, function () use ($entrypoints, $buildDirectory): string {
            $nonce = $this->nonce;
            $this->nonce = self::NONCE_MARK;
            try {
                return parent::__invoke($entrypoints, $buildDirectory)->toHtml();
            } finally {
                $this->nonce = $nonce;
            }
        });

        return new HtmlString(str_replace(
            ' nonce="'.self::NONCE_MARK.'"',
            $this->nonce === null ? '' : ' nonce="'.e($this->nonce).'"',
            $html,
        ));
    }

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
