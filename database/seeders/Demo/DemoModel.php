<?php

declare(strict_types=1);

namespace Database\Seeders\Demo;

/**
 * One model of the demo catalogue: a line of a family (ProductFamilies) in one of its variants, with its name, specs
 * and price worked out from the line's class and the variant's place, so the same model always comes out the same.
 */
final readonly class DemoModel
{
    private const SMALL_ITEMS = ['case', 'charger', 'power-bank', 'mouse', 'gamepad', 'fitness-band', 'kettle', 'scale'];

    /**
     * @param  array{ro: string, ru: string}  $name
     * @param  array{ro: string, ru: string}  $type
     * @param  array{ro: string, ru: string}  $use
     * @param  array<string, string|int|float>  $specs
     */
    public function __construct(
        public string $kind,
        public string $shape,
        public string $brand,
        public string $series,
        public string $code,
        public int $tier,
        public int $variant,
        public string $label,
        public array $name,
        public array $type,
        public array $use,
        public array $specs,
        public int $price,
        public string $color,
    ) {
    }

    /**
     * @param  array<string, mixed>  $family
     */
    public static function make(array $family, int $lineIndex, int $variantIndex, ?string $kind = null): self
    {
        /** @var array{0: string, 1: string, 2: string, 3: int, 4: array<string, string|int|float>} $line */
        $line = $family['lines'][$lineIndex];
        [$brand, $series, $pattern, $tier, $lineSpecs] = $line;
        /** @var array{attribute: string, values: list<string|int|float>, label: array<string, string>, code: array<string, string>} $variants */
        $variants = $family['variant'];
        $value = $variants['values'][$variantIndex];
        $label = $variants['label'][(string) $value];
        $code = str_replace('{v}', $variants['code'][(string) $value], $pattern);

        $specs = $lineSpecs;
        $specs[$variants['attribute']] = $value;
        if (isset($specs['ram']) && in_array($family['shape'], ['laptop'], true)) {
            $specs['storage'] = ['8-gb' => '256-gb', '16-gb' => '512-gb', '32-gb' => '1-tb'][(string) $specs['ram']];
        }
        if ($variants['attribute'] === 'storage' && isset($specs['ram'])) {
            $label = str_replace('-gb', '', (string) $specs['ram']).'/'.$label;
        }
        if ($family['shape'] === 'tv' && (float) $value <= 32) {
            $specs['resolution'] = 'hd';
        }
        /** @var list<string> $colors */
        $colors = $family['colors'];
        $color = $variants['attribute'] === 'color' ? (string) $value : $colors[($lineIndex + $variantIndex) % count($colors)];
        $specs['color'] = $color;
        $kind ??= (string) ($family['kind'] ?? $family['shape']);
        $specs['warranty'] = $tier === 4 ? '36-luni' : (in_array($kind, self::SMALL_ITEMS, true) && $tier === 1 ? '12-luni' : '24-luni');
        $specs['model_year'] = 2023 + min(2, intdiv($tier, 2) + $lineIndex % 2);
        $specs += self::dimensions($family, $specs, $variantIndex);

        /** @var array{0: int, 1: int} $range */
        $range = $family['price'];
        $count = count($variants['values']);
        // On a log scale of the range, the class sets where a line starts and the variant how far it climbs: a size
        // (diagonal, volume, load) weighs more than the class, other variants (storage, colour) less.
        $sized = in_array($variants['attribute'], ['screen_size', 'capacity', 'load', 'btu', 'place_settings', 'range'], true);
        [$classWeight, $variantWeight] = $sized ? [0.2, 0.4] : [0.25, 0.25];
        $position = ($tier - 1) * $classWeight + ($count > 1 ? $variantIndex / ($count - 1) : 0) * $variantWeight;
        $jitter = 1 + (crc32($brand.$series) % 5) / 100;
        $price = self::round((int) ($range[0] * (($range[1] / $range[0]) ** $position) * $jitter));

        $words = array_values(array_filter([$brand, $series, $code, $label], static fn (string $w): bool => $w !== ''));
        $title = implode(' ', $words);
        // "Honor 400": the series already starts with the brand's own name in some lines; never say it twice.
        $title = preg_replace('/^(\S+) \1 /u', '$1 ', $title) ?? $title;

        return new self(
            kind: $kind,
            shape: (string) $family['shape'],
            brand: $brand,
            series: $series,
            code: $code,
            tier: $tier,
            variant: $variantIndex,
            label: $label,
            name: ['ro' => $family['ro'].' '.$title, 'ru' => $family['ru'].' '.$title],
            type: ['ro' => (string) $family['ro'], 'ru' => (string) $family['ru']],
            use: $family['use'],
            specs: $specs,
            price: $price,
            color: $color,
        );
    }

    /** Shop prices end in 99 lei (12 999, 4 499) and, below a thousand, in 9 (349, 899). */
    public static function round(int $lei): int
    {
        return $lei < 1000 ? max(99, (int) (ceil(($lei + 1) / 10) * 10) - 1) : (int) (ceil(($lei + 1) / 100) * 100) - 1;
    }

    /**
     * Width, height, depth (cm) and weight (kg): from the family's typical size, the diagonal of a screen, the volume
     * of a fridge; a bigger variant is a little bigger.
     *
     * @param  array<string, mixed>  $family
     * @param  array<string, string|int|float>  $specs
     * @return array<string, float>
     */
    private static function dimensions(array $family, array $specs, int $variantIndex): array
    {
        /** @var array{0: float, 1: float, 2: float, 3: float} $size */
        $size = $family['size'];
        [$width, $height, $depth, $weight] = $size;
        $grow = 1 + 0.06 * $variantIndex;
        $shape = $family['shape'];
        if (in_array($shape, ['tv', 'monitor'], true)) {
            $inches = (float) $specs['screen_size'];
            $width = $inches * 2.54 * 0.872;
            $height = $inches * 2.54 * 0.49 + ($shape === 'monitor' ? 12 : 6);
            $weight = $shape === 'tv' ? 0.0055 * $inches * $inches + 2 : 0.006 * $inches * $inches + 1.5;
            $grow = 1.0;
        } elseif (in_array($shape, ['fridge', 'freezer'], true)) {
            $height = 60 + (float) $specs['capacity'] * 0.33;
            $weight = 25 + (float) $specs['capacity'] * 0.15;
            $grow = 1.0;
        } elseif (in_array($shape, ['washer', 'washer-top', 'dishwasher'], true)) {
            $depth = $depth > 0 ? $depth : ((int) ($specs['place_settings'] ?? 0) <= 10 ? 55.0 : 60.0);
            $width = $shape === 'dishwasher' ? ((int) $specs['place_settings'] <= 10 ? 45.0 : 60.0) : $width;
            $depth = $shape === 'washer' && isset($specs['load']) && ! isset($specs['spin']) ? 63.0 : ($shape === 'washer' ? 40 + (float) $specs['load'] * 2.5 : $depth);
            $weight = $shape === 'dishwasher' ? 35 + $variantIndex * 5 : 55 + (float) ($specs['load'] ?? 6) * 2;
            $grow = 1.0;
        } elseif ($shape === 'hood') {
            $width = (float) $specs['width'];
        } elseif ($shape === 'scooter') {
            $weight = 12 + (float) $specs['range'] * 0.2;
        }

        return [
            'width' => round($width * ($shape === 'hood' ? 1 : $grow), 1),
            'height' => round($height * $grow, 1),
            'depth' => round($depth * $grow, 1),
            'weight' => round($weight * $grow, $weight < 1 ? 2 : 1),
        ];
    }
}
