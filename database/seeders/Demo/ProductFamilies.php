<?php

declare(strict_types=1);

namespace Database\Seeders\Demo;

/**
 * The demo catalogue's model lines, by product kind. A kind has its type word in both languages, the silhouette its
 * pictures draw, a price range in lei (what Moldovan shops ask), the spec that tells its models apart (a
 * diagonal, a capacity, a storage size) and its lines: brand, series, model code (`{v}` is the variant's code), class
 * (1 entry … 4 flagship), the specs every model of the line shares and the line's facts: release year, width, height
 * and depth in mm and weight in g (of its first variant where the variant is a size). A model is one line in one
 * variant, so every name is distinct, and a bigger variant or a better class costs more.
 *
 * Phones, tablets, laptops and consoles are sold in configurations (memory, storage, colour) that differ per model:
 * their lines take the configurations, colours, facts and prices from the table in ModelConfigurations instead.
 *
 * @phpstan-type Line array{0: string, 1: string, 2: string, 3: int, 4: array<string, string|int|float>, 5?: array{0: int, 1: float|int, 2: float|int, 3: float|int, 4: int}}
 * @phpstan-type Family array{ro: string, ru: string, shape: string, price: array{0: int, 1: int}, variant: array{attribute: string, values: list<string|int|float>, label: array<string, string>, code: array<string, string>}, lines: list<Line>, colors: list<string>, use: array{ro: string, ru: string}}
 */
