<?php

declare(strict_types=1);

namespace Tests\Unit\Content;

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
            'a zero after the code' => ['+373 0 1234567', null],
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
