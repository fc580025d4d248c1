<?php

declare(strict_types=1);

namespace App\Support;

/**
 * Units of measure in the shopper's language. Attributes store the international symbol (`Hz`, `W`, `kg`); Russian
 * pages write them in Cyrillic (`Гц`, `Вт`, `кг`) through the `unit.*` lines of lang/{ro,ru}.json. A symbol without
 * a line (BTU, inches, a new one) is shown as stored.
 */
final class Units
{
    /** Stored symbol => translation key. */
    private const KEYS = [
        'Hz' => 'unit.hz',
        'kHz' => 'unit.khz',
        'MHz' => 'unit.mhz',
        'GHz' => 'unit.ghz',
        'W' => 'unit.w',
        'kW' => 'unit.kw',
        'kWh' => 'unit.kwh',
        'Wh' => 'unit.wh',
        'V' => 'unit.v',
        'mAh' => 'unit.mah',
        'kg' => 'unit.kg',
        'g' => 'unit.g',
        'L' => 'unit.l',
        'l' => 'unit.l',
        'ml' => 'unit.ml',
        'mm' => 'unit.mm',
        'cm' => 'unit.cm',
        'm' => 'unit.m',
        'km' => 'unit.km',
        'm²' => 'unit.m2',
        'm³' => 'unit.m3',
        'rpm' => 'unit.rpm',
        'dB' => 'unit.db',
        'MB' => 'unit.mb',
        'GB' => 'unit.gb',
        'TB' => 'unit.tb',
        'MP' => 'unit.mp',
        'Mbps' => 'unit.mbps',
        'h' => 'unit.h',
        'min' => 'unit.min',
        'Pa' => 'unit.pa',
        'km/h' => 'unit.kmh',
        'm³/h' => 'unit.m3h',
        'lm' => 'unit.lm',
        'bar' => 'unit.bar',
    ];

    public static function localized(?string $unit, ?string $locale = null): ?string
    {
        if ($unit === null || ! isset(self::KEYS[$unit])) {
            return $unit;
        }

        return Text::get(self::KEYS[$unit], [], $locale);
    }
}
