<?php

declare(strict_types=1);

namespace Database\Seeders\Demo;

/**
 * The demo catalogue's model lines, by product kind. A kind has its type word in both languages, the silhouette its
 * pictures draw, a price range in lei (the market's, docs/market.md), the spec that tells its models apart (a
 * diagonal, a capacity, a storage size) and its lines: brand, series, model code (`{v}` is the variant's code), class
 * (1 entry … 4 flagship) and the specs every model of the line shares. A model is one line in one variant, so every
 * name is distinct, and a bigger variant or a better class costs more.
 *
 * @phpstan-type Line array{0: string, 1: string, 2: string, 3: int, 4: array<string, string|int|float>}
 * @phpstan-type Family array{ro: string, ru: string, shape: string, price: array{0: int, 1: int}, variant: array{attribute: string, values: list<string|int|float>, label: array<string, string>, code: array<string, string>}, lines: list<Line>, colors: list<string>, size: array{0: float, 1: float, 2: float, 3: float}, use: array{ro: string, ru: string}}
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
            'smartphone' => self::family('Smartphone', 'Смартфон', 'phone', [2499, 27999], 'storage', ['128-gb', '256-gb', '512-gb'], ['128 GB', '256 GB', '512 GB'], ['128', '256', '512'], [
                ['Samsung', 'Galaxy A16', 'SM-A165F', 1, ['ram' => '4-gb', 'screen_size' => 6.7, 'battery' => 5000, 'refresh_rate' => 90, 'os' => 'android', 'sim' => 2, 'megapixels' => 50]],
                ['Xiaomi', 'Redmi Note 14', '24117RN76G', 1, ['ram' => '8-gb', 'screen_size' => 6.67, 'battery' => 5500, 'refresh_rate' => 120, 'os' => 'android', 'sim' => 2, 'megapixels' => 108]],
                ['Motorola', 'Moto G85', 'XT2427', 2, ['ram' => '8-gb', 'screen_size' => 6.67, 'battery' => 5000, 'refresh_rate' => 120, 'os' => 'android', 'sim' => 2, 'megapixels' => 50]],
                ['Samsung', 'Galaxy A56', 'SM-A566B', 2, ['ram' => '8-gb', 'screen_size' => 6.7, 'battery' => 5000, 'refresh_rate' => 120, 'os' => 'android', 'sim' => 2, 'megapixels' => 50]],
                ['Honor', '400', 'DNP-NX9', 3, ['ram' => '12-gb', 'screen_size' => 6.55, 'battery' => 5300, 'refresh_rate' => 120, 'os' => 'android', 'sim' => 2, 'megapixels' => 200]],
                ['Apple', 'iPhone 16', 'A3287', 3, ['ram' => '8-gb', 'screen_size' => 6.1, 'battery' => 3561, 'refresh_rate' => 60, 'os' => 'ios', 'sim' => 2, 'megapixels' => 48]],
                ['Apple', 'iPhone 16 Pro Max', 'A3296', 4, ['ram' => '8-gb', 'screen_size' => 6.9, 'battery' => 4685, 'refresh_rate' => 120, 'os' => 'ios', 'sim' => 2, 'megapixels' => 48]],
            ], $dark, [7.6, 16.2, 0.8, 0.19], ['ro' => 'comunicare, fotografii și aplicații de zi cu zi', 'ru' => 'общения, фотографий и повседневных приложений']),
            'feature-phone' => self::family('Telefon mobil', 'Мобильный телефон', 'keypad', [299, 1299], 'sim', [1, 2], ['Single SIM', 'Dual SIM'], ['SS', 'DS'], [
                ['Nokia', '105', 'TA-1557', 1, ['battery' => 1000, 'screen_size' => 1.8]],
                ['Maxcom', 'Classic', 'MM139', 1, ['battery' => 800, 'screen_size' => 2.2]],
                ['Nokia', '110 4G', 'TA-1543', 2, ['battery' => 1450, 'screen_size' => 1.8]],
                ['Philips', 'Xenium', 'E2602', 2, ['battery' => 1450, 'screen_size' => 2.8]],
                ['Nokia', '3210 4G', 'TA-1618', 3, ['battery' => 1450, 'screen_size' => 2.4]],
                ['Nokia', '2660 Flip', 'TA-1469', 3, ['battery' => 1450, 'screen_size' => 2.8]],
                ['Philips', 'Xenium', 'X700', 4, ['battery' => 1700, 'screen_size' => 2.8]],
                ['Maxcom', 'Comfort', 'MM740', 4, ['battery' => 1000, 'screen_size' => 2.4]],
            ], $bright, [5.2, 12.0, 1.4, 0.09], ['ro' => 'apeluri și mesaje, cu o baterie care ține zile întregi', 'ru' => 'звонков и сообщений, с аккумулятором на несколько дней']),
            'smartwatch' => self::family('Ceas inteligent', 'Смарт-часы', 'watch', [1299, 11999], 'screen_size', [1.3, 1.5], ['40 mm', '44 mm'], ['40', '44'], [
                ['Amazfit', 'Bip 5', 'A2215-', 1, ['battery' => 300, 'wireless' => 'da']],
                ['Huawei', 'Watch Fit 3', 'SLO-B', 1, ['battery' => 400, 'wireless' => 'da']],
                ['Amazfit', 'GTR 4', 'A2166-', 2, ['battery' => 475, 'wireless' => 'da']],
                ['Samsung', 'Galaxy Watch7', 'SM-L3', 2, ['battery' => 425, 'wireless' => 'da']],
                ['Huawei', 'Watch GT 5 Pro', 'VLI-B', 3, ['battery' => 524, 'wireless' => 'da']],
                ['Apple', 'Watch SE', 'MXE', 3, ['battery' => 296, 'wireless' => 'da']],
                ['Apple', 'Watch Series 10', 'MWW', 4, ['battery' => 327, 'wireless' => 'da']],
                ['Samsung', 'Galaxy Watch Ultra', 'SM-L70', 4, ['battery' => 590, 'wireless' => 'da']],
            ], $dark, [4.2, 4.4, 1.1, 0.04], ['ro' => 'notificări, sport și somn urmărit de la încheietură', 'ru' => 'уведомлений, спорта и контроля сна прямо на запястье']),
            'fitness-band' => self::family('Brățară fitness', 'Фитнес-браслет', 'band', [399, 1499], 'color', ['negru', 'alb', 'albastru'], ['Black', 'White', 'Blue'], ['BK', 'WH', 'BL'], [
                ['Xiaomi', 'Smart Band 8 Active', 'M2302B1', 1, ['battery' => 210, 'screen_size' => 1.47, 'wireless' => 'da']],
                ['Huawei', 'Band 9', 'KIM-B19', 2, ['battery' => 180, 'screen_size' => 1.47, 'wireless' => 'da']],
                ['Xiaomi', 'Smart Band 9', 'M2345B1', 2, ['battery' => 233, 'screen_size' => 1.62, 'wireless' => 'da']],
                ['Samsung', 'Galaxy Fit3', 'SM-R390', 3, ['battery' => 208, 'screen_size' => 1.6, 'wireless' => 'da']],
                ['Xiaomi', 'Smart Band 9 Pro', 'M2401B1', 4, ['battery' => 350, 'screen_size' => 1.74, 'wireless' => 'da']],
            ], ['negru'], [2.2, 4.6, 1.1, 0.03], ['ro' => 'pași, puls și somn, cu o încărcare pe săptămână', 'ru' => 'шагов, пульса и сна с одной зарядкой в неделю']),
            'case' => self::family('Husă', 'Чехол', 'case', [149, 899], 'color', ['negru', 'albastru', 'gri'], ['Black', 'Navy', 'Grey'], ['BK', 'NV', 'GR'], [
                ['Spigen', 'Ultra Hybrid', 'ACS0{v}iP16', 1, ['material' => 'tpu']],
                ['Samsung', 'Silicone Case', 'EF-PA566{v}', 2, ['material' => 'silicon']],
                ['Spigen', 'Tough Armor', 'ACS1{v}S25', 3, ['material' => 'policarbonat']],
                ['OtterBox', 'Defender', '77-9{v}', 4, ['material' => 'policarbonat']],
                ['Apple', 'FineWoven MagSafe', 'MT4{v}', 4, ['material' => 'textil']],
            ], ['negru'], [7.8, 16.4, 1.2, 0.05], ['ro' => 'a vă proteja telefonul de zgârieturi și căzături', 'ru' => 'защиты телефона от царапин и падений']),
            'charger' => self::family('Încărcător', 'Зарядное устройство', 'charger', [199, 999], 'power', [20, 45, 65], ['20W', '45W', '65W'], ['20', '45', '65'], [
                ['Xiaomi', 'Mi Charger', 'MDY-{v}', 1, ['ports' => 1]],
                ['Samsung', 'Power Adapter', 'EP-T{v}', 2, ['ports' => 1]],
                ['Baseus', 'GaN5 Pro', 'CCGP{v}', 2, ['ports' => 2]],
                ['Anker', 'Nano', 'A26{v}', 3, ['ports' => 2]],
                ['Ugreen', 'Nexode', 'CD{v}', 4, ['ports' => 3]],
            ], ['alb', 'negru'], [3.6, 3.8, 3.0, 0.06], ['ro' => 'încărcarea rapidă a telefonului, tabletei sau laptopului', 'ru' => 'быстрой зарядки телефона, планшета или ноутбука']),
            'power-bank' => self::family('Power bank', 'Повербанк', 'powerbank', [299, 1499], 'battery', [10000, 20000], ['10000 mAh', '20000 mAh'], ['10', '20'], [
                ['Xiaomi', 'Redmi Power Bank', 'PB{v}0LZM', 1, ['power' => 18, 'ports' => 2]],
                ['Baseus', 'Bipow', 'PPDML{v}', 1, ['power' => 20, 'ports' => 3]],
                ['Xiaomi', 'Mi Power Bank 3', 'PLM{v}ZM', 2, ['power' => 22, 'ports' => 3]],
                ['Anker', 'PowerCore', 'A12{v}', 2, ['power' => 25, 'ports' => 2]],
                ['Baseus', 'Blade', 'PPDGL{v}', 3, ['power' => 65, 'ports' => 2]],
                ['Anker', 'Prime', 'A13{v}', 4, ['power' => 100, 'ports' => 3]],
                ['Ugreen', 'Nexode', 'PB5{v}', 4, ['power' => 100, 'ports' => 3]],
            ], ['negru', 'alb'], [7.0, 14.5, 2.6, 0.35], ['ro' => 'a vă încărca telefonul de mai multe ori pe drum', 'ru' => 'многократной зарядки телефона в дороге']),
            'laptop-gaming' => self::family('Laptop gaming', 'Игровой ноутбук', 'laptop', [14999, 49999], 'ram', ['16-gb', '32-gb'], ['16GB/512GB', '32GB/1TB'], ['16', '32'], [
                ['Acer', 'Nitro V 15', 'ANV15-51-{v}', 1, ['cpu' => 'intel-core-i5', 'screen_size' => 15.6, 'refresh_rate' => 144, 'gpu' => 'rtx-4050', 'resolution' => 'full-hd']],
                ['Lenovo', 'LOQ 15', '15IRX9-{v}', 1, ['cpu' => 'intel-core-i5', 'screen_size' => 15.6, 'refresh_rate' => 144, 'gpu' => 'rtx-4050', 'resolution' => 'full-hd']],
                ['HP', 'Victus 16', '16-s1{v}', 2, ['cpu' => 'amd-ryzen-7', 'screen_size' => 16.1, 'refresh_rate' => 144, 'gpu' => 'rtx-4060', 'resolution' => 'full-hd']],
                ['ASUS', 'TUF Gaming A15', 'FA507NV-{v}', 2, ['cpu' => 'amd-ryzen-7', 'screen_size' => 15.6, 'refresh_rate' => 144, 'gpu' => 'rtx-4060', 'resolution' => 'full-hd']],
                ['Lenovo', 'Legion 5', '16IRX9-{v}', 3, ['cpu' => 'intel-core-i7', 'screen_size' => 16.0, 'refresh_rate' => 165, 'gpu' => 'rtx-4070', 'resolution' => 'qhd']],
                ['ASUS', 'ROG Strix G16', 'G614JV-{v}', 3, ['cpu' => 'intel-core-i7', 'screen_size' => 16.0, 'refresh_rate' => 165, 'gpu' => 'rtx-4070', 'resolution' => 'qhd']],
                ['MSI', 'Raider GE78', 'HX14V-{v}', 4, ['cpu' => 'intel-core-i9', 'screen_size' => 17.0, 'refresh_rate' => 240, 'gpu' => 'rtx-4080', 'resolution' => 'qhd']],
            ], ['negru', 'gri'], [36.0, 2.6, 26.0, 2.4], ['ro' => 'jocuri în rezoluție înaltă, streaming și montaj video', 'ru' => 'игр в высоком разрешении, стриминга и видеомонтажа']),
            'ultrabook' => self::family('Ultrabook', 'Ультрабук', 'laptop', [11999, 39999], 'ram', ['16-gb', '32-gb'], ['16GB/512GB', '32GB/1TB'], ['16', '32'], [
                ['ASUS', 'Zenbook 14 OLED', 'UX3405MA-{v}', 1, ['cpu' => 'intel-core-ultra-5', 'screen_size' => 14.0, 'refresh_rate' => 60, 'gpu' => 'integrata', 'resolution' => 'full-hd']],
                ['Lenovo', 'IdeaPad Slim 5', '14AHP9-{v}', 1, ['cpu' => 'amd-ryzen-5', 'screen_size' => 14.0, 'refresh_rate' => 60, 'gpu' => 'integrata', 'resolution' => 'full-hd']],
                ['HP', 'Pavilion Plus 14', '14-ew1{v}', 2, ['cpu' => 'intel-core-ultra-5', 'screen_size' => 14.0, 'refresh_rate' => 120, 'gpu' => 'integrata', 'resolution' => 'qhd']],
                ['Acer', 'Swift Go 14', 'SFG14-73-{v}', 2, ['cpu' => 'intel-core-ultra-7', 'screen_size' => 14.0, 'refresh_rate' => 90, 'gpu' => 'integrata', 'resolution' => 'qhd']],
                ['Apple', 'MacBook Air 13', 'MC8{v}', 3, ['cpu' => 'apple-m3', 'screen_size' => 13.6, 'refresh_rate' => 60, 'gpu' => 'integrata', 'resolution' => 'qhd']],
                ['Dell', 'XPS 13', '9340-{v}', 4, ['cpu' => 'intel-core-ultra-7', 'screen_size' => 13.4, 'refresh_rate' => 120, 'gpu' => 'integrata', 'resolution' => 'qhd']],
                ['Apple', 'MacBook Air 15', 'MC9{v}', 4, ['cpu' => 'apple-m3', 'screen_size' => 15.3, 'refresh_rate' => 60, 'gpu' => 'integrata', 'resolution' => 'qhd']],
            ], ['argintiu', 'gri'], [31.0, 1.5, 22.0, 1.3], ['ro' => 'lucru în deplasare, cu o baterie de o zi întreagă', 'ru' => 'работы в дороге с батареей на целый день']),
            'laptop-office' => self::family('Laptop', 'Ноутбук', 'laptop', [6999, 19999], 'ram', ['8-gb', '16-gb'], ['8GB/256GB', '16GB/512GB'], ['8', '16'], [
                ['Acer', 'Aspire 3', 'A315-59-{v}', 1, ['cpu' => 'intel-core-i3', 'screen_size' => 15.6, 'refresh_rate' => 60, 'gpu' => 'integrata', 'resolution' => 'full-hd']],
                ['Lenovo', 'IdeaPad 3', '15IAU7-{v}', 1, ['cpu' => 'intel-core-i3', 'screen_size' => 15.6, 'refresh_rate' => 60, 'gpu' => 'integrata', 'resolution' => 'full-hd']],
                ['HP', '250 G10', '8A5{v}', 2, ['cpu' => 'intel-core-i5', 'screen_size' => 15.6, 'refresh_rate' => 60, 'gpu' => 'integrata', 'resolution' => 'full-hd']],
                ['ASUS', 'Vivobook 15', 'X1504VA-{v}', 2, ['cpu' => 'intel-core-i5', 'screen_size' => 15.6, 'refresh_rate' => 60, 'gpu' => 'integrata', 'resolution' => 'full-hd']],
                ['Dell', 'Inspiron 15', '3530-{v}', 3, ['cpu' => 'intel-core-i5', 'screen_size' => 15.6, 'refresh_rate' => 120, 'gpu' => 'integrata', 'resolution' => 'full-hd']],
                ['Lenovo', 'ThinkPad E16', 'G1-{v}', 4, ['cpu' => 'intel-core-i7', 'screen_size' => 16.0, 'refresh_rate' => 60, 'gpu' => 'integrata', 'resolution' => 'full-hd']],
                ['HP', 'ProBook 450 G10', '85B{v}', 4, ['cpu' => 'intel-core-i7', 'screen_size' => 15.6, 'refresh_rate' => 60, 'gpu' => 'integrata', 'resolution' => 'full-hd']],
            ], ['gri', 'argintiu', 'negru'], [36.0, 2.0, 24.0, 1.7], ['ro' => 'birou, școală și lucru cu documente', 'ru' => 'офиса, учёбы и работы с документами']),
            'tablet' => self::family('Tabletă', 'Планшет', 'tablet', [2999, 21999], 'storage', ['128-gb', '256-gb'], ['128 GB', '256 GB'], ['128', '256'], [
                ['Lenovo', 'Tab M11', 'TB330FU-{v}', 1, ['ram' => '4-gb', 'screen_size' => 10.95, 'battery' => 7040, 'os' => 'android', 'resolution' => 'full-hd']],
                ['Xiaomi', 'Redmi Pad SE', 'VHU5{v}', 1, ['ram' => '6-gb', 'screen_size' => 11.0, 'battery' => 8000, 'os' => 'android', 'resolution' => 'full-hd']],
                ['Samsung', 'Galaxy Tab S9 FE', 'SM-X510-{v}', 2, ['ram' => '6-gb', 'screen_size' => 10.9, 'battery' => 8000, 'os' => 'android', 'resolution' => 'full-hd']],
                ['Xiaomi', 'Pad 6', 'VHU4{v}', 2, ['ram' => '8-gb', 'screen_size' => 11.0, 'battery' => 8840, 'os' => 'android', 'resolution' => 'qhd']],
                ['Apple', 'iPad 10.9', 'MPQ{v}', 3, ['ram' => '4-gb', 'screen_size' => 10.9, 'battery' => 7606, 'os' => 'ipados', 'resolution' => 'qhd']],
                ['Samsung', 'Galaxy Tab S10+', 'SM-X820-{v}', 4, ['ram' => '12-gb', 'screen_size' => 12.4, 'battery' => 10090, 'os' => 'android', 'resolution' => 'qhd']],
                ['Apple', 'iPad Air 11', 'MUW{v}', 4, ['ram' => '8-gb', 'screen_size' => 11.0, 'battery' => 7606, 'os' => 'ipados', 'resolution' => 'qhd']],
            ], ['gri', 'argintiu'], [25.0, 16.5, 0.7, 0.5], ['ro' => 'filme, lectură, desen și lecții online', 'ru' => 'фильмов, чтения, рисования и онлайн-уроков']),
            'monitor-gaming' => self::family('Monitor gaming', 'Игровой монитор', 'monitor', [2999, 14999], 'screen_size', [24, 27, 32], ['24"', '27"', '32"'], ['24', '27', '32'], [
                ['AOC', 'Gaming', '{v}G2SP', 1, ['panel' => 'ips', 'resolution' => 'full-hd', 'refresh_rate' => 165]],
                ['Samsung', 'Odyssey G5', 'LS{v}CG510', 2, ['panel' => 'va', 'resolution' => 'qhd', 'refresh_rate' => 165]],
                ['ASUS', 'TUF Gaming', 'VG{v}AQ1A', 2, ['panel' => 'ips', 'resolution' => 'qhd', 'refresh_rate' => 170]],
                ['LG', 'UltraGear', '{v}GR83Q', 3, ['panel' => 'ips', 'resolution' => 'qhd', 'refresh_rate' => 240]],
                ['Samsung', 'Odyssey OLED G8', 'LS{v}DG802', 4, ['panel' => 'oled', 'resolution' => '4k', 'refresh_rate' => 240]],
            ], ['negru'], [0.0, 0.0, 22.0, 0.0], ['ro' => 'jocuri rapide, fără întârzieri și fără imagini rupte', 'ru' => 'динамичных игр без задержек и разрывов кадра']),
            'monitor-office' => self::family('Monitor', 'Монитор', 'monitor', [1499, 7999], 'screen_size', [24, 27], ['24"', '27"'], ['24', '27'], [
                ['Philips', 'V-line', '{v}1V8LA', 1, ['panel' => 'va', 'resolution' => 'full-hd', 'refresh_rate' => 75]],
                ['Samsung', 'Essential S3', 'LS{v}C310', 1, ['panel' => 'ips', 'resolution' => 'full-hd', 'refresh_rate' => 75]],
                ['AOC', 'Basic', '{v}B2XH', 1, ['panel' => 'ips', 'resolution' => 'full-hd', 'refresh_rate' => 75]],
                ['Dell', 'P Series', 'P{v}22H', 2, ['panel' => 'ips', 'resolution' => 'full-hd', 'refresh_rate' => 60]],
                ['LG', 'Ergo', '{v}QP88D', 3, ['panel' => 'ips', 'resolution' => 'qhd', 'refresh_rate' => 75]],
                ['Dell', 'UltraSharp', 'U{v}24D', 4, ['panel' => 'ips', 'resolution' => 'qhd', 'refresh_rate' => 120]],
                ['ASUS', 'ProArt', 'PA{v}8CV', 4, ['panel' => 'ips', 'resolution' => '4k', 'refresh_rate' => 60]],
            ], ['negru', 'alb'], [0.0, 0.0, 20.0, 0.0], ['ro' => 'birou, tabele și video-conferințe fără oboseala ochilor', 'ru' => 'офиса, таблиц и видеозвонков без усталости глаз']),
            'printer' => self::family('Imprimantă', 'Принтер', 'printer', [1499, 7999], 'wireless', ['nu', 'da'], ['USB', 'Wi-Fi'], ['', 'W'], [
                ['HP', 'LaserJet', 'M111{v}', 1, ['print_type' => 'laser', 'print_color' => 'nu', 'ppm' => 20]],
                ['Canon', 'i-SENSYS', 'LBP623C{v}', 2, ['print_type' => 'laser', 'print_color' => 'da', 'ppm' => 21]],
                ['Epson', 'EcoTank', 'L3250{v}', 2, ['print_type' => 'jet', 'print_color' => 'da', 'ppm' => 10]],
                ['Canon', 'PIXMA', 'G3470{v}', 3, ['print_type' => 'jet', 'print_color' => 'da', 'ppm' => 11]],
                ['Brother', 'HL', 'L2400D{v}', 3, ['print_type' => 'laser', 'print_color' => 'nu', 'ppm' => 30]],
                ['HP', 'Color LaserJet Pro', 'M255d{v}', 4, ['print_type' => 'laser', 'print_color' => 'da', 'ppm' => 21]],
                ['Epson', 'EcoTank', 'L6290{v}', 4, ['print_type' => 'jet', 'print_color' => 'da', 'ppm' => 15]],
            ], ['negru', 'alb'], [40.0, 25.0, 35.0, 6.0], ['ro' => 'documente, teme și fotografii tipărite acasă', 'ru' => 'печати документов, домашних заданий и фотографий дома']),
            'mouse' => self::family('Mouse', 'Мышь', 'mouse', [149, 2499], 'wireless', ['nu', 'da'], ['USB', 'Wireless'], ['', 'W'], [
                ['A4Tech', 'Bloody', 'W90{v}', 1, ['dpi' => 8000]],
                ['Logitech', 'M-series', 'M190{v}', 1, ['dpi' => 1000]],
                ['Logitech', 'G', 'G305{v}', 2, ['dpi' => 12000]],
                ['Razer', 'DeathAdder Essential', 'RZ01-{v}', 2, ['dpi' => 6400]],
                ['Razer', 'DeathAdder V3', 'RZ01-V3{v}', 3, ['dpi' => 30000]],
                ['Logitech', 'MX Master 3S', '910-{v}', 4, ['dpi' => 8000]],
                ['Logitech', 'G Pro X Superlight 2', '910-X2{v}', 4, ['dpi' => 32000]],
            ], ['negru', 'alb', 'gri'], [6.5, 4.0, 12.0, 0.09], ['ro' => 'lucru precis la calculator și jocuri', 'ru' => 'точной работы за компьютером и игр']),
            'tv-smart' => self::family('Televizor', 'Телевизор', 'tv', [3499, 24999], 'screen_size', [32, 43, 50, 55, 65], ['32"', '43"', '50"', '55"', '65"'], ['32', '43', '50', '55', '65'], [
                ['Xiaomi', 'TV A', 'L{v}MA-A', 1, ['panel' => 'led', 'resolution' => '4k', 'refresh_rate' => 60, 'smart_platform' => 'google-tv']],
                ['Samsung', 'Crystal UHD', 'UE{v}DU7100U', 2, ['panel' => 'led', 'resolution' => '4k', 'refresh_rate' => 60, 'smart_platform' => 'tizen']],
                ['LG', 'UHD', '{v}UT73006LA', 2, ['panel' => 'led', 'resolution' => '4k', 'refresh_rate' => 60, 'smart_platform' => 'webos']],
                ['Philips', 'Ambilight', '{v}PUS8009', 3, ['panel' => 'led', 'resolution' => '4k', 'refresh_rate' => 60, 'smart_platform' => 'titan-os']],
            ], ['negru'], [0.0, 0.0, 8.0, 0.0], ['ro' => 'seriale, sport și filme în sufragerie', 'ru' => 'сериалов, спорта и фильмов в гостиной']),
            'tv-premium' => self::family('Televizor', 'Телевизор', 'tv', [7999, 69999], 'screen_size', [55, 65, 75], ['55"', '65"', '75"'], ['55', '65', '75'], [
                ['TCL', 'QLED', '{v}C655', 1, ['panel' => 'qled', 'resolution' => '4k', 'refresh_rate' => 60, 'smart_platform' => 'google-tv']],
                ['Samsung', 'QLED Q60D', 'QE{v}Q60DAU', 2, ['panel' => 'qled', 'resolution' => '4k', 'refresh_rate' => 60, 'smart_platform' => 'tizen']],
                ['LG', 'OLED evo B4', 'OLED{v}B42LA', 3, ['panel' => 'oled', 'resolution' => '4k', 'refresh_rate' => 120, 'smart_platform' => 'webos']],
                ['Sony', 'Bravia 8 OLED', 'K-{v}XR80', 4, ['panel' => 'oled', 'resolution' => '4k', 'refresh_rate' => 120, 'smart_platform' => 'google-tv']],
                ['Samsung', 'Neo QLED QN90D', 'QE{v}QN90DAT', 4, ['panel' => 'qled', 'resolution' => '4k', 'refresh_rate' => 144, 'smart_platform' => 'tizen']],
            ], ['negru', 'argintiu'], [0.0, 0.0, 5.0, 0.0], ['ro' => 'un cinematograf acasă, cu negru adânc și culori bogate', 'ru' => 'домашнего кинотеатра с глубоким чёрным и насыщенными цветами']),
            'headphones' => self::family('Căști', 'Наушники', 'headphones', [299, 8999], 'wireless', ['nu', 'da'], ['', 'BT'], ['', 'BT'], [
                ['JBL', 'Tune', '520{v}', 1, ['battery_hours' => 57, 'anc' => 'nu']],
                ['Sony', 'WH-CH', '520{v}', 1, ['battery_hours' => 50, 'anc' => 'nu']],
                ['JBL', 'Live', '670NC{v}', 2, ['battery_hours' => 65, 'anc' => 'da']],
                ['Marshall', 'Major', 'V{v}', 3, ['battery_hours' => 100, 'anc' => 'nu']],
                ['Sony', 'WH-1000XM5', 'WH1000XM5{v}', 4, ['battery_hours' => 30, 'anc' => 'da']],
                ['Bose', 'QuietComfort Ultra', 'QCU{v}', 4, ['battery_hours' => 24, 'anc' => 'da']],
                ['Sennheiser', 'Momentum 4', 'M4AEBT{v}', 4, ['battery_hours' => 60, 'anc' => 'da']],
            ], ['negru', 'alb', 'albastru'], [17.0, 19.0, 8.0, 0.25], ['ro' => 'muzică, podcasturi și apeluri fără zgomot din jur', 'ru' => 'музыки, подкастов и звонков без лишнего шума']),
            'speaker' => self::family('Boxă portabilă', 'Портативная колонка', 'speaker', [499, 5999], 'power', [10, 20, 30], ['10W', '20W', '30W'], ['10', '20', '30'], [
                ['JBL', 'Go', '4-{v}', 1, ['battery_hours' => 7, 'waterproof' => 'da']],
                ['Xiaomi', 'Sound Outdoor', 'MDZ-{v}', 1, ['battery_hours' => 12, 'waterproof' => 'da']],
                ['JBL', 'Flip', '6-{v}', 2, ['battery_hours' => 12, 'waterproof' => 'da']],
                ['Sony', 'ULT Field 1', 'SRS-{v}', 2, ['battery_hours' => 12, 'waterproof' => 'da']],
                ['Marshall', 'Emberton', 'II-{v}', 3, ['battery_hours' => 30, 'waterproof' => 'da']],
                ['JBL', 'Charge', '5-{v}', 3, ['battery_hours' => 20, 'waterproof' => 'da']],
                ['Bose', 'SoundLink Flex', 'II-{v}', 4, ['battery_hours' => 12, 'waterproof' => 'da']],
            ], $bright, [18.0, 7.0, 7.0, 0.55], ['ro' => 'muzică în parc, la mare sau pe balcon', 'ru' => 'музыки в парке, на море или на балконе']),
            'soundbar' => self::family('Soundbar', 'Саундбар', 'soundbar', [1999, 17999], 'channels', [2.1, 3.1, 5.1], ['2.1', '3.1', '5.1'], ['2', '3', '5'], [
                ['LG', 'S40T', 'S40T{v}', 1, ['power' => 300, 'wireless' => 'da']],
                ['JBL', 'Bar', '300-{v}', 2, ['power' => 260, 'wireless' => 'da']],
                ['Samsung', 'HW-Q600C', 'Q600C-{v}', 2, ['power' => 360, 'wireless' => 'da']],
                ['Sony', 'HT-S', '400-{v}', 3, ['power' => 330, 'wireless' => 'da']],
                ['Samsung', 'HW-Q990D', 'Q990D-{v}', 4, ['power' => 656, 'wireless' => 'da']],
            ], ['negru'], [90.0, 6.5, 10.0, 3.5], ['ro' => 'un sunet de film din televizorul pe care îl aveți deja', 'ru' => 'кинозвука от телевизора, который у вас уже есть']),
            'camera' => self::family('Aparat foto', 'Фотоаппарат', 'camera', [6999, 34999], 'kit_lens', ['body', '18-55', '18-150'], ['Body', 'Kit 18-55 mm', 'Kit 18-150 mm'], ['B', 'K', 'KL'], [
                ['Canon', 'EOS', '2000D{v}', 1, ['megapixels' => 24, 'sensor' => 'aps-c']],
                ['Nikon', 'Z50 II', 'VOA120{v}', 2, ['megapixels' => 21, 'sensor' => 'aps-c']],
                ['Canon', 'EOS R50', '5811C{v}', 2, ['megapixels' => 24, 'sensor' => 'aps-c']],
                ['Sony', 'Alpha 6400', 'ILCE6400{v}', 3, ['megapixels' => 24, 'sensor' => 'aps-c']],
                ['Fujifilm', 'X-T30 II', '16759{v}', 3, ['megapixels' => 26, 'sensor' => 'aps-c']],
                ['Sony', 'Alpha 7 IV', 'ILCE7M4{v}', 4, ['megapixels' => 33, 'sensor' => 'full-frame']],
            ], ['negru', 'argintiu'], [13.0, 9.0, 7.0, 0.45], ['ro' => 'fotografii de familie, călătorii și video', 'ru' => 'семейных фото, путешествий и видео']),
            'projector' => self::family('Proiector', 'Проектор', 'projector', [2999, 29999], 'resolution', ['full-hd', '4k'], ['Full HD', '4K'], ['F', 'U'], [
                ['Xiaomi', 'Smart Projector', 'L1-{v}', 1, ['brightness' => 400]],
                ['Epson', 'EF', '12-{v}', 2, ['brightness' => 1000]],
                ['BenQ', 'W', '1800-{v}', 2, ['brightness' => 2000]],
                ['XGIMI', 'Horizon', 'Pro-{v}', 3, ['brightness' => 2200]],
                ['Epson', 'EH-LS', '650-{v}', 4, ['brightness' => 3600]],
                ['BenQ', 'TK', '860i-{v}', 4, ['brightness' => 3300]],
            ], ['alb', 'negru'], [30.0, 12.0, 22.0, 3.5], ['ro' => 'filme pe perete și meciuri văzute pe ecran mare', 'ru' => 'фильмов на стене и матчей на большом экране']),
            'fridge' => self::family('Frigider', 'Холодильник', 'fridge', [5999, 32999], 'capacity', [300, 360, 440], ['300 L', '360 L', '440 L'], ['30', '36', '44'], [
                ['Atlant', 'XM', '46{v}-141', 1, ['no_frost' => 'nu', 'energy_class' => 'e', 'noise' => 41]],
                ['Indesit', 'LI', '{v}S2EX', 1, ['no_frost' => 'nu', 'energy_class' => 'e', 'noise' => 40]],
                ['Beko', 'RCNA', '{v}E40ZXBN', 2, ['no_frost' => 'da', 'energy_class' => 'd', 'noise' => 39]],
                ['Bosch', 'Serie 4', 'KGN{v}VLCT', 3, ['no_frost' => 'da', 'energy_class' => 'c', 'noise' => 38]],
                ['Samsung', 'Bespoke', 'RB{v}C7B4', 4, ['no_frost' => 'da', 'energy_class' => 'b', 'noise' => 35]],
                ['LG', 'DoorCooling+', 'GBB{v}PZUGN', 4, ['no_frost' => 'da', 'energy_class' => 'b', 'noise' => 35]],
            ], ['alb', 'argintiu', 'negru'], [60.0, 0.0, 66.0, 0.0], ['ro' => 'alimentele unei familii, păstrate proaspete mai mult timp', 'ru' => 'продуктов всей семьи, которые дольше остаются свежими']),
            'freezer' => self::family('Congelator', 'Морозильник', 'freezer', [4499, 17999], 'capacity', [100, 200, 280], ['100 L', '200 L', '280 L'], ['10', '20', '28'], [
                ['Atlant', 'M', '71{v}-100', 1, ['no_frost' => 'nu', 'energy_class' => 'e', 'noise' => 42]],
                ['Indesit', 'DSZ', '5{v}5', 1, ['no_frost' => 'nu', 'energy_class' => 'e', 'noise' => 40]],
                ['Beko', 'RFNE', '{v}L41WN', 2, ['no_frost' => 'da', 'energy_class' => 'e', 'noise' => 40]],
                ['Liebherr', 'GNP', '{v}13', 3, ['no_frost' => 'da', 'energy_class' => 'd', 'noise' => 38]],
                ['Bosch', 'Serie 6', 'GSN{v}AWEV', 4, ['no_frost' => 'da', 'energy_class' => 'c', 'noise' => 36]],
            ], ['alb', 'argintiu'], [60.0, 0.0, 65.0, 0.0], ['ro' => 'provizii de sezon, fructe de pădure și carne congelate', 'ru' => 'сезонных запасов, ягод и мяса в заморозке']),
            'washer-front' => self::family('Mașină de spălat rufe', 'Стиральная машина', 'washer', [4999, 19999], 'load', [6, 8, 10], ['6 kg', '8 kg', '10 kg'], ['6', '8', '1'], [
                ['Indesit', 'Innex', 'BWSA{v}1051', 1, ['spin' => 1000, 'inverter' => 'nu', 'energy_class' => 'c', 'steam' => 'nu']],
                ['Beko', 'SteamCure', 'B3WFU{v}7225', 2, ['spin' => 1200, 'inverter' => 'da', 'energy_class' => 'b', 'steam' => 'da']],
                ['Samsung', 'EcoBubble', 'WW{v}0T4040', 2, ['spin' => 1400, 'inverter' => 'da', 'energy_class' => 'a', 'steam' => 'nu']],
                ['Bosch', 'Serie 6', 'WGG24{v}00', 3, ['spin' => 1400, 'inverter' => 'da', 'energy_class' => 'a', 'steam' => 'da']],
                ['LG', 'AI DD', 'F4WR5{v}9', 4, ['spin' => 1400, 'inverter' => 'da', 'energy_class' => 'a', 'steam' => 'da']],
            ], ['alb'], [60.0, 85.0, 0.0, 0.0], ['ro' => 'rufele întregii familii, spălate liniștit și economic', 'ru' => 'белья всей семьи — тихо и экономно']),
            'washer-top' => self::family('Mașină de spălat rufe', 'Стиральная машина', 'washer-top', [5999, 13999], 'load', [6, 7, 8], ['6 kg', '7 kg', '8 kg'], ['6', '7', '8'], [
                ['Indesit', 'BTW', 'D{v}1050', 1, ['spin' => 1000, 'inverter' => 'nu', 'energy_class' => 'd', 'steam' => 'nu']],
                ['Whirlpool', 'TDLR', '{v}231BS', 2, ['spin' => 1200, 'inverter' => 'nu', 'energy_class' => 'c', 'steam' => 'nu']],
                ['Electrolux', 'PerfectCare 600', 'EW6T{v}61', 3, ['spin' => 1200, 'inverter' => 'da', 'energy_class' => 'b', 'steam' => 'nu']],
                ['Electrolux', 'SteamCare 700', 'EW7T{v}72', 4, ['spin' => 1300, 'inverter' => 'da', 'energy_class' => 'a', 'steam' => 'da']],
                ['Whirlpool', 'TDLR Supreme', '{v}250SS', 4, ['spin' => 1300, 'inverter' => 'da', 'energy_class' => 'b', 'steam' => 'da']],
            ], ['alb'], [40.0, 90.0, 60.0, 0.0], ['ro' => 'băi și holuri înguste, unde ușa frontală nu are loc', 'ru' => 'узких ванных и коридоров, где не открыть фронтальную дверцу']),
            'dryer' => self::family('Uscător de rufe', 'Сушильная машина', 'washer', [7999, 21999], 'load', [7, 8, 9], ['7 kg', '8 kg', '9 kg'], ['7', '8', '9'], [
                ['Beko', 'DS', '{v}512CX', 1, ['energy_class' => 'b', 'noise' => 65]],
                ['Indesit', 'YT', 'M1{v}73', 1, ['energy_class' => 'b', 'noise' => 66]],
                ['Samsung', 'DV', '{v}0T5240AE', 2, ['energy_class' => 'a', 'noise' => 64]],
                ['Bosch', 'Serie 4', 'WTH85{v}2', 3, ['energy_class' => 'a', 'noise' => 64]],
                ['LG', 'Dual Inverter', 'RH{v}V9AV', 4, ['energy_class' => 'a', 'noise' => 62]],
            ], ['alb'], [60.0, 85.0, 63.0, 0.0], ['ro' => 'rufe uscate în orice anotimp, fără frânghii în casă', 'ru' => 'сухого белья в любое время года без верёвок в доме']),
            'dishwasher' => self::family('Mașină de spălat vase', 'Посудомоечная машина', 'dishwasher', [4999, 16999], 'place_settings', [10, 13, 14], ['45 cm, 10 seturi', '60 cm, 13 seturi', '60 cm, 14 seturi'], ['4', '6', '8'], [
                ['Beko', 'DVN', '05{v}20W', 1, ['energy_class' => 'e', 'noise' => 49, 'inverter' => 'nu']],
                ['Indesit', 'DFE', '1B{v}19', 1, ['energy_class' => 'e', 'noise' => 49, 'inverter' => 'nu']],
                ['Electrolux', 'SatelliteClean', 'ESA{v}7200SW', 2, ['energy_class' => 'e', 'noise' => 47, 'inverter' => 'da']],
                ['Whirlpool', 'WFC', '3C{v}P', 3, ['energy_class' => 'd', 'noise' => 46, 'inverter' => 'da']],
                ['Bosch', 'Serie 4', 'SMS4H{v}W', 4, ['energy_class' => 'c', 'noise' => 44, 'inverter' => 'da']],
            ], ['alb', 'argintiu'], [0.0, 85.0, 60.0, 0.0], ['ro' => 'vasele de după cină, fără apă caldă risipită', 'ru' => 'посуды после ужина без лишнего расхода воды']),
            'cooker' => self::family('Aragaz', 'Плита', 'cooker', [3499, 12999], 'cooker_type', ['gaz', 'mixt', 'electric'], ['gaz', 'mixt', 'electric'], ['G', 'M', 'E'], [
                ['Hansa', 'FCM', 'W5{v}21', 1, ['capacity' => 58, 'energy_class' => 'a', 'burners' => 4]],
                ['Gorenje', 'GK', '5C4{v}WF', 2, ['capacity' => 70, 'energy_class' => 'a', 'burners' => 4]],
                ['Beko', 'FSM', '523{v}DWDS', 2, ['capacity' => 72, 'energy_class' => 'a', 'burners' => 4]],
                ['Electrolux', 'LKK', '560{v}W', 3, ['capacity' => 73, 'energy_class' => 'a', 'burners' => 4]],
                ['Gorenje', 'Advanced', 'GK6C{v}BF', 4, ['capacity' => 74, 'energy_class' => 'a', 'burners' => 4]],
            ], ['alb', 'negru'], [50.0, 85.0, 60.0, 45.0], ['ro' => 'gătitul de zi cu zi și cozonacii de sărbători', 'ru' => 'ежедневной готовки и праздничной выпечки']),
            'oven' => self::family('Cuptor încorporabil', 'Духовой шкаф', 'oven', [3999, 17999], 'oven_cleaning', ['emailat', 'catalitic', 'piroliza'], ['Enamel', 'Catalytic', 'Pyrolytic'], ['E', 'C', 'P'], [
                ['Hansa', 'BOEI', '68{v}0', 1, ['capacity' => 65, 'energy_class' => 'a', 'oven_modes' => 8]],
                ['Electrolux', 'SteamBake', 'EOD5C{v}X', 2, ['capacity' => 72, 'energy_class' => 'a', 'oven_modes' => 9]],
                ['Gorenje', 'BO', '6735E{v}BK', 3, ['capacity' => 77, 'energy_class' => 'a', 'oven_modes' => 12]],
                ['Bosch', 'Serie 6', 'HBA57{v}S0', 4, ['capacity' => 71, 'energy_class' => 'a', 'oven_modes' => 10]],
                ['Bosch', 'Serie 8', 'HBG77{v}B1', 4, ['capacity' => 71, 'energy_class' => 'a', 'oven_modes' => 13]],
            ], ['negru', 'argintiu'], [59.5, 59.5, 56.0, 34.0], ['ro' => 'copturi, fripturi și pâine de casă', 'ru' => 'выпечки, жаркого и домашнего хлеба']),
            'hood' => self::family('Hotă', 'Вытяжка', 'hood', [1499, 8999], 'width', [50, 60, 90], ['50 cm', '60 cm', '90 cm'], ['5', '6', '9'], [
                ['Pyramida', 'MH', '{v}M', 1, ['airflow' => 420, 'noise' => 58]],
                ['Pyramida', 'KR', '{v}BL', 1, ['airflow' => 650, 'noise' => 56]],
                ['Gorenje', 'WHI', '{v}43E6XGW', 2, ['airflow' => 540, 'noise' => 55]],
                ['Electrolux', 'LFV', '{v}6K', 3, ['airflow' => 700, 'noise' => 53]],
                ['Bosch', 'Serie 4', 'DWB{v}DM50', 4, ['airflow' => 610, 'noise' => 50]],
            ], ['argintiu', 'negru', 'alb'], [0.0, 60.0, 50.0, 12.0], ['ro' => 'o bucătărie fără abur și mirosuri de prăjeală', 'ru' => 'кухни без пара и запаха жарки']),
            'microwave' => self::family('Cuptor cu microunde', 'Микроволновая печь', 'microwave', [999, 4999], 'capacity', [20, 23, 28], ['20 L', '23 L', '28 L'], ['20', '23', '28'], [
                ['Midea', 'MM', '7P{v}MEW', 1, ['power' => 700, 'grill' => 'nu']],
                ['Gorenje', 'MO', '{v}E1W', 1, ['power' => 800, 'grill' => 'nu']],
                ['LG', 'MS', '{v}42DB', 2, ['power' => 800, 'grill' => 'nu']],
                ['Samsung', 'MG', '{v}K3515AK', 3, ['power' => 800, 'grill' => 'da']],
                ['LG', 'NeoChef', 'MH6{v}36GIB', 4, ['power' => 1000, 'grill' => 'da']],
            ], ['alb', 'negru'], [45.0, 26.0, 35.0, 11.0], ['ro' => 'încălzirea rapidă a mâncării și decongelare', 'ru' => 'быстрого разогрева еды и разморозки']),
            'kettle' => self::family('Fierbător electric', 'Электрочайник', 'kettle', [199, 1499], 'capacity', [1.0, 1.5, 1.7], ['1 L', '1,5 L', '1,7 L'], ['10', '15', '17'], [
                ['Tefal', 'Delfini', 'KO{v}1', 1, ['power' => 1800, 'body' => 'plastic']],
                ['Xiaomi', 'Mi Kettle', 'MJDSH{v}', 2, ['power' => 1800, 'body' => 'plastic']],
                ['Bosch', 'MyMoment', 'TWK3M{v}', 2, ['power' => 2400, 'body' => 'inox']],
                ['Philips', 'Series 5000', 'HD93{v}', 3, ['power' => 2200, 'body' => 'inox']],
                ['Smeg', '50\'s Style', 'KLF0{v}', 4, ['power' => 2400, 'body' => 'inox']],
            ], ['alb', 'negru', 'argintiu'], [16.0, 24.0, 22.0, 1.1], ['ro' => 'ceai, cafea la ibric și apă fierbinte în câteva minute', 'ru' => 'чая и горячей воды за несколько минут']),
            'coffee' => self::family('Espresor', 'Кофемашина', 'coffee', [2499, 19999], 'water_tank', [1.1, 1.8], ['1,1 L', '1,8 L'], ['1', '2'], [
                ['De\'Longhi', 'Dedica', 'EC68{v}', 1, ['power' => 1300, 'pressure' => 15, 'grinder' => 'nu']],
                ['Philips', 'Series 1200', 'EP12{v}0', 2, ['power' => 1500, 'pressure' => 15, 'grinder' => 'da']],
                ['Krups', 'Essential', 'EA81{v}8', 2, ['power' => 1450, 'pressure' => 15, 'grinder' => 'da']],
                ['De\'Longhi', 'Magnifica S', 'ECAM22.1{v}', 3, ['power' => 1450, 'pressure' => 15, 'grinder' => 'da']],
                ['Philips', 'Series 3300', 'EP33{v}6', 3, ['power' => 1500, 'pressure' => 15, 'grinder' => 'da']],
                ['De\'Longhi', 'Eletta Explore', 'ECAM450.{v}', 4, ['power' => 1450, 'pressure' => 19, 'grinder' => 'da']],
                ['Jura', 'E8', 'EC{v}', 4, ['power' => 1450, 'pressure' => 15, 'grinder' => 'da']],
            ], ['negru', 'argintiu'], [24.0, 35.0, 43.0, 9.0], ['ro' => 'espresso, cappuccino și latte acasă', 'ru' => 'эспрессо, капучино и латте дома']),
            'blender' => self::family('Blender', 'Блендер', 'blender', [399, 3999], 'power', [600, 1000, 1500], ['600W', '1000W', '1500W'], ['6', '10', '15'], [
                ['Tefal', 'Blendforce', 'BL42{v}', 1, ['capacity' => 1.5, 'speeds' => 2]],
                ['Philips', 'Series 3000', 'HR21{v}', 2, ['capacity' => 1.9, 'speeds' => 5]],
                ['Bosch', 'VitaPower', 'MMB6{v}', 3, ['capacity' => 1.5, 'speeds' => 6]],
                ['Braun', 'PowerBlend 9', 'JB9{v}', 4, ['capacity' => 1.6, 'speeds' => 10]],
                ['Philips', 'Series 7000', 'HR37{v}', 4, ['capacity' => 2.0, 'speeds' => 10]],
            ], ['alb', 'negru'], [20.0, 42.0, 20.0, 2.5], ['ro' => 'smoothie-uri, supe cremă și sosuri', 'ru' => 'смузи, супов-пюре и соусов']),
            'multicooker' => self::family('Multicooker', 'Мультиварка', 'multicooker', [799, 3999], 'capacity', [4, 5, 6], ['4 L', '5 L', '6 L'], ['4', '5', '6'], [
                ['Redmond', 'RMC', 'M{v}0', 1, ['power' => 700, 'programs' => 16]],
                ['Tefal', 'Simply Cook', 'RK81{v}', 2, ['power' => 750, 'programs' => 25]],
                ['Philips', 'Series 3000', 'HD47{v}', 2, ['power' => 980, 'programs' => 30]],
                ['Redmond', 'SkyCooker', 'RMC-M9{v}S', 3, ['power' => 860, 'programs' => 42]],
                ['Tefal', 'Turbo Cuisine', 'CY75{v}', 4, ['power' => 1090, 'programs' => 10]],
            ], ['negru', 'argintiu'], [29.0, 24.0, 38.0, 4.0], ['ro' => 'ciorbă, tocană și terci gata la ora stabilită', 'ru' => 'супа, рагу и каши к назначенному часу']),
            'vacuum-robot' => self::family('Aspirator robot', 'Робот-пылесос', 'robot', [2999, 19999], 'suction', [4000, 6000, 8000], ['4000 Pa', '6000 Pa', '8000 Pa'], ['4', '6', '8'], [
                ['Xiaomi', 'Robot Vacuum', 'E1{v}', 1, ['battery' => 2600, 'mopping' => 'nu', 'noise' => 65]],
                ['Roborock', 'Q', '7 Max{v}', 2, ['battery' => 5200, 'mopping' => 'da', 'noise' => 67]],
                ['Dreame', 'D', '10s{v}', 2, ['battery' => 5200, 'mopping' => 'da', 'noise' => 66]],
                ['iRobot', 'Roomba Combo', 'j5{v}', 3, ['battery' => 2210, 'mopping' => 'da', 'noise' => 63]],
                ['Roborock', 'S8', 'Pro{v}', 4, ['battery' => 5200, 'mopping' => 'da', 'noise' => 62]],
            ], ['alb', 'negru'], [35.0, 9.8, 35.0, 3.7], ['ro' => 'podele curate zilnic, chiar și când nu sunteți acasă', 'ru' => 'ежедневной уборки, даже когда вас нет дома']),
            'vacuum-stick' => self::family('Aspirator vertical', 'Вертикальный пылесос', 'stick', [1999, 14999], 'battery_minutes', [40, 60], ['40 min', '60 min'], ['4', '6'], [
                ['Xiaomi', 'Vacuum Cleaner', 'G1{v}', 1, ['power' => 250, 'wireless' => 'da', 'noise' => 78]],
                ['Philips', 'SpeedPro', 'XC83{v}', 1, ['power' => 300, 'wireless' => 'da', 'noise' => 80]],
                ['Samsung', 'Jet', '75{v}', 2, ['power' => 410, 'wireless' => 'da', 'noise' => 79]],
                ['Bosch', 'Unlimited 7', 'BCS71{v}', 2, ['power' => 350, 'wireless' => 'da', 'noise' => 76]],
                ['Dyson', 'V12 Detect Slim', 'SV46-{v}', 3, ['power' => 545, 'wireless' => 'da', 'noise' => 80]],
                ['Dyson', 'V15 Detect', 'SV47-{v}', 4, ['power' => 660, 'wireless' => 'da', 'noise' => 81]],
            ], ['gri', 'albastru', 'negru'], [25.0, 115.0, 22.0, 2.6], ['ro' => 'curățenie rapidă, fără cablu după dvs.', 'ru' => 'быстрой уборки без провода']),
            'iron' => self::family('Fier de călcat', 'Утюг', 'iron', [349, 2999], 'power', [2200, 2600, 3000], ['2200W', '2600W', '3000W'], ['22', '26', '30'], [
                ['Tefal', 'Virtuo', 'FV17{v}', 1, ['steam' => 'da', 'steam_boost' => 90]],
                ['Philips', 'Series 3000', 'DST30{v}', 2, ['steam' => 'da', 'steam_boost' => 180]],
                ['Braun', 'TexStyle 7', 'SI7{v}', 3, ['steam' => 'da', 'steam_boost' => 240]],
                ['Tefal', 'Ultragliss', 'FV49{v}', 3, ['steam' => 'da', 'steam_boost' => 260]],
                ['Philips', 'Azur 8000', 'DST80{v}', 4, ['steam' => 'da', 'steam_boost' => 260]],
            ], ['albastru', 'alb'], [12.0, 15.0, 30.0, 1.4], ['ro' => 'cămăși și lenjerie călcate fără efort', 'ru' => 'глажки рубашек и белья без усилий']),
            'air-conditioner' => self::family('Aer condiționat', 'Кондиционер', 'ac', [6499, 26999], 'btu', [9000, 12000, 18000], ['9000 BTU', '12000 BTU', '18000 BTU'], ['09', '12', '18'], [
                ['Midea', 'Xtreme Save', 'MSAG-{v}HRN1', 1, ['inverter' => 'da', 'energy_class' => 'a', 'noise' => 24]],
                ['Cooper&Hunter', 'Vital Inverter', 'CH-S{v}FTXN', 1, ['inverter' => 'da', 'energy_class' => 'a', 'noise' => 26]],
                ['Gree', 'Bora Inverter', 'GWH{v}AAB', 2, ['inverter' => 'da', 'energy_class' => 'a', 'noise' => 23]],
                ['LG', 'DualCool', 'S{v}EQ', 3, ['inverter' => 'da', 'energy_class' => 'a', 'noise' => 19]],
                ['Daikin', 'Perfera', 'FTXM{v}R', 4, ['inverter' => 'da', 'energy_class' => 'a', 'noise' => 19]],
            ], ['alb'], [80.0, 29.0, 21.0, 9.0], ['ro' => 'răcoare vara și căldură în extrasezon', 'ru' => 'прохлады летом и тепла в межсезонье']),
            'heater' => self::family('Încălzitor', 'Обогреватель', 'heater', [499, 4999], 'power', [1000, 1500, 2000], ['1000W', '1500W', '2000W'], ['10', '15', '20'], [
                ['Ballu', 'Camino', 'BEC/EVU-{v}', 1, ['heater_type' => 'convector', 'thermostat' => 'nu']],
                ['Electrolux', 'Air Gate', 'ECH/AG2-{v}', 2, ['heater_type' => 'convector', 'thermostat' => 'da']],
                ['De\'Longhi', 'Radia S', 'TRRS07{v}', 3, ['heater_type' => 'calorifer-ulei', 'thermostat' => 'da']],
                ['Electrolux', 'Rapid Transformer', 'ECH/R-{v}', 3, ['heater_type' => 'convector', 'thermostat' => 'da']],
                ['Dyson', 'Hot+Cool', 'AM09-{v}', 4, ['heater_type' => 'ventilator', 'thermostat' => 'da']],
            ], ['alb', 'negru'], [60.0, 45.0, 20.0, 5.0], ['ro' => 'o cameră caldă în zilele reci', 'ru' => 'тёплой комнаты в холодные дни']),
            'hair-dryer' => self::family('Uscător de păr', 'Фен', 'hairdryer', [249, 9999], 'power', [1600, 2000, 2400], ['1600W', '2000W', '2400W'], ['16', '20', '24'], [
                ['Philips', 'Series 3000', 'BHD3{v}', 1, ['ionic' => 'nu', 'speeds' => 3]],
                ['Rowenta', 'Powerline', 'CV53{v}', 1, ['ionic' => 'da', 'speeds' => 6]],
                ['Braun', 'Satin Hair 7', 'HD7{v}', 2, ['ionic' => 'da', 'speeds' => 4]],
                ['Philips', 'Series 7000', 'BHD7{v}', 3, ['ionic' => 'da', 'speeds' => 6]],
                ['Dyson', 'Supersonic', 'HD{v}', 4, ['ionic' => 'da', 'speeds' => 4]],
            ], ['negru', 'alb', 'rosu'], [9.0, 24.0, 27.0, 0.6], ['ro' => 'un coafat rapid, fără a usca părul', 'ru' => 'быстрой укладки без пересушивания волос']),
            'shaver' => self::family('Aparat de ras', 'Электробритва', 'shaver', [499, 6999], 'shaver_use', ['uscat', 'umed'], ['Dry', 'Wet & Dry'], ['D', 'W'], [
                ['Philips', 'Series 1000', 'S1{v}', 1, ['battery_minutes' => 40, 'wireless' => 'da']],
                ['Panasonic', 'ES-RT', '37{v}', 1, ['battery_minutes' => 21, 'wireless' => 'da']],
                ['Braun', 'Series 5', '51-{v}', 2, ['battery_minutes' => 50, 'wireless' => 'da']],
                ['Philips', 'Series 5000', 'S55{v}', 2, ['battery_minutes' => 60, 'wireless' => 'da']],
                ['Braun', 'Series 7', '71-{v}', 3, ['battery_minutes' => 50, 'wireless' => 'da']],
                ['Braun', 'Series 9 Pro+', '95-{v}', 4, ['battery_minutes' => 60, 'wireless' => 'da']],
            ], ['negru', 'gri', 'albastru'], [6.0, 16.0, 5.0, 0.2], ['ro' => 'bărbierit zilnic fără iritații', 'ru' => 'ежедневного бритья без раздражения']),
            'toothbrush' => self::family('Periuță de dinți electrică', 'Электрическая зубная щётка', 'toothbrush', [399, 4999], 'color', ['alb', 'negru', 'albastru'], ['White', 'Black', 'Blue'], ['W', 'B', 'L'], [
                ['Oral-B', 'Vitality Pro', 'D103-{v}', 1, ['battery_days' => 10, 'modes' => 3]],
                ['Philips', 'Sonicare 3100', 'HX3671-{v}', 2, ['battery_days' => 14, 'modes' => 1]],
                ['Oral-B', 'Pro 3', '3500-{v}', 2, ['battery_days' => 14, 'modes' => 3]],
                ['Oral-B', 'iO Series 5', 'iOM5-{v}', 3, ['battery_days' => 20, 'modes' => 5]],
                ['Philips', 'Sonicare DiamondClean', 'HX9911-{v}', 4, ['battery_days' => 14, 'modes' => 4]],
            ], ['alb'], [3.0, 24.0, 3.5, 0.15], ['ro' => 'dinți curați ca după cabinetul stomatologic', 'ru' => 'чистоты зубов как после визита к стоматологу']),
            'scale' => self::family('Cântar', 'Весы', 'scale', [199, 1499], 'max_load', [150, 180], ['150 kg', '180 kg'], ['15', '18'], [
                ['Tefal', 'Classic', 'PP1{v}0', 1, ['body_analysis' => 'nu', 'wireless' => 'nu']],
                ['Beurer', 'GS', '2{v}', 1, ['body_analysis' => 'nu', 'wireless' => 'nu']],
                ['Xiaomi', 'Body Composition Scale', 'S4{v}', 2, ['body_analysis' => 'da', 'wireless' => 'da']],
                ['Beurer', 'BF', '7{v}', 3, ['body_analysis' => 'da', 'wireless' => 'da']],
                ['Withings', 'Body+', 'WBS05-{v}', 4, ['body_analysis' => 'da', 'wireless' => 'da']],
                ['Garmin', 'Index S2', '010-0{v}', 4, ['body_analysis' => 'da', 'wireless' => 'da']],
            ], ['alb', 'negru'], [30.0, 2.5, 30.0, 1.6], ['ro' => 'a vă urmări greutatea și progresul', 'ru' => 'контроля веса и прогресса']),
            'console' => self::family('Consolă de jocuri', 'Игровая приставка', 'console', [3999, 14999], 'storage', ['512-gb', '1-tb'], ['512 GB', '1 TB'], ['5', '1'], [
                ['Microsoft', 'Xbox Series S', 'RRS-{v}', 1, ['resolution' => 'qhd', 'controllers' => 1]],
                ['Microsoft', 'Xbox Series X Digital', 'RRT-D{v}', 2, ['resolution' => '4k', 'controllers' => 1]],
                ['Sony', 'PlayStation 5 Slim Digital', 'CFI-20{v}B', 2, ['resolution' => '4k', 'controllers' => 1]],
                ['Sony', 'PlayStation 5 Slim', 'CFI-20{v}A', 3, ['resolution' => '4k', 'controllers' => 1]],
                ['Microsoft', 'Xbox Series X', 'RRT-{v}', 3, ['resolution' => '4k', 'controllers' => 1]],
                ['Sony', 'PlayStation 5 Pro', 'CFI-70{v}', 4, ['resolution' => '4k', 'controllers' => 1]],
            ], ['alb', 'negru'], [36.0, 9.0, 26.0, 3.2], ['ro' => 'jocuri cu prietenii și familia în fața televizorului', 'ru' => 'игр с друзьями и семьёй перед телевизором']),
            'gamepad' => self::family('Controller', 'Геймпад', 'gamepad', [399, 5999], 'platform', ['pc', 'xbox', 'playstation'], ['PC', 'Xbox', 'PS5'], ['P', 'X', 'S'], [
                ['Logitech', 'F310', '940-{v}', 1, ['wireless' => 'nu', 'battery_hours' => 0]],
                ['8BitDo', 'Ultimate', '2C-{v}', 2, ['wireless' => 'da', 'battery_hours' => 22]],
                ['Microsoft', 'Wireless Controller', 'QAT-{v}', 2, ['wireless' => 'da', 'battery_hours' => 40]],
                ['Sony', 'DualSense', 'CFI-ZCT1{v}', 3, ['wireless' => 'da', 'battery_hours' => 12]],
                ['Sony', 'DualSense Edge', 'CFI-ZCP1{v}', 4, ['wireless' => 'da', 'battery_hours' => 8]],
            ], ['alb', 'negru'], [16.0, 6.5, 11.0, 0.28], ['ro' => 'jocuri pe consolă sau calculator, cu mâinile relaxate', 'ru' => 'игр на консоли или ПК без усталости рук']),
            'scooter' => self::family('Trotinetă electrică', 'Электросамокат', 'scooter', [4999, 21999], 'range', [25, 40, 60], ['25 km', '40 km', '60 km'], ['25', '40', '60'], [
                ['Kugoo', 'Kirin', 'S1-{v}', 1, ['power' => 350, 'max_speed' => 25, 'wheel' => 8]],
                ['Xiaomi', 'Electric Scooter 4', 'Lite-{v}', 1, ['power' => 300, 'max_speed' => 20, 'wheel' => 10]],
                ['Segway', 'Ninebot F2', 'Plus-{v}', 2, ['power' => 400, 'max_speed' => 25, 'wheel' => 10]],
                ['Xiaomi', 'Electric Scooter 4 Pro', 'Gen2-{v}', 3, ['power' => 400, 'max_speed' => 25, 'wheel' => 10]],
                ['Segway', 'Ninebot Max', 'G2-{v}', 4, ['power' => 450, 'max_speed' => 25, 'wheel' => 10]],
            ], ['negru', 'gri'], [48.0, 120.0, 110.0, 0.0], ['ro' => 'drumul zilnic prin oraș, fără ambuteiaje', 'ru' => 'ежедневных поездок по городу без пробок']),
        ];
    }

    /**
     * @param  array{0: int, 1: int}  $price
     * @param  list<string|int|float>  $values
     * @param  list<string>  $labels
     * @param  list<string>  $codes
     * @param  list<array{0: string, 1: string, 2: string, 3: int, 4: array<string, string|int|float>}>  $lines
     * @param  list<string>  $colors
     * @param  array{0: float, 1: float, 2: float, 3: float}  $size  width, height, depth (cm), weight (kg); 0 = derived
     * @param  array{ro: string, ru: string}  $use
     * @return Family
     */
    private static function family(string $ro, string $ru, string $shape, array $price, string $attribute, array $values, array $labels, array $codes, array $lines, array $colors, array $size, array $use): array
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
            'lines' => $lines, 'colors' => $colors, 'size' => $size, 'use' => $use,
        ];
    }
}
