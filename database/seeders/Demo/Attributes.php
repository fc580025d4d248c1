<?php

declare(strict_types=1);

namespace Database\Seeders\Demo;

/**
 * Spec attributes of the demo catalogue. Select attributes list their options as [slug, ro, ru], a colour's also the
 * swatch the variant switcher shows (a CSS hex colour, the one the drawn pictures paint it in); number attributes
 * have a unit; boolean ones have yes/no options.
 */
final class Attributes
{
    private const GENERAL = ['ro' => 'Caracteristici generale', 'ru' => 'Общие характеристики'];

    private const SCREEN = ['ro' => 'Ecran', 'ru' => 'Экран'];

    private const MEMORY = ['ro' => 'Memorie', 'ru' => 'Память'];

    private const POWER = ['ro' => 'Alimentare', 'ru' => 'Питание'];

    private const SIZE = ['ro' => 'Dimensiuni', 'ru' => 'Габариты'];

    private const CAMERA = ['ro' => 'Cameră', 'ru' => 'Камера'];

    private const SERVICE = ['ro' => 'Garanție și service', 'ru' => 'Гарантия и сервис'];

    /**
     * @return array<string, array{ro: string, ru: string, section: array{ro: string, ru: string}, type: string, unit?: string, filterable?: bool, options?: list<array{0: string, 1: string, 2: string, 3?: string}>}>
     */
    public static function all(): array
    {
        $yesNo = [['da', 'Da', 'Да'], ['nu', 'Nu', 'Нет']];

        return [
            'color' => ['ro' => 'Culoare', 'ru' => 'Цвет', 'section' => self::GENERAL, 'type' => 'select', 'options' => [
                ['negru', 'Negru', 'Чёрный', '#26282e'], ['alb', 'Alb', 'Белый', '#f0f1f3'], ['argintiu', 'Argintiu', 'Серебристый', '#bec3ca'],
                ['gri', 'Gri', 'Серый', '#707680'], ['albastru', 'Albastru', 'Синий', '#2554aa'], ['rosu', 'Roșu', 'Красный', '#c42630'],
                ['verde', 'Verde', 'Зелёный', '#3e806e'], ['roz', 'Roz', 'Розовый', '#e8aaba'], ['violet', 'Violet', 'Фиолетовый', '#8064b2'],
                ['auriu', 'Auriu', 'Золотистый', '#ceb48c'], ['galben', 'Galben', 'Жёлтый', '#eccc5c'],
            ]],
            'storage' => ['ro' => 'Memorie internă', 'ru' => 'Встроенная память', 'section' => self::MEMORY, 'type' => 'select', 'options' => [
                ['64-gb', '64 GB', '64 ГБ'], ['128-gb', '128 GB', '128 ГБ'], ['256-gb', '256 GB', '256 ГБ'],
                ['512-gb', '512 GB', '512 ГБ'], ['1-tb', '1 TB', '1 ТБ'], ['2-tb', '2 TB', '2 ТБ'],
            ]],
            'ram' => ['ro' => 'Memorie RAM', 'ru' => 'Оперативная память', 'section' => self::MEMORY, 'type' => 'select', 'options' => [
                ['4-gb', '4 GB', '4 ГБ'], ['6-gb', '6 GB', '6 ГБ'], ['8-gb', '8 GB', '8 ГБ'], ['12-gb', '12 GB', '12 ГБ'],
                ['16-gb', '16 GB', '16 ГБ'], ['32-gb', '32 GB', '32 ГБ'],
            ]],
            'screen_size' => ['ro' => 'Diagonala ecranului', 'ru' => 'Диагональ экрана', 'section' => self::SCREEN, 'type' => 'number', 'unit' => '"'],
            'resolution' => ['ro' => 'Rezoluție', 'ru' => 'Разрешение', 'section' => self::SCREEN, 'type' => 'select', 'options' => [
                ['hd', 'HD (1280×720)', 'HD (1280×720)'], ['full-hd', 'Full HD (1920×1080)', 'Full HD (1920×1080)'], ['qhd', 'QHD (2560×1440)', 'QHD (2560×1440)'],
                ['4k', '4K Ultra HD (3840×2160)', '4K Ultra HD (3840×2160)'], ['8k', '8K (7680×4320)', '8K (7680×4320)'],
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
                ['intel-core-i3', 'Intel Core i3', 'Intel Core i3'], ['intel-core-i9', 'Intel Core i9', 'Intel Core i9'],
                ['intel-core-ultra-5', 'Intel Core Ultra 5', 'Intel Core Ultra 5'], ['intel-core-ultra-7', 'Intel Core Ultra 7', 'Intel Core Ultra 7'],
            ]],
            'power' => ['ro' => 'Putere', 'ru' => 'Мощность', 'section' => self::POWER, 'type' => 'number', 'unit' => 'W'],
            'capacity' => ['ro' => 'Volum total', 'ru' => 'Общий объём', 'section' => self::GENERAL, 'type' => 'number', 'unit' => 'L'],
            'height' => ['ro' => 'Înălțime', 'ru' => 'Высота', 'section' => self::SIZE, 'type' => 'number', 'unit' => 'cm', 'filterable' => false],
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
            'weight' => ['ro' => 'Greutate', 'ru' => 'Вес', 'section' => self::SIZE, 'type' => 'number', 'unit' => 'kg', 'filterable' => false],
            'range' => ['ro' => 'Autonomie', 'ru' => 'Запас хода', 'section' => self::POWER, 'type' => 'number', 'unit' => 'km'],
            // Spec rows every demo product has; not offered as filters.
            'warranty' => ['ro' => 'Garanție', 'ru' => 'Гарантия', 'section' => self::SERVICE, 'type' => 'select', 'filterable' => false, 'options' => [
                ['12-luni', '12 luni', '12 месяцев'], ['24-luni', '24 de luni', '24 месяца'], ['36-luni', '36 de luni', '36 месяцев'],
            ]],
            'model_year' => ['ro' => 'Anul lansării', 'ru' => 'Год выпуска', 'section' => self::SERVICE, 'type' => 'number', 'unit' => '', 'filterable' => false],
            'width' => ['ro' => 'Lățime', 'ru' => 'Ширина', 'section' => self::SIZE, 'type' => 'number', 'unit' => 'cm', 'filterable' => false],
            'depth' => ['ro' => 'Adâncime', 'ru' => 'Глубина', 'section' => self::SIZE, 'type' => 'number', 'unit' => 'cm', 'filterable' => false],
            'os' => ['ro' => 'Sistem de operare', 'ru' => 'Операционная система', 'section' => self::GENERAL, 'type' => 'select', 'options' => [
                ['android', 'Android', 'Android'], ['ios', 'iOS', 'iOS'], ['ipados', 'iPadOS', 'iPadOS'],
            ]],
            'megapixels' => ['ro' => 'Cameră principală', 'ru' => 'Основная камера', 'section' => self::CAMERA, 'type' => 'number', 'unit' => 'MP'],
            'sensor' => ['ro' => 'Senzor', 'ru' => 'Матрица', 'section' => self::CAMERA, 'type' => 'select', 'options' => [
                ['aps-c', 'APS-C', 'APS-C'], ['full-frame', 'Full frame', 'Полнокадровая'],
            ]],
            'kit_lens' => ['ro' => 'Obiectiv inclus', 'ru' => 'Объектив в комплекте', 'section' => self::CAMERA, 'type' => 'select', 'options' => [
                ['body', 'Fără obiectiv (body)', 'Без объектива (body)'], ['18-55', '18–55 mm', '18–55 мм'], ['18-150', '18–150 mm', '18–150 мм'],
            ]],
            'material' => ['ro' => 'Material', 'ru' => 'Материал', 'section' => self::GENERAL, 'type' => 'select', 'options' => [
                ['tpu', 'TPU', 'TPU'], ['silicon', 'Silicon', 'Силикон'], ['policarbonat', 'Policarbonat', 'Поликарбонат'], ['textil', 'Textil', 'Текстиль'],
            ]],
            'ports' => ['ro' => 'Număr de porturi', 'ru' => 'Количество портов', 'section' => self::GENERAL, 'type' => 'number', 'unit' => ''],
            'gpu' => ['ro' => 'Placă video', 'ru' => 'Видеокарта', 'section' => self::GENERAL, 'type' => 'select', 'options' => [
                ['integrata', 'Integrată', 'Встроенная'], ['rtx-4050', 'NVIDIA GeForce RTX 4050', 'NVIDIA GeForce RTX 4050'],
                ['rtx-4060', 'NVIDIA GeForce RTX 4060', 'NVIDIA GeForce RTX 4060'], ['rtx-4070', 'NVIDIA GeForce RTX 4070', 'NVIDIA GeForce RTX 4070'],
                ['rtx-4080', 'NVIDIA GeForce RTX 4080', 'NVIDIA GeForce RTX 4080'],
            ]],
            'smart_platform' => ['ro' => 'Platformă Smart TV', 'ru' => 'Платформа Smart TV', 'section' => self::SCREEN, 'type' => 'select', 'options' => [
                ['tizen', 'Tizen', 'Tizen'], ['webos', 'webOS', 'webOS'], ['google-tv', 'Google TV', 'Google TV'], ['titan-os', 'Titan OS', 'Titan OS'],
            ]],
            'battery_hours' => ['ro' => 'Autonomie', 'ru' => 'Время работы', 'section' => self::POWER, 'type' => 'number', 'unit' => 'h'],
            'battery_minutes' => ['ro' => 'Autonomie', 'ru' => 'Время работы', 'section' => self::POWER, 'type' => 'number', 'unit' => 'min'],
            'battery_days' => ['ro' => 'Autonomie (zile)', 'ru' => 'Время работы (дней)', 'section' => self::POWER, 'type' => 'number', 'unit' => ''],
            'anc' => ['ro' => 'Anulare activă a zgomotului', 'ru' => 'Активное шумоподавление', 'section' => self::GENERAL, 'type' => 'boolean', 'options' => $yesNo],
            'waterproof' => ['ro' => 'Rezistentă la apă', 'ru' => 'Водозащита', 'section' => self::GENERAL, 'type' => 'boolean', 'options' => $yesNo],
            'channels' => ['ro' => 'Configurație', 'ru' => 'Конфигурация', 'section' => self::GENERAL, 'type' => 'number', 'unit' => ''],
            'brightness' => ['ro' => 'Luminozitate', 'ru' => 'Яркость', 'section' => self::SCREEN, 'type' => 'number', 'unit' => 'lm'],
            'noise' => ['ro' => 'Nivel de zgomot', 'ru' => 'Уровень шума', 'section' => self::GENERAL, 'type' => 'number', 'unit' => 'dB'],
            'steam' => ['ro' => 'Funcție abur', 'ru' => 'Функция пара', 'section' => self::GENERAL, 'type' => 'boolean', 'options' => $yesNo],
            'place_settings' => ['ro' => 'Seturi de vase', 'ru' => 'Комплектов посуды', 'section' => self::GENERAL, 'type' => 'number', 'unit' => ''],
            'cooker_type' => ['ro' => 'Tip aragaz', 'ru' => 'Тип плиты', 'section' => self::GENERAL, 'type' => 'select', 'options' => [
                ['gaz', 'Pe gaz', 'Газовая'], ['mixt', 'Mixt', 'Комбинированная'], ['electric', 'Electric', 'Электрическая'],
            ]],
            'burners' => ['ro' => 'Număr de arzătoare', 'ru' => 'Количество конфорок', 'section' => self::GENERAL, 'type' => 'number', 'unit' => ''],
            'oven_cleaning' => ['ro' => 'Curățare', 'ru' => 'Очистка', 'section' => self::GENERAL, 'type' => 'select', 'options' => [
                ['emailat', 'Email ușor de curățat', 'Лёгкая эмаль'], ['catalitic', 'Catalitică', 'Каталитическая'], ['piroliza', 'Piroliză', 'Пиролиз'],
            ]],
            'oven_modes' => ['ro' => 'Moduri de gătire', 'ru' => 'Режимов приготовления', 'section' => self::GENERAL, 'type' => 'number', 'unit' => ''],
            'airflow' => ['ro' => 'Debit de aer', 'ru' => 'Производительность', 'section' => self::GENERAL, 'type' => 'number', 'unit' => 'm³/h'],
            'grill' => ['ro' => 'Grill', 'ru' => 'Гриль', 'section' => self::GENERAL, 'type' => 'boolean', 'options' => $yesNo],
            'body' => ['ro' => 'Corp', 'ru' => 'Корпус', 'section' => self::GENERAL, 'type' => 'select', 'options' => [
                ['plastic', 'Plastic', 'Пластик'], ['inox', 'Oțel inoxidabil', 'Нержавеющая сталь'],
            ]],
            'water_tank' => ['ro' => 'Rezervor de apă', 'ru' => 'Резервуар для воды', 'section' => self::GENERAL, 'type' => 'number', 'unit' => 'L'],
            'pressure' => ['ro' => 'Presiune', 'ru' => 'Давление', 'section' => self::GENERAL, 'type' => 'number', 'unit' => 'bar'],
            'grinder' => ['ro' => 'Râșniță integrată', 'ru' => 'Встроенная кофемолка', 'section' => self::GENERAL, 'type' => 'boolean', 'options' => $yesNo],
            'speeds' => ['ro' => 'Număr de viteze', 'ru' => 'Количество скоростей', 'section' => self::GENERAL, 'type' => 'number', 'unit' => ''],
            'programs' => ['ro' => 'Programe', 'ru' => 'Программ', 'section' => self::GENERAL, 'type' => 'number', 'unit' => ''],
            'suction' => ['ro' => 'Putere de aspirare', 'ru' => 'Мощность всасывания', 'section' => self::GENERAL, 'type' => 'number', 'unit' => 'Pa'],
            'mopping' => ['ro' => 'Spălare umedă', 'ru' => 'Влажная уборка', 'section' => self::GENERAL, 'type' => 'boolean', 'options' => $yesNo],
            'steam_boost' => ['ro' => 'Jet de abur', 'ru' => 'Паровой удар', 'section' => self::GENERAL, 'type' => 'number', 'unit' => 'g'],
            'heater_type' => ['ro' => 'Tip încălzitor', 'ru' => 'Тип обогревателя', 'section' => self::GENERAL, 'type' => 'select', 'options' => [
                ['convector', 'Convector', 'Конвектор'], ['calorifer-ulei', 'Calorifer cu ulei', 'Масляный радиатор'], ['ventilator', 'Termoventilator', 'Тепловентилятор'],
            ]],
            'thermostat' => ['ro' => 'Termostat', 'ru' => 'Термостат', 'section' => self::GENERAL, 'type' => 'boolean', 'options' => $yesNo],
            'ionic' => ['ro' => 'Ionizare', 'ru' => 'Ионизация', 'section' => self::GENERAL, 'type' => 'boolean', 'options' => $yesNo],
            'shaver_use' => ['ro' => 'Tip bărbierit', 'ru' => 'Тип бритья', 'section' => self::GENERAL, 'type' => 'select', 'options' => [
                ['uscat', 'Uscat', 'Сухое'], ['umed', 'Uscat și umed', 'Сухое и влажное'],
            ]],
            'modes' => ['ro' => 'Moduri de curățare', 'ru' => 'Режимов чистки', 'section' => self::GENERAL, 'type' => 'number', 'unit' => ''],
            'max_load' => ['ro' => 'Greutate maximă', 'ru' => 'Максимальный вес', 'section' => self::GENERAL, 'type' => 'number', 'unit' => 'kg'],
            'body_analysis' => ['ro' => 'Analiza compoziției corporale', 'ru' => 'Анализ состава тела', 'section' => self::GENERAL, 'type' => 'boolean', 'options' => $yesNo],
            'controllers' => ['ro' => 'Controllere incluse', 'ru' => 'Геймпадов в комплекте', 'section' => self::GENERAL, 'type' => 'number', 'unit' => ''],
            'platform' => ['ro' => 'Compatibilitate', 'ru' => 'Совместимость', 'section' => self::GENERAL, 'type' => 'select', 'options' => [
                ['pc', 'PC', 'ПК'], ['xbox', 'Xbox și PC', 'Xbox и ПК'], ['playstation', 'PlayStation 5', 'PlayStation 5'],
            ]],
            'max_speed' => ['ro' => 'Viteză maximă', 'ru' => 'Максимальная скорость', 'section' => self::GENERAL, 'type' => 'number', 'unit' => 'km/h'],
            'wheel' => ['ro' => 'Diametrul roților', 'ru' => 'Диаметр колёс', 'section' => self::SIZE, 'type' => 'number', 'unit' => '"'],
            'print_type' => ['ro' => 'Tehnologie de imprimare', 'ru' => 'Технология печати', 'section' => self::GENERAL, 'type' => 'select', 'options' => [
                ['laser', 'Laser', 'Лазерная'], ['jet', 'Cerneală (rezervoare)', 'Струйная (СНПЧ)'],
            ]],
            'print_color' => ['ro' => 'Imprimare color', 'ru' => 'Цветная печать', 'section' => self::GENERAL, 'type' => 'boolean', 'options' => $yesNo],
            'ppm' => ['ro' => 'Pagini pe minut', 'ru' => 'Страниц в минуту', 'section' => self::GENERAL, 'type' => 'number', 'unit' => ''],
            'dpi' => ['ro' => 'Rezoluția senzorului (DPI)', 'ru' => 'Разрешение сенсора (DPI)', 'section' => self::GENERAL, 'type' => 'number', 'unit' => ''],
        ];
    }
}
