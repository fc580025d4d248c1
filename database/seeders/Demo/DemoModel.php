<?php

declare(strict_types=1);

namespace Database\Seeders\Demo;

/**
 * One model of the demo catalogue: a line of a family (ProductFamilies) in one of its variants, with its name, specs
 * and price worked out from the line's class and the variant's place, or, for a model sold in configurations, one of
 * its configurations in ModelConfigurations; the same model always comes out the same.
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
    public static function make(array $family, int $lineIndex, int $variantIndex, ?string $kind = null, ?int $colorIndex = null): self
    {
        /** @var array{0: string, 1: string, 2: string, 3: int, 4: array<string, string|int|float>, 5?: array{0: int, 1: float|int, 2: float|int, 3: float|int, 4: int}} $line */
        $line = $family['lines'][$lineIndex];
        [$brand, $series, $pattern, $tier, $lineSpecs] = $line;
        $kind ??= (string) ($family['kind'] ?? $family['shape']);
        $configured = ModelConfigurations::for($kind, $brand, $series);
        if ($configured !== null) {
            return self::configured($family, $kind, $lineIndex, $variantIndex, $configured, $colorIndex);
        }
        /** @var array{attribute: string, values: list<string|int|float>, label: array<string, string>, code: array<string, string>} $variants */
        $variants = $family['variant'];
        $value = $variants['values'][$variantIndex];
        $label = $variants['label'][(string) $value];
        $code = str_replace('{v}', $variants['code'][(string) $value], $pattern);

        $specs = $lineSpecs;
        $specs[$variants['attribute']] = $value;
        if ($family['shape'] === 'tv' && (float) $value <= 32) {
            $specs['resolution'] = 'hd';
        }
        /** @var list<string> $colors */
        $colors = $family['colors'];
        $color = $variants['attribute'] === 'color' ? (string) $value : $colors[($lineIndex + $variantIndex) % count($colors)];
        $specs['color'] = $color;
        $specs['warranty'] = self::warranty($kind, $tier);
        $facts = $line[5] ?? throw new \LogicException("{$brand} {$series} has no release year and size in ProductFamilies.");
        $specs['model_year'] = $facts[0];
        $specs += self::dimensions((string) $family['shape'], $variants['attribute'], $value, $variants['values'][0], [$facts[1], $facts[2], $facts[3], $facts[4]]);

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

        return self::named($family, $kind, $brand, $series, $code, $tier, $variantIndex, $label, '', $specs, $price, $color);
    }

    /**
     * A model sold in configurations (ModelConfigurations): its memory, storage, colour, body, year and price are the
     * table's; the name says the configuration and the maker's colour, as shops here write it. The colour is the
     * configuration's own, else the one given (an index of the model's colours), else the model's colours in turn.
     *
     * @param  array<string, mixed>  $family
     * @param  array{year: int, size: array{0: float|int, 1: float|int, 2: float|int, 3: int}, colors: list<array{0: string, 1: string|null}>, configs: list<array{ram: string|null, storage: string, price: array{0: int, 1: int}, color?: array{0: string, 1: string|null}}>, rank?: array{0: string, 1: int}}  $model
     */
    private static function configured(array $family, string $kind, int $lineIndex, int $configIndex, array $model, ?int $colorIndex): self
    {
        /** @var array{0: string, 1: string, 2: string, 3: int, 4: array<string, string|int|float>} $line */
        $line = $family['lines'][$lineIndex];
        [$brand, $series, $pattern, $tier, $specs] = $line;
        $config = $model['configs'][$configIndex];
        [$color, $colorName] = $config['color'] ?? $model['colors'][$colorIndex ?? ($lineIndex + $configIndex) % count($model['colors'])];

        if ($config['ram'] !== null) {
            $specs['ram'] = $config['ram'];
        }
        $specs['storage'] = $config['storage'];
        $specs['color'] = $color;
        $specs['warranty'] = self::warranty($kind, $tier);
        $specs['model_year'] = $model['year'];
        [$width, $height, $depth, $grams] = $model['size'];
        $specs += self::rounded($width / 10, $height / 10, $depth / 10, $grams / 1000);

        $storage = self::memory($config['storage']);
        $label = $family['shape'] === 'laptop'
            ? self::memory((string) $config['ram'], '').'/'.self::memory($config['storage'], '')
            : ($config['ram'] === null ? $storage : str_replace(' GB', '', self::memory($config['ram'])).'/'.$storage);
        [$low, $high] = $config['price'];
        // A point of the configuration's range, the same for every configuration of the model, so a bigger one
        // (whose range is higher) always costs more.
        $share = 0.3 + (crc32($brand.$series) % 30) / 100;
        $price = min($high, self::round((int) ($low + ($high - $low) * $share)));

        return self::named($family, $kind, $brand, $series, rtrim(str_replace('{v}', '', $pattern), '-'), $tier, $configIndex, $label, (string) $colorName, $specs, $price, $color);
    }

    /** "128-gb" → "128 GB", "1-tb" → "1 TB" (no space for a laptop's "16GB/512GB"). */
    private static function memory(string $slug, string $space = ' '): string
    {
        [$amount, $unit] = explode('-', $slug);

        return $amount.$space.strtoupper($unit);
    }

    private static function warranty(string $kind, int $tier): string
    {
        return $tier === 4 ? '36-luni' : (in_array($kind, self::SMALL_ITEMS, true) && $tier === 1 ? '12-luni' : '24-luni');
    }

    /**
     * @param  array<string, mixed>  $family
     * @param  array<string, string|int|float>  $specs
     */
    private static function named(array $family, string $kind, string $brand, string $series, string $code, int $tier, int $variant, string $label, string $colorName, array $specs, int $price, string $color): self
    {
        // A configured model is named as shops here name it (brand, model, memory, colour); the others keep the
        // maker's model code, which tells their variants apart.
        $configured = ModelConfigurations::for($kind, $brand, $series) !== null;
        $words = array_values(array_filter($configured ? [$brand, $series, $label, $colorName] : [$brand, $series, $code, $label], static fn (string $w): bool => $w !== ''));
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
            variant: $variant,
            label: $label,
            name: ['ro' => $family['ro'].' '.$title, 'ru' => $family['ru'].' '.$title],
            type: ['ro' => (string) $family['ro'], 'ru' => (string) $family['ru']],
            use: $family['use'],
            specs: $specs,
            price: $price,
            color: $color,
        );
    }

    /**
     * The name of the model's line, what its variants share: the type word, brand and series, without the
     * configuration, size or colour ("Smartphone Apple iPhone 16").
     *
     * @return array{ro: string, ru: string}
     */
    public function lineName(): array
    {
        $title = $this->brand.' '.$this->series;
        $title = preg_replace('/^(\S+) \1( |$)/u', '$1$2', $title) ?? $title;

        return ['ro' => $this->type['ro'].' '.$title, 'ru' => $this->type['ru'].' '.$title];
    }

    /**
     * How many models a line has: its configurations, or one per variant of its family.
     *
     * @param  array<string, mixed>  $family
     */
    public static function variants(array $family, int $lineIndex, string $kind): int
    {
        /** @var array{0: string, 1: string} $line */
        $line = $family['lines'][$lineIndex];
        $configured = ModelConfigurations::for($kind, $line[0], $line[1]);
        /** @var array{values: list<mixed>} $variant */
        $variant = $family['variant'];

        return $configured === null ? count($variant['values']) : count($configured['configs']);
    }

    /** Shop prices end in 99 lei (12 999, 4 499) and, below a thousand, in 9 (349, 899). */
    public static function round(int $lei): int
    {
        return $lei < 1000 ? max(99, (int) (ceil(($lei + 1) / 10) * 10) - 1) : (int) (ceil(($lei + 1) / 100) * 100) - 1;
    }

    /**
     * Width, height, depth (cm) and weight (kg) from the line's own (ProductFamilies, in mm and g, of its first variant).
     * Where the variant is a size, a bigger one is bigger: a screen's diagonal scales the front and, squared, the
     * weight; a fridge's volume its height; a washer's load its depth; a hood is as wide as it says; a console's storage,
     * a colour or a plug leaves the body as it is.
     *
     * @param  array{0: float|int, 1: float|int, 2: float|int, 3: int}  $base
     * @return array<string, float>
     */
    private static function dimensions(string $shape, string $attribute, string|int|float $value, string|int|float $first, array $base): array
    {
        [$width, $height, $depth, $grams] = $base;
        $ratio = is_numeric($value) && is_numeric($first) && (float) $first > 0 ? (float) $value / (float) $first : 1.0;
        switch (true) {
            case $attribute === 'screen_size' && in_array($shape, ['tv', 'monitor'], true):
                [$width, $height, $depth, $grams] = [$width * $ratio, $height * $ratio, $depth * (1 + 0.25 * ($ratio - 1)), $grams * $ratio ** 2];
                break;
            case $attribute === 'screen_size':
                [$width, $height, $grams] = [$width * $ratio ** 0.5, $height * $ratio ** 0.5, $grams * $ratio];
                break;
            case $attribute === 'capacity' && in_array($shape, ['fridge', 'freezer'], true):
                [$height, $grams] = [$height * $ratio ** ($shape === 'fridge' ? 0.37 : 0.75), $grams * $ratio ** ($shape === 'fridge' ? 0.6 : 0.8)];
                break;
            case $attribute === 'capacity':
                [$width, $height, $depth, $grams] = [$width * $ratio ** (1 / 3), $height * $ratio ** (1 / 3), $depth * $ratio ** (1 / 3), $grams * $ratio ** (2 / 3)];
                break;
            case $attribute === 'load':
                [$depth, $grams] = [$shape === 'washer-top' ? $depth : $depth * $ratio ** 0.4, $grams * $ratio ** 0.2];
                break;
            case $attribute === 'place_settings':
                // 10 settings is the 45 cm machine; 13 and more the 60 cm one.
                [$width, $grams] = [(float) $value > 10 ? $width + 150 : $width, $grams * ((float) $value > 10 ? 1.1 + 0.03 * ((float) $value - 12) : 1)];
                break;
            case $attribute === 'width':
                [$width, $grams] = [(float) $value * 10, $grams * $ratio];
                break;
            case $attribute === 'kit_lens':
                // The lens sits in front of the body.
                [$depth, $grams] = match ((string) $value) {
                    '18-55' => [$depth + 62, $grams + 215],
                    '18-150' => [$depth + 88, $grams + 300],
                    default => [$depth, $grams],
                };
                break;
            case in_array($attribute, ['power', 'battery', 'channels', 'btu', 'battery_minutes', 'water_tank', 'range'], true):
                $grow = $attribute === 'range' ? 1.0 : $ratio ** 0.12;
                [$width, $height, $depth, $grams] = [$width * $grow, $height * $grow, $depth * $grow, $grams * $ratio ** ($attribute === 'range' ? 0.4 : 0.3)];
                break;
        }

        return self::rounded($width / 10, $height / 10, $depth / 10, $grams / 1000);
    }

    /**
     * Centimetres and kilograms as the spec rows keep them: a phone's 16,44 cm and 0,17 kg, a TV's 122,6 cm.
     *
     * @return array{width: float, height: float, depth: float, weight: float}
     */
    private static function rounded(float $width, float $height, float $depth, float $weight): array
    {
        $round = static fn (float $v): float => round($v, $v < 100 ? 2 : 1);

        return ['width' => $round($width), 'height' => $round($height), 'depth' => $round($depth), 'weight' => $round($weight)];
    }
}
