<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\File\UploadedFile;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\HttpKernel\Exception\BadRequestHttpException;

/**
 * One rule for all input: every string that reaches the app must be valid UTF-8 — the path, the query, form and JSON
 * fields at any depth (keys too), uploaded files' names and the request's headers — else the request is a 400 (a JSON
 * message under /api, the error page in the shopper's language elsewhere) before routing, and nothing is stored.
 * Otherwise a bad byte would be saved (a guest's name, a contact message) and every page showing it, staff pages
 * included, would fail to encode; or the router's regexes and the search normaliser would meet bytes they cannot read.
 * Cookies are left to the cookie middleware: an encrypted cookie that does not decrypt is dropped.
 */
final class RejectMalformedUtf8
{
    public function handle(Request $request, Closure $next): Response
    {
        if (! mb_check_encoding(rawurldecode($request->getPathInfo()), 'UTF-8') || ! self::isUtf8($request->query->all())) {
            throw new BadRequestHttpException('Malformed UTF-8 in the URL.');
        }
        if (! self::isUtf8($request->request->all()) || ! self::fileNamesAreUtf8($request->files->all())) {
            throw new BadRequestHttpException('Malformed UTF-8 in the request body.');
        }
        if (self::isMalformedJson($request)) {
            throw new BadRequestHttpException('Malformed JSON in the request body.');
        }
        $headers = $request->headers->all();
        unset($headers['cookie']);
        if (! self::isUtf8($headers)) {
            throw new BadRequestHttpException('Malformed UTF-8 in a request header.');
        }

        return $next($request);
    }

    /**
     * A JSON body that does not decode (a syntax error, bytes that are not UTF-8, a lone surrogate) reached the app as
     * no fields at all; it is a 400 rather than a form with every field missing.
     */
    private static function isMalformedJson(Request $request): bool
    {
        if (! $request->isJson() || $request->request->count() > 0) {
            return false;
        }
        $content = trim($request->getContent());
        if ($content === '') {
            return false;
        }
        json_decode($content, true, 512);

        return json_last_error() !== JSON_ERROR_NONE;
    }

    /** @param  array<array-key, mixed>  $values */
    private static function isUtf8(array $values): bool
    {
        foreach ($values as $key => $value) {
            if (is_string($key) && ! mb_check_encoding($key, 'UTF-8')) {
                return false;
            }
            if (is_array($value) ? ! self::isUtf8($value) : (is_string($value) && ! mb_check_encoding($value, 'UTF-8'))) {
                return false;
            }
        }

        return true;
    }

    /** @param  array<array-key, mixed>  $files */
    private static function fileNamesAreUtf8(array $files): bool
    {
        foreach ($files as $key => $file) {
            if (is_string($key) && ! mb_check_encoding($key, 'UTF-8')) {
                return false;
            }
            if (is_array($file) ? ! self::fileNamesAreUtf8($file) : ($file instanceof UploadedFile && ! mb_check_encoding($file->getClientOriginalName(), 'UTF-8'))) {
                return false;
            }
        }

        return true;
    }
}
