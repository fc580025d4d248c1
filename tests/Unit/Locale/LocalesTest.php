<?php

declare(strict_types=1);

namespace Tests\Unit\Locale;

use App\Infrastructure\Locale\Locales;
use App\Infrastructure\Locale\LocalizedRoutes;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class LocalesTest extends TestCase
{
    /**
     * @return array<string, array{string, string}>
     */
    public static function pathLocales(): array
    {
        return [
            'root' => ['/', 'ro'],
            'romanian page' => ['categorie-produs/telefoane', 'ro'],
            'russian root' => ['ru', 'ru'],
            'russian page' => ['ru/categorie-produs/telefoane', 'ru'],
            'ro is no prefix' => ['ro/x', 'ro'],
            'unknown prefix' => ['en/x', 'ro'],
            'word starting with ru' => ['rufe/x', 'ro'],
        ];
    }

    #[Test]
    public function a_stored_text_in_a_language_falls_back_and_never_returns_what_is_not_text(): void
    {
        $this->assertSame('Кассир', Locales::pick(['ro' => 'Casier', 'ru' => 'Кассир'], 'ru'));
        $this->assertSame('Casier', Locales::pick(['ro' => 'Casier'], 'ru'));
        $this->assertSame('Casier', Locales::pick(['ro' => 'Casier', 'ru' => ['x']], 'ru'));
        $this->assertSame('', Locales::pick(['ro' => [], 'ru' => []], 'ru'));
        $this->assertSame('', Locales::pick(null, 'ro'));
    }

    #[Test]
    #[DataProvider('pathLocales')]
    public function a_path_names_its_locale(string $path, string $locale): void
    {
        $this->assertSame($locale, Locales::fromPath($path));
    }

    /**
     * @return array<string, array{string, string, string}>
     */
    public static function translations(): array
    {
        return [
            'root to ru' => ['/', 'ru', '/ru'],
            'ru root to ro' => ['ru', 'ro', '/'],
            'page to ru' => ['categorie-produs/tv/smart-tv', 'ru', '/ru/categorie-produs/tv/smart-tv'],
            'ru page to ro' => ['/ru/categorie-produs/tv', 'ro', '/categorie-produs/tv'],
            'same language' => ['ru/blog', 'ru', '/ru/blog'],
        ];
    }

    #[Test]
    #[DataProvider('translations')]
    public function a_path_translates_to_the_same_page_in_another_language(string $path, string $locale, string $expected): void
    {
        $this->assertSame($expected, Locales::translatePath($path, $locale));
    }

    #[Test]
    public function route_names_carry_the_locale_prefix_except_for_romanian(): void
    {
        $this->assertSame('home', LocalizedRoutes::name('home', 'ro'));
        $this->assertSame('ru.home', LocalizedRoutes::name('home', 'ru'));
        $this->assertSame('ru.home', LocalizedRoutes::name('ru.home', 'ru'));
        $this->assertSame('home', LocalizedRoutes::baseName('ru.home'));
        $this->assertSame('rufe.list', LocalizedRoutes::baseName('rufe.list'));
        $this->assertSame('/ru', route(LocalizedRoutes::name('home', 'ru'), absolute: false));
    }
}
