<?php

declare(strict_types=1);

namespace Tests\Unit\Lang;

use PHPUnit\Framework\Attributes\Test;
use PHPUnit\Framework\TestCase;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;

/**
 * The shop addresses its shoppers with the polite "dumneavoastră" form in every Romanian text: "puteți", "comandați",
 * "contul dvs.", never the familiar "poți", "comandă-ți", "contul tău". Button labels in the imperative singular
 * ("Adaugă în coș") are the usual Romanian interface style and stay; these words only occur when a sentence speaks
 * to the shopper in the familiar form.
 */
final class RomanianPoliteFormTest extends TestCase
{
    /** Familiar pronouns, possessives, clitics and second-person singular verbs. */
    private const FAMILIAR = [
        'ai', 'aveai', 'ești', 'erai', 'fii', 'vei', 'poți', 'vrei', 'știi', 'cauți', 'găsești', 'primești', 'alegi',
        'elimini', 'ștergi', 'revino', 'tu', 'tine', 'te', 'ți', 'îți', 'tău', 'ta', 'tăi', 'tale', 'dumitale',
    ];

    private static function pattern(): string
    {
        // Whole words only: a letter (with diacritics) on either side means another word ("mai", "toate", "știință").
        return '/(?<!\p{L})('.implode('|', self::FAMILIAR).')(?!\p{L})/iu';
    }

    /**
     * @return list<string> the familiar words found in one text, with the text around them
     */
    private static function familiarIn(string $text): array
    {
        // Placeholders (":name") and HTML or Blade code are not sentences.
        $text = (string) preg_replace(['/:[a-z_]+/', '/\{\{.*?\}\}|\{!!.*?!!\}|@\w+(\(.*?\))?|<[^>]*>/su'], ' ', $text);
        preg_match_all(self::pattern(), $text, $matches, PREG_OFFSET_CAPTURE);

        return array_map(
            static fn (array $match): string => '„'.$match[0].'” in „'.trim(mb_strcut($text, max(0, $match[1] - 40), 90)).'”',
            $matches[1],
        );
    }

    private static function root(): string
    {
        return dirname(__DIR__, 3);
    }

    #[Test]
    public function the_pattern_finds_the_familiar_form_and_leaves_the_polite_one(): void
    {
        $this->assertNotEmpty(self::familiarIn('Dacă ai întrebări, te sunăm noi.'));
        $this->assertNotEmpty(self::familiarIn('Comandă-ți televizorul: îl livrăm la ușa ta.'));
        $this->assertNotEmpty(self::familiarIn('Poți plăti în rate.'));
        $this->assertNotEmpty(self::familiarIn('Abonează-te la noutăți'));
        $this->assertSame([], self::familiarIn('Dacă aveți întrebări, vă sunăm noi. Puteți plăti în rate: :amount pe lună.'));
        $this->assertSame([], self::familiarIn('Mai multe televizoare, toate în stoc; Adaugă în coș'));
    }

    #[Test]
    public function romanian_interface_texts_use_the_polite_form(): void
    {
        /** @var array<string, string> $lines */
        $lines = json_decode((string) file_get_contents(self::root().'/lang/ro.json'), true, flags: JSON_THROW_ON_ERROR);
        $found = [];
        foreach ($lines as $key => $line) {
            foreach (self::familiarIn($line) as $word) {
                $found[] = "$key: $word";
            }
        }

        $this->assertSame([], $found, "Familiar forms in lang/ro.json:\n".implode("\n", $found));
    }

    #[Test]
    public function romanian_php_translations_use_the_polite_form(): void
    {
        $found = [];
        foreach (glob(self::root().'/lang/ro/*.php') ?: [] as $file) {
            /** @var array<string, mixed> $lines */
            $lines = require $file;
            array_walk_recursive($lines, static function (mixed $line, string|int $key) use (&$found, $file): void {
                foreach (is_string($line) ? self::familiarIn($line) : [] as $word) {
                    $found[] = basename($file).": $key: $word";
                }
            });
        }

        $this->assertSame([], $found, "Familiar forms in lang/ro/*.php:\n".implode("\n", $found));
    }

    #[Test]
    public function mail_views_use_the_polite_form(): void
    {
        $found = [];
        $files = new RecursiveIteratorIterator(new RecursiveDirectoryIterator(self::root().'/resources/views/mail'));
        $count = 0;
        foreach ($files as $file) {
            if (! $file->isFile() || ! str_ends_with($file->getFilename(), '.blade.php')) {
                continue;
            }
            $count++;
            foreach (self::familiarIn((string) file_get_contents($file->getPathname())) as $word) {
                $found[] = $file->getFilename().": $word";
            }
        }

        $this->assertGreaterThan(10, $count);
        $this->assertSame([], $found, "Familiar forms in the mail views:\n".implode("\n", $found));
    }
}
