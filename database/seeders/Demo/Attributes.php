<?php

declare(strict_types=1);

namespace Database\Seeders\Demo;

/**
 * Spec attributes of the demo catalogue. Select attributes list their options as [slug, ro, ru]; number attributes
 * have a unit; boolean ones have yes/no options.
 */
final class Attributes
{
    private const GENERAL = ['ro' => 'Caracteristici generale', 'ru' => 'Общие характеристики'];

    private const SCREEN = ['ro' => 'Ecran', 'ru' => 'Экран'];

    private const MEMORY = ['ro' => 'Memorie', 'ru' => 'Память'];

    private const POWER = ['ro' => 'Alimentare', 'ru' => 'Питание'];

    private const SIZE = ['ro' => 'Dimensiuni', 'ru' => 'Габариты'];

    /**
     * @return array<string, array{ro: string, ru: string, section: array{ro: string, ru: string}, type: string, unit?: string, options?: list<array{0: string, 1: string, 2: string}>}>
     */
    public static function all(): array
    {
        $yesNo = [['da', 'Da', 'Да'], ['nu', 'Nu', 'Нет']];

        return [
            'color' => ['ro' => 'Culoare', 'ru' => 'Цвет', 'section' => self::GENERAL, 'type' => 'select', 'options' => [
                ['negru', 'Negru', 'Чёрный'], ['alb', 'Alb', 'Белый'], ['argintiu', 'Argintiu', 'Серебристый'],
                ['gri', 'Gri', 'Серый'], ['albastru', 'Albastru', 'Синий'], ['rosu', 'Roșu', 'Красный'],
            ]],
            'storage' => ['ro' => 'Memorie internă', 'ru' => 'Встроенная память', 'section' => self::MEMORY, 'type' => 'select', 'options' => [
                ['64-gb', '64 GB', '64 ГБ'], ['128-gb', '128 GB', '128 ГБ'], ['256-gb', '256 GB', '256 ГБ'],
                ['512-gb', '512 GB', '512 ГБ'], ['1-tb', '1 TB', '1 ТБ'],
            ]],
            'ram' => ['ro' => 'Memorie RAM', 'ru' => 'Оперативная память', 'section' => self::MEMORY, 'type' => 'select', 'options' => [
                ['4-gb', '4 GB', '4 ГБ'], ['6-gb', '6 GB', '6 ГБ'], ['8-gb', '8 GB', '8 ГБ'], ['12-gb', '12 GB', '12 ГБ'],
                ['16-gb', '16 GB', '16 ГБ'], ['32-gb', '32 GB', '32 ГБ'],
            ]],
            'screen_size' => ['ro' => 'Diagonala ecranului', 'ru' => 'Диагональ экрана', 'section' => self::SCREEN, 'type' => 'number', 'unit' => '"'],
            'resolution' => ['ro' => 'Rezoluție', 'ru' => 'Разрешение', 'section' => self::SCREEN, 'type' => 'select', 'options' => [
                ['hd', 'HD', 'HD'], ['full-hd', 'Full HD', 'Full HD'], ['qhd', 'QHD', 'QHD'], ['4k', '4K Ultra HD', '4K Ultra HD'], ['8k', '8K', '8K'],
            ]],
            'panel' => ['ro' => 'Tip panou', 'ru' => 'Тип матрицы', 'section' => self::SCREEN, 'type' => 'select', 'options' => [
                ['led', 'LED', 'LED'], ['qled', 'QLED', 'QLED'], ['oled', 'OLED', 'OLED'], ['ips', 'IPS', 'IPS'], ['va', 'VA', 'VA'],
            ]],
            'refresh_rate' => ['ro' => 'Frecvența de reîmprospătare', 'ru' => 'Частота обновления', 'section' => self::SCREEN, 'type' => 'number', 'unit' => 'Hz'],
            'battery' => ['ro' => 'Capacitatea bateriei', 'ru' => 'Ёмкость аккумулятора', 'section' => self::POWER, 'type' => 'number', 'unit' => 'mAh'],
            'sim' => ['ro' => 'Număr de SIM-uri', 'ru' => 'Количество SIM-карт', 'section' => self::GENERAL, 'type' => 'number', 'unit' => ''],
            'cpu' => ['ro' => 'Procesor', 'ru' => 'Процессор', 'section' => self::GENERAL, 'type' => 'select', 'options' => [
                ['intel-core-i5', 'Intel Core i5', 'Intel Core i5'], ['intel-core-i7', 'Intel Core i7', 'Intel Core i7'],
                ['amd-ryzen-5', 'AMD Ryzen 5', 'AMD Ryzen 5'], ['amd-ryzen-7', 'AMD Ryzen 7', 'AMD Ryzen 7'], ['apple-m3', 'Apple M3', 'Apple M3'],
            ]],
            'power' => ['ro' => 'Putere', 'ru' => 'Мощность', 'section' => self::POWER, 'type' => 'number', 'unit' => 'W'],
            'capacity' => ['ro' => 'Volum total', 'ru' => 'Общий объём', 'section' => self::GENERAL, 'type' => 'number', 'unit' => 'L'],
            'height' => ['ro' => 'Înălțime', 'ru' => 'Высота', 'section' => self::SIZE, 'type' => 'number', 'unit' => 'cm'],
            'load' => ['ro' => 'Încărcare maximă', 'ru' => 'Максимальная загрузка', 'section' => self::GENERAL, 'type' => 'number', 'unit' => 'kg'],
            'spin' => ['ro' => 'Viteza de centrifugare', 'ru' => 'Скорость отжима', 'section' => self::GENERAL, 'type' => 'number', 'unit' => 'rpm'],
            'energy_class' => ['ro' => 'Clasa energetică', 'ru' => 'Класс энергопотребления', 'section' => self::POWER, 'type' => 'select', 'options' => [
                ['a', 'A', 'A'], ['b', 'B', 'B'], ['c', 'C', 'C'], ['d', 'D', 'D'], ['e', 'E', 'E'],
            ]],
            'no_frost' => ['ro' => 'No Frost', 'ru' => 'No Frost', 'section' => self::GENERAL, 'type' => 'boolean', 'options' => $yesNo],
            'inverter' => ['ro' => 'Motor inverter', 'ru' => 'Инверторный двигатель', 'section' => self::GENERAL, 'type' => 'boolean', 'options' => $yesNo],
            'wireless' => ['ro' => 'Fără fir', 'ru' => 'Беспроводное', 'section' => self::GENERAL, 'type' => 'boolean', 'options' => $yesNo],
            'btu' => ['ro' => 'Capacitate de răcire', 'ru' => 'Мощность охлаждения', 'section' => self::GENERAL, 'type' => 'number', 'unit' => 'BTU'],
            'area' => ['ro' => 'Suprafață recomandată', 'ru' => 'Рекомендуемая площадь', 'section' => self::GENERAL, 'type' => 'number', 'unit' => 'm²'],
            'weight' => ['ro' => 'Greutate', 'ru' => 'Вес', 'section' => self::SIZE, 'type' => 'number', 'unit' => 'kg'],
            'range' => ['ro' => 'Autonomie', 'ru' => 'Запас хода', 'section' => self::POWER, 'type' => 'number', 'unit' => 'km'],
        ];
    }
}
