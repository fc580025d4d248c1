<?php

declare(strict_types=1);

namespace Database\Seeders\Demo;

/**
 * The configurations real models were sold in, for the kinds bought by configuration (phones, tablets, laptops,
 * consoles): per model, by brand and series as ProductFamilies names its line, the release year, the body (width,
 * height, depth in mm as it stands or lies in use; weight in g), the colours it came in (the colour filter's value and
 * the maker's own name, shown in the product's name where the maker's name is given), and each memory and storage
 * combination with the range of prices Moldovan shops asked for it, in lei. A configuration may come in one colour of
 * its own (a console's special edition).
 *
 * `rank` orders the models of one range (iPhone 16 below iPhone 16 Pro Max): at the same storage the higher one is
 * never cheaper. The demo seeding makes one product per configuration, in the model's colours in turn, and its price
 * a point of the configuration's range; a smartphone's family also gets every other configuration in each of the
 * model's colours (a configuration with a colour of its own only in that one). DemoCatalogTest holds the seeded
 * catalogue to this table.
 *
 * @phpstan-type Configuration array{ram: string|null, storage: string, price: array{0: int, 1: int}, color?: array{0: string, 1: string|null}}
 * @phpstan-type Model array{year: int, size: array{0: float|int, 1: float|int, 2: float|int, 3: int}, colors: list<array{0: string, 1: string|null}>, configs: list<Configuration>, rank?: array{0: string, 1: int}}
 */
final class ModelConfigurations
{
    /** The kinds whose products are their models' configurations. */
    public const KINDS = ['smartphone', 'tablet', 'laptop-gaming', 'ultrabook', 'laptop-office', 'console'];

