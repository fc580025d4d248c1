<?php

declare(strict_types=1);

namespace Tests\Unit\Money;

use App\Support\Money\Money;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use PHPUnit\Framework\TestCase;

final class MoneyTest extends TestCase
{
    /**
     * @return array<string, array{int, string, string}>
     */
    public static function amounts(): array
    {
        return [
            'thousands in ro' => [1_299_900, 'ro', "12\u{00A0}999\u{00A0}lei"],
            'thousands in ru' => [1_299_900, 'ru', "12\u{00A0}999\u{00A0}лей"],
            'below a thousand' => [89_900, 'ro', "899\u{00A0}lei"],
            'millions' => [123_456_700, 'ro', "1\u{00A0}234\u{00A0}567\u{00A0}lei"],
            'half a leu rounds up' => [59_950, 'ro', "600\u{00A0}lei"],
            'under half a leu rounds down' => [59_949, 'ru', "599\u{00A0}лей"],
            'zero' => [0, 'ro', "0\u{00A0}lei"],
            'exactly a thousand' => [100_000, 'ro', "1\u{00A0}000\u{00A0}lei"],
            'a ban rounds to nothing' => [1, 'ro', "0\u{00A0}lei"],
            'the market teaser' => [28_700, 'ru', "287\u{00A0}лей"],
        ];
    }

    #[Test]
    public function amounts_convert_to_whole_lei_half_up_and_group_by_three(): void
    {
        $this->assertSame(12_999, Money::toLei(1_299_900));
        $this->assertSame(851, Money::toLei(85_050));
        $this->assertSame(850, Money::toLei(85_049));
        $this->assertSame("999\u{00A0}999", Money::number(999_999));
        $this->assertSame('lei', Money::currency('ro'));
        $this->assertSame('лей', Money::currency('ru'));
    }

    #[Test]
    #[DataProvider('amounts')]
    public function it_formats_whole_lei_with_non_breaking_spaces(int $bani, string $locale, string $expected): void
    {
        $this->assertSame($expected, Money::format($bani, $locale));
    }
}
