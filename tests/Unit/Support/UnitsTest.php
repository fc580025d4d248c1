<?php

declare(strict_types=1);

namespace Tests\Unit\Support;

use App\Queries\Products\ProductSpecs;
use App\Support\Units;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class UnitsTest extends TestCase
{
    #[Test]
    public function russian_pages_write_units_in_cyrillic(): void
    {
        $this->assertSame('Гц', Units::localized('Hz', 'ru'));
        $this->assertSame('Вт', Units::localized('W', 'ru'));
        $this->assertSame('кг', Units::localized('kg', 'ru'));
        $this->assertSame('л', Units::localized('L', 'ru'));
        $this->assertSame('л', Units::localized('l', 'ru'));
        $this->assertSame('см', Units::localized('cm', 'ru'));
        $this->assertSame('мА·ч', Units::localized('mAh', 'ru'));
        $this->assertSame('об/мин', Units::localized('rpm', 'ru'));
    }

    #[Test]
    public function romanian_pages_keep_the_international_symbols(): void
    {
        $this->assertSame('Hz', Units::localized('Hz', 'ro'));
        $this->assertSame('W', Units::localized('W', 'ro'));
        $this->assertSame('kg', Units::localized('kg', 'ro'));
        $this->assertSame('m²', Units::localized('m²', 'ro'));
        $this->assertSame('rot/min', Units::localized('rpm', 'ro'));
    }

    #[Test]
    public function symbols_without_a_translation_and_no_unit_pass_through(): void
    {
        $this->assertSame('BTU', Units::localized('BTU', 'ru'));
        $this->assertSame('"', Units::localized('"', 'ru'));
        $this->assertSame('', Units::localized('', 'ru'));
        $this->assertNull(Units::localized(null, 'ru'));
    }

    #[Test]
    public function spec_values_carry_the_unit_of_the_page_language(): void
    {
        $this->assertSame("120\u{00A0}Гц", ProductSpecs::withUnit('120', 'Hz', 'ru'));
        $this->assertSame("120\u{00A0}Hz", ProductSpecs::withUnit('120', 'Hz', 'ro'));
        $this->assertSame("2,5\u{00A0}кг", ProductSpecs::withUnit('2,5', 'kg', 'ru'));
        $this->assertSame('55"', ProductSpecs::withUnit('55', '"', 'ru'));
        $this->assertSame('7', ProductSpecs::withUnit('7', null, 'ru'));
    }
}
