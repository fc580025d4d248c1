<?php

declare(strict_types=1);

namespace Database\Seeders;

use App\Actions\Content\AddMissingLegalPages;
use App\Models\Page;
use App\Queries\About\AboutPage;
use Illuminate\Database\Seeder;

/** The about page's demo content and the legal pages, in both languages; staff edit the `pages` rows afterwards. */
final class DemoCompanySeeder extends Seeder
{
    public function run(AddMissingLegalPages $legalPages): void
    {
        // Already there after the migrations; added again if a test or a developer emptied the table.
        $legalPages->handle();
        Page::query()->updateOrCreate(['slug' => AboutPage::SLUG], [
            'title' => ['ro' => 'Despre companie', 'ru' => 'О компании'],
            'intro' => [
                'ro' => 'Electro Shop este o rețea moldovenească de magazine de electronice și electrocasnice: de la telefoane și laptopuri la frigidere și mașini de spălat, cu livrare în toată țara și credit în magazin.',
                'ru' => 'Electro Shop — молдавская сеть магазинов электроники и бытовой техники: от телефонов и ноутбуков до холодильников и стиральных машин, с доставкой по всей стране и кредитом прямо в магазине.',
            ],
            'sections' => [
                [
                    'title' => ['ro' => 'Istoria noastră', 'ru' => 'Наша история'],
                    'body' => [
                        'ro' => "Am deschis primul magazin în 2009, pe bulevardul Ștefan cel Mare din Chișinău, cu doar câteva zeci de produse și o echipă de cinci oameni.\n\nAstăzi avem zece magazine în Chișinău, Bălți, Cahul, Orhei, Ungheni, Comrat și Soroca, un depozit central și un magazin online care livrează în fiecare localitate a Republicii Moldova.",
                        'ru' => "Первый магазин мы открыли в 2009 году на бульваре Штефан чел Маре в Кишинёве — с несколькими десятками товаров и командой из пяти человек.\n\nСегодня у нас десять магазинов в Кишинёве, Бельцах, Кагуле, Орхее, Унгенах, Комрате и Сороках, центральный склад и интернет-магазин с доставкой в любой населённый пункт Республики Молдова.",
                    ],
                ],
                [
                    'title' => ['ro' => 'Valorile noastre', 'ru' => 'Наши ценности'],
                    'body' => [
                        'ro' => "Prețuri corecte: prețul afișat include TVA și nu se schimbă la casă.\n\nSfaturi sincere: consultanții noștri vă recomandă produsul de care aveți nevoie, nu pe cel mai scump.\n\nGrijă după cumpărare: garanție oficială, service autorizat și retur în 14 zile.",
                        'ru' => "Честные цены: указанная цена включает НДС и не меняется на кассе.\n\nИскренние советы: консультанты рекомендуют то, что вам действительно нужно, а не самое дорогое.\n\nЗабота после покупки: официальная гарантия, авторизованный сервис и возврат в течение 14 дней.",
                    ],
                ],
                [
                    'title' => ['ro' => 'Echipa', 'ru' => 'Команда'],
                    'body' => [
                        'ro' => 'Peste 250 de colegi lucrează în magazine, în depozit, la livrare și în biroul central. Mulți dintre ei sunt alături de noi de peste zece ani.',
                        'ru' => 'Более 250 сотрудников работают в магазинах, на складе, в доставке и в центральном офисе. Многие из них с нами больше десяти лет.',
                    ],
                ],
            ],
            'figures' => [
                ['value' => '2009', 'label' => ['ro' => 'anul fondării', 'ru' => 'год основания']],
                ['value' => '10', 'label' => ['ro' => 'magazine în 7 orașe', 'ru' => 'магазинов в 7 городах']],
                ['value' => '250+', 'label' => ['ro' => 'colegi', 'ru' => 'сотрудников']],
                ['value' => '1 000 000+', 'label' => ['ro' => 'clienți mulțumiți', 'ru' => 'довольных покупателей']],
            ],
        ]);
    }
}
