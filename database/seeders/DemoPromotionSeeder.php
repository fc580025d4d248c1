<?php

declare(strict_types=1);

namespace Database\Seeders;

use Carbon\CarbonImmutable;
use Closure;
use Illuminate\Database\Query\Builder;
use Illuminate\Database\Seeder;
use Illuminate\Support\Facades\DB;

/**
 * The demo promotions: six running, one that has ended and one that has not started, with periods relative to the
 * day of seeding (in the shop's time zone) so the demo always has something running. Products are chosen by one
 * ordered INSERT … SELECT per promotion (category and discount, ties broken by id), so the choice is the same on every
 * run. Every product of the demo catalogue with an old price belongs to Black Friday, and the discounted televisions,
 * phones and kitchen appliances to their own promotion too: an old price is only shown where a promotion applies.
 * The synthetic products of catalog:generate (SKU "SYN-…") are left out, so a re-run stays cheap next to a million.
 */
final class DemoPromotionSeeder extends Seeder
{
    public function run(): void
    {
        $today = CarbonImmutable::now(config()->string('app.shop_timezone'))->startOfDay();
        $now = CarbonImmutable::now()->toDateTimeString();
        $categories = DB::table('categories')
            ->whereIn('slug', ['televizoare', 'electrocasnice-mari', 'laptopuri', 'tablete', 'aer-conditionat', 'gaming-si-transport-electric', 'telefoane-si-gadgeturi', 'tehnica-de-bucatarie'])
            ->pluck('id', 'slug')
            ->map(static fn (mixed $id): int => (int) $id)
            ->all();
        $promotions = $this->promotions($categories);

        DB::transaction(function () use ($promotions, $today, $now): void {
            $slugs = array_keys($promotions);
            DB::table('promotion_product')->whereIn('promotion_id', DB::table('promotions')->select('id')->whereIn('slug', $slugs))->delete();
            DB::table('promotions')->whereIn('slug', $slugs)->delete();

            $sort = 0;
            foreach ($promotions as $slug => $promotion) {
                [$startOffset, $endOffset] = $promotion['days'];
                $id = DB::table('promotions')->insertGetId([
                    'slug' => $slug,
                    'title' => self::json($promotion['title']),
                    'summary' => self::json($promotion['summary']),
                    'description' => self::json($promotion['description']),
                    'terms' => self::json($promotion['terms']),
                    'banner' => "images/promotions/{$slug}.svg",
                    // A promotion runs from the first moment of its first day to the last moment of its last day in
                    // Chișinău, stored in UTC like now().
                    'starts_at' => $today->addDays($startOffset)->utc()->toDateTimeString(),
                    'ends_at' => $endOffset === null ? null : $today->addDays($endOffset)->endOfDay()->utc()->toDateTimeString(),
                    'is_published' => true,
                    'sort' => $sort += 10,
                    'created_at' => $now,
                    'updated_at' => $now,
                ]);

                $products = DB::table('products')->select([DB::raw($id.' as promotion_id'), 'id'])->where('sku', 'not like', 'SYN-%');
                $promotion['products']($products);
                DB::table('promotion_product')->insertUsing(['promotion_id', 'product_id'], $products);
            }
        });
    }

