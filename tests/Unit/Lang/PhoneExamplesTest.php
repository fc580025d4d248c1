<?php

declare(strict_types=1);

namespace Tests\Unit\Lang;

use App\Support\Phone;
use PHPUnit\Framework\Attributes\Test;
use PHPUnit\Framework\TestCase;
use Symfony\Component\Finder\Finder;

/**
 * One phone format everywhere: every example number a shopper or staff member reads (hints, error messages,
 * placeholders) is written as Phone::format() shows saved numbers, `060 12 34 56`, or with the country code the same
 * way, `+373 60 12 34 56`.
 */
final class PhoneExamplesTest extends TestCase
{
    /** Something written as a Moldovan phone number: a trunk 0 or +373, then digits in groups. */
    private const EXAMPLE = '/(?<![\d+])(?:\+373[ ]?\d{2}|0\d{2})(?:[ ]\d{1,3}){2,3}(?!\d)|(?<![\d+])0XX[ X]+|\+373 XX[ X]+/u';

    #[Test]
    public function every_phone_example_in_the_translations_and_placeholders_is_written_the_shops_way(): void
    {
        $root = dirname(__DIR__, 3);
        $wrong = [];
        $found = 0;
        foreach ($this->texts($root) as $where => $text) {
            preg_match_all(self::EXAMPLE, $text, $matches);
            foreach ($matches[0] as $example) {
                $found++;
                if (! $this->isTheShopsWay(trim($example))) {
                    $wrong[] = $where.': '.trim($example);
                }
            }
        }

        $this->assertGreaterThan(5, $found, 'The scan found the examples it is meant to check.');
        $this->assertSame([], $wrong);
    }

    #[Test]
    public function the_rule_tells_the_shops_way_from_others(): void
    {
        $this->assertTrue($this->isTheShopsWay('060 12 34 56'));
        $this->assertTrue($this->isTheShopsWay('+373 60 12 34 56'));
        $this->assertTrue($this->isTheShopsWay('0XX XX XX XX'));
        $this->assertFalse($this->isTheShopsWay('060 123 456'));
        $this->assertFalse($this->isTheShopsWay('+373 69 123 456'));
        $this->assertFalse($this->isTheShopsWay('0XX XXX XXX'));
    }

    /** Phone::format()'s grouping, 3-2-2-2 digits (X standing for any digit), or +373 and the 2-2-2-2 after it. */
    private function isTheShopsWay(string $example): bool
    {
        return preg_match('/^(?:0[\dX]{2}|\+373 [\dX]{2})(?: [\dX]{2}){3}$/', $example) === 1;
    }

    #[Test]
    public function the_shops_way_is_how_saved_numbers_are_shown(): void
    {
        $this->assertTrue($this->isTheShopsWay(Phone::format('+37360123456')));
        $this->assertTrue($this->isTheShopsWay(Phone::format('+37322782222')));
    }

    /**
     * Translation values and the placeholders of the pages' fields.
     *
     * @return \Generator<string, string>
     */
    private function texts(string $root): \Generator
    {
        foreach (glob($root.'/lang/*.json') ?: [] as $file) {
            foreach ((array) json_decode((string) file_get_contents($file), true) as $key => $value) {
                yield basename($file).' '.$key => (string) $value;
            }
        }
        foreach ((new Finder)->files()->in($root.'/resources/js')->name(['*.tsx', '*.ts'])->notName(['*.test.tsx', '*.test.ts']) as $file) {
            preg_match_all('/placeholder="([^"]*)"/', $file->getContents(), $matches);
            foreach ($matches[1] as $i => $placeholder) {
                yield $file->getRelativePathname().' placeholder '.$i => $placeholder;
            }
        }
    }
}
