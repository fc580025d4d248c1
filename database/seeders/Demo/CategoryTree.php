<?php

declare(strict_types=1);

namespace Database\Seeders\Demo;

/**
 * The demo catalogue's category tree (market.md): [slug, ro, ru, icon, children] per node, three levels deep.
 * A node's `kind` names the product family its products are generated from (ProductFamilies).
 */
final class CategoryTree
{
    /**
     * @return list<array{slug: string, ro: string, ru: string, icon: string, label?: array{ro: string, ru: string, font_color: string, bg_color: string}, children: list<array{slug: string, ro: string, ru: string, kind?: string, children: list<array{slug: string, ro: string, ru: string, kind: string}>}>}>
     */
    public static function nodes(): array
    {
        return [
            self::top('telefoane-si-gadgeturi', 'Telefoane și gadgeturi', 'Телефоны и гаджеты', 'smartphone', [
                self::sub('telefoane', 'Telefoane', 'Телефоны', [
                    self::leaf('smartphone-uri', 'Smartphone-uri', 'Смартфоны', 'smartphone'),
                    self::leaf('telefoane-cu-butoane', 'Telefoane cu butoane', 'Кнопочные телефоны', 'feature-phone'),
                ]),
                self::sub('gadgeturi', 'Gadgeturi', 'Гаджеты', [
                    self::leaf('ceasuri-inteligente', 'Ceasuri inteligente', 'Смарт-часы', 'smartwatch'),
                    self::leaf('bratari-fitness', 'Brățări fitness', 'Фитнес-браслеты', 'fitness-band'),
                ]),
                self::sub('accesorii-telefoane', 'Accesorii', 'Аксессуары', [
                    self::leaf('huse', 'Huse', 'Чехлы', 'case'),
                    self::leaf('incarcatoare', 'Încărcătoare', 'Зарядные устройства', 'charger'),
                    self::leaf('power-bank-uri', 'Power bank-uri', 'Повербанки', 'power-bank'),
                ]),
            ], ['ro' => 'Hit', 'ru' => 'Хит', 'font_color' => '#ffffff', 'bg_color' => '#dc2626']),
            self::top('laptopuri-pc-si-tablete', 'Laptopuri, PC și tablete', 'Ноутбуки, ПК и планшеты', 'laptop', [
                self::sub('laptopuri', 'Laptopuri', 'Ноутбуки', [
                    self::leaf('laptopuri-gaming', 'Laptopuri gaming', 'Игровые ноутбуки', 'laptop-gaming'),
                    self::leaf('ultrabook-uri', 'Ultrabook-uri', 'Ультрабуки', 'ultrabook'),
                    self::leaf('laptopuri-office', 'Laptopuri pentru birou', 'Ноутбуки для офиса', 'laptop-office'),
                ]),
                self::sub('tablete', 'Tablete', 'Планшеты', [], 'tablet'),
                self::sub('monitoare', 'Monitoare', 'Мониторы', [
                    self::leaf('monitoare-gaming', 'Monitoare gaming', 'Игровые мониторы', 'monitor-gaming'),
                    self::leaf('monitoare-office', 'Monitoare pentru birou', 'Офисные мониторы', 'monitor-office'),
                ]),
                self::sub('periferice', 'Periferice', 'Периферия', [
                    self::leaf('imprimante', 'Imprimante', 'Принтеры', 'printer'),
                    self::leaf('mouse', 'Mouse', 'Мыши', 'mouse'),
                ]),
            ]),
            self::top('tv-audio-foto', 'TV, audio, foto', 'ТВ, аудио, фото', 'tv', [
                self::sub('televizoare', 'Televizoare', 'Телевизоры', [
                    self::leaf('smart-tv', 'Smart TV', 'Smart TV', 'tv-smart'),
                    self::leaf('oled-qled', 'OLED / QLED', 'OLED / QLED', 'tv-premium'),
                ]),
                self::sub('audio', 'Audio', 'Аудио', [
                    self::leaf('casti', 'Căști', 'Наушники', 'headphones'),
                    self::leaf('boxe-portabile', 'Boxe portabile', 'Портативные колонки', 'speaker'),
                    self::leaf('soundbar-uri', 'Soundbar-uri', 'Саундбары', 'soundbar'),
                ]),
                self::sub('foto', 'Foto', 'Фото', [], 'camera'),
                self::sub('proiectoare', 'Proiectoare', 'Проекторы', [], 'projector'),
            ]),
            self::top('electrocasnice-mari', 'Electrocasnice mari', 'Крупная бытовая техника', 'refrigerator', [
                self::sub('frigidere-si-congelatoare', 'Frigidere și congelatoare', 'Холодильники и морозильники', [
                    self::leaf('frigidere', 'Frigidere', 'Холодильники', 'fridge'),
                    self::leaf('congelatoare', 'Congelatoare', 'Морозильники', 'freezer'),
                ]),
                self::sub('masini-de-spalat-rufe', 'Mașini de spălat rufe', 'Стиральные машины', [
                    self::leaf('incarcare-frontala', 'Cu încărcare frontală', 'С фронтальной загрузкой', 'washer-front'),
                    self::leaf('incarcare-verticala', 'Cu încărcare verticală', 'С вертикальной загрузкой', 'washer-top'),
                ]),
                self::sub('uscatoare-de-rufe', 'Uscătoare de rufe', 'Сушильные машины', [], 'dryer'),
                self::sub('masini-de-spalat-vase', 'Mașini de spălat vase', 'Посудомоечные машины', [], 'dishwasher'),
                self::sub('aragaze-si-plite', 'Aragaze și plite', 'Плиты и варочные панели', [], 'cooker'),
                self::sub('cuptoare', 'Cuptoare', 'Духовые шкафы', [], 'oven'),
                self::sub('hote', 'Hote', 'Вытяжки', [], 'hood'),
            ], ['ro' => 'Reduceri', 'ru' => 'Скидки', 'font_color' => '#1f2937', 'bg_color' => '#fde047']),
            self::top('tehnica-de-bucatarie', 'Tehnică de bucătărie', 'Техника для кухни', 'chef-hat', [
                self::sub('cuptoare-cu-microunde', 'Cuptoare cu microunde', 'Микроволновые печи', [], 'microwave'),
                self::sub('fierbatoare', 'Fierbătoare', 'Электрочайники', [], 'kettle'),
                self::sub('espresoare', 'Espresoare', 'Кофемашины', [], 'coffee'),
                self::sub('blendere', 'Blendere', 'Блендеры', [], 'blender'),
                self::sub('multicookere', 'Multicookere', 'Мультиварки', [], 'multicooker'),
            ]),
            self::top('aparate-uz-casnic-si-clima', 'Aparate de uz casnic și climă', 'Техника для дома и климат', 'air-vent', [
                self::sub('aspiratoare', 'Aspiratoare', 'Пылесосы', [
                    self::leaf('aspiratoare-robot', 'Aspiratoare robot', 'Роботы-пылесосы', 'vacuum-robot'),
                    self::leaf('aspiratoare-verticale', 'Aspiratoare verticale', 'Вертикальные пылесосы', 'vacuum-stick'),
                ]),
                self::sub('fiare-de-calcat', 'Fiare de călcat', 'Утюги', [], 'iron'),
                self::sub('aer-conditionat', 'Aer condiționat', 'Кондиционеры', [], 'air-conditioner'),
                self::sub('incalzitoare', 'Încălzitoare', 'Обогреватели', [], 'heater'),
            ]),
            self::top('frumusete-si-sanatate', 'Frumusețe și sănătate', 'Красота и здоровье', 'sparkles', [
                self::sub('uscatoare-de-par', 'Uscătoare de păr', 'Фены', [], 'hair-dryer'),
                self::sub('aparate-de-ras', 'Aparate de ras', 'Электробритвы', [], 'shaver'),
                self::sub('periute-electrice', 'Periuțe electrice', 'Электрические зубные щётки', [], 'toothbrush'),
                self::sub('cantare', 'Cântare', 'Весы', [], 'scale'),
            ]),
            self::top('gaming-si-transport-electric', 'Gaming și transport electric', 'Игры и электротранспорт', 'gamepad-2', [
                self::sub('console', 'Console', 'Игровые приставки', [], 'console'),
                self::sub('accesorii-gaming', 'Accesorii gaming', 'Игровые аксессуары', [], 'gamepad'),
                self::sub('trotinete-electrice', 'Trotinete electrice', 'Электросамокаты', [], 'scooter'),
            ], ['ro' => 'Nou', 'ru' => 'Новинка', 'font_color' => '#ffffff', 'bg_color' => '#2563eb']),
        ];
    }

