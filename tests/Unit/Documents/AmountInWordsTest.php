<?php

declare(strict_types=1);

namespace Tests\Unit\Documents;

use App\Support\Documents\AmountInWords;
use InvalidArgumentException;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use PHPUnit\Framework\TestCase;

final class AmountInWordsTest extends TestCase
{
    /**
     * @return array<string, array{int, string}>
     */
    public static function romanianMoney(): array
    {
        return [
            'the example' => [1_234_50, 'o mie două sute treizeci și patru de lei 50 bani'],
            'zero' => [0, 'zero lei 00 bani'],
            'one leu' => [1_00, 'un leu 00 bani'],
            'two lei' => [2_05, 'doi lei 05 bani'],
            'twelve, masculine' => [12_00, 'doisprezece lei 00 bani'],
            'nineteen takes no de' => [19_00, 'nouăsprezece lei 00 bani'],
            'twenty takes de' => [20_00, 'douăzeci de lei 00 bani'],
            'twenty-one, masculine' => [21_00, 'douăzeci și unu de lei 00 bani'],
            'a hundred takes de' => [100_00, 'o sută de lei 00 bani'],
            'a hundred and one does not' => [101_00, 'o sută unu lei 00 bani'],
            'two hundred and twelve' => [212_00, 'două sute doisprezece lei 00 bani'],
            'a thousand' => [1_000_00, 'o mie de lei 00 bani'],
            'two thousand' => [2_000_00, 'două mii de lei 00 bani'],
            'twelve thousand, feminine' => [12_000_00, 'douăsprezece mii de lei 00 bani'],
            'twenty thousand take de' => [20_000_00, 'douăzeci de mii de lei 00 bani'],
            'twenty-one thousand, feminine' => [21_005_00, 'douăzeci și una de mii cinci lei 00 bani'],
            'a hundred thousand' => [100_000_00, 'o sută de mii de lei 00 bani'],
            'a million' => [1_000_000_00, 'un milion de lei 00 bani'],
            'two million' => [2_000_003_00, 'două milioane trei lei 00 bani'],
        ];
    }

    #[Test]
    #[DataProvider('romanianMoney')]
    public function romanian_money(int $bani, string $words): void
    {
        $this->assertSame($words, AmountInWords::money($bani, 'ro'));
    }

    /**
     * @return array<string, array{int, string}>
     */
    public static function russianMoney(): array
    {
        return [
            'the example' => [1_234_50, 'одна тысяча двести тридцать четыре лея 50 бань'],
            'zero' => [0, 'ноль леев 00 бань'],
            'one' => [1_01, 'один лей 01 бан'],
            'two' => [2_02, 'два лея 02 бана'],
            'eleven' => [11_00, 'одиннадцать леев 00 бань'],
            'twenty-one' => [21_00, 'двадцать один лей 00 бань'],
            'two thousand, feminine' => [2_000_00, 'две тысячи леев 00 бань'],
            'five thousand' => [5_000_00, 'пять тысяч леев 00 бань'],
            'twenty-one thousand' => [21_000_00, 'двадцать одна тысяча леев 00 бань'],
            'a million' => [1_000_000_00, 'один миллион леев 00 бань'],
            'three million and four' => [3_000_004_00, 'три миллиона четыре лея 00 бань'],
            'fourteen' => [114_00, 'сто четырнадцать леев 00 бань'],
        ];
    }

    #[Test]
    #[DataProvider('russianMoney')]
    public function russian_money(int $bani, string $words): void
    {
        $this->assertSame($words, AmountInWords::money($bani, 'ru'));
    }

    #[Test]
    public function the_de_rule_looks_at_the_last_two_digits(): void
    {
        foreach ([20, 99, 100, 120, 1_000, 1_020] as $takes) {
            $this->assertTrue(AmountInWords::romanianTakesDe($takes), (string) $takes);
        }
        foreach ([0, 1, 19, 101, 119, 1_019] as $doesNot) {
            $this->assertFalse(AmountInWords::romanianTakesDe($doesNot), (string) $doesNot);
        }
    }

    #[Test]
    public function feminine_forms_in_romanian(): void
    {
        $this->assertSame('două', AmountInWords::romanian(2, true));
        $this->assertSame('douăzeci și una', AmountInWords::romanian(21, true));
        $this->assertSame('o carte', AmountInWords::romanianCounted(1, true, ['carte', 'cărți']));
        $this->assertSame('douăzeci și două de cărți', AmountInWords::romanianCounted(22, true, ['carte', 'cărți']));
    }

    #[Test]
    public function a_negative_amount_is_refused(): void
    {
        $this->expectException(InvalidArgumentException::class);
        AmountInWords::money(-1, 'ro');
    }
}
