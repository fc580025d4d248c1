<?php

declare(strict_types=1);

namespace App\Models\Concerns;

/**
 * Texts stored per language in JSON columns ({"ro": "…", "ru": "…"}); reads fall back to Romanian.
 */
trait HasTranslations
{
    public function translate(string $attribute, ?string $locale = null): string
    {
        /** @var array<string, string>|null $values */
        $values = $this->getAttribute($attribute);
        $locale ??= app()->getLocale();

        return $values[$locale] ?? $values[config()->string('app.fallback_locale')] ?? '';
    }
}
