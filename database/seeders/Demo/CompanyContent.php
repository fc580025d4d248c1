<?php

declare(strict_types=1);

namespace Database\Seeders\Demo;

/**
 * The demo blog and vacancies, in Romanian and Russian. Post bodies are plain text: blank lines between paragraphs,
 * "## " for a subheading. `days` is the publication day relative to seeding (null: a draft; positive: scheduled).
 *
 * @phpstan-type Texts array{ro: string, ru: string}
 * @phpstan-type Post array{slug: string, category: string, tags: list<string>, cover: string, days: int|null, products: list<string>, title: Texts, excerpt: Texts, body: Texts}
 * @phpstan-type Job array{slug: string, type: string, open: bool, title: Texts, city: Texts, description: Texts, requirements: Texts}
 */
final class CompanyContent
{
    /**
     * @return list<array{0: string, 1: string, 2: string}>
     */
    public static function categories(): array
    {
        return [
            ['ghiduri-de-cumparare', 'Ghiduri de cumpărare', 'Гиды по выбору'],
            ['sfaturi', 'Sfaturi utile', 'Полезные советы'],
            ['noutati', 'Noutăți', 'Новости'],
        ];
    }

    /**
     * @return list<array{0: string, 1: string, 2: string}>
     */
    public static function tags(): array
    {
        return [
            ['televizoare', 'televizoare', 'телевизоры'],
            ['smartphone-uri', 'smartphone-uri', 'смартфоны'],
            ['electrocasnice', 'electrocasnice', 'бытовая техника'],
            ['economie-de-energie', 'economie de energie', 'экономия энергии'],
            ['bucatarie', 'bucătărie', 'кухня'],
            ['credit', 'rate și credit', 'кредит и рассрочка'],
            ['gaming', 'gaming', 'гейминг'],
        ];
    }

