<?php

declare(strict_types=1);

namespace Database\Seeders\Demo;

/**
 * The demo shops, in several cities. Hours per ISO weekday (1 = Monday).
 */
final class Stores
{
    /**
     * @return list<array{slug: string, name: array{ro: string, ru: string}, city: array{ro: string, ru: string}, address: array{ro: string, ru: string}, phones: list<string>, hours: array<int, array{0: string, 1: string}|null>, latitude: float, longitude: float}>
     */
    public static function all(): array
    {
        $mall = self::week('10:00', '22:00', '10:00', '22:00');
        $street = self::week('09:00', '19:00', '09:00', '17:00');

        return [
            self::store('chisinau-stefan-cel-mare', ['Chișinău, bd. Ștefan cel Mare', 'Кишинёв, бул. Штефан чел Маре'], ['Chișinău', 'Кишинёв'], ['bd. Ștefan cel Mare și Sfînt 126', 'бул. Штефан чел Маре ши Сфынт, 126'], ['+37322782222', '+37360782223'], $street, 47.0245, 28.8323),
            self::store('chisinau-shopping-malldova', ['Chișinău, Shopping MallDova', 'Кишинёв, Shopping MallDova'], ['Chișinău', 'Кишинёв'], ['str. Arborilor 21, Shopping MallDova', 'ул. Арборилор, 21, Shopping MallDova'], ['+37322782224'], $mall, 46.9997, 28.8586),
            self::store('chisinau-botanica', ['Chișinău, Botanica', 'Кишинёв, Ботаника'], ['Chișinău', 'Кишинёв'], ['bd. Dacia 47', 'бул. Дачия, 47'], ['+37322782225'], $street, 46.9853, 28.8576),
            self::store('chisinau-riscani', ['Chișinău, Rîșcani', 'Кишинёв, Рышкановка'], ['Chișinău', 'Кишинёв'], ['bd. Moscova 21', 'бул. Москова, 21'], ['+37322782226'], $street, 47.0502, 28.8690),
            self::store('balti-centru', ['Bălți, centru', 'Бельцы, центр'], ['Bălți', 'Бельцы'], ['str. Independenței 1', 'ул. Индепенденцей, 1'], ['+37323121212'], $street, 47.7615, 27.9290),
            self::store('cahul', ['Cahul', 'Кагул'], ['Cahul', 'Кагул'], ['str. Republicii 7', 'ул. Республикий, 7'], ['+37329921212'], $street, 45.9075, 28.1944),
            self::store('orhei', ['Orhei', 'Орхей'], ['Orhei', 'Орхей'], ['str. Vasile Mahu 131', 'ул. Василе Маху, 131'], ['+37323521212'], $street, 47.3831, 28.8231),
            self::store('ungheni', ['Ungheni', 'Унгены'], ['Ungheni', 'Унгены'], ['str. Națională 12', 'ул. Национальная, 12'], ['+37323621212'], $street, 47.2108, 27.8006),
            self::store('comrat', ['Comrat', 'Комрат'], ['Comrat', 'Комрат'], ['str. Lenin 190', 'ул. Ленина, 190'], ['+37329821212'], $street, 46.2956, 28.6553),
            self::store('soroca', ['Soroca', 'Сороки'], ['Soroca', 'Сороки'], ['str. Independenței 55', 'ул. Индепенденцей, 55'], ['+37323021212'], self::week('09:00', '18:00', '09:00', '15:00'), 48.1558, 28.2975),
        ];
    }

    /**
     * The central warehouse: a place that holds stock for courier and one-click orders, never shown to shoppers.
     *
     * @return array{slug: string, name: array{ro: string, ru: string}, city: array{ro: string, ru: string}, address: array{ro: string, ru: string}, phones: list<string>, hours: array<int, array{0: string, 1: string}|null>, latitude: float, longitude: float}
     */
    public static function warehouse(): array
    {
        return self::store('depozit-central', ['Depozit central', 'Центральный склад'], ['Chișinău', 'Кишинёв'], ['str. Uzinelor 19', 'ул. Узинелор, 19'], [], self::week('08:00', '18:00', '09:00', '14:00'), 47.0077, 28.8937);
    }

    /**
     * @return array<int, array{0: string, 1: string}|null>
     */
    private static function week(string $open, string $close, string $weekendOpen, string $weekendClose): array
    {
        $hours = [];
        foreach (range(1, 7) as $day) {
            $hours[$day] = $day <= 5 ? [$open, $close] : [$weekendOpen, $weekendClose];
        }

        return $hours;
    }

    /**
     * @param  array{0: string, 1: string}  $name
     * @param  array{0: string, 1: string}  $city
     * @param  array{0: string, 1: string}  $address
     * @param  list<string>  $phones
     * @param  array<int, array{0: string, 1: string}|null>  $hours
     * @return array{slug: string, name: array{ro: string, ru: string}, city: array{ro: string, ru: string}, address: array{ro: string, ru: string}, phones: list<string>, hours: array<int, array{0: string, 1: string}|null>, latitude: float, longitude: float}
     */
    private static function store(string $slug, array $name, array $city, array $address, array $phones, array $hours, float $latitude, float $longitude): array
    {
        return [
            'slug' => $slug,
            'name' => ['ro' => $name[0], 'ru' => $name[1]],
            'city' => ['ro' => $city[0], 'ru' => $city[1]],
            'address' => ['ro' => $address[0], 'ru' => $address[1]],
            'phones' => $phones,
            'hours' => $hours,
            'latitude' => $latitude,
            'longitude' => $longitude,
        ];
    }
}
