<?php

declare(strict_types=1);

namespace App\Http\Controllers\PageData;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\OnceFiles;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Response;

/**
 * `/page-data/{key}.{hash}.json`: a language's translations or category tree for a first visit (App\Infrastructure\Inertia\
 * OnceFiles). The address names the content, so it is kept a year; a hash that is not the content's now (a page
 * rendered before a change) is a 404, and the browser asks the page itself instead.
 */
final class OnceFileController extends Controller
{
    public function __invoke(string $key, string $hash): Response|JsonResponse
    {
        $value = OnceFiles::value($key);
        if ($value === null || ! hash_equals(OnceFiles::currentHash($key), $hash)) {
            return response()->json(['message' => 'Not Found'], 404, ['Cache-Control' => 'no-store']);
        }

        return response(OnceFiles::encode($value), 200, [
            'Content-Type' => 'application/json',
            'Cache-Control' => 'public, max-age=31536000, immutable',
        ]);
    }
}