    /**
     * @return list<Post>
     */
    public static function posts(): array
    {
        return [
            [
                'slug' => 'cum-alegi-televizorul-potrivit',
                'category' => 'ghiduri-de-cumparare', 'tags' => ['televizoare', 'economie-de-energie'], 'cover' => 'tv-guide', 'days' => -2,
                'products' => ['smart-tv', 'oled-qled', 'soundbar-uri'],
                'title' => ['ro' => 'Cum alegeți televizorul potrivit: diagonală, rezoluție și panou', 'ru' => 'Как выбрать телевизор: диагональ, разрешение и тип матрицы'],
                'excerpt' => [
                    'ro' => 'Ce diagonală se potrivește camerei dvs., când merită 4K sau OLED și la ce să fiți atenți la Smart TV, explicat pe înțelesul tuturor.',
                    'ru' => 'Какая диагональ подойдёт вашей комнате, когда стоит брать 4K или OLED и на что смотреть в Smart TV — простыми словами.',
                ],
                'body' => [
                    'ro' => "Televizorul este unul dintre cele mai vizibile produse din casă și îl folosim ani la rând. De aceea merită să alegeți cu atenție, nu doar după preț.\n\n## Diagonala după distanța până la canapea\n\nO regulă simplă: pentru un televizor 4K, distanța de vizionare ideală este de aproximativ 1–1,5 ori diagonala. La 2,5 metri de canapea, un televizor de 55–65 de inch oferă o imagine captivantă fără să obosească ochii. Pentru bucătărie sau dormitor, 32–43 de inch sunt de obicei suficienți.\n\n## Rezoluția: Full HD, 4K sau 8K\n\nPentru diagonale de peste 43 de inch alegeți 4K: aproape tot conținutul nou de pe YouTube și platformele de streaming este filmat în această rezoluție. 8K are sens doar la diagonale foarte mari și la buget generos, pentru că filmele în 8K sunt încă rare.\n\n## LED, QLED sau OLED\n\nPanourile LED sunt accesibile și luminoase. QLED adaugă culori mai bogate și luminozitate mare, bune pentru camere însorite. OLED are negru perfect și contrast excelent, ideal pentru filme seara, dar costă mai mult.\n\n## Smart TV și sunet\n\nVerificați dacă platforma Smart TV are aplicațiile pe care le folosiți. Sunetul televizoarelor subțiri este modest, așa că un soundbar face diferența la filme și sport.\n\nÎn magazinele noastre puteți compara imaginea pe viu, iar televizoarele de peste 3 000 de lei se pot cumpăra în rate.",
                    'ru' => "Телевизор — одна из самых заметных вещей в доме, и пользуемся им годами. Поэтому выбирать стоит внимательно, а не только по цене.\n\n## Диагональ по расстоянию до дивана\n\nПростое правило: для 4K-телевизора оптимальное расстояние просмотра — примерно 1–1,5 диагонали. Если диван стоит в 2,5 метра от стены, телевизор на 55–65 дюймов даст эффект погружения и не утомит глаза. Для кухни или спальни обычно достаточно 32–43 дюймов.\n\n## Разрешение: Full HD, 4K или 8K\n\nДля диагоналей больше 43 дюймов берите 4K: почти весь новый контент на YouTube и в онлайн-кинотеатрах снимают именно в нём. 8K имеет смысл только на очень больших экранах и при щедром бюджете — фильмов в 8K пока мало.\n\n## LED, QLED или OLED\n\nLED-матрицы доступны и ярки. QLED даёт более насыщенные цвета и высокую яркость — хорошо для солнечных комнат. OLED отличается идеальным чёрным и контрастом, он лучший для вечернего кино, но и стоит дороже.\n\n## Smart TV и звук\n\nПроверьте, есть ли на платформе Smart TV нужные вам приложения. Звук у тонких телевизоров скромный, поэтому саундбар заметно улучшит фильмы и спорт.\n\nВ наших магазинах можно сравнить изображение вживую, а телевизоры дороже 3 000 леев можно купить в рассрочку.",
                ],
            ],
            [
                'slug' => 'ghid-masina-de-spalat-rufe',
                'category' => 'ghiduri-de-cumparare', 'tags' => ['electrocasnice', 'economie-de-energie'], 'cover' => 'washer-guide', 'days' => -6,
                'products' => ['incarcare-frontala', 'incarcare-verticala', 'uscatoare-de-rufe'],
                'title' => ['ro' => 'Mașina de spălat rufe: capacitate, turație și clasă energetică', 'ru' => 'Стиральная машина: загрузка, отжим и класс энергопотребления'],
                'excerpt' => [
                    'ro' => 'Câte kilograme vă trebuie, ce înseamnă 1 200 sau 1 400 de rotații și de ce motorul inverter contează pe termen lung.',
                    'ru' => 'Сколько килограммов загрузки нужно, что значат 1 200 или 1 400 оборотов и почему инверторный мотор важен в долгую.',
                ],
                'body' => [
                    'ro' => "Mașina de spălat lucrează aproape zilnic, așa că o alegere bună economisește timp, apă și energie.\n\n## Capacitatea\n\nPentru una–două persoane ajung 6 kg. O familie cu copii are nevoie de 8–9 kg, ca să poată spăla și plapumele. Dacă spațiul este mic, căutați modele înguste, cu adâncimea de 40–45 cm.\n\n## Turația de centrifugare\n\n1 200 de rotații pe minut sunt suficiente pentru majoritatea familiilor. 1 400 de rotații scot mai multă apă din rufe, util iarna, când se usucă greu în apartament.\n\n## Motorul inverter și clasa energetică\n\nMotorul inverter este mai silențios și mai durabil, iar mulți producători îi dau garanție extinsă. Clasa energetică A reduce factura la curent, iar diferența de preț se recuperează în câțiva ani.\n\nNu uitați de livrare și instalare: consultanții noștri vă ajută să alegeți și varianta de plată în rate.",
                    'ru' => "Стиральная машина работает почти каждый день, поэтому удачный выбор экономит время, воду и электричество.\n\n## Загрузка\n\nДля одного-двух человек хватит 6 кг. Семье с детьми нужна машина на 8–9 кг, чтобы стирать и одеяла. Если места мало, ищите узкие модели глубиной 40–45 см.\n\n## Скорость отжима\n\n1 200 оборотов в минуту достаточно для большинства семей. 1 400 оборотов отжимают бельё сильнее — это удобно зимой, когда в квартире оно сохнет долго.\n\n## Инверторный мотор и класс энергопотребления\n\nИнверторный мотор тише и долговечнее, многие производители дают на него расширенную гарантию. Класс A снижает счёт за электричество, а разница в цене окупается за несколько лет.\n\nНе забудьте о доставке и подключении: наши консультанты помогут выбрать модель и вариант оплаты в рассрочку.",
                ],
            ],
            [
                'slug' => 'smartphone-sub-5000-lei',
                'category' => 'ghiduri-de-cumparare', 'tags' => ['smartphone-uri'], 'cover' => 'phone-guide', 'days' => -10,
                'products' => ['smartphone-uri', 'huse', 'power-bank-uri'],
                'title' => ['ro' => 'Smartphone bun sub 5 000 de lei: la ce să fiți atenți', 'ru' => 'Хороший смартфон до 5 000 леев: на что обратить внимание'],
                'excerpt' => [
                    'ro' => 'Memorie, baterie, cameră și actualizări: ce contează cu adevărat la un telefon accesibil și unde puteți face compromisuri.',
                    'ru' => 'Память, батарея, камера и обновления: что действительно важно в доступном телефоне и где можно пойти на компромисс.',
                ],
                'body' => [
                    'ro' => "Un telefon accesibil poate fi foarte bun, dacă știți ce să urmăriți.\n\n## Memoria\n\nAlegeți cel puțin 128 GB de stocare și 6 GB de RAM. Fotografiile și aplicațiile ocupă repede spațiul, iar un telefon plin devine lent.\n\n## Bateria\n\nO baterie de 5 000 mAh ține liniștit o zi întreagă de folosire intensă. Încărcarea rapidă de 25–33 W este un bonus plăcut.\n\n## Camera\n\nNumărul de megapixeli nu spune totul. Uitați-vă la exemple de fotografii făcute seara și la stabilizarea video.\n\n## Actualizările\n\nVerificați câți ani de actualizări promite producătorul. Un telefon actualizat este mai sigur și rămâne util mai mult timp.",
                    'ru' => "Доступный телефон может быть очень хорошим, если знать, на что смотреть.\n\n## Память\n\nВыбирайте минимум 128 ГБ памяти и 6 ГБ оперативной. Фото и приложения быстро занимают место, а заполненный телефон начинает тормозить.\n\n## Батарея\n\nБатареи на 5 000 мА·ч спокойно хватает на целый день активного использования. Быстрая зарядка на 25–33 Вт — приятный бонус.\n\n## Камера\n\nЧисло мегапикселей говорит не всё. Посмотрите примеры вечерних снимков и стабилизацию видео.\n\n## Обновления\n\nУзнайте, сколько лет обновлений обещает производитель. Обновляемый телефон безопаснее и дольше остаётся полезным.",
                ],
            ],
            [
                'slug' => 'cum-economisesti-curent-acasa',
                'category' => 'sfaturi', 'tags' => ['economie-de-energie', 'electrocasnice'], 'cover' => 'energy-tips', 'days' => -14,
                'products' => ['frigidere', 'aer-conditionat'],
                'title' => ['ro' => '7 moduri de a plăti mai puțin pentru curent', 'ru' => '7 способов платить меньше за электричество'],
                'excerpt' => [
                    'ro' => 'Setări simple pentru frigider, mașina de spălat și aerul condiționat care reduc factura fără să renunțați la confort.',
                    'ru' => 'Простые настройки холодильника, стиральной машины и кондиционера, которые снижают счёт без потери комфорта.',
                ],
                'body' => [
                    'ro' => "Factura la energie poate fi mai mică fără investiții mari.\n\nSetați frigiderul la 4 °C și congelatorul la −18 °C: fiecare grad în minus înseamnă consum în plus. Nu puneți mâncare caldă în frigider.\n\nSpălați la 30–40 °C și încărcați mașina complet. Programele eco durează mai mult, dar consumă mai puțin.\n\nLa aerul condiționat, 24–26 °C vara sunt suficiente. Curățați filtrele o dată pe lună.\n\nÎnlocuiți becurile vechi cu LED și scoateți din priză încărcătoarele nefolosite.\n\nCând cumpărați un aparat nou, uitați-vă la eticheta energetică: un frigider de clasă A consumă de aproape două ori mai puțin decât unul vechi.",
                    'ru' => "Счёт за электричество можно уменьшить без больших вложений.\n\nУстановите в холодильнике 4 °C, а в морозильнике −18 °C: каждый лишний градус холода — это лишний расход. Не ставьте в холодильник горячую еду.\n\nСтирайте при 30–40 °C и загружайте машину полностью. Эко-программы идут дольше, но расходуют меньше.\n\nДля кондиционера летом достаточно 24–26 °C. Чистите фильтры раз в месяц.\n\nЗамените старые лампы на светодиодные и отключайте неиспользуемые зарядки.\n\nПокупая новую технику, смотрите на энергетическую этикетку: холодильник класса A расходует почти вдвое меньше старого.",
                ],
            ],
            [
                'slug' => 'espresor-acasa-ghid',
                'category' => 'ghiduri-de-cumparare', 'tags' => ['bucatarie', 'electrocasnice'], 'cover' => 'coffee-guide', 'days' => -20,
                'products' => ['espresoare'],
                'title' => ['ro' => 'Espresor acasă: automat, cu capsule sau manual?', 'ru' => 'Кофемашина дома: автоматическая, капсульная или рожковая?'],
                'excerpt' => [
                    'ro' => 'Cât costă o cafea făcută acasă, cât de ușor se curăță fiecare tip de espresor și ce alegeți dacă beți lapte cu cafea.',
                    'ru' => 'Сколько стоит чашка кофе дома, насколько легко чистить каждый тип кофемашины и что выбрать любителям кофе с молоком.',
                ],
                'body' => [
                    'ro' => "## Cu capsule\n\nCel mai simplu: puneți capsula, apăsați butonul. Espresorul este ieftin, dar capsulele fac fiecare cafea mai scumpă.\n\n## Automat\n\nMacină boabele pentru fiecare ceașcă și prepară cappuccino la o singură atingere. Costă mai mult la cumpărare, dar cafeaua din boabe este cea mai ieftină pe termen lung.\n\n## Manual\n\nPentru cei care vor să controleze fiecare detaliu. Aveți nevoie și de o râșniță bună și de puțină practică.\n\nOricare ar fi alegerea, decalcifierea regulată prelungește viața aparatului.",
                    'ru' => "## Капсульная\n\nСамый простой вариант: вставили капсулу, нажали кнопку. Сама машина недорогая, но капсулы делают каждую чашку дороже.\n\n## Автоматическая\n\nМелет зёрна для каждой чашки и готовит капучино одним нажатием. Дороже при покупке, но кофе из зёрен выходит самым дешёвым в долгую.\n\n## Рожковая\n\nДля тех, кто хочет контролировать каждую деталь. Понадобятся хорошая кофемолка и немного практики.\n\nКакой бы вариант вы ни выбрали, регулярная очистка от накипи продлит жизнь машины.",
                ],
            ],
            [
                'slug' => 'cumpara-in-rate-fara-griji',
                'category' => 'sfaturi', 'tags' => ['credit'], 'cover' => 'credit-tips', 'days' => -27,
                'products' => [],
                'title' => ['ro' => 'Cumpărați în rate fără griji: ce să verificați înainte', 'ru' => 'Покупка в рассрочку без забот: что проверить заранее'],
                'excerpt' => [
                    'ro' => 'Rata lunară nu este tot: cum citiți costul total, dobânda anuală efectivă și comisioanele unui credit pentru electronice.',
                    'ru' => 'Ежемесячный платёж — ещё не всё: как читать общую стоимость, эффективную ставку и комиссии кредита на технику.',
                ],
                'body' => [
                    'ro' => "Ratele fac cumpărăturile mari mai ușoare, dar merită să comparați programele.\n\n## Uitați-vă la total\n\nÎnmulțiți rata lunară cu numărul de luni și compară cu prețul produsului. Diferența este costul real al creditului.\n\n## Dobânda anuală efectivă (DAE)\n\nDAE include dobânda și comisioanele, așa că este cel mai corect mod de a compara două oferte. Un comision lunar mic pe suma inițială poate însemna o DAE mare.\n\n## Termenul\n\nUn termen lung scade rata, dar crește totalul. Alegeți cea mai scurtă perioadă cu o rată pe care o puteți plăti liniștit.\n\nCalculatorul de pe pagina Credit vă arată toate aceste cifre înainte să trimiteți cererea.",
                    'ru' => "Рассрочка облегчает крупные покупки, но программы стоит сравнивать.\n\n## Смотрите на итог\n\nУмножьте ежемесячный платёж на число месяцев и сравните с ценой товара. Разница — реальная стоимость кредита.\n\n## Эффективная годовая ставка\n\nОна включает проценты и комиссии, поэтому лучше всего подходит для сравнения двух предложений. Небольшая ежемесячная комиссия от начальной суммы может означать высокую эффективную ставку.\n\n## Срок\n\nДлинный срок уменьшает платёж, но увеличивает итоговую сумму. Выбирайте самый короткий срок с платежом, который вам комфортен.\n\nКалькулятор на странице «Кредит» показывает все эти цифры до отправки заявки.",
                ],
            ],
            [
                'slug' => 'console-de-jocuri-ce-alegi',
                'category' => 'noutati', 'tags' => ['gaming', 'televizoare'], 'cover' => 'gaming-news', 'days' => -35,
                'products' => ['console', 'accesorii-gaming'],
                'title' => ['ro' => 'Console de jocuri: ce alegeți în acest sezon', 'ru' => 'Игровые консоли: что выбрать в этом сезоне'],
                'excerpt' => [
                    'ro' => 'PlayStation, Xbox sau Nintendo: diferențele dintre console, jocurile exclusive și televizorul potrivit pentru 120 Hz.',
                    'ru' => 'PlayStation, Xbox или Nintendo: чем отличаются консоли, эксклюзивные игры и какой телевизор нужен для 120 Гц.',
                ],
                'body' => [
                    'ro' => "Sezonul sărbătorilor este cel mai bun moment pentru o consolă nouă.\n\nPlayStation are cele mai multe jocuri exclusive de aventură, Xbox oferă un abonament avantajos cu sute de jocuri, iar Nintendo este ideal pentru familie și joc portabil.\n\nPentru 4K la 120 Hz aveți nevoie de un televizor cu HDMI 2.1. Verificați specificațiile înainte de cumpărare.\n\nUn al doilea controller și o cască bună transformă o seară de joc cu prietenii.",
                    'ru' => "Праздничный сезон — лучшее время для новой консоли.\n\nУ PlayStation больше всего приключенческих эксклюзивов, Xbox предлагает выгодную подписку с сотнями игр, а Nintendo идеальна для семьи и игры в дороге.\n\nДля 4K при 120 Гц нужен телевизор с HDMI 2.1. Проверьте характеристики перед покупкой.\n\nВторой геймпад и хорошая гарнитура превращают вечер с друзьями в праздник.",
                ],
            ],
            [
                'slug' => 'aer-conditionat-inverter',
                'category' => 'sfaturi', 'tags' => ['economie-de-energie', 'electrocasnice'], 'cover' => 'ac-tips', 'days' => -48,
                'products' => ['aer-conditionat', 'incalzitoare'],
                'title' => ['ro' => 'Aerul condiționat inverter încălzește și iarna', 'ru' => 'Инверторный кондиционер греет и зимой'],
                'excerpt' => [
                    'ro' => 'Cum calculați puterea în BTU după suprafață și de ce un inverter bun poate fi o sursă ieftină de căldură în extrasezon.',
                    'ru' => 'Как подобрать мощность в BTU по площади и почему хороший инвертор — недорогой источник тепла в межсезонье.',
                ],
                'body' => [
                    'ro' => "## Puterea după suprafață\n\n9 000 BTU acoperă o cameră de până la 25 m², 12 000 BTU până la 35 m², iar 18 000 BTU până la 50 m². Pentru camere însorite sau la ultimul etaj alegeți o treaptă în plus.\n\n## Încălzirea\n\nUn aparat inverter încălzește eficient până la −15 °C. Toamna și primăvara costă mai puțin decât un încălzitor electric obișnuit.\n\nMontajul corect contează la fel de mult ca aparatul: lăsați-l pe seama specialiștilor.",
                    'ru' => "## Мощность по площади\n\n9 000 BTU хватает на комнату до 25 м², 12 000 BTU — до 35 м², 18 000 BTU — до 50 м². Для солнечных комнат или последнего этажа берите на ступень мощнее.\n\n## Обогрев\n\nИнверторный кондиционер эффективно греет до −15 °C. Осенью и весной это дешевле обычного электрообогревателя.\n\nПравильный монтаж важен не меньше самого прибора: доверьте его специалистам.",
                ],
            ],
            [
                'slug' => 'reduceri-de-iarna-in-pregatire',
                'category' => 'noutati', 'tags' => ['televizoare'], 'cover' => 'gaming-news', 'days' => 5,
                'products' => [],
                'title' => ['ro' => 'Reducerile de iarnă încep în curând', 'ru' => 'Зимние скидки скоро начнутся'],
                'excerpt' => ['ro' => 'Anunțul programat al reducerilor de iarnă.', 'ru' => 'Запланированный анонс зимних скидок.'],
                'body' => ['ro' => 'Articol programat, apare la data publicării.', 'ru' => 'Запланированная статья, появится в день публикации.'],
            ],
            [
                'slug' => 'ciorna-ghid-frigidere',
                'category' => 'ghiduri-de-cumparare', 'tags' => ['electrocasnice'], 'cover' => 'washer-guide', 'days' => null,
                'products' => [],
                'title' => ['ro' => 'Ghid: cum alegeți frigiderul (ciornă)', 'ru' => 'Гид: как выбрать холодильник (черновик)'],
                'excerpt' => ['ro' => 'Ciornă în lucru.', 'ru' => 'Черновик в работе.'],
                'body' => ['ro' => 'Text în lucru.', 'ru' => 'Текст в работе.'],
            ],
        ];
    }

