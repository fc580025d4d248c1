<?php

declare(strict_types=1);

namespace Tests\Unit\Lang;

use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use PHPUnit\Framework\TestCase;

final class PhpTranslationFilesTest extends TestCase
{
    private const FILES = ['validation', 'auth', 'passwords', 'pagination', 'errors', 'documents'];

    /** Files Laravel ships in English, whose every line (and placeholder) the translations must cover. */
    private const FRAMEWORK_FILES = ['validation', 'auth', 'passwords', 'pagination'];

    private static function root(): string
    {
        return dirname(__DIR__, 3);
    }

    /**
     * @return array<array-key, mixed>
     */
    private static function load(string $path): array
    {
        self::assertFileExists($path);
        $lines = require $path;
        self::assertIsArray($lines, $path);

        return $lines;
    }

    /**
     * @return array<array-key, mixed>
     */
    private static function translation(string $locale, string $file): array
    {
        return self::load(self::root().'/lang/'.$locale.'/'.$file.'.php');
    }

    /**
     * @return array<array-key, mixed>
     */
    private static function english(string $file): array
    {
        return self::load(self::root().'/vendor/laravel/framework/src/Illuminate/Translation/lang/en/'.$file.'.php');
    }

    /**
     * Every line as "dotted.key" => text. The contents of `custom` are project-specific, so they are skipped.
     *
     * @param  array<array-key, mixed>  $lines
     * @return array<string, mixed>
     */
    private static function flatten(array $lines, string $prefix = ''): array
    {
        $flat = [];
        foreach ($lines as $key => $value) {
            $dotted = $prefix.$key;
            if (is_array($value) && $value !== []) {
                $flat += $dotted === 'custom' ? [$dotted => []] : self::flatten($value, $dotted.'.');
            } else {
                $flat[$dotted] = $value;
            }
        }

        return $flat;
    }

    /**
     * @return list<string>
     */
    private static function placeholders(string $text): array
    {
        preg_match_all('/:[a-z_]+/i', $text, $matches);
        $names = array_values(array_unique(array_map(strtolower(...), $matches[0])));
        sort($names);

        return $names;
    }

    /**
     * @return array<string, array{string}>
     */
    public static function files(): array
    {
        return array_combine(self::FILES, array_map(static fn (string $file): array => [$file], self::FILES));
    }

    /**
     * @return array<string, array{string}>
     */
    public static function frameworkFiles(): array
    {
        return array_combine(self::FRAMEWORK_FILES, array_map(static fn (string $file): array => [$file], self::FRAMEWORK_FILES));
    }

    #[Test]
    #[DataProvider('files')]
    public function romanian_and_russian_have_the_same_keys(string $file): void
    {
        $ro = array_keys(self::flatten(self::translation('ro', $file)));
        $ru = array_keys(self::flatten(self::translation('ru', $file)));
        sort($ro);
        sort($ru);

        $this->assertNotEmpty($ro);
        $this->assertSame($ro, $ru);
    }

    #[Test]
    #[DataProvider('files')]
    public function every_line_is_a_non_empty_string(string $file): void
    {
        foreach (['ro', 'ru'] as $locale) {
            foreach (self::flatten(self::translation($locale, $file)) as $key => $text) {
                if ($key === 'custom' || $key === 'attributes') {
                    continue;
                }

                $this->assertIsString($text, "$locale/$file: $key");
                $this->assertNotSame('', trim($text), "$locale/$file: $key");
            }
        }
    }

    #[Test]
    #[DataProvider('frameworkFiles')]
    public function every_english_line_is_translated_with_its_placeholders(string $file): void
    {
        $english = self::flatten(self::english($file));
        $this->assertNotEmpty($english);

        foreach (['ro', 'ru'] as $locale) {
            $lines = self::translation($locale, $file);
            $translated = self::flatten($lines);

            foreach ($english as $key => $text) {
                if (! is_string($text)) {
                    // `custom` and `attributes`: groups whose contents are ours.
                    $this->assertArrayHasKey($key, $lines, "$locale/$file lacks $key");

                    continue;
                }

                $this->assertArrayHasKey($key, $translated, "$locale/$file lacks $key");
                $this->assertIsString($translated[$key], "$locale/$file: $key");
                $this->assertSame(
                    self::placeholders($text),
                    array_values(array_intersect(self::placeholders($text), self::placeholders($translated[$key]))),
                    "$locale/$file: $key must keep the placeholders of '$text'",
                );
            }
        }
    }

    #[Test]
    public function validation_has_custom_messages_and_readable_attribute_names(): void
    {
        foreach (['ro', 'ru'] as $locale) {
            $lines = self::translation($locale, 'validation');

            $this->assertIsArray($lines['custom'] ?? null, "$locale: custom");
            $this->assertIsArray($lines['attributes'] ?? null, "$locale: attributes");
            foreach (['name', 'email', 'phone', 'password', 'password_confirmation', 'message', 'city', 'address', 'comment', 'quantity'] as $attribute) {
                $this->assertArrayHasKey($attribute, $lines['attributes'], "$locale: attributes.$attribute");
            }
        }
    }

    #[Test]
    public function error_pages_have_a_title_and_a_message_for_each_status(): void
    {
        foreach (['ro', 'ru'] as $locale) {
            $errors = self::translation($locale, 'errors');

            foreach ([403, 404, 419, 429, 500, 503] as $status) {
                $this->assertIsArray($errors[$status] ?? null, "$locale: $status");
                $this->assertNotSame('', $errors[$status]['title'] ?? '', "$locale: $status.title");
                $this->assertNotSame('', $errors[$status]['message'] ?? '', "$locale: $status.message");
            }
            $this->assertNotSame('', $errors['back_home'] ?? '', "$locale: back_home");
        }
    }

    #[Test]
    #[DataProvider('files')]
    public function romanian_uses_the_comma_below_letters(string $file): void
    {
        foreach (self::flatten(self::translation('ro', $file)) as $key => $text) {
            foreach (is_array($text) ? $text : [$text] as $line) {
                $this->assertDoesNotMatchRegularExpression('/[şţŞŢ]/u', (string) $line, "cedilla letter in ro/$file: $key");
            }
        }
    }
}
