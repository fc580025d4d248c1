<?php

declare(strict_types=1);

namespace App\Infrastructure\Frontend;

/**
 * Where the app reads its front-end build from: public/build, as `npm run build` writes it, or another folder under
 * public/ named by `app.asset_build_directory` (ASSET_BUILD_DIRECTORY). The browser tests build into public/build-e2e
 * (with their test-only pages) and serve that, so the production build is never replaced while they run, and the PHP
 * tests, which read the production build's manifest, may run at the same time.
 */
final class FrontendBuild
{
    public static function directory(): string
    {
        $directory = trim((string) config('app.asset_build_directory', 'build'), '/');

        return $directory === '' ? 'build' : $directory;
    }

    /** The build's manifest: public/{directory}/manifest.json. */
    public static function manifest(): string
    {
        return public_path(self::directory().'/manifest.json');
    }
}