    /**
     * @return list<Job>
     */
    public static function vacancies(): array
    {
        return [
            [
                'slug' => 'consultant-vanzari-chisinau',
                'type' => 'full_time', 'open' => true,
                'title' => ['ro' => 'Consultant vânzări electronice', 'ru' => 'Консультант по продажам электроники'],
                'city' => ['ro' => 'Chișinău', 'ru' => 'Кишинёв'],
                'description' => [
                    'ro' => "Veți ajuta cumpărătorii să aleagă telefoane, laptopuri și televizoare în magazinul nostru din centrul Chișinăului.\n\nOferim salariu fix plus bonus din vânzări, instruire de la producători, program în ture (5 zile din 7) și reducere de angajat la toată gama.",
                    'ru' => "Помогаете покупателям выбирать телефоны, ноутбуки и телевизоры в нашем магазине в центре Кишинёва.\n\nПредлагаем фиксированную зарплату плюс бонус от продаж, обучение от производителей, сменный график (5 дней из 7) и скидку сотрудника на весь ассортимент.",
                ],
                'requirements' => [
                    'ro' => "Cunoașterea limbilor română și rusă\nInteres pentru tehnică și gadgeturi\nComunicare deschisă cu oamenii\nExperiența în vânzări este un avantaj, dar nu obligatorie",
                    'ru' => "Знание румынского и русского языков\nИнтерес к технике и гаджетам\nОткрытость в общении с людьми\nОпыт в продажах — преимущество, но не обязателен",
                ],
            ],
            [
                'slug' => 'operator-call-center',
                'type' => 'part_time', 'open' => true,
                'title' => ['ro' => 'Operator call-center (jumătate de normă)', 'ru' => 'Оператор колл-центра (неполный день)'],
                'city' => ['ro' => 'Chișinău', 'ru' => 'Кишинёв'],
                'description' => [
                    'ro' => "Veți răspunde la apelurile cumpărătorilor, veți confirma comenzile online și veți ajuta la cererile de credit.\n\nProgram de 4 ore pe zi, dimineața sau după-amiaza, potrivit și pentru studenți.",
                    'ru' => "Отвечаете на звонки покупателей, подтверждаете онлайн-заказы и помогаете с заявками на кредит.\n\nГрафик 4 часа в день, утром или после обеда, подходит и студентам.",
                ],
                'requirements' => [
                    'ro' => "Vorbire clară în română și rusă\nCunoștințe de bază de calculator\nRăbdare și amabilitate",
                    'ru' => "Грамотная речь на румынском и русском\nБазовые навыки работы с компьютером\nТерпение и вежливость",
                ],
            ],
            [
                'slug' => 'sofer-livrari-balti',
                'type' => 'full_time', 'open' => true,
                'title' => ['ro' => 'Șofer-livrator electrocasnice mari', 'ru' => 'Водитель-экспедитор крупной бытовой техники'],
                'city' => ['ro' => 'Bălți', 'ru' => 'Бельцы'],
                'description' => [
                    'ro' => "Livrezi frigidere, mașini de spălat și televizoare la clienții din Bălți și raioanele din nord, cu automobilul companiei.\n\nSalariu stabil, program de luni până vineri și echipament de lucru asigurat.",
                    'ru' => "Доставляете холодильники, стиральные машины и телевизоры клиентам в Бельцах и северных районах на автомобиле компании.\n\nСтабильная зарплата, график с понедельника по пятницу, рабочая форма предоставляется.",
                ],
                'requirements' => [
                    'ro' => "Permis de conducere categoria B (C este un avantaj)\nExperiență de condus de cel puțin 2 ani\nCondiție fizică bună",
                    'ru' => "Водительские права категории B (C — преимущество)\nСтаж вождения не менее 2 лет\nХорошая физическая форма",
                ],
            ],
            [
                'slug' => 'stagiu-marketing-digital',
                'type' => 'internship', 'open' => true,
                'title' => ['ro' => 'Stagiu în marketing digital', 'ru' => 'Стажировка в digital-маркетинге'],
                'city' => ['ro' => 'Chișinău', 'ru' => 'Кишинёв'],
                'description' => [
                    'ro' => "Trei luni în echipa care pregătește promoțiile, newsletterul și articolele de pe blog.\n\nStagiul este plătit, iar cei mai buni stagiari primesc o ofertă de angajare.",
                    'ru' => "Три месяца в команде, которая готовит акции, рассылку и статьи блога.\n\nСтажировка оплачивается, а лучшие стажёры получают предложение о работе.",
                ],
                'requirements' => [
                    'ro' => "Student sau absolvent recent\nScrieți corect în română sau rusă\nCunoașteți rețelele sociale",
                    'ru' => "Студент или недавний выпускник\nГрамотно пишете на румынском или русском\nРазбираетесь в соцсетях",
                ],
            ],
            [
                'slug' => 'casier-cahul',
                'type' => 'full_time', 'open' => false,
                'title' => ['ro' => 'Casier', 'ru' => 'Кассир'],
                'city' => ['ro' => 'Cahul', 'ru' => 'Кагул'],
                'description' => ['ro' => 'Postul a fost ocupat.', 'ru' => 'Вакансия закрыта.'],
                'requirements' => ['ro' => 'Atenție la detalii', 'ru' => 'Внимательность'],
            ],
        ];
    }
}
