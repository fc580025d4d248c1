<?php

declare(strict_types=1);

namespace Tests\Unit\Support;

use App\Support\Phone;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use PHPUnit\Framework\TestCase;

final class PhoneTest extends TestCase
{
    /**
     * @return array<string, array{string, string|null}>
     */
    public static function numbers(): array
    {
        return [
            'mobile, local' => ['060 78 22 23', '+37360782223'],
            'mobile, spaced international' => ['+373 69 123 456', '+37369123456'],
            'landline with dashes and brackets' => ['(022) 78-22-22', '+37322782222'],
            'without the plus' => ['37379123456', '+37379123456'],
            'eight digits' => ['79123456', '+37379123456'],
            'too short' => ['0791', null],
            'another country' => ['+40 721 000 000', null],
            'letters' => ['telefon', null],
            'a zero after the code, then 7 digits' => ['+373 0 1234567', null],
            'the trunk zero kept after the code' => ['+373 (0)60 782 223', '+37360782223'],
            'the trunk zero without brackets' => ['+373 060 782 223', '+37360782223'],
            '00 instead of the plus' => ['00373 60 782 223', '+37360782223'],
            '00 and the trunk zero' => ['00373 (0)22 78 22 22', '+37322782222'],
            'dots and a slash' => ['022/78.22.22', '+37322782222'],
            'spaces around' => ['  069 123 456 ', '+37369123456'],
            'another country after 00' => ['0040 721 000 000', null],
            'two pluses' => ['++373 60 782 223', null],
            'one digit too many' => ['060 782 2234', null],
            'a number inside a long text' => [str_repeat(' ', 40).'060782223', null],
            'Bălți landline' => ['0231 2 34 56', '+37323123456'],
            'Tiraspol landline' => ['0533 12345', '+37353312345'],
            'Moldtelecom mobile' => ['067 123 456', '+37367123456'],
            'Moldcell 76' => ['076 712 345', '+37376712345'],
            'premium rate' => ['0900 12345', null],
            'free-phone' => ['0800 12345', null],
            'shared cost' => ['+373 808 12345', null],
            'VoIP' => ['030 123 456', null],
            'unassigned 4x' => ['041 234 567', null],
            'unassigned 5x' => ['051 234 567', null],
            'unassigned 1x' => ['011 234 567', null],
        ];
    }

    #[Test]
    #[DataProvider('numbers')]
    public function typed_numbers_are_stored_as_plus_373_and_eight_digits(string $typed, ?string $stored): void
    {
        $this->assertSame($stored, Phone::normalize($typed));
    }

    /**
     * @return array<string, array{string|null, string}>
     */
    public static function shown(): array
    {
        return [
            'Chișinău landline' => ['+37322782222', '022 78 22 22'],
            'mobile' => ['+37360782223', '060 78 22 23'],
            'Tiraspol landline' => ['+37353312345', '053 31 23 45'],
            'another country, as stored' => ['+40212345678', '+40212345678'],
            'not a stored number, as it is' => ['060 78 22 23', '060 78 22 23'],
            'no number' => [null, ''],
        ];
    }

    #[Test]
    #[DataProvider('shown')]
    public function stored_numbers_are_shown_the_shops_local_way(?string $stored, string $shown): void
    {
        $this->assertSame($shown, Phone::format($stored));
    }

    #[Test]
    public function the_stored_pattern_takes_only_numbers_that_can_be_called_back(): void
    {
        foreach (['+37322782222', '+37360123456', '+37379123456', '+37371123456', '+37356212345', '+37355212345'] as $number) {
            $this->assertMatchesRegularExpression(Phone::PATTERN, $number);
        }
        foreach (['+37390012345', '+37380012345', '+37330123456', '+37341234567', '+37370123456', '+37320123456', '+3736012345', '+373601234567'] as $number) {
            $this->assertDoesNotMatchRegularExpression(Phone::PATTERN, $number);
        }
    }
}
