<?php

declare(strict_types=1);

namespace Inertia\Support;

use Illuminate\Http\Request;

/**
 * The HTTP headers of the Inertia protocol (PROTOCOL.md §2, §3).
 */
final class Header
{
    public const INERTIA = 'X-Inertia';

    public const VERSION = 'X-Inertia-Version';

    public const LOCATION = 'X-Inertia-Location';

    public const REDIRECT = 'X-Inertia-Redirect';

    public const PARTIAL_COMPONENT = 'X-Inertia-Partial-Component';

    public const PARTIAL_ONLY = 'X-Inertia-Partial-Data';

    public const PARTIAL_EXCEPT = 'X-Inertia-Partial-Except';

    public const RESET = 'X-Inertia-Reset';

    public const ERROR_BAG = 'X-Inertia-Error-Bag';

    public const EXCEPT_ONCE_PROPS = 'X-Inertia-Except-Once-Props';

    public static function isInertia(Request $request): bool
    {
        $value = $request->headers->get(self::INERTIA);

        return $value !== null && $value !== '' && strtolower($value) !== 'false' && $value !== '0';
    }

    /**
     * A comma-separated header as a list, without empty entries.
     *
     * @return list<string>
     */
    public static function list(Request $request, string $name): array
    {
        $value = (string) $request->headers->get($name, '');

        return array_values(array_filter(
            array_map('trim', explode(',', $value)),
            static fn (string $item): bool => $item !== '',
        ));
    }
}
