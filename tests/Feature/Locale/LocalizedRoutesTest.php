<?php

declare(strict_types=1);

namespace Tests\Feature\Locale;

use App\Infrastructure\Locale\LocalizedRoutes;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * LocalizedRoutes::url() puts plain values into a route's path worked out once; every answer must be the URL
 * generator's own.
 */
final class LocalizedRoutesTest extends TestCase
{
    /**
     * @return array<string, array{0: string, 1: array<string, mixed>}>
     */
    public static function routesAndParameters(): array
    {
        return [
            'a slug' => ['products.show', ['slug' => 'televizor-samsung-55-qe55']],
            'another slug of the same route' => ['products.show', ['slug' => 'frigider-lg-gbb72']],
            'three levels' => ['catalog.category', ['slug' => 'tv-audio-foto', 'subSlug' => 'televizoare', 'subSubSlug' => 'smart-tv']],
            'two levels' => ['catalog.category', ['slug' => 'tv-audio-foto', 'subSlug' => 'televizoare']],
            'an id and a value that is not in the path' => ['products.show', ['slug' => 'x', 'page' => 2]],
            'a value the generator encodes' => ['products.show', ['slug' => 'a b/ș']],
            'a value with a placeholder-like text' => ['products.show', ['slug' => 'zqz0zqz']],
            'no value' => ['home', []],
        ];
    }

    /**
     * @param  array<string, mixed>  $parameters
     */
    #[Test]
    #[DataProvider('routesAndParameters')]
    public function the_url_is_the_url_generators_in_each_language(string $name, array $parameters): void
    {
        foreach (['ro' => '', 'ru' => 'ru.'] as $locale => $prefix) {
            app()->setLocale($locale);
            // Twice: the second answer comes from the path kept by the first.
            $this->assertSame(route($prefix.$name, $parameters, false), LocalizedRoutes::url($name, $parameters));
            $this->assertSame(route($prefix.$name, $parameters, false), LocalizedRoutes::url($name, $parameters));
            $this->assertSame(route('ru.'.$name, $parameters, false), LocalizedRoutes::url($name, $parameters, 'ru'));
        }
    }
}