    /**
     * @param  list<array{slug: string, ro: string, ru: string, kind?: string, children: list<array{slug: string, ro: string, ru: string, kind: string}>}>  $children
     * @param  array{ro: string, ru: string, font_color: string, bg_color: string}|null  $label
     * @return array{slug: string, ro: string, ru: string, icon: string, label?: array{ro: string, ru: string, font_color: string, bg_color: string}, children: list<array{slug: string, ro: string, ru: string, kind?: string, children: list<array{slug: string, ro: string, ru: string, kind: string}>}>}
     */
    private static function top(string $slug, string $ro, string $ru, string $icon, array $children, ?array $label = null): array
    {
        $node = ['slug' => $slug, 'ro' => $ro, 'ru' => $ru, 'icon' => $icon, 'children' => $children];
        if ($label !== null) {
            $node['label'] = $label;
        }

        return $node;
    }

    /**
     * @param  list<array{slug: string, ro: string, ru: string, kind: string}>  $children
     * @return array{slug: string, ro: string, ru: string, kind?: string, children: list<array{slug: string, ro: string, ru: string, kind: string}>}
     */
    private static function sub(string $slug, string $ro, string $ru, array $children, ?string $kind = null): array
    {
        $node = ['slug' => $slug, 'ro' => $ro, 'ru' => $ru, 'children' => $children];
        if ($kind !== null) {
            $node['kind'] = $kind;
        }

        return $node;
    }

    /**
     * @return array{slug: string, ro: string, ru: string, kind: string}
     */
    private static function leaf(string $slug, string $ro, string $ru, string $kind): array
    {
        return ['slug' => $slug, 'ro' => $ro, 'ru' => $ru, 'kind' => $kind];
    }
}