    /**
     * @param  array<string, int>  $categories
     * @return array<string, array{title: array{ro: string, ru: string}, summary: array{ro: string, ru: string}, description: array{ro: string, ru: string}, terms: array{ro: string, ru: string}, days: array{0: int, 1: int|null}, products: Closure(Builder): void}>
     */
    private function promotions(array $categories): array
    {
        $category = static fn (string $slug): int => $categories[$slug] ?? 0;
        $discounted = static function (Builder $query): Builder {
            return $query->where('discount_percent', '>', 0)->orderByDesc('discount_percent')->orderByDesc('popularity')->orderBy('id');
        };

        return [
            'black-friday' => [
                'title' => ['ro' => 'Black Friday', 'ru' => 'Black Friday'],
                'summary' => [
                    'ro' => 'Cele mai mari reduceri ale anului la telefoane, laptopuri, televizoare și electrocasnice.',
                    'ru' => 'Самые большие скидки года на телефоны, ноутбуки, телевизоры и бытовую технику.',
                ],
                'description' => [
                    'ro' => "O săptămână de Black Friday în toate magazinele noastre din Moldova și pe site. Am adunat produsele cu cele mai mari reduceri din catalog, de la smartphone-uri la mașini de spălat.\n\nPrețul redus este deja afișat pe pagina fiecărui produs, nu aveți nevoie de cod promoțional. Comandați online cu livrare la domiciliu sau ridicați produsul din magazinul cel mai apropiat.",
                    'ru' => "Неделя Black Friday во всех наших магазинах в Молдове и на сайте. Мы собрали товары с самыми большими скидками каталога — от смартфонов до стиральных машин.\n\nСниженная цена уже указана на странице каждого товара, промокод не нужен. Заказывайте онлайн с доставкой на дом или забирайте товар в ближайшем магазине.",
                ],
                'terms' => [
                    'ro' => "Oferta este valabilă în perioada indicată sau până la epuizarea stocului. Prețurile reduse nu se cumulează cu alte promoții sau carduri de reducere.\n\nNumărul de produse este limitat. Magazinul își rezervă dreptul de a modifica lista produselor participante.",
                    'ru' => "Предложение действует в указанный период или до окончания запасов. Сниженные цены не суммируются с другими акциями и дисконтными картами.\n\nКоличество товара ограничено. Магазин оставляет за собой право изменять список участвующих товаров.",
                ],
                'days' => [-3, 6],
                'products' => static function (Builder $query) use ($discounted): void {
                    $discounted($query);
                },
            ],
            'reduceri-la-televizoare' => [
                'title' => ['ro' => 'Reduceri la televizoare', 'ru' => 'Скидки на телевизоры'],
                'summary' => [
                    'ro' => 'Smart TV, OLED și QLED de la Samsung, LG, Sony și alte mărci, la prețuri mai mici.',
                    'ru' => 'Smart TV, OLED и QLED от Samsung, LG, Sony и других брендов по сниженным ценам.',
                ],
                'description' => [
                    'ro' => "Pregătiți-vă pentru serile de iarnă cu un televizor nou. Am redus prețurile la modele de la 32 la 85 de inch, cu rezoluție Full HD, 4K și 8K, pentru sufragerie, dormitor sau bucătărie.\n\nConsultanții din magazine vă ajută să alegeți diagonala potrivită pentru distanța până la canapea și vă arată imaginea pe viu.",
                    'ru' => "Готовьтесь к зимним вечерам с новым телевизором. Мы снизили цены на модели от 32 до 85 дюймов с разрешением Full HD, 4K и 8K — для гостиной, спальни или кухни.\n\nКонсультанты в магазинах помогут подобрать диагональ под расстояние до дивана и покажут изображение вживую.",
                ],
                'terms' => [
                    'ro' => "Reducerea se aplică doar televizoarelor din lista promoției, în limita stocului disponibil.\n\nPrețul redus nu se cumulează cu alte oferte.",
                    'ru' => "Скидка действует только на телевизоры из списка акции, в пределах имеющегося запаса.\n\nСниженная цена не суммируется с другими предложениями.",
                ],
                'days' => [-10, 20],
                'products' => static function (Builder $query) use ($category, $discounted): void {
                    $discounted($query->where('category_sub_id', $category('televizoare')));
                },
            ],
            'electrocasnice-mari-in-rate-0' => [
                'title' => ['ro' => 'Electrocasnice mari în rate 0%', 'ru' => 'Крупная бытовая техника в рассрочку 0%'],
                'summary' => [
                    'ro' => 'Frigidere, mașini de spălat, aragaze și cuptoare în rate fără dobândă și fără comision, pe până la 12 luni.',
                    'ru' => 'Холодильники, стиральные машины, плиты и духовки в рассрочку без процентов и комиссий до 12 месяцев.',
                ],
                'description' => [
                    'ro' => "Înlocuiți frigiderul sau mașina de spălat fără să plătiți totul deodată. Pentru produsele din această listă, costul creditului este acoperit de magazin: achitați doar prețul produsului, împărțit în rate lunare egale.\n\nCererea se completează în magazin sau la finalizarea comenzii online, cu buletinul de identitate. Răspunsul vine de obicei în 15 minute.",
                    'ru' => "Замените холодильник или стиральную машину, не оплачивая всю сумму сразу. Для товаров из этого списка стоимость кредита берёт на себя магазин: вы платите только цену товара, разделённую на равные ежемесячные платежи.\n\nЗаявку можно оформить в магазине или при оформлении заказа онлайн, понадобится удостоверение личности. Ответ обычно приходит в течение 15 минут.",
                ],
                'terms' => [
                    'ro' => "Ratele 0% sunt disponibile persoanelor fizice de peste 18 ani, cu aprobarea instituției financiare partenere. Valoarea minimă a produsului este de 3 000 de lei.\n\nDobânda anuală efectivă este 0% pentru perioade de până la 12 luni. Oferta nu se cumulează cu alte reduceri.",
                    'ru' => "Рассрочка 0% доступна физическим лицам старше 18 лет при одобрении партнёрской финансовой организации. Минимальная стоимость товара — 3 000 леев.\n\nЭффективная годовая ставка — 0% на срок до 12 месяцев. Предложение не суммируется с другими скидками.",
                ],
                'days' => [-30, null],
                'products' => static function (Builder $query) use ($category): void {
                    $query->where('category_root_id', $category('electrocasnice-mari'))->where('price', '>=', 300_000)
                        ->orderByDesc('popularity')->orderBy('id')->limit(36);
                },
            ],
            'back-to-school-laptopuri' => [
                'title' => ['ro' => 'Back to school: laptopuri și tablete', 'ru' => 'Back to school: ноутбуки и планшеты'],
                'summary' => [
                    'ro' => 'Laptopuri și tablete pentru elevi și studenți, toate sub 20 000 de lei.',
                    'ru' => 'Ноутбуки и планшеты для школьников и студентов — все дешевле 20 000 леев.',
                ],
                'description' => [
                    'ro' => "Am ales laptopuri și tablete potrivite pentru cursuri, teme și proiecte: ușoare, cu baterie care ține o zi întreagă și destulă memorie pentru aplicațiile de birou.\n\nToate modelele din listă pot fi cumpărate și în rate, iar consultanții noștri vă ajută să instalați programele de care aveți nevoie la școală.",
                    'ru' => "Мы подобрали ноутбуки и планшеты для уроков, домашних заданий и проектов: лёгкие, с батареей на целый день и достаточной памятью для офисных программ.\n\nВсе модели из списка можно купить в рассрочку, а наши консультанты помогут установить нужные для учёбы программы.",
                ],
                'terms' => [
                    'ro' => "Oferta este valabilă în limita stocului disponibil. Prețurile afișate includ TVA.\n\nProdusele pot fi returnate în 14 zile de la cumpărare, în ambalajul original.",
                    'ru' => "Предложение действует в пределах имеющегося запаса. Цены указаны с НДС.\n\nТовар можно вернуть в течение 14 дней с момента покупки в оригинальной упаковке.",
                ],
                'days' => [-5, 40],
                'products' => static function (Builder $query) use ($category): void {
                    $query->whereIn('category_sub_id', [$category('laptopuri'), $category('tablete')])->where('price', '<', 2_000_000)
                        ->orderBy('price')->orderBy('id')->limit(30);
                },
            ],
            'saptamana-smartphone-urilor' => [
                'title' => ['ro' => 'Săptămâna smartphone-urilor', 'ru' => 'Неделя смартфонов'],
                'summary' => [
                    'ro' => 'Smartphone-uri, ceasuri inteligente și accesorii la prețuri reduse.',
                    'ru' => 'Смартфоны, смарт-часы и аксессуары по сниженным ценам.',
                ],
                'description' => [
                    'ro' => "O săptămână cu prețuri mai mici la telefoane și gadgeturi: smartphone-uri de la mărcile pe care le cunoașteți, ceasuri inteligente, brățări fitness, huse și încărcătoare.\n\nTransferul datelor de pe telefonul vechi îl facem gratuit în magazin, iar consultanții vă ajută să alegeți memoria potrivită pentru fotografii și aplicații.",
                    'ru' => "Неделя сниженных цен на телефоны и гаджеты: смартфоны известных брендов, смарт-часы, фитнес-браслеты, чехлы и зарядные устройства.\n\nПеренос данных со старого телефона мы делаем бесплатно в магазине, а консультанты помогут выбрать нужный объём памяти для фото и приложений.",
                ],
                'terms' => [
                    'ro' => "Reducerea se aplică doar produselor din lista promoției, în limita stocului disponibil.\n\nPrețul redus nu se cumulează cu alte oferte.",
                    'ru' => "Скидка действует только на товары из списка акции, в пределах имеющегося запаса.\n\nСниженная цена не суммируется с другими предложениями.",
                ],
                'days' => [-2, 12],
                'products' => static function (Builder $query) use ($category, $discounted): void {
                    $discounted($query->where('category_root_id', $category('telefoane-si-gadgeturi')));
                },
            ],
            'bucataria-la-pret-redus' => [
                'title' => ['ro' => 'Tehnică de bucătărie la preț redus', 'ru' => 'Техника для кухни по сниженным ценам'],
                'summary' => [
                    'ro' => 'Cuptoare cu microunde, fierbătoare, espresoare, blendere și multicookere cu reducere.',
                    'ru' => 'Микроволновки, чайники, кофемашины, блендеры и мультиварки со скидкой.',
                ],
                'description' => [
                    'ro' => "Tot ce vă trebuie pentru o bucătărie comodă: cuptoare cu microunde, fierbătoare, espresoare, blendere și multicookere, la prețuri mai mici.\n\nProdusele mici se pot ridica din magazin chiar în ziua comenzii, iar livrarea la domiciliu ajunge în toată țara.",
                    'ru' => "Всё для удобной кухни: микроволновые печи, электрочайники, кофемашины, блендеры и мультиварки по сниженным ценам.\n\nНебольшие товары можно забрать в магазине в день заказа, а доставка на дом работает по всей стране.",
                ],
                'terms' => [
                    'ro' => "Reducerea se aplică doar produselor din lista promoției, în limita stocului disponibil.\n\nPrețul redus nu se cumulează cu alte oferte.",
                    'ru' => "Скидка действует только на товары из списка акции, в пределах имеющегося запаса.\n\nСниженная цена не суммируется с другими предложениями.",
                ],
                'days' => [-7, 14],
                'products' => static function (Builder $query) use ($category, $discounted): void {
                    $discounted($query->where('category_root_id', $category('tehnica-de-bucatarie')));
                },
            ],
            'racoare-in-vara-aer-conditionat' => [
                'title' => ['ro' => 'Răcoare în vară: aer condiționat', 'ru' => 'Прохлада летом: кондиционеры'],
                'summary' => [
                    'ro' => 'Aparate de aer condiționat cu montaj inclus în preț.',
                    'ru' => 'Кондиционеры с установкой, включённой в стоимость.',
                ],
                'description' => [
                    'ro' => "Aparate de aer condiționat inverter pentru apartament și birou, cu montaj standard inclus în preț.\n\nEchipele noastre de montaj lucrează în toată țara.",
                    'ru' => "Инверторные кондиционеры для квартиры и офиса со стандартной установкой, включённой в стоимость.\n\nНаши монтажные бригады работают по всей стране.",
                ],
                'terms' => [
                    'ro' => 'Montajul standard include până la 3 metri de traseu frigorific.',
                    'ru' => 'Стандартная установка включает до 3 метров фреоновой трассы.',
                ],
                'days' => [-120, -60],
                'products' => static function (Builder $query) use ($category): void {
                    $query->where('category_sub_id', $category('aer-conditionat'))->orderByDesc('popularity')->orderBy('id')->limit(12);
                },
            ],
            'cadouri-de-craciun' => [
                'title' => ['ro' => 'Cadouri de Crăciun: console și gadgeturi', 'ru' => 'Подарки к Рождеству: приставки и гаджеты'],
                'summary' => [
                    'ro' => 'Console, accesorii de gaming și trotinete electrice pentru cei dragi.',
                    'ru' => 'Игровые приставки, аксессуары и электросамокаты для близких.',
                ],
                'description' => [
                    'ro' => "Idei de cadouri pentru toată familia, împachetate gratuit în magazin.\n\nCumpărați acum și ridicați produsul până în ajunul Crăciunului.",
                    'ru' => "Идеи подарков для всей семьи с бесплатной упаковкой в магазине.\n\nПокупайте сейчас и забирайте товар до Сочельника.",
                ],
                'terms' => [
                    'ro' => 'Împachetarea gratuită este disponibilă în magazinele din Chișinău și Bălți.',
                    'ru' => 'Бесплатная упаковка доступна в магазинах Кишинёва и Бельц.',
                ],
                'days' => [20, 45],
                'products' => static function (Builder $query) use ($category): void {
                    $query->where('category_root_id', $category('gaming-si-transport-electric'))->orderByDesc('popularity')->orderBy('id')->limit(20);
                },
            ],
        ];
    }

    private static function json(mixed $value): string
    {
        return json_encode($value, JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR);
    }
}
