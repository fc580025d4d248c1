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
        ];
    }

    #[Test]
    #[DataProvider('numbers')]
    public function typed_numbers_are_stored_as_plus_373_and_eight_digits(string $typed, ?string $stored): void
    {
        $this->assertSame($stored, Phone::normalize($typed));
    }
}
