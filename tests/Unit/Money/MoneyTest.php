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
        ];
    }

    #[Test]
    #[DataProvider('amounts')]
    public function it_formats_whole_lei_with_non_breaking_spaces(int $bani, string $locale, string $expected): void
    {
        $this->assertSame($expected, Money::format($bani, $locale));
    }
}
