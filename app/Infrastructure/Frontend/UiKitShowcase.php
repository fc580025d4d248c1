<?php

declare(strict_types=1);

namespace App\Infrastructure\Frontend;

/**
 * Whether the front-end build the app serves (FrontendBuild) holds the UI kit's showcase, a test-only page: the browser tests' build
 * (`vite build --mode e2e`) does, a production build does not.
 */
final class UiKitShowcase
{
    public const ENTRY = 'resources/js/test-pages/ui-kit.tsx';

    public static function built(): bool
    {
        $manifest = FrontendBuild::manifest();
        $entries = is_file($manifest) ? json_decode((string) file_get_contents($manifest), true) : null;

        return is_array($entries) && array_key_exists(self::ENTRY, $entries);
    }
}
