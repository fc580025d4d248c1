<?php

declare(strict_types=1);

namespace Tests\Feature\Platform;

use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class LocaleRoutingTest extends TestCase
{
    /**
     * @return array<string, array{string, string, string}>
     */
    public static function homePages(): array
    {
        return [
            'Romanian at /' => ['/', 'ro', 'Electronice și electrocasnice'],
            'Russian at /ru' => ['/ru', 'ru', 'Электроника и бытовая техника'],
        ];
    }

    #[Test]
    #[DataProvider('homePages')]
    public function the_home_page_renders_in_the_language_of_its_url(string $url, string $locale, string $title): void
    {
        $response = $this->get($url);

        $response->assertOk()
            ->assertSee('<html lang="'.$locale.'"', false)
            ->assertSee('<title data-inertia="">'.$title.' - Electro Shop</title>', false)
            ->assertInertia(fn (Assert $page) => $page
                ->component('home/index')
                ->where('locale', $locale)
                ->where('locales', ['ro', 'ru'])
                ->where('meta.title', $title)
                ->where('route.name', 'home')
                ->where('route.alternates', ['ro' => '/', 'ru' => '/ru'])
                ->where('appName', 'Electro Shop')
                ->etc());
    }

    #[Test]
    public function the_page_links_its_other_language_and_its_canonical_url(): void
    {
        $this->get('/ru?utm_source=newsletter')
            ->assertSee('<link rel="canonical" href="http://localhost/ru" data-inertia="canonical">', false)
            ->assertSee('<link rel="alternate" hreflang="ro" href="http://localhost?utm_source=newsletter" data-inertia="alternate-ro">', false)
            ->assertSee('<link rel="alternate" hreflang="ru" href="http://localhost/ru?utm_source=newsletter" data-inertia="alternate-ru">', false)
            ->assertSee('<link rel="alternate" hreflang="x-default" href="http://localhost?utm_source=newsletter"', false)
            ->assertInertia(fn (Assert $page) => $page
                ->where('route.alternates', ['ro' => '/?utm_source=newsletter', 'ru' => '/ru?utm_source=newsletter'])
                ->where('route.canonical', 'http://localhost/ru')
                ->etc());
    }

    #[Test]
    public function each_language_gets_its_own_translations_once(): void
    {
        /** @var array<string, string> $ro */
        $ro = json_decode((string) file_get_contents(lang_path('ro.json')), true, flags: JSON_THROW_ON_ERROR);
        /** @var array<string, string> $ru */
        $ru = json_decode((string) file_get_contents(lang_path('ru.json')), true, flags: JSON_THROW_ON_ERROR);

        // The back office's strings (admin.*) go only to the back office.
        $storefront = static fn (array $lines): array => array_filter($lines, static fn (string $key): bool => ! str_starts_with($key, 'admin.'), ARRAY_FILTER_USE_KEY);
        $ro = $storefront($ro);
        $ru = $storefront($ru);

        // An Inertia visit carries them (a first visit names their file instead: OnceFilesTest).
        $visit = ['X-Inertia' => 'true', 'X-Inertia-Version' => $this->currentVersion()];
        $this->assertSame($ro, $this->get('/', $visit)->json('props.translations'));
        $this->assertSame($ru, $this->get('/ru', $visit)->json('props.translations'));

        $page = $this->get('/ru', ['X-Inertia' => 'true', 'X-Inertia-Version' => $this->currentVersion()])->json();
        $this->assertArrayHasKey('translations.ru', $page['onceProps']);
        $this->assertSame('translations', $page['onceProps']['translations.ru']['prop']);

        // A client that already holds the Russian strings does not get them again.
        $again = $this->get('/ru', [
            'X-Inertia' => 'true',
            'X-Inertia-Version' => $this->currentVersion(),
            'X-Inertia-Except-Once-Props' => 'translations.ru',
        ])->json();
        $this->assertArrayNotHasKey('translations', $again['props']);
        $this->assertSame('ru', $again['props']['locale']);
    }

    #[Test]
    public function an_unsupported_language_prefix_is_not_a_language(): void
    {
        $this->get('/en')->assertNotFound()->assertSee('<html lang="ro"', false);
        $this->get('/ro')->assertNotFound();
    }

    private function currentVersion(): string
    {
        $page = $this->get('/')->inertiaPage();

        return (string) $page['version'];
    }
}