    /**
     * @return array<string, array<string, Model>> by kind, then by "Brand Series"
     */
    public static function all(): array
    {
        return [
            'smartphone' => [
                'Samsung Galaxy A16' => self::model(2024, [77.9, 164.4, 7.9, 200], [['negru', 'Black'], ['gri', 'Gray'], ['verde', 'Light Green']], [
                    ['4-gb', '128-gb', 2399, 2899], ['6-gb', '128-gb', 2699, 3199], ['8-gb', '256-gb', 3299, 3799],
                ], ['galaxy-a', 1]),
                'Xiaomi Redmi Note 14' => self::model(2025, [76.6, 163.3, 8.0, 196], [['negru', 'Midnight Black'], ['violet', 'Mist Purple'], ['verde', 'Lime Green'], ['albastru', 'Ocean Blue']], [
                    ['6-gb', '128-gb', 2999, 3499], ['8-gb', '128-gb', 3299, 3799], ['8-gb', '256-gb', 3599, 4199],
                ]),
                'Motorola Moto G85' => self::model(2024, [73.1, 161.9, 7.6, 172], [['albastru', 'Cobalt Blue'], ['verde', 'Olive Green'], ['gri', 'Urban Grey']], [
                    ['8-gb', '256-gb', 3999, 4699], ['12-gb', '256-gb', 4499, 5199],
                ]),
                'Samsung Galaxy A56' => self::model(2025, [77.5, 162.2, 7.4, 198], [['negru', 'Awesome Graphite'], ['gri', 'Awesome Light Gray'], ['verde', 'Awesome Olive'], ['roz', 'Awesome Pink']], [
                    ['8-gb', '128-gb', 6999, 7999], ['8-gb', '256-gb', 7799, 8799], ['12-gb', '256-gb', 8499, 9499],
                ], ['galaxy-a', 2]),
                'Honor 400' => self::model(2025, [74.6, 156.5, 7.3, 184], [['negru', 'Midnight Black'], ['auriu', 'Desert Gold'], ['argintiu', 'Meteor Silver']], [
                    ['8-gb', '256-gb', 8499, 9499], ['12-gb', '256-gb', 8999, 9999], ['12-gb', '512-gb', 9999, 11499],
                ]),
                'Apple iPhone 16' => self::model(2024, [71.6, 147.6, 7.8, 170], [['negru', 'Black'], ['alb', 'White'], ['roz', 'Pink'], ['verde', 'Teal'], ['albastru', 'Ultramarine']], [
                    [null, '128-gb', 14999, 16999], [null, '256-gb', 17499, 19499], [null, '512-gb', 21999, 24499],
                ], ['iphone-16', 1]),
                'Apple iPhone 16 Pro Max' => self::model(2024, [77.6, 163.0, 8.25, 227], [['negru', 'Black Titanium'], ['alb', 'White Titanium'], ['gri', 'Natural Titanium'], ['auriu', 'Desert Titanium']], [
                    [null, '256-gb', 25499, 27999], [null, '512-gb', 29999, 32999], [null, '1-tb', 34499, 37999],
                ], ['iphone-16', 2]),
            ],
            'tablet' => [
                'Lenovo Tab M11' => self::model(2024, [166.3, 255.3, 7.2, 465], [['gri', 'Luna Grey'], ['verde', 'Seafoam Green']], [
                    ['4-gb', '64-gb', 2799, 3299], ['4-gb', '128-gb', 3099, 3599], ['8-gb', '128-gb', 3599, 4199],
                ]),
                'Xiaomi Redmi Pad SE' => self::model(2023, [167.1, 255.5, 7.4, 478], [['gri', 'Graphite Gray'], ['verde', 'Mint Green'], ['violet', 'Lavender Purple']], [
                    ['4-gb', '128-gb', 2799, 3299], ['6-gb', '128-gb', 3099, 3599], ['8-gb', '256-gb', 3799, 4399],
                ], ['xiaomi-pad', 1]),
                'Samsung Galaxy Tab S9 FE' => self::model(2023, [165.8, 254.3, 6.5, 523], [['gri', 'Gray'], ['argintiu', 'Silver'], ['verde', 'Mint'], ['violet', 'Lavender']], [
                    ['6-gb', '128-gb', 6499, 7499], ['8-gb', '256-gb', 7999, 8999],
                ], ['galaxy-tab', 1]),
                'Xiaomi Pad 6' => self::model(2023, [165.2, 254.0, 6.5, 490], [['gri', 'Gravity Gray'], ['auriu', 'Champagne'], ['albastru', 'Mist Blue']], [
                    ['6-gb', '128-gb', 5499, 6299], ['8-gb', '256-gb', 6499, 7299],
                ], ['xiaomi-pad', 2]),
                'Apple iPad 10.9' => self::model(2022, [179.5, 248.6, 7.0, 477], [['albastru', 'Blue'], ['roz', 'Pink'], ['galben', 'Yellow'], ['argintiu', 'Silver']], [
                    [null, '64-gb', 6499, 7499], [null, '256-gb', 8999, 9999],
                ], ['ipad', 1]),
                'Samsung Galaxy Tab S10+' => self::model(2024, [185.4, 285.4, 5.6, 571], [['gri', 'Moonstone Gray'], ['argintiu', 'Platinum Silver']], [
                    ['12-gb', '256-gb', 16999, 18999], ['12-gb', '512-gb', 19499, 21499],
                ], ['galaxy-tab', 2]),
                'Apple iPad Air 11' => self::model(2024, [178.5, 247.6, 6.1, 462], [['gri', 'Space Gray'], ['auriu', 'Starlight'], ['violet', 'Purple'], ['albastru', 'Blue']], [
                    [null, '128-gb', 11499, 12999], [null, '256-gb', 13499, 14999], [null, '512-gb', 16999, 18999], [null, '1-tb', 20499, 22999],
                ], ['ipad', 2]),
            ],
            'laptop-gaming' => [
                'Acer Nitro V 15' => self::model(2023, [362.3, 26.9, 239.9, 2110], [['negru', null]], [
                    ['8-gb', '512-gb', 13999, 15499], ['16-gb', '512-gb', 15499, 16999], ['16-gb', '1-tb', 16999, 18499],
                ]),
                'Lenovo LOQ 15' => self::model(2024, [359.9, 23.9, 258.7, 2380], [['gri', null]], [
                    ['16-gb', '512-gb', 16999, 18499], ['16-gb', '1-tb', 18499, 19999],
                ]),
                'HP Victus 16' => self::model(2024, [369.0, 23.9, 259.4, 2310], [['argintiu', null], ['albastru', null]], [
                    ['16-gb', '512-gb', 19999, 21999], ['16-gb', '1-tb', 21499, 23499], ['32-gb', '1-tb', 23999, 25999],
                ]),
                'ASUS TUF Gaming A15' => self::model(2023, [354.0, 24.9, 251.0, 2200], [['gri', null]], [
                    ['16-gb', '512-gb', 18999, 20999], ['16-gb', '1-tb', 20499, 22499],
                ]),
                'Lenovo Legion 5' => self::model(2024, [359.7, 25.2, 262.4, 2400], [['gri', null]], [
                    ['16-gb', '1-tb', 29999, 32999], ['32-gb', '1-tb', 32999, 35999],
                ]),
                'ASUS ROG Strix G16' => self::model(2023, [354.0, 30.4, 264.0, 2500], [['gri', null]], [
                    ['16-gb', '512-gb', 27999, 30999], ['16-gb', '1-tb', 29499, 32499], ['32-gb', '1-tb', 32499, 35499],
                ]),
                'MSI Raider GE78' => self::model(2024, [380.0, 31.0, 298.0, 3100], [['negru', null]], [
                    ['32-gb', '1-tb', 54999, 59999], ['32-gb', '2-tb', 59999, 64999],
                ]),
            ],
            'ultrabook' => [
                'ASUS Zenbook 14 OLED' => self::model(2024, [312.4, 14.9, 220.1, 1200], [['albastru', null], ['argintiu', null]], [
                    ['16-gb', '512-gb', 14999, 16999], ['32-gb', '1-tb', 18999, 20999],
                ]),
                'Lenovo IdeaPad Slim 5' => self::model(2024, [312.2, 16.9, 221.4, 1460], [['gri', null], ['albastru', null]], [
                    ['16-gb', '512-gb', 11999, 13499], ['16-gb', '1-tb', 12999, 14499],
                ]),
                'HP Pavilion Plus 14' => self::model(2024, [313.9, 17.5, 223.5, 1440], [['argintiu', null]], [
                    ['16-gb', '512-gb', 15999, 17499], ['16-gb', '1-tb', 17499, 18999],
                ]),
                'Acer Swift Go 14' => self::model(2024, [312.6, 14.9, 217.9, 1320], [['argintiu', null]], [
                    ['16-gb', '512-gb', 16499, 17999], ['16-gb', '1-tb', 17999, 19499],
                ]),
                'Apple MacBook Air 13' => self::model(2024, [304.1, 11.3, 215.0, 1240], [['negru', 'Midnight'], ['auriu', 'Starlight'], ['gri', 'Space Gray'], ['argintiu', 'Silver']], [
                    ['8-gb', '256-gb', 17499, 19499], ['16-gb', '512-gb', 22499, 24499],
                ], ['macbook-air', 1]),
                'Dell XPS 13' => self::model(2024, [295.3, 15.3, 199.1, 1190], [['argintiu', null], ['gri', null]], [
                    ['16-gb', '512-gb', 24999, 27999], ['32-gb', '1-tb', 30999, 33999],
                ]),
                'Apple MacBook Air 15' => self::model(2024, [340.4, 11.5, 237.6, 1510], [['negru', 'Midnight'], ['auriu', 'Starlight'], ['gri', 'Space Gray'], ['argintiu', 'Silver']], [
                    ['8-gb', '256-gb', 21499, 23499], ['16-gb', '512-gb', 26999, 28999],
                ], ['macbook-air', 2]),
            ],
            'laptop-office' => [
                'Acer Aspire 3' => self::model(2022, [362.9, 19.9, 238.5, 1780], [['argintiu', null]], [
                    ['8-gb', '256-gb', 6499, 7299], ['8-gb', '512-gb', 6999, 7799], ['16-gb', '512-gb', 7799, 8599],
                ]),
                'Lenovo IdeaPad 3' => self::model(2022, [358.8, 19.9, 235.0, 1630], [['gri', null]], [
                    ['8-gb', '256-gb', 6499, 7299], ['8-gb', '512-gb', 6999, 7799],
                ]),
                'HP 250 G10' => self::model(2023, [358.5, 19.9, 242.0, 1520], [['argintiu', null]], [
                    ['8-gb', '256-gb', 8499, 9299], ['16-gb', '512-gb', 9999, 10999],
                ]),
                'ASUS Vivobook 15' => self::model(2023, [359.7, 17.9, 232.5, 1700], [['albastru', null], ['argintiu', null]], [
                    ['8-gb', '512-gb', 8499, 9299], ['16-gb', '512-gb', 9499, 10299],
                ]),
                'Dell Inspiron 15' => self::model(2023, [358.5, 18.9, 235.6, 1620], [['negru', null], ['argintiu', null]], [
                    ['8-gb', '512-gb', 9499, 10299], ['16-gb', '512-gb', 10499, 11299],
                ]),
                'Lenovo ThinkPad E16' => self::model(2023, [356.0, 19.9, 248.5, 1770], [['negru', null]], [
                    ['16-gb', '512-gb', 16999, 18499], ['16-gb', '1-tb', 18499, 19999],
                ]),
                'HP ProBook 450 G10' => self::model(2023, [359.4, 19.9, 236.0, 1790], [['argintiu', null]], [
                    ['16-gb', '512-gb', 16499, 17999], ['32-gb', '1-tb', 19999, 21999],
                ]),
            ],
            'console' => [
                'Microsoft Xbox Series S' => self::model(2020, [275.0, 63.5, 151.0, 1930], [['alb', 'Robot White']], [
                    [null, '512-gb', 5999, 6799], [null, '1-tb', 7199, 7999, ['negru', 'Carbon Black']],
                ], ['xbox', 1]),
                'Microsoft Xbox Series X Digital' => self::model(2024, [151.0, 301.0, 151.0, 4400], [['alb', 'Robot White']], [
                    [null, '1-tb', 9499, 10499],
                ], ['xbox', 2]),
                'Sony PlayStation 5 Slim Digital' => self::model(2023, [358.0, 80.0, 216.0, 2600], [['alb', 'White']], [
                    [null, '1-tb', 8499, 9499],
                ], ['playstation', 1]),
                'Sony PlayStation 5 Slim' => self::model(2023, [358.0, 96.0, 216.0, 3200], [['alb', 'White']], [
                    [null, '1-tb', 9999, 10999],
                ], ['playstation', 2]),
                'Microsoft Xbox Series X' => self::model(2020, [151.0, 301.0, 151.0, 4450], [['negru', 'Carbon Black']], [
                    [null, '1-tb', 10999, 11999], [null, '2-tb', 13499, 14999, ['negru', 'Galaxy Black']],
                ], ['xbox', 3]),
                'Sony PlayStation 5 Pro' => self::model(2024, [388.0, 89.0, 216.0, 3100], [['alb', 'White']], [
                    [null, '2-tb', 14999, 16499],
                ], ['playstation', 3]),
                'Nintendo Switch OLED' => self::model(2021, [242.0, 102.0, 13.9, 420], [['alb', 'White'], ['rosu', 'Neon Red/Blue']], [
                    [null, '64-gb', 5999, 6799],
                ]),
                'Nintendo Switch 2' => self::model(2025, [272.0, 116.0, 13.9, 534], [['negru', 'Black']], [
                    [null, '256-gb', 8999, 9999],
                ]),
            ],
        ];
    }

    /**
     * The model of a line, when its kind is bought by configuration.
     *
     * @return Model|null
     */
    public static function for(string $kind, string $brand, string $series): ?array
    {
        return self::all()[$kind][$brand.' '.$series] ?? null;
    }

    /**
     * @param  array{0: float|int, 1: float|int, 2: float|int, 3: int}  $size
     * @param  list<array{0: string, 1: string|null}>  $colors
     * @param  list<array{0: string|null, 1: string, 2: int, 3: int, 4?: array{0: string, 1: string|null}}>  $configs
     * @param  array{0: string, 1: int}|null  $rank
     * @return Model
     */
    private static function model(int $year, array $size, array $colors, array $configs, ?array $rank = null): array
    {
        $model = ['year' => $year, 'size' => $size, 'colors' => $colors, 'configs' => []];
        foreach ($configs as $config) {
            $entry = ['ram' => $config[0], 'storage' => $config[1], 'price' => [$config[2], $config[3]]];
            if (isset($config[4])) {
                $entry['color'] = $config[4];
            }
            $model['configs'][] = $entry;
        }
        if ($rank !== null) {
            $model['rank'] = $rank;
        }

        return $model;
    }
}