final class ProductFamilies
{
    /**
     * @return array<string, Family>
     */
    public static function all(): array
    {
        $dark = ['negru', 'gri', 'argintiu'];
        $white = ['alb', 'argintiu', 'negru'];
        $bright = ['negru', 'albastru', 'rosu', 'alb'];

        return [
            'smartphone' => self::family('Smartphone', 'Смартфон', 'phone', [2399, 37999], 'storage', ['128-gb', '256-gb', '512-gb'], ['128 GB', '256 GB', '512 GB'], ['128', '256', '512'], [
                ['Samsung', 'Galaxy A16', 'SM-A165F', 1, ['ram' => '4-gb', 'screen_size' => 6.7, 'battery' => 5000, 'refresh_rate' => 90, 'os' => 'android', 'sim' => 2, 'megapixels' => 50]],
                ['Xiaomi', 'Redmi Note 14', '24117RN76G', 1, ['ram' => '8-gb', 'screen_size' => 6.67, 'battery' => 5500, 'refresh_rate' => 120, 'os' => 'android', 'sim' => 2, 'megapixels' => 108]],
                ['Motorola', 'Moto G85', 'XT2427', 2, ['ram' => '8-gb', 'screen_size' => 6.67, 'battery' => 5000, 'refresh_rate' => 120, 'os' => 'android', 'sim' => 2, 'megapixels' => 50]],
                ['Samsung', 'Galaxy A56', 'SM-A566B', 2, ['ram' => '8-gb', 'screen_size' => 6.7, 'battery' => 5000, 'refresh_rate' => 120, 'os' => 'android', 'sim' => 2, 'megapixels' => 50]],
                ['Honor', '400', 'DNP-NX9', 3, ['ram' => '12-gb', 'screen_size' => 6.55, 'battery' => 5300, 'refresh_rate' => 120, 'os' => 'android', 'sim' => 2, 'megapixels' => 200]],
                ['Apple', 'iPhone 16', 'A3287', 3, ['ram' => '8-gb', 'screen_size' => 6.1, 'battery' => 3561, 'refresh_rate' => 60, 'os' => 'ios', 'sim' => 2, 'megapixels' => 48]],
                ['Apple', 'iPhone 16 Pro Max', 'A3296', 4, ['ram' => '8-gb', 'screen_size' => 6.9, 'battery' => 4685, 'refresh_rate' => 120, 'os' => 'ios', 'sim' => 2, 'megapixels' => 48]],
            ], $dark, ['ro' => 'comunicare, fotografii și aplicații de zi cu zi', 'ru' => 'общения, фотографий и повседневных приложений']),
            'feature-phone' => self::family('Telefon mobil', 'Мобильный телефон', 'keypad', [299, 1299], 'sim', [1, 2], ['Single SIM', 'Dual SIM'], ['SS', 'DS'], [
                ['Nokia', '105', 'TA-1557', 1, ['battery' => 1000, 'screen_size' => 1.8], [2023, 50.0, 121.0, 14.4, 79]],
                ['Maxcom', 'Classic', 'MM139', 1, ['battery' => 800, 'screen_size' => 2.2], [2021, 48.0, 116.0, 13.8, 75]],
                ['Nokia', '110 4G', 'TA-1543', 2, ['battery' => 1450, 'screen_size' => 1.8], [2023, 50.0, 121.5, 14.4, 95]],
                ['Philips', 'Xenium', 'E2602', 2, ['battery' => 1450, 'screen_size' => 2.8], [2023, 55.6, 107.8, 18.5, 113]],
                ['Nokia', '3210 4G', 'TA-1618', 3, ['battery' => 1450, 'screen_size' => 2.4], [2024, 52.0, 122.0, 13.1, 88]],
                ['Nokia', '2660 Flip', 'TA-1469', 3, ['battery' => 1450, 'screen_size' => 2.8], [2022, 55.0, 108.0, 18.9, 123]],
                ['Philips', 'Xenium', 'X700', 4, ['battery' => 1700, 'screen_size' => 2.8], [2023, 54.0, 110.0, 19.5, 125]],
                ['Maxcom', 'Comfort', 'MM740', 4, ['battery' => 1000, 'screen_size' => 2.4], [2021, 55.0, 105.0, 19.0, 103]],
            ], $bright, ['ro' => 'apeluri și mesaje, cu o baterie care ține zile întregi', 'ru' => 'звонков и сообщений, с аккумулятором на несколько дней']),
            'smartwatch' => self::family('Ceas inteligent', 'Смарт-часы', 'watch', [1299, 11999], 'screen_size', [1.3, 1.5], ['40 mm', '44 mm'], ['40', '44'], [
                ['Amazfit', 'Bip 5', 'A2215-', 1, ['battery' => 300, 'wireless' => 'da'], [2023, 45.4, 51.9, 11.4, 26]],
                ['Huawei', 'Watch Fit 3', 'SLO-B', 1, ['battery' => 400, 'wireless' => 'da'], [2024, 36.3, 43.2, 9.9, 26]],
                ['Amazfit', 'GTR 4', 'A2166-', 2, ['battery' => 475, 'wireless' => 'da'], [2022, 46.0, 46.0, 10.6, 34]],
                ['Samsung', 'Galaxy Watch7', 'SM-L3', 2, ['battery' => 425, 'wireless' => 'da'], [2024, 39.4, 40.4, 9.7, 29]],
                ['Huawei', 'Watch GT 5 Pro', 'VLI-B', 3, ['battery' => 524, 'wireless' => 'da'], [2024, 46.4, 46.4, 11.0, 53]],
                ['Apple', 'Watch SE', 'MXE', 3, ['battery' => 296, 'wireless' => 'da'], [2022, 34.0, 40.0, 10.7, 26]],
                ['Apple', 'Watch Series 10', 'MWW', 4, ['battery' => 327, 'wireless' => 'da'], [2024, 36.0, 42.0, 9.7, 30]],
                ['Samsung', 'Galaxy Watch Ultra', 'SM-L70', 4, ['battery' => 590, 'wireless' => 'da'], [2024, 47.1, 47.4, 12.1, 61]],
            ], $dark, ['ro' => 'notificări, sport și somn urmărit de la încheietură', 'ru' => 'уведомлений, спорта и контроля сна прямо на запястье']),
            'fitness-band' => self::family('Brățară fitness', 'Фитнес-браслет', 'band', [399, 1499], 'color', ['negru', 'alb', 'albastru'], ['Black', 'White', 'Blue'], ['BK', 'WH', 'BL'], [
                ['Xiaomi', 'Smart Band 8 Active', 'M2302B1', 1, ['battery' => 210, 'screen_size' => 1.47, 'wireless' => 'da'], [2023, 24.5, 42.8, 10.0, 15]],
                ['Huawei', 'Band 9', 'KIM-B19', 2, ['battery' => 180, 'screen_size' => 1.47, 'wireless' => 'da'], [2024, 24.9, 43.5, 9.0, 14]],
                ['Xiaomi', 'Smart Band 9', 'M2345B1', 2, ['battery' => 233, 'screen_size' => 1.62, 'wireless' => 'da'], [2024, 21.6, 46.5, 11.0, 16]],
                ['Samsung', 'Galaxy Fit3', 'SM-R390', 3, ['battery' => 208, 'screen_size' => 1.6, 'wireless' => 'da'], [2024, 28.8, 42.9, 9.9, 19]],
                ['Xiaomi', 'Smart Band 9 Pro', 'M2401B1', 4, ['battery' => 350, 'screen_size' => 1.74, 'wireless' => 'da'], [2024, 32.5, 43.9, 9.8, 25]],
            ], ['negru'], ['ro' => 'pași, puls și somn, cu o încărcare pe săptămână', 'ru' => 'шагов, пульса и сна с одной зарядкой в неделю']),
            'case' => self::family('Husă', 'Чехол', 'case', [149, 899], 'color', ['negru', 'albastru', 'gri'], ['Black', 'Navy', 'Grey'], ['BK', 'NV', 'GR'], [
                ['Spigen', 'Ultra Hybrid', 'ACS0{v}iP16', 1, ['material' => 'tpu'], [2024, 75.0, 151.0, 11.5, 32]],
                ['Samsung', 'Silicone Case', 'EF-PA566{v}', 2, ['material' => 'silicon'], [2025, 80.0, 166.0, 10.5, 28]],
                ['Spigen', 'Tough Armor', 'ACS1{v}S25', 3, ['material' => 'policarbonat'], [2025, 74.0, 150.0, 13.0, 48]],
                ['OtterBox', 'Defender', '77-9{v}', 4, ['material' => 'policarbonat'], [2024, 83.0, 170.0, 16.0, 95]],
                ['Apple', 'FineWoven MagSafe', 'MT4{v}', 4, ['material' => 'textil'], [2024, 73.0, 150.0, 10.2, 30]],
            ], ['negru'], ['ro' => 'a vă proteja telefonul de zgârieturi și căzături', 'ru' => 'защиты телефона от царапин и падений']),
            'charger' => self::family('Încărcător', 'Зарядное устройство', 'charger', [199, 999], 'power', [20, 45, 65], ['20W', '45W', '65W'], ['20', '45', '65'], [
                ['Xiaomi', 'Mi Charger', 'MDY-{v}', 1, ['ports' => 1], [2021, 45.0, 58.0, 28.0, 60]],
                ['Samsung', 'Power Adapter', 'EP-T{v}', 2, ['ports' => 1], [2022, 44.0, 55.0, 26.0, 55]],
                ['Baseus', 'GaN5 Pro', 'CCGP{v}', 2, ['ports' => 2], [2022, 38.0, 38.0, 30.0, 70]],
                ['Anker', 'Nano', 'A26{v}', 3, ['ports' => 2], [2023, 36.0, 40.0, 32.0, 63]],
                ['Ugreen', 'Nexode', 'CD{v}', 4, ['ports' => 3], [2023, 40.0, 45.0, 33.0, 85]],
            ], ['alb', 'negru'], ['ro' => 'încărcarea rapidă a telefonului, tabletei sau laptopului', 'ru' => 'быстрой зарядки телефона, планшета или ноутбука']),
            'power-bank' => self::family('Power bank', 'Повербанк', 'powerbank', [299, 1499], 'battery', [10000, 20000], ['10000 mAh', '20000 mAh'], ['10', '20'], [
                ['Xiaomi', 'Redmi Power Bank', 'PB{v}0LZM', 1, ['power' => 18, 'ports' => 2], [2019, 73.6, 147.8, 15.3, 246]],
                ['Baseus', 'Bipow', 'PPDML{v}', 1, ['power' => 20, 'ports' => 3], [2020, 67.2, 137.4, 15.7, 218]],
                ['Xiaomi', 'Mi Power Bank 3', 'PLM{v}ZM', 2, ['power' => 22, 'ports' => 3], [2020, 71.2, 147.5, 14.5, 230]],
                ['Anker', 'PowerCore', 'A12{v}', 2, ['power' => 25, 'ports' => 2], [2018, 60.0, 92.0, 22.0, 180]],
                ['Baseus', 'Blade', 'PPDGL{v}', 3, ['power' => 65, 'ports' => 2], [2021, 89.0, 140.0, 14.0, 258]],
                ['Anker', 'Prime', 'A13{v}', 4, ['power' => 100, 'ports' => 3], [2023, 57.0, 106.0, 29.0, 215]],
                ['Ugreen', 'Nexode', 'PB5{v}', 4, ['power' => 100, 'ports' => 3], [2023, 64.0, 105.0, 25.0, 205]],
            ], ['negru', 'alb'], ['ro' => 'a vă încărca telefonul de mai multe ori pe drum', 'ru' => 'многократной зарядки телефона в дороге']),
            'laptop-gaming' => self::family('Laptop gaming', 'Игровой ноутбук', 'laptop', [13999, 64999], 'ram', ['16-gb', '32-gb'], ['16GB/512GB', '32GB/1TB'], ['16', '32'], [
                ['Acer', 'Nitro V 15', 'ANV15-51-{v}', 1, ['cpu' => 'intel-core-i5', 'screen_size' => 15.6, 'refresh_rate' => 144, 'gpu' => 'rtx-4050', 'resolution' => 'full-hd']],
                ['Lenovo', 'LOQ 15', '15IRX9-{v}', 1, ['cpu' => 'intel-core-i5', 'screen_size' => 15.6, 'refresh_rate' => 144, 'gpu' => 'rtx-4050', 'resolution' => 'full-hd']],
                ['HP', 'Victus 16', '16-s1{v}', 2, ['cpu' => 'amd-ryzen-7', 'screen_size' => 16.1, 'refresh_rate' => 144, 'gpu' => 'rtx-4060', 'resolution' => 'full-hd']],
                ['ASUS', 'TUF Gaming A15', 'FA507NV-{v}', 2, ['cpu' => 'amd-ryzen-7', 'screen_size' => 15.6, 'refresh_rate' => 144, 'gpu' => 'rtx-4060', 'resolution' => 'full-hd']],
                ['Lenovo', 'Legion 5', '16IRX9-{v}', 3, ['cpu' => 'intel-core-i7', 'screen_size' => 16.0, 'refresh_rate' => 165, 'gpu' => 'rtx-4070', 'resolution' => 'qhd']],
                ['ASUS', 'ROG Strix G16', 'G614JI-{v}', 3, ['cpu' => 'intel-core-i7', 'screen_size' => 16.0, 'refresh_rate' => 165, 'gpu' => 'rtx-4070', 'resolution' => 'qhd']],
                ['MSI', 'Raider GE78', 'HX14V-{v}', 4, ['cpu' => 'intel-core-i9', 'screen_size' => 17.0, 'refresh_rate' => 240, 'gpu' => 'rtx-4080', 'resolution' => 'qhd']],
            ], ['negru', 'gri'], ['ro' => 'jocuri în rezoluție înaltă, streaming și montaj video', 'ru' => 'игр в высоком разрешении, стриминга и видеомонтажа']),
            'ultrabook' => self::family('Ultrabook', 'Ультрабук', 'laptop', [11999, 33999], 'ram', ['16-gb', '32-gb'], ['16GB/512GB', '32GB/1TB'], ['16', '32'], [
                ['ASUS', 'Zenbook 14 OLED', 'UX3405MA-{v}', 1, ['cpu' => 'intel-core-ultra-5', 'screen_size' => 14.0, 'refresh_rate' => 60, 'gpu' => 'integrata', 'resolution' => 'full-hd']],
                ['Lenovo', 'IdeaPad Slim 5', '14AHP9-{v}', 1, ['cpu' => 'amd-ryzen-5', 'screen_size' => 14.0, 'refresh_rate' => 60, 'gpu' => 'integrata', 'resolution' => 'full-hd']],
                ['HP', 'Pavilion Plus 14', '14-ew1{v}', 2, ['cpu' => 'intel-core-ultra-5', 'screen_size' => 14.0, 'refresh_rate' => 120, 'gpu' => 'integrata', 'resolution' => 'qhd']],
                ['Acer', 'Swift Go 14', 'SFG14-73-{v}', 2, ['cpu' => 'intel-core-ultra-7', 'screen_size' => 14.0, 'refresh_rate' => 90, 'gpu' => 'integrata', 'resolution' => 'qhd']],
                ['Apple', 'MacBook Air 13', 'MC8{v}', 3, ['cpu' => 'apple-m3', 'screen_size' => 13.6, 'refresh_rate' => 60, 'gpu' => 'integrata', 'resolution' => 'qhd']],
                ['Dell', 'XPS 13', '9340-{v}', 4, ['cpu' => 'intel-core-ultra-7', 'screen_size' => 13.4, 'refresh_rate' => 120, 'gpu' => 'integrata', 'resolution' => 'qhd']],
                ['Apple', 'MacBook Air 15', 'MC9{v}', 4, ['cpu' => 'apple-m3', 'screen_size' => 15.3, 'refresh_rate' => 60, 'gpu' => 'integrata', 'resolution' => 'qhd']],
            ], ['argintiu', 'gri'], ['ro' => 'lucru în deplasare, cu o baterie de o zi întreagă', 'ru' => 'работы в дороге с батареей на целый день']),
            'laptop-office' => self::family('Laptop', 'Ноутбук', 'laptop', [6499, 21999], 'ram', ['8-gb', '16-gb'], ['8GB/256GB', '16GB/512GB'], ['8', '16'], [
                ['Acer', 'Aspire 3', 'A315-59-{v}', 1, ['cpu' => 'intel-core-i3', 'screen_size' => 15.6, 'refresh_rate' => 60, 'gpu' => 'integrata', 'resolution' => 'full-hd']],
                ['Lenovo', 'IdeaPad 3', '15IAU7-{v}', 1, ['cpu' => 'intel-core-i3', 'screen_size' => 15.6, 'refresh_rate' => 60, 'gpu' => 'integrata', 'resolution' => 'full-hd']],
                ['HP', '250 G10', '8A5{v}', 2, ['cpu' => 'intel-core-i5', 'screen_size' => 15.6, 'refresh_rate' => 60, 'gpu' => 'integrata', 'resolution' => 'full-hd']],
                ['ASUS', 'Vivobook 15', 'X1504VA-{v}', 2, ['cpu' => 'intel-core-i5', 'screen_size' => 15.6, 'refresh_rate' => 60, 'gpu' => 'integrata', 'resolution' => 'full-hd']],
                ['Dell', 'Inspiron 15', '3530-{v}', 3, ['cpu' => 'intel-core-i5', 'screen_size' => 15.6, 'refresh_rate' => 120, 'gpu' => 'integrata', 'resolution' => 'full-hd']],
                ['Lenovo', 'ThinkPad E16', 'G1-{v}', 4, ['cpu' => 'intel-core-i7', 'screen_size' => 16.0, 'refresh_rate' => 60, 'gpu' => 'integrata', 'resolution' => 'full-hd']],
                ['HP', 'ProBook 450 G10', '85B{v}', 4, ['cpu' => 'intel-core-i7', 'screen_size' => 15.6, 'refresh_rate' => 60, 'gpu' => 'integrata', 'resolution' => 'full-hd']],
            ], ['gri', 'argintiu', 'negru'], ['ro' => 'birou, școală și lucru cu documente', 'ru' => 'офиса, учёбы и работы с документами']),
            'tablet' => self::family('Tabletă', 'Планшет', 'tablet', [2799, 22999], 'storage', ['128-gb', '256-gb'], ['128 GB', '256 GB'], ['128', '256'], [
                ['Lenovo', 'Tab M11', 'TB330FU-{v}', 1, ['ram' => '4-gb', 'screen_size' => 10.95, 'battery' => 7040, 'os' => 'android', 'resolution' => 'full-hd']],
                ['Xiaomi', 'Redmi Pad SE', 'VHU5{v}', 1, ['ram' => '6-gb', 'screen_size' => 11.0, 'battery' => 8000, 'os' => 'android', 'resolution' => 'full-hd']],
                ['Samsung', 'Galaxy Tab S9 FE', 'SM-X510-{v}', 2, ['ram' => '6-gb', 'screen_size' => 10.9, 'battery' => 8000, 'os' => 'android', 'resolution' => 'full-hd']],
                ['Xiaomi', 'Pad 6', 'VHU4{v}', 2, ['ram' => '8-gb', 'screen_size' => 11.0, 'battery' => 8840, 'os' => 'android', 'resolution' => 'qhd']],
                ['Apple', 'iPad 10.9', 'MPQ{v}', 3, ['ram' => '4-gb', 'screen_size' => 10.9, 'battery' => 7606, 'os' => 'ipados', 'resolution' => 'qhd']],
                ['Samsung', 'Galaxy Tab S10+', 'SM-X820-{v}', 4, ['ram' => '12-gb', 'screen_size' => 12.4, 'battery' => 10090, 'os' => 'android', 'resolution' => 'qhd']],
                ['Apple', 'iPad Air 11', 'MUW{v}', 4, ['ram' => '8-gb', 'screen_size' => 11.0, 'battery' => 7606, 'os' => 'ipados', 'resolution' => 'qhd']],
            ], ['gri', 'argintiu'], ['ro' => 'filme, lectură, desen și lecții online', 'ru' => 'фильмов, чтения, рисования и онлайн-уроков']),
            'monitor-gaming' => self::family('Monitor gaming', 'Игровой монитор', 'monitor', [2999, 14999], 'screen_size', [24, 27, 32], ['24"', '27"', '32"'], ['24', '27', '32'], [
                ['AOC', 'Gaming', '{v}G2SP', 1, ['panel' => 'ips', 'resolution' => 'full-hd', 'refresh_rate' => 165], [2022, 540, 510, 232, 4500]],
                ['Samsung', 'Odyssey G5', 'LS{v}CG510', 2, ['panel' => 'va', 'resolution' => 'qhd', 'refresh_rate' => 165], [2023, 540, 470, 220, 4300]],
                ['ASUS', 'TUF Gaming', 'VG{v}AQ1A', 2, ['panel' => 'ips', 'resolution' => 'qhd', 'refresh_rate' => 170], [2021, 541, 492, 211, 5200]],
                ['LG', 'UltraGear', '{v}GR83Q', 3, ['panel' => 'ips', 'resolution' => 'qhd', 'refresh_rate' => 240], [2023, 539, 505, 237, 4800]],
                ['Samsung', 'Odyssey OLED G8', 'LS{v}DG802', 4, ['panel' => 'oled', 'resolution' => '4k', 'refresh_rate' => 240], [2024, 536, 480, 198, 4100]],
            ], ['negru'], ['ro' => 'jocuri rapide, fără întârzieri și fără imagini rupte', 'ru' => 'динамичных игр без задержек и разрывов кадра']),
            'monitor-office' => self::family('Monitor', 'Монитор', 'monitor', [1499, 7999], 'screen_size', [24, 27], ['24"', '27"'], ['24', '27'], [
                ['Philips', 'V-line', '{v}1V8LA', 1, ['panel' => 'va', 'resolution' => 'full-hd', 'refresh_rate' => 75], [2022, 540, 418, 190, 2900]],
                ['Samsung', 'Essential S3', 'LS{v}C310', 1, ['panel' => 'ips', 'resolution' => 'full-hd', 'refresh_rate' => 75], [2023, 539, 419, 187, 2600]],
                ['AOC', 'Basic', '{v}B2XH', 1, ['panel' => 'ips', 'resolution' => 'full-hd', 'refresh_rate' => 75], [2020, 539, 412, 170, 2700]],
                ['Dell', 'P Series', 'P{v}22H', 2, ['panel' => 'ips', 'resolution' => 'full-hd', 'refresh_rate' => 60], [2021, 539, 485, 166, 5300]],
                ['LG', 'Ergo', '{v}QP88D', 3, ['panel' => 'ips', 'resolution' => 'qhd', 'refresh_rate' => 75], [2022, 540, 520, 230, 6500]],
                ['Dell', 'UltraSharp', 'U{v}24D', 4, ['panel' => 'ips', 'resolution' => 'qhd', 'refresh_rate' => 120], [2023, 538, 490, 182, 5800]],
                ['ASUS', 'ProArt', 'PA{v}8CV', 4, ['panel' => 'ips', 'resolution' => '4k', 'refresh_rate' => 60], [2022, 532, 505, 210, 5400]],
            ], ['negru', 'alb'], ['ro' => 'birou, tabele și video-conferințe fără oboseala ochilor', 'ru' => 'офиса, таблиц и видеозвонков без усталости глаз']),
            'printer' => self::family('Imprimantă', 'Принтер', 'printer', [1499, 7999], 'wireless', ['nu', 'da'], ['USB', 'Wi-Fi'], ['', 'W'], [
                ['HP', 'LaserJet', 'M111{v}', 1, ['print_type' => 'laser', 'print_color' => 'nu', 'ppm' => 20], [2021, 331, 178, 215, 4000]],
                ['Canon', 'i-SENSYS', 'LBP623C{v}', 2, ['print_type' => 'laser', 'print_color' => 'da', 'ppm' => 21], [2019, 430, 287, 418, 15300]],
                ['Epson', 'EcoTank', 'L3250{v}', 2, ['print_type' => 'jet', 'print_color' => 'da', 'ppm' => 10], [2021, 375, 179, 347, 3900]],
                ['Canon', 'PIXMA', 'G3470{v}', 3, ['print_type' => 'jet', 'print_color' => 'da', 'ppm' => 11], [2020, 445, 163, 340, 6300]],
                ['Brother', 'HL', 'L2400D{v}', 3, ['print_type' => 'laser', 'print_color' => 'nu', 'ppm' => 30], [2023, 356, 183, 360, 6600]],
                ['HP', 'Color LaserJet Pro', 'M255d{v}', 4, ['print_type' => 'laser', 'print_color' => 'da', 'ppm' => 21], [2020, 392, 247, 419, 14600]],
                ['Epson', 'EcoTank', 'L6290{v}', 4, ['print_type' => 'jet', 'print_color' => 'da', 'ppm' => 15], [2021, 375, 237, 347, 6900]],
            ], ['negru', 'alb'], ['ro' => 'documente, teme și fotografii tipărite acasă', 'ru' => 'печати документов, домашних заданий и фотографий дома']),
            'mouse' => self::family('Mouse', 'Мышь', 'mouse', [149, 2499], 'wireless', ['nu', 'da'], ['USB', 'Wireless'], ['', 'W'], [
                ['A4Tech', 'Bloody', 'W90{v}', 1, ['dpi' => 8000], [2021, 68.0, 41.0, 128.0, 97]],
                ['Logitech', 'M-series', 'M190{v}', 1, ['dpi' => 1000], [2019, 60.0, 39.0, 117.0, 90]],
                ['Logitech', 'G', 'G305{v}', 2, ['dpi' => 12000], [2018, 62.0, 38.0, 116.6, 99]],
                ['Razer', 'DeathAdder Essential', 'RZ01-{v}', 2, ['dpi' => 6400], [2017, 61.7, 42.7, 127.0, 96]],
                ['Razer', 'DeathAdder V3', 'RZ01-V3{v}', 3, ['dpi' => 30000], [2022, 68.0, 44.0, 128.0, 59]],
                ['Logitech', 'MX Master 3S', '910-{v}', 4, ['dpi' => 8000], [2022, 84.3, 51.0, 124.9, 141]],
                ['Logitech', 'G Pro X Superlight 2', '910-X2{v}', 4, ['dpi' => 32000], [2023, 63.5, 40.0, 125.0, 60]],
            ], ['negru', 'alb', 'gri'], ['ro' => 'lucru precis la calculator și jocuri', 'ru' => 'точной работы за компьютером и игр']),
            'tv-smart' => self::family('Televizor', 'Телевизор', 'tv', [3499, 24999], 'screen_size', [32, 43, 50, 55, 65], ['32"', '43"', '50"', '55"', '65"'], ['32', '43', '50', '55', '65'], [
                ['Xiaomi', 'TV A', 'L{v}MA-A', 1, ['panel' => 'led', 'resolution' => '4k', 'refresh_rate' => 60, 'smart_platform' => 'google-tv'], [2024, 718, 470, 180, 3800]],
                ['Samsung', 'Crystal UHD', 'UE{v}DU7100U', 2, ['panel' => 'led', 'resolution' => '4k', 'refresh_rate' => 60, 'smart_platform' => 'tizen'], [2024, 724, 480, 160, 4300]],
                ['LG', 'UHD', '{v}UT73006LA', 2, ['panel' => 'led', 'resolution' => '4k', 'refresh_rate' => 60, 'smart_platform' => 'webos'], [2024, 732, 476, 187, 4600]],
                ['Philips', 'Ambilight', '{v}PUS8009', 3, ['panel' => 'led', 'resolution' => '4k', 'refresh_rate' => 60, 'smart_platform' => 'titan-os'], [2024, 727, 468, 205, 5100]],
            ], ['negru'], ['ro' => 'seriale, sport și filme în sufragerie', 'ru' => 'сериалов, спорта и фильмов в гостиной']),
            'tv-premium' => self::family('Televizor', 'Телевизор', 'tv', [7999, 69999], 'screen_size', [55, 65, 75], ['55"', '65"', '75"'], ['55', '65', '75'], [
                ['TCL', 'QLED', '{v}C655', 1, ['panel' => 'qled', 'resolution' => '4k', 'refresh_rate' => 60, 'smart_platform' => 'google-tv'], [2024, 1231, 767, 240, 13800]],
                ['Samsung', 'QLED Q60D', 'QE{v}Q60DAU', 2, ['panel' => 'qled', 'resolution' => '4k', 'refresh_rate' => 60, 'smart_platform' => 'tizen'], [2024, 1227, 771, 250, 15900]],
                ['LG', 'OLED evo B4', 'OLED{v}B42LA', 3, ['panel' => 'oled', 'resolution' => '4k', 'refresh_rate' => 120, 'smart_platform' => 'webos'], [2024, 1225, 738, 230, 18900]],
                ['Sony', 'Bravia 8 OLED', 'K-{v}XR80', 4, ['panel' => 'oled', 'resolution' => '4k', 'refresh_rate' => 120, 'smart_platform' => 'google-tv'], [2024, 1226, 728, 271, 17600]],
                ['Samsung', 'Neo QLED QN90D', 'QE{v}QN90DAT', 4, ['panel' => 'qled', 'resolution' => '4k', 'refresh_rate' => 144, 'smart_platform' => 'tizen'], [2024, 1227, 775, 281, 22000]],
            ], ['negru', 'argintiu'], ['ro' => 'un cinematograf acasă, cu negru adânc și culori bogate', 'ru' => 'домашнего кинотеатра с глубоким чёрным и насыщенными цветами']),
            'headphones' => self::family('Căști', 'Наушники', 'headphones', [299, 8999], 'wireless', ['nu', 'da'], ['', 'BT'], ['', 'BT'], [
                ['JBL', 'Tune', '520{v}', 1, ['battery_hours' => 57, 'anc' => 'nu'], [2023, 150.0, 185.0, 70.0, 155]],
                ['Sony', 'WH-CH', '520{v}', 1, ['battery_hours' => 50, 'anc' => 'nu'], [2023, 160.0, 180.0, 65.0, 147]],
                ['JBL', 'Live', '670NC{v}', 2, ['battery_hours' => 65, 'anc' => 'da'], [2023, 155.0, 175.0, 75.0, 219]],
                ['Marshall', 'Major', 'V{v}', 3, ['battery_hours' => 100, 'anc' => 'nu'], [2023, 157.0, 170.0, 70.0, 186]],
                ['Sony', 'WH-1000XM5', 'WH1000XM5{v}', 4, ['battery_hours' => 30, 'anc' => 'da'], [2022, 167.0, 200.0, 80.0, 250]],
                ['Bose', 'QuietComfort Ultra', 'QCU{v}', 4, ['battery_hours' => 24, 'anc' => 'da'], [2023, 160.0, 195.0, 80.0, 254]],
                ['Sennheiser', 'Momentum 4', 'M4AEBT{v}', 4, ['battery_hours' => 60, 'anc' => 'da'], [2022, 165.0, 205.0, 85.0, 293]],
            ], ['negru', 'alb', 'albastru'], ['ro' => 'muzică, podcasturi și apeluri fără zgomot din jur', 'ru' => 'музыки, подкастов и звонков без лишнего шума']),
            'speaker' => self::family('Boxă portabilă', 'Портативная колонка', 'speaker', [499, 5999], 'power', [10, 20, 30], ['10W', '20W', '30W'], ['10', '20', '30'], [
                ['JBL', 'Go', '4-{v}', 1, ['battery_hours' => 7, 'waterproof' => 'da'], [2024, 94.8, 75.8, 42.1, 190]],
                ['Xiaomi', 'Sound Outdoor', 'MDZ-{v}', 1, ['battery_hours' => 12, 'waterproof' => 'da'], [2023, 224.0, 72.0, 83.0, 670]],
                ['JBL', 'Flip', '6-{v}', 2, ['battery_hours' => 12, 'waterproof' => 'da'], [2021, 178.0, 68.0, 72.0, 550]],
                ['Sony', 'ULT Field 1', 'SRS-{v}', 2, ['battery_hours' => 12, 'waterproof' => 'da'], [2024, 206.0, 77.0, 76.0, 650]],
                ['Marshall', 'Emberton', 'II-{v}', 3, ['battery_hours' => 30, 'waterproof' => 'da'], [2022, 160.0, 68.0, 76.0, 700]],
                ['JBL', 'Charge', '5-{v}', 3, ['battery_hours' => 20, 'waterproof' => 'da'], [2021, 223.0, 96.5, 94.0, 960]],
                ['Bose', 'SoundLink Flex', 'II-{v}', 4, ['battery_hours' => 12, 'waterproof' => 'da'], [2024, 201.0, 90.0, 52.0, 600]],
            ], $bright, ['ro' => 'muzică în parc, la mare sau pe balcon', 'ru' => 'музыки в парке, на море или на балконе']),
            'soundbar' => self::family('Soundbar', 'Саундбар', 'soundbar', [1999, 17999], 'channels', [2.1, 3.1, 5.1], ['2.1', '3.1', '5.1'], ['2', '3', '5'], [
                ['LG', 'S40T', 'S40T{v}', 1, ['power' => 300, 'wireless' => 'da'], [2024, 770, 63, 91, 2300]],
                ['JBL', 'Bar', '300-{v}', 2, ['power' => 260, 'wireless' => 'da'], [2022, 820, 56, 104, 2700]],
                ['Samsung', 'HW-Q600C', 'Q600C-{v}', 2, ['power' => 360, 'wireless' => 'da'], [2023, 980, 60, 104, 3300]],
                ['Sony', 'HT-S', '400-{v}', 3, ['power' => 330, 'wireless' => 'da'], [2022, 900, 64, 88, 2400]],
                ['Samsung', 'HW-Q990D', 'Q990D-{v}', 4, ['power' => 656, 'wireless' => 'da'], [2024, 1232, 70, 138, 7700]],
            ], ['negru'], ['ro' => 'un sunet de film din televizorul pe care îl aveți deja', 'ru' => 'кинозвука от телевизора, который у вас уже есть']),
            'camera' => self::family('Aparat foto', 'Фотоаппарат', 'camera', [6999, 34999], 'kit_lens', ['body', '18-55', '18-150'], ['Body', 'Kit 18-55 mm', 'Kit 18-150 mm'], ['B', 'K', 'KL'], [
                ['Canon', 'EOS', '2000D{v}', 1, ['megapixels' => 24, 'sensor' => 'aps-c'], [2018, 129.0, 101.3, 77.6, 475]],
                ['Nikon', 'Z50 II', 'VOA120{v}', 2, ['megapixels' => 21, 'sensor' => 'aps-c'], [2024, 126.5, 97.5, 66.5, 550]],
                ['Canon', 'EOS R50', '5811C{v}', 2, ['megapixels' => 24, 'sensor' => 'aps-c'], [2023, 116.3, 85.5, 68.8, 375]],
                ['Sony', 'Alpha 6400', 'ILCE6400{v}', 3, ['megapixels' => 24, 'sensor' => 'aps-c'], [2019, 120.0, 66.9, 59.7, 403]],
                ['Fujifilm', 'X-T30 II', '16759{v}', 3, ['megapixels' => 26, 'sensor' => 'aps-c'], [2021, 118.4, 82.8, 46.8, 378]],
                ['Sony', 'Alpha 7 IV', 'ILCE7M4{v}', 4, ['megapixels' => 33, 'sensor' => 'full-frame'], [2021, 131.3, 96.4, 79.8, 658]],
            ], ['negru', 'argintiu'], ['ro' => 'fotografii de familie, călătorii și video', 'ru' => 'семейных фото, путешествий и видео']),
            'projector' => self::family('Proiector', 'Проектор', 'projector', [2999, 29999], 'resolution', ['full-hd', '4k'], ['Full HD', '4K'], ['F', 'U'], [
                ['Xiaomi', 'Smart Projector', 'L1-{v}', 1, ['brightness' => 400], [2024, 130.0, 175.0, 120.0, 1300]],
                ['Epson', 'EF', '12-{v}', 2, ['brightness' => 1000], [2020, 175.0, 128.0, 175.0, 2200]],
                ['BenQ', 'W', '1800-{v}', 2, ['brightness' => 2000], [2019, 312.0, 108.0, 221.0, 2800]],
                ['XGIMI', 'Horizon', 'Pro-{v}', 3, ['brightness' => 2200], [2021, 208.4, 136.3, 218.4, 2900]],
                ['Epson', 'EH-LS', '650-{v}', 4, ['brightness' => 3600], [2022, 695.0, 141.0, 341.0, 7300]],
                ['BenQ', 'TK', '860i-{v}', 4, ['brightness' => 3300], [2022, 380.0, 127.0, 263.0, 4200]],
            ], ['alb', 'negru'], ['ro' => 'filme pe perete și meciuri văzute pe ecran mare', 'ru' => 'фильмов на стене и матчей на большом экране']),
            'fridge' => self::family('Frigider', 'Холодильник', 'fridge', [5999, 32999], 'capacity', [300, 360, 440], ['300 L', '360 L', '440 L'], ['30', '36', '44'], [
                ['Atlant', 'XM', '46{v}-141', 1, ['no_frost' => 'nu', 'energy_class' => 'e', 'noise' => 41], [2019, 595, 1760, 625, 64000]],
                ['Indesit', 'LI', '{v}S2EX', 1, ['no_frost' => 'nu', 'energy_class' => 'e', 'noise' => 40], [2021, 595, 1760, 655, 60000]],
                ['Beko', 'RCNA', '{v}E40ZXBN', 2, ['no_frost' => 'da', 'energy_class' => 'd', 'noise' => 39], [2022, 595, 1845, 663, 65000]],
                ['Bosch', 'Serie 4', 'KGN{v}VLCT', 3, ['no_frost' => 'da', 'energy_class' => 'c', 'noise' => 38], [2023, 600, 1860, 660, 71000]],
                ['Samsung', 'Bespoke', 'RB{v}C7B4', 4, ['no_frost' => 'da', 'energy_class' => 'b', 'noise' => 35], [2023, 595, 1853, 658, 72000]],
                ['LG', 'DoorCooling+', 'GBB{v}PZUGN', 4, ['no_frost' => 'da', 'energy_class' => 'b', 'noise' => 35], [2022, 595, 1860, 682, 68000]],
            ], ['alb', 'argintiu', 'negru'], ['ro' => 'alimentele unei familii, păstrate proaspete mai mult timp', 'ru' => 'продуктов всей семьи, которые дольше остаются свежими']),
            'freezer' => self::family('Congelator', 'Морозильник', 'freezer', [4499, 17999], 'capacity', [100, 200, 280], ['100 L', '200 L', '280 L'], ['10', '20', '28'], [
                ['Atlant', 'M', '71{v}-100', 1, ['no_frost' => 'nu', 'energy_class' => 'e', 'noise' => 42], [2019, 545, 850, 615, 38000]],
                ['Indesit', 'DSZ', '5{v}5', 1, ['no_frost' => 'nu', 'energy_class' => 'e', 'noise' => 40], [2020, 600, 850, 640, 36000]],
                ['Beko', 'RFNE', '{v}L41WN', 2, ['no_frost' => 'da', 'energy_class' => 'e', 'noise' => 40], [2021, 595, 855, 635, 40000]],
                ['Liebherr', 'GNP', '{v}13', 3, ['no_frost' => 'da', 'energy_class' => 'd', 'noise' => 38], [2022, 600, 851, 630, 44000]],
                ['Bosch', 'Serie 6', 'GSN{v}AWEV', 4, ['no_frost' => 'da', 'energy_class' => 'c', 'noise' => 36], [2023, 600, 860, 650, 47000]],
            ], ['alb', 'argintiu'], ['ro' => 'provizii de sezon, fructe de pădure și carne congelate', 'ru' => 'сезонных запасов, ягод и мяса в заморозке']),
            'washer-front' => self::family('Mașină de spălat rufe', 'Стиральная машина', 'washer', [4999, 19999], 'load', [6, 8, 10], ['6 kg', '8 kg', '10 kg'], ['6', '8', '1'], [
                ['Indesit', 'Innex', 'BWSA{v}1051', 1, ['spin' => 1000, 'inverter' => 'nu', 'energy_class' => 'c', 'steam' => 'nu'], [2019, 595, 850, 425, 58000]],
                ['Beko', 'SteamCure', 'B3WFU{v}7225', 2, ['spin' => 1200, 'inverter' => 'da', 'energy_class' => 'b', 'steam' => 'da'], [2022, 600, 840, 440, 61000]],
                ['Samsung', 'EcoBubble', 'WW{v}0T4040', 2, ['spin' => 1400, 'inverter' => 'da', 'energy_class' => 'a', 'steam' => 'nu'], [2020, 600, 850, 450, 60000]],
                ['Bosch', 'Serie 6', 'WGG24{v}00', 3, ['spin' => 1400, 'inverter' => 'da', 'energy_class' => 'a', 'steam' => 'da'], [2021, 598, 848, 460, 70000]],
                ['LG', 'AI DD', 'F4WR5{v}9', 4, ['spin' => 1400, 'inverter' => 'da', 'energy_class' => 'a', 'steam' => 'da'], [2022, 600, 850, 475, 62000]],
            ], ['alb'], ['ro' => 'rufele întregii familii, spălate liniștit și economic', 'ru' => 'белья всей семьи — тихо и экономно']),
            'washer-top' => self::family('Mașină de spălat rufe', 'Стиральная машина', 'washer-top', [5999, 13999], 'load', [6, 7, 8], ['6 kg', '7 kg', '8 kg'], ['6', '7', '8'], [
                ['Indesit', 'BTW', 'D{v}1050', 1, ['spin' => 1000, 'inverter' => 'nu', 'energy_class' => 'd', 'steam' => 'nu'], [2019, 400, 900, 600, 56000]],
                ['Whirlpool', 'TDLR', '{v}231BS', 2, ['spin' => 1200, 'inverter' => 'nu', 'energy_class' => 'c', 'steam' => 'nu'], [2021, 400, 900, 605, 58500]],
                ['Electrolux', 'PerfectCare 600', 'EW6T{v}61', 3, ['spin' => 1200, 'inverter' => 'da', 'energy_class' => 'b', 'steam' => 'nu'], [2020, 400, 890, 600, 57500]],
                ['Electrolux', 'SteamCare 700', 'EW7T{v}72', 4, ['spin' => 1300, 'inverter' => 'da', 'energy_class' => 'a', 'steam' => 'da'], [2021, 400, 890, 600, 60500]],
                ['Whirlpool', 'TDLR Supreme', '{v}250SS', 4, ['spin' => 1300, 'inverter' => 'da', 'energy_class' => 'b', 'steam' => 'da'], [2022, 400, 905, 605, 62000]],
            ], ['alb'], ['ro' => 'băi și holuri înguste, unde ușa frontală nu are loc', 'ru' => 'узких ванных и коридоров, где не открыть фронтальную дверцу']),
            'dryer' => self::family('Uscător de rufe', 'Сушильная машина', 'washer', [7999, 21999], 'load', [7, 8, 9], ['7 kg', '8 kg', '9 kg'], ['7', '8', '9'], [
                ['Beko', 'DS', '{v}512CX', 1, ['energy_class' => 'b', 'noise' => 65], [2020, 600, 846, 568, 38000]],
                ['Indesit', 'YT', 'M1{v}73', 1, ['energy_class' => 'b', 'noise' => 66], [2019, 595, 850, 540, 39000]],
                ['Samsung', 'DV', '{v}0T5240AE', 2, ['energy_class' => 'a', 'noise' => 64], [2021, 600, 850, 600, 44000]],
                ['Bosch', 'Serie 4', 'WTH85{v}2', 3, ['energy_class' => 'a', 'noise' => 64], [2020, 598, 842, 613, 42000]],
                ['LG', 'Dual Inverter', 'RH{v}V9AV', 4, ['energy_class' => 'a', 'noise' => 62], [2021, 600, 850, 690, 53000]],
            ], ['alb'], ['ro' => 'rufe uscate în orice anotimp, fără frânghii în casă', 'ru' => 'сухого белья в любое время года без верёвок в доме']),
            'dishwasher' => self::family('Mașină de spălat vase', 'Посудомоечная машина', 'dishwasher', [4999, 16999], 'place_settings', [10, 13, 14], ['45 cm, 10 seturi', '60 cm, 13 seturi', '60 cm, 14 seturi'], ['4', '6', '8'], [
                ['Beko', 'DVN', '05{v}20W', 1, ['energy_class' => 'e', 'noise' => 49, 'inverter' => 'nu'], [2021, 448, 850, 600, 36000]],
                ['Indesit', 'DFE', '1B{v}19', 1, ['energy_class' => 'e', 'noise' => 49, 'inverter' => 'nu'], [2019, 450, 850, 600, 34000]],
                ['Electrolux', 'SatelliteClean', 'ESA{v}7200SW', 2, ['energy_class' => 'e', 'noise' => 47, 'inverter' => 'da'], [2021, 446, 850, 615, 37000]],
                ['Whirlpool', 'WFC', '3C{v}P', 3, ['energy_class' => 'd', 'noise' => 46, 'inverter' => 'da'], [2020, 450, 850, 600, 38500]],
                ['Bosch', 'Serie 4', 'SMS4H{v}W', 4, ['energy_class' => 'c', 'noise' => 44, 'inverter' => 'da'], [2022, 448, 845, 600, 41000]],
            ], ['alb', 'argintiu'], ['ro' => 'vasele de după cină, fără apă caldă risipită', 'ru' => 'посуды после ужина без лишнего расхода воды']),
            'cooker' => self::family('Aragaz', 'Плита', 'cooker', [3499, 12999], 'cooker_type', ['gaz', 'mixt', 'electric'], ['gaz', 'mixt', 'electric'], ['G', 'M', 'E'], [
                ['Hansa', 'FCM', 'W5{v}21', 1, ['capacity' => 58, 'energy_class' => 'a', 'burners' => 4], [2020, 500, 850, 600, 40000]],
                ['Gorenje', 'GK', '5C4{v}WF', 2, ['capacity' => 70, 'energy_class' => 'a', 'burners' => 4], [2021, 500, 850, 594, 43000]],
                ['Beko', 'FSM', '523{v}DWDS', 2, ['capacity' => 72, 'energy_class' => 'a', 'burners' => 4], [2020, 500, 850, 600, 41500]],
                ['Electrolux', 'LKK', '560{v}W', 3, ['capacity' => 73, 'energy_class' => 'a', 'burners' => 4], [2022, 500, 855, 600, 44500]],
                ['Gorenje', 'Advanced', 'GK6C{v}BF', 4, ['capacity' => 74, 'energy_class' => 'a', 'burners' => 4], [2023, 600, 850, 600, 48000]],
            ], ['alb', 'negru'], ['ro' => 'gătitul de zi cu zi și cozonacii de sărbători', 'ru' => 'ежедневной готовки и праздничной выпечки']),
            'oven' => self::family('Cuptor încorporabil', 'Духовой шкаф', 'oven', [3999, 17999], 'oven_cleaning', ['emailat', 'catalitic', 'piroliza'], ['Enamel', 'Catalytic', 'Pyrolytic'], ['E', 'C', 'P'], [
                ['Hansa', 'BOEI', '68{v}0', 1, ['capacity' => 65, 'energy_class' => 'a', 'oven_modes' => 8], [2019, 595, 595, 575, 31000]],
                ['Electrolux', 'SteamBake', 'EOD5C{v}X', 2, ['capacity' => 72, 'energy_class' => 'a', 'oven_modes' => 9], [2021, 594, 594, 567, 33000]],
                ['Gorenje', 'BO', '6735E{v}BK', 3, ['capacity' => 77, 'energy_class' => 'a', 'oven_modes' => 12], [2021, 597, 595, 547, 34000]],
                ['Bosch', 'Serie 6', 'HBA57{v}S0', 4, ['capacity' => 71, 'energy_class' => 'a', 'oven_modes' => 10], [2020, 594, 595, 548, 35000]],
                ['Bosch', 'Serie 8', 'HBG77{v}B1', 4, ['capacity' => 71, 'energy_class' => 'a', 'oven_modes' => 13], [2022, 594, 595, 548, 39000]],
            ], ['negru', 'argintiu'], ['ro' => 'copturi, fripturi și pâine de casă', 'ru' => 'выпечки, жаркого и домашнего хлеба']),
            'hood' => self::family('Hotă', 'Вытяжка', 'hood', [1499, 8999], 'width', [50, 60, 90], ['50 cm', '60 cm', '90 cm'], ['5', '6', '9'], [
                ['Pyramida', 'MH', '{v}M', 1, ['airflow' => 420, 'noise' => 58], [2020, 500, 680, 480, 8500]],
                ['Pyramida', 'KR', '{v}BL', 1, ['airflow' => 650, 'noise' => 56], [2021, 500, 750, 500, 9500]],
                ['Gorenje', 'WHI', '{v}43E6XGW', 2, ['airflow' => 540, 'noise' => 55], [2020, 500, 780, 480, 10500]],
                ['Electrolux', 'LFV', '{v}6K', 3, ['airflow' => 700, 'noise' => 53], [2022, 500, 820, 500, 12000]],
                ['Bosch', 'Serie 4', 'DWB{v}DM50', 4, ['airflow' => 610, 'noise' => 50], [2021, 500, 850, 500, 11500]],
            ], ['argintiu', 'negru', 'alb'], ['ro' => 'o bucătărie fără abur și mirosuri de prăjeală', 'ru' => 'кухни без пара и запаха жарки']),
            'microwave' => self::family('Cuptor cu microunde', 'Микроволновая печь', 'microwave', [999, 4999], 'capacity', [20, 23, 28], ['20 L', '23 L', '28 L'], ['20', '23', '28'], [
                ['Midea', 'MM', '7P{v}MEW', 1, ['power' => 700, 'grill' => 'nu'], [2021, 440, 258, 340, 10500]],
                ['Gorenje', 'MO', '{v}E1W', 1, ['power' => 800, 'grill' => 'nu'], [2019, 452, 262, 335, 10800]],
                ['LG', 'MS', '{v}42DB', 2, ['power' => 800, 'grill' => 'nu'], [2019, 455, 252, 330, 10200]],
                ['Samsung', 'MG', '{v}K3515AK', 3, ['power' => 800, 'grill' => 'da'], [2018, 458, 262, 345, 11300]],
                ['LG', 'NeoChef', 'MH6{v}36GIB', 4, ['power' => 1000, 'grill' => 'da'], [2020, 476, 272, 343, 11600]],
            ], ['alb', 'negru'], ['ro' => 'încălzirea rapidă a mâncării și decongelare', 'ru' => 'быстрого разогрева еды и разморозки']),
            'kettle' => self::family('Fierbător electric', 'Электрочайник', 'kettle', [199, 1499], 'capacity', [1.0, 1.5, 1.7], ['1 L', '1,5 L', '1,7 L'], ['10', '15', '17'], [
                ['Tefal', 'Delfini', 'KO{v}1', 1, ['power' => 1800, 'body' => 'plastic'], [2018, 150, 215, 205, 850]],
                ['Xiaomi', 'Mi Kettle', 'MJDSH{v}', 2, ['power' => 1800, 'body' => 'plastic'], [2019, 148, 218, 212, 950]],
                ['Bosch', 'MyMoment', 'TWK3M{v}', 2, ['power' => 2400, 'body' => 'inox'], [2022, 160, 225, 215, 1200]],
                ['Philips', 'Series 5000', 'HD93{v}', 3, ['power' => 2200, 'body' => 'inox'], [2021, 155, 222, 225, 1100]],
                ['Smeg', '50\'s Style', 'KLF0{v}', 4, ['power' => 2400, 'body' => 'inox'], [2019, 170, 215, 200, 1500]],
            ], ['alb', 'negru', 'argintiu'], ['ro' => 'ceai, cafea la ibric și apă fierbinte în câteva minute', 'ru' => 'чая и горячей воды за несколько минут']),
            'coffee' => self::family('Espresor', 'Кофемашина', 'coffee', [2499, 19999], 'water_tank', [1.1, 1.8], ['1,1 L', '1,8 L'], ['1', '2'], [
                ['De\'Longhi', 'Dedica', 'EC68{v}', 1, ['power' => 1300, 'pressure' => 15, 'grinder' => 'nu'], [2015, 149, 303, 330, 4200]],
                ['Philips', 'Series 1200', 'EP12{v}0', 2, ['power' => 1500, 'pressure' => 15, 'grinder' => 'da'], [2020, 246, 371, 433, 7500]],
                ['Krups', 'Essential', 'EA81{v}8', 2, ['power' => 1450, 'pressure' => 15, 'grinder' => 'da'], [2016, 280, 320, 380, 7200]],
                ['De\'Longhi', 'Magnifica S', 'ECAM22.1{v}', 3, ['power' => 1450, 'pressure' => 15, 'grinder' => 'da'], [2014, 238, 351, 430, 9000]],
                ['Philips', 'Series 3300', 'EP33{v}6', 3, ['power' => 1500, 'pressure' => 15, 'grinder' => 'da'], [2022, 246, 372, 433, 8500]],
                ['De\'Longhi', 'Eletta Explore', 'ECAM450.{v}', 4, ['power' => 1450, 'pressure' => 19, 'grinder' => 'da'], [2022, 260, 375, 470, 11500]],
                ['Jura', 'E8', 'EC{v}', 4, ['power' => 1450, 'pressure' => 15, 'grinder' => 'da'], [2023, 280, 351, 445, 10000]],
            ], ['negru', 'argintiu'], ['ro' => 'espresso, cappuccino și latte acasă', 'ru' => 'эспрессо, капучино и латте дома']),
            'blender' => self::family('Blender', 'Блендер', 'blender', [399, 3999], 'power', [600, 1000, 1500], ['600W', '1000W', '1500W'], ['6', '10', '15'], [
                ['Tefal', 'Blendforce', 'BL42{v}', 1, ['capacity' => 1.5, 'speeds' => 2], [2017, 180, 400, 180, 2300]],
                ['Philips', 'Series 3000', 'HR21{v}', 2, ['capacity' => 1.9, 'speeds' => 5], [2021, 190, 420, 200, 2600]],
                ['Bosch', 'VitaPower', 'MMB6{v}', 3, ['capacity' => 1.5, 'speeds' => 6], [2019, 200, 440, 210, 3000]],
                ['Braun', 'PowerBlend 9', 'JB9{v}', 4, ['capacity' => 1.6, 'speeds' => 10], [2019, 210, 460, 230, 4900]],
                ['Philips', 'Series 7000', 'HR37{v}', 4, ['capacity' => 2.0, 'speeds' => 10], [2020, 215, 450, 230, 4500]],
            ], ['alb', 'negru'], ['ro' => 'smoothie-uri, supe cremă și sosuri', 'ru' => 'смузи, супов-пюре и соусов']),
            'multicooker' => self::family('Multicooker', 'Мультиварка', 'multicooker', [799, 3999], 'capacity', [4, 5, 6], ['4 L', '5 L', '6 L'], ['4', '5', '6'], [
                ['Redmond', 'RMC', 'M{v}0', 1, ['power' => 700, 'programs' => 16], [2019, 270, 230, 340, 3300]],
                ['Tefal', 'Simply Cook', 'RK81{v}', 2, ['power' => 750, 'programs' => 25], [2020, 280, 235, 345, 3600]],
                ['Philips', 'Series 3000', 'HD47{v}', 2, ['power' => 980, 'programs' => 30], [2021, 285, 240, 350, 3700]],
                ['Redmond', 'SkyCooker', 'RMC-M9{v}S', 3, ['power' => 860, 'programs' => 42], [2020, 290, 250, 380, 4200]],
                ['Tefal', 'Turbo Cuisine', 'CY75{v}', 4, ['power' => 1090, 'programs' => 10], [2019, 330, 310, 330, 4800]],
            ], ['negru', 'argintiu'], ['ro' => 'ciorbă, tocană și terci gata la ora stabilită', 'ru' => 'супа, рагу и каши к назначенному часу']),
            'vacuum-robot' => self::family('Aspirator robot', 'Робот-пылесос', 'robot', [2999, 19999], 'suction', [4000, 6000, 8000], ['4000 Pa', '6000 Pa', '8000 Pa'], ['4', '6', '8'], [
                ['Xiaomi', 'Robot Vacuum', 'E1{v}', 1, ['battery' => 2600, 'mopping' => 'nu', 'noise' => 65], [2022, 350, 95, 350, 3200]],
                ['Roborock', 'Q', '7 Max{v}', 2, ['battery' => 5200, 'mopping' => 'da', 'noise' => 67], [2022, 353, 97, 350, 3500]],
                ['Dreame', 'D', '10s{v}', 2, ['battery' => 5200, 'mopping' => 'da', 'noise' => 66], [2022, 349, 96.8, 349, 3800]],
                ['iRobot', 'Roomba Combo', 'j5{v}', 3, ['battery' => 2210, 'mopping' => 'da', 'noise' => 63], [2022, 338, 87, 339, 3400]],
                ['Roborock', 'S8', 'Pro{v}', 4, ['battery' => 5200, 'mopping' => 'da', 'noise' => 62], [2023, 353, 96.5, 350, 4100]],
            ], ['alb', 'negru'], ['ro' => 'podele curate zilnic, chiar și când nu sunteți acasă', 'ru' => 'ежедневной уборки, даже когда вас нет дома']),
            'vacuum-stick' => self::family('Aspirator vertical', 'Вертикальный пылесос', 'stick', [1999, 14999], 'battery_minutes', [40, 60], ['40 min', '60 min'], ['4', '6'], [
                ['Xiaomi', 'Vacuum Cleaner', 'G1{v}', 1, ['power' => 250, 'wireless' => 'da', 'noise' => 78], [2022, 250, 1180, 225, 2600]],
                ['Philips', 'SpeedPro', 'XC83{v}', 1, ['power' => 300, 'wireless' => 'da', 'noise' => 80], [2019, 254, 1120, 210, 2400]],
                ['Samsung', 'Jet', '75{v}', 2, ['power' => 410, 'wireless' => 'da', 'noise' => 79], [2020, 250, 930, 208, 2700]],
                ['Bosch', 'Unlimited 7', 'BCS71{v}', 2, ['power' => 350, 'wireless' => 'da', 'noise' => 76], [2020, 260, 1190, 170, 3000]],
                ['Dyson', 'V12 Detect Slim', 'SV46-{v}', 3, ['power' => 545, 'wireless' => 'da', 'noise' => 80], [2021, 250, 1100, 252, 2200]],
                ['Dyson', 'V15 Detect', 'SV47-{v}', 4, ['power' => 660, 'wireless' => 'da', 'noise' => 81], [2021, 250, 1260, 261, 3100]],
            ], ['gri', 'albastru', 'negru'], ['ro' => 'curățenie rapidă, fără cablu după dvs.', 'ru' => 'быстрой уборки без провода']),
            'iron' => self::family('Fier de călcat', 'Утюг', 'iron', [349, 2999], 'power', [2200, 2600, 3000], ['2200W', '2600W', '3000W'], ['22', '26', '30'], [
                ['Tefal', 'Virtuo', 'FV17{v}', 1, ['steam' => 'da', 'steam_boost' => 90], [2020, 110, 135, 260, 1000]],
                ['Philips', 'Series 3000', 'DST30{v}', 2, ['steam' => 'da', 'steam_boost' => 180], [2021, 120, 150, 290, 1200]],
                ['Braun', 'TexStyle 7', 'SI7{v}', 3, ['steam' => 'da', 'steam_boost' => 240], [2019, 125, 155, 305, 1400]],
                ['Tefal', 'Ultragliss', 'FV49{v}', 3, ['steam' => 'da', 'steam_boost' => 260], [2021, 127, 155, 310, 1500]],
                ['Philips', 'Azur 8000', 'DST80{v}', 4, ['steam' => 'da', 'steam_boost' => 260], [2021, 129, 160, 320, 1600]],
            ], ['albastru', 'alb'], ['ro' => 'cămăși și lenjerie călcate fără efort', 'ru' => 'глажки рубашек и белья без усилий']),
            'air-conditioner' => self::family('Aer condiționat', 'Кондиционер', 'ac', [6499, 26999], 'btu', [9000, 12000, 18000], ['9000 BTU', '12000 BTU', '18000 BTU'], ['09', '12', '18'], [
                ['Midea', 'Xtreme Save', 'MSAG-{v}HRN1', 1, ['inverter' => 'da', 'energy_class' => 'a', 'noise' => 24], [2021, 805, 285, 194, 8500]],
                ['Cooper&Hunter', 'Vital Inverter', 'CH-S{v}FTXN', 1, ['inverter' => 'da', 'energy_class' => 'a', 'noise' => 26], [2022, 780, 270, 195, 8200]],
                ['Gree', 'Bora Inverter', 'GWH{v}AAB', 2, ['inverter' => 'da', 'energy_class' => 'a', 'noise' => 23], [2020, 790, 275, 200, 8800]],
                ['LG', 'DualCool', 'S{v}EQ', 3, ['inverter' => 'da', 'energy_class' => 'a', 'noise' => 19], [2020, 837, 302, 189, 8700]],
                ['Daikin', 'Perfera', 'FTXM{v}R', 4, ['inverter' => 'da', 'energy_class' => 'a', 'noise' => 19], [2019, 811, 294, 272, 10000]],
            ], ['alb'], ['ro' => 'răcoare vara și căldură în extrasezon', 'ru' => 'прохлады летом и тепла в межсезонье']),
            'heater' => self::family('Încălzitor', 'Обогреватель', 'heater', [499, 4999], 'power', [1000, 1500, 2000], ['1000W', '1500W', '2000W'], ['10', '15', '20'], [
                ['Ballu', 'Camino', 'BEC/EVU-{v}', 1, ['heater_type' => 'convector', 'thermostat' => 'nu'], [2020, 560, 410, 80, 4200]],
                ['Electrolux', 'Air Gate', 'ECH/AG2-{v}', 2, ['heater_type' => 'convector', 'thermostat' => 'da'], [2019, 540, 440, 90, 4500]],
                ['De\'Longhi', 'Radia S', 'TRRS07{v}', 3, ['heater_type' => 'calorifer-ulei', 'thermostat' => 'da'], [2018, 380, 630, 150, 9000]],
                ['Electrolux', 'Rapid Transformer', 'ECH/R-{v}', 3, ['heater_type' => 'convector', 'thermostat' => 'da'], [2020, 560, 420, 95, 3800]],
                ['Dyson', 'Hot+Cool', 'AM09-{v}', 4, ['heater_type' => 'ventilator', 'thermostat' => 'da'], [2017, 200, 632, 150, 2500]],
            ], ['alb', 'negru'], ['ro' => 'o cameră caldă în zilele reci', 'ru' => 'тёплой комнаты в холодные дни']),
            'hair-dryer' => self::family('Uscător de păr', 'Фен', 'hairdryer', [249, 9999], 'power', [1600, 2000, 2400], ['1600W', '2000W', '2400W'], ['16', '20', '24'], [
                ['Philips', 'Series 3000', 'BHD3{v}', 1, ['ionic' => 'nu', 'speeds' => 3], [2019, 90, 230, 260, 450]],
                ['Rowenta', 'Powerline', 'CV53{v}', 1, ['ionic' => 'da', 'speeds' => 6], [2018, 95, 245, 270, 560]],
                ['Braun', 'Satin Hair 7', 'HD7{v}', 2, ['ionic' => 'da', 'speeds' => 4], [2019, 95, 240, 275, 600]],
                ['Philips', 'Series 7000', 'BHD7{v}', 3, ['ionic' => 'da', 'speeds' => 6], [2020, 98, 250, 280, 650]],
                ['Dyson', 'Supersonic', 'HD{v}', 4, ['ionic' => 'da', 'speeds' => 4], [2022, 97, 245, 78, 659]],
            ], ['negru', 'alb', 'rosu'], ['ro' => 'un coafat rapid, fără a usca părul', 'ru' => 'быстрой укладки без пересушивания волос']),
            'shaver' => self::family('Aparat de ras', 'Электробритва', 'shaver', [499, 6999], 'shaver_use', ['uscat', 'umed'], ['Dry', 'Wet & Dry'], ['D', 'W'], [
                ['Philips', 'Series 1000', 'S1{v}', 1, ['battery_minutes' => 40, 'wireless' => 'da'], [2019, 58, 160, 55, 165]],
                ['Panasonic', 'ES-RT', '37{v}', 1, ['battery_minutes' => 21, 'wireless' => 'da'], [2018, 52, 165, 60, 140]],
                ['Braun', 'Series 5', '51-{v}', 2, ['battery_minutes' => 50, 'wireless' => 'da'], [2020, 60, 165, 45, 180]],
                ['Philips', 'Series 5000', 'S55{v}', 2, ['battery_minutes' => 60, 'wireless' => 'da'], [2021, 60, 165, 62, 200]],
                ['Braun', 'Series 7', '71-{v}', 3, ['battery_minutes' => 50, 'wireless' => 'da'], [2020, 65, 160, 50, 205]],
                ['Braun', 'Series 9 Pro+', '95-{v}', 4, ['battery_minutes' => 60, 'wireless' => 'da'], [2023, 67, 163, 46, 220]],
            ], ['negru', 'gri', 'albastru'], ['ro' => 'bărbierit zilnic fără iritații', 'ru' => 'ежедневного бритья без раздражения']),
            'toothbrush' => self::family('Periuță de dinți electrică', 'Электрическая зубная щётка', 'toothbrush', [399, 4999], 'color', ['alb', 'negru', 'albastru'], ['White', 'Black', 'Blue'], ['W', 'B', 'L'], [
                ['Oral-B', 'Vitality Pro', 'D103-{v}', 1, ['battery_days' => 10, 'modes' => 3], [2021, 30, 230, 32, 110]],
                ['Philips', 'Sonicare 3100', 'HX3671-{v}', 2, ['battery_days' => 14, 'modes' => 1], [2019, 29, 257, 30, 132]],
                ['Oral-B', 'Pro 3', '3500-{v}', 2, ['battery_days' => 14, 'modes' => 3], [2019, 32, 235, 33, 130]],
                ['Oral-B', 'iO Series 5', 'iOM5-{v}', 3, ['battery_days' => 20, 'modes' => 5], [2021, 28, 240, 30, 140]],
                ['Philips', 'Sonicare DiamondClean', 'HX9911-{v}', 4, ['battery_days' => 14, 'modes' => 4], [2019, 27, 250, 28, 145]],
            ], ['alb'], ['ro' => 'dinți curați ca după cabinetul stomatologic', 'ru' => 'чистоты зубов как после визита к стоматологу']),
            'scale' => self::family('Cântar', 'Весы', 'scale', [199, 1499], 'max_load', [150, 180], ['150 kg', '180 kg'], ['15', '18'], [
                ['Tefal', 'Classic', 'PP1{v}0', 1, ['body_analysis' => 'nu', 'wireless' => 'nu'], [2018, 300, 22, 300, 1400]],
                ['Beurer', 'GS', '2{v}', 1, ['body_analysis' => 'nu', 'wireless' => 'nu'], [2019, 300, 24, 300, 1600]],
                ['Xiaomi', 'Body Composition Scale', 'S4{v}', 2, ['body_analysis' => 'da', 'wireless' => 'da'], [2023, 280, 25, 280, 1500]],
                ['Beurer', 'BF', '7{v}', 3, ['body_analysis' => 'da', 'wireless' => 'da'], [2021, 310, 27, 310, 1800]],
                ['Withings', 'Body+', 'WBS05-{v}', 4, ['body_analysis' => 'da', 'wireless' => 'da'], [2017, 325, 23, 325, 2500]],
                ['Garmin', 'Index S2', '010-0{v}', 4, ['body_analysis' => 'da', 'wireless' => 'da'], [2020, 350, 30, 310, 2900]],
            ], ['alb', 'negru'], ['ro' => 'a vă urmări greutatea și progresul', 'ru' => 'контроля веса и прогресса']),
            'console' => self::family('Consolă de jocuri', 'Игровая приставка', 'console', [5999, 16499], 'storage', ['512-gb', '1-tb'], ['512 GB', '1 TB'], ['5', '1'], [
                ['Microsoft', 'Xbox Series S', 'RRS-{v}', 1, ['resolution' => 'qhd', 'controllers' => 1]],
                ['Microsoft', 'Xbox Series X Digital', 'RRT-D{v}', 2, ['resolution' => '4k', 'controllers' => 1]],
                ['Sony', 'PlayStation 5 Slim Digital', 'CFI-20{v}B', 2, ['resolution' => '4k', 'controllers' => 1]],
                ['Sony', 'PlayStation 5 Slim', 'CFI-20{v}A', 3, ['resolution' => '4k', 'controllers' => 1]],
                ['Microsoft', 'Xbox Series X', 'RRT-{v}', 3, ['resolution' => '4k', 'controllers' => 1]],
                ['Sony', 'PlayStation 5 Pro', 'CFI-70{v}', 4, ['resolution' => '4k', 'controllers' => 1]],
                ['Nintendo', 'Switch OLED', 'HEG-001', 2, ['resolution' => 'full-hd', 'controllers' => 2]],
                ['Nintendo', 'Switch 2', 'BEE-001', 3, ['resolution' => '4k', 'controllers' => 2]],
            ], ['alb', 'negru'], ['ro' => 'jocuri cu prietenii și familia în fața televizorului', 'ru' => 'игр с друзьями и семьёй перед телевизором']),
            'gamepad' => self::family('Controller', 'Геймпад', 'gamepad', [399, 5999], 'platform', ['pc', 'xbox', 'playstation'], ['PC', 'Xbox', 'PS5'], ['P', 'X', 'S'], [
                ['Logitech', 'F310', '940-{v}', 1, ['wireless' => 'nu', 'battery_hours' => 0], [2010, 153, 58, 102, 240]],
                ['8BitDo', 'Ultimate', '2C-{v}', 2, ['wireless' => 'da', 'battery_hours' => 22], [2022, 153, 62, 105, 230]],
                ['Microsoft', 'Wireless Controller', 'QAT-{v}', 2, ['wireless' => 'da', 'battery_hours' => 40], [2020, 153, 61, 102, 280]],
                ['Sony', 'DualSense', 'CFI-ZCT1{v}', 3, ['wireless' => 'da', 'battery_hours' => 12], [2020, 160, 66, 106, 280]],
                ['Sony', 'DualSense Edge', 'CFI-ZCP1{v}', 4, ['wireless' => 'da', 'battery_hours' => 8], [2023, 160, 66, 106, 325]],
            ], ['alb', 'negru'], ['ro' => 'jocuri pe consolă sau calculator, cu mâinile relaxate', 'ru' => 'игр на консоли или ПК без усталости рук']),
            'scooter' => self::family('Trotinetă electrică', 'Электросамокат', 'scooter', [4999, 21999], 'range', [25, 40, 60], ['25 km', '40 km', '60 km'], ['25', '40', '60'], [
                ['Kugoo', 'Kirin', 'S1-{v}', 1, ['power' => 350, 'max_speed' => 25, 'wheel' => 8], [2021, 430, 1150, 1050, 12500]],
                ['Xiaomi', 'Electric Scooter 4', 'Lite-{v}', 1, ['power' => 300, 'max_speed' => 20, 'wheel' => 10], [2022, 430, 1140, 1080, 16500]],
                ['Segway', 'Ninebot F2', 'Plus-{v}', 2, ['power' => 400, 'max_speed' => 25, 'wheel' => 10], [2023, 470, 1230, 1170, 18600]],
                ['Xiaomi', 'Electric Scooter 4 Pro', 'Gen2-{v}', 3, ['power' => 400, 'max_speed' => 25, 'wheel' => 10], [2024, 480, 1240, 1150, 18500]],
                ['Segway', 'Ninebot Max', 'G2-{v}', 4, ['power' => 450, 'max_speed' => 25, 'wheel' => 10], [2023, 470, 1250, 1230, 24300]],
            ], ['negru', 'gri'], ['ro' => 'drumul zilnic prin oraș, fără ambuteiaje', 'ru' => 'ежедневных поездок по городу без пробок']),
        ];
    }

    /**
     * @param  array{0: int, 1: int}  $price
     * @param  list<string|int|float>  $values
     * @param  list<string>  $labels
     * @param  list<string>  $codes
     * @param  list<array{0: string, 1: string, 2: string, 3: int, 4: array<string, string|int|float>, 5?: array{0: int, 1: float|int, 2: float|int, 3: float|int, 4: int}}>  $lines
     * @param  list<string>  $colors
     * @param  array{ro: string, ru: string}  $use
     * @return Family
     */
    private static function family(string $ro, string $ru, string $shape, array $price, string $attribute, array $values, array $labels, array $codes, array $lines, array $colors, array $use): array
    {
        $byValue = [];
        $codeByValue = [];
        foreach ($values as $i => $value) {
            $byValue[(string) $value] = $labels[$i];
            $codeByValue[(string) $value] = $codes[$i];
        }

        return [
            'ro' => $ro, 'ru' => $ru, 'shape' => $shape, 'price' => $price,
            'variant' => ['attribute' => $attribute, 'values' => $values, 'label' => $byValue, 'code' => $codeByValue],
            'lines' => $lines, 'colors' => $colors, 'use' => $use,
        ];
    }
}
