<?php

declare(strict_types=1);

namespace App\Enums;

use App\Infrastructure\Http\AnonymousRequest;
use Illuminate\Http\Request;

/**
 * The shopper's colour scheme as the `appearance` cookie stores it (the browser writes it).
 */
enum Appearance: string
{
    case Light = 'light';
    case Dark = 'dark';
    case System = 'system';

    public const COOKIE = 'appearance';

    public static function fromRequest(Request $request): self
    {
        // A public page is the same for every anonymous shopper: the script in its head applies the stored choice.
        if (AnonymousRequest::isServed($request)) {
            return self::System;
        }
        $value = $request->cookie(self::COOKIE);

        return is_string($value) ? (self::tryFrom($value) ?? self::System) : self::System;
    }

    /**
     * Whether the server can already tell that the page should be dark (for "system" only the browser knows).
     */
    public function forcesDark(): bool
    {
        return $this === self::Dark;
    }
}
