<?php

declare(strict_types=1);

namespace App\Infrastructure\Http;

use Illuminate\Http\Request;

/**
 * A query parameter a page reads as text without a form request (a search box, a pre-filled address): the text, or
 * '' when it is missing or sent in another shape (`?q[]=x`, `?q[a]=x`), which PHP would otherwise turn into
 * "Array to string conversion" and a 500.
 */
final class QueryText
{
    public static function of(Request $request, string $key, int $maxLength = 255): string
    {
        $value = $request->query($key);

        return is_string($value) ? mb_substr(trim($value), 0, $maxLength) : '';
    }
}
