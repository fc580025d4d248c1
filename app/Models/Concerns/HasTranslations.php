<?php

declare(strict_types=1);

namespace App\Models\Concerns;

use App\Infrastructure\Locale\Locales;

/**
 * Texts stored per language in JSON columns ({"ro": "…", "ru": "…"}); reads fall back to Romanian.
 */
trait HasTranslations
{
    public function translate(string $attribute, ?string $locale = null): string
    {
        /** @var array<string, string>|null $values */
        $values = $this->getAttribute($attribute);

        return Locales::pick($values, $locale);
    }
}
