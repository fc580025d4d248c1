<?php

declare(strict_types=1);

namespace Tests\Unit\Lang;

use PHPUnit\Framework\Attributes\Test;
use PHPUnit\Framework\TestCase;

final class JsonTranslationFilesTest extends TestCase
{
    /**
     * @return array<string, string>
     */
    private static function load(string $locale): array
    {
        /** @var array<string, string> $lines */
        $lines = json_decode((string) file_get_contents(dirname(__DIR__, 3).'/lang/'.$locale.'.json'), true, flags: JSON_THROW_ON_ERROR);

        return $lines;
    }

    #[Test]
    public function romanian_and_russian_have_the_same_keys(): void
    {
        $ro = array_keys(self::load('ro'));
        $ru = array_keys(self::load('ru'));
        sort($ro);
        sort($ru);

        $this->assertSame($ro, $ru);
        $this->assertNotEmpty($ro);
    }

    #[Test]
    public function no_string_is_empty_and_placeholders_match(): void
    {
        $ru = self::load('ru');
        foreach (self::load('ro') as $key => $ro) {
            $this->assertNotSame('', trim($ro), "ro: $key");
            $this->assertNotSame('', trim($ru[$key] ?? ''), "ru: $key");
            preg_match_all('/:[a-z_]+/', $ro, $roPlaceholders);
            preg_match_all('/:[a-z_]+/', $ru[$key] ?? '', $ruPlaceholders);
            sort($roPlaceholders[0]);
            sort($ruPlaceholders[0]);
            $this->assertSame($roPlaceholders[0], $ruPlaceholders[0], "placeholders of $key");
        }
    }

    #[Test]
    public function romanian_uses_the_comma_below_letters(): void
    {
        foreach (self::load('ro') as $key => $text) {
            $this->assertDoesNotMatchRegularExpression('/[şţŞŢ]/u', $text, "cedilla letter in ro: $key");
        }
    }
}
