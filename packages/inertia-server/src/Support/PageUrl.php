<?php

declare(strict_types=1);

namespace Inertia\Support;

use Illuminate\Http\Request;

/**
 * The page object's `url`: base path + path + normalised query, without scheme or host (§1).
 * Unlike Request::fullUrl() it keeps a trailing slash, so the browser's address bar is not rewritten.
 */
final class PageUrl
{
    public static function fromRequest(Request $request): string
    {
        $path = $request->getBaseUrl().$request->getPathInfo();
        if ($path === '') {
            $path = '/';
        }

        $query = $request->getQueryString();

        return $query === null || $query === '' ? $path : $path.'?'.$query;
    }
}
