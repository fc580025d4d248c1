<?php

declare(strict_types=1);

namespace App\Services\Content;

use App\Infrastructure\Locale\Locales;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Support\Money\Money;
use App\Support\Phone;
use RuntimeException;

/**
 * The first texts of the legal pages, written in database/content/legal/{slug}.{locale}.md (a title and a short
 * description between `---` lines, then the Markdown body). `{{…}}` marks the shop's own facts, filled in from the
 * configuration when the page is created, so the delivery fees, retention periods, company details and cookie
 * names a shopper reads are the ones this installation applies. Staff edit the stored page afterwards.
 */
final class LegalPageTexts
{
    /**
     * @return array{title: array<string, string>, intro: array<string, string>, body: array<string, string>}
     */
    public static function for(string $slug): array
    {
        $texts = ['title' => [], 'intro' => [], 'body' => []];
        foreach (Locales::all() as $locale) {
            [$title, $intro, $body] = self::read($slug, $locale);
            $facts = self::facts($locale);
            $texts['title'][$locale] = strtr($title, $facts);
            $texts['intro'][$locale] = strtr($intro, $facts);
            $texts['body'][$locale] = strtr($body, $facts);
        }

        return $texts;
    }

    public static function path(string $slug, string $locale): string
    {
        return database_path('content/legal/'.$slug.'.'.$locale.'.md');
    }

    /**
     * @return array{0: string, 1: string, 2: string} title, intro, body
     */
    private static function read(string $slug, string $locale): array
    {
        $path = self::path($slug, $locale);
        $source = is_file($path) ? (string) file_get_contents($path) : '';
        if (preg_match('/\A---\ntitle: (.+)\nintro: (.+)\n---\n(.+)\z/s', str_replace("\r\n", "\n", $source), $match) !== 1) {
            throw new RuntimeException('The legal page text '.basename($path).' is missing or has no title and intro.');
        }

        return [trim($match[1]), trim($match[2]), trim($match[3])."\n"];
    }

    /**
     * @return array<string, string>
     */
    private static function facts(string $locale): array
    {
        $phones = config()->array('shop.phones');
        $facts = [
            '{{app}}' => config()->string('app.name'),
            '{{company}}' => config()->string('company.legal_name'),
            '{{idno}}' => config()->string('company.idno'),
            '{{address}}' => config()->string('company.address.'.$locale),
            '{{email}}' => config()->string('shop.email'),
            '{{phone}}' => Phone::format(is_string($phones[0] ?? null) ? $phones[0] : null),
            '{{intervals}}' => self::intervals(),
            '{{cookie.session}}' => config()->string('session.cookie'),
            '{{session.minutes}}' => self::count(config()->integer('session.lifetime'), $locale, ['minut', 'minute'], ['минута', 'минуты', 'минут']),
            '{{url.stores}}' => LocalizedRoutes::url('stores.index', [], $locale),
            '{{url.credit}}' => LocalizedRoutes::url('credit.show', [], $locale),
            '{{url.orders}}' => LocalizedRoutes::url('orders.index', [], $locale),
            '{{url.lookup}}' => LocalizedRoutes::url('orders.lookup', [], $locale),
            '{{returns.days}}' => self::count(config()->integer('returns.window_days'), $locale, ['zi', 'zile'], ['день', 'дня', 'дней']),
        ];
        foreach (LegalPages::slugs() as $slug) {
            $facts['{{url.'.$slug.'}}'] = LocalizedRoutes::url('pages.show', ['slug' => $slug], $locale);
        }
        /** @var array<string, array{fee: int, free_from: int, days: array{first: int, count: int}}> $zones */
        $zones = config()->array('checkout.delivery.zones');
        foreach ($zones as $zone => $rules) {
            $facts['{{fee.'.$zone.'}}'] = Money::format($rules['fee'], $locale);
            $facts['{{free.'.$zone.'}}'] = Money::format($rules['free_from'], $locale);
            $facts['{{earliest.'.$zone.'}}'] = self::earliest($rules['days']['first'], $locale);
        }
        foreach (config()->array('privacy') as $key => $days) {
            $facts['{{keep.'.$key.'}}'] = self::count((int) $days, $locale, ['zi', 'zile'], ['день', 'дня', 'дней']);
        }

        return $facts;
    }

    /** The delivery intervals as a Markdown list: `- 09:00 – 13:00`. */
    private static function intervals(): string
    {
        return implode("\n", array_map(static function (mixed $interval): string {
            [$from, $to] = explode('-', (string) $interval) + [1 => ''];

            return '- '.$from.':00 – '.$to.':00';
        }, config()->array('checkout.delivery.intervals')));
    }

    /** The first day a courier may come, as the delivery page's table says it. */
    private static function earliest(int $days, string $locale): string
    {
        if ($days <= 1) {
            return $locale === 'ru' ? 'на следующий день' : 'a doua zi';
        }

        return ($locale === 'ru' ? 'через ' : 'peste ').self::count($days, $locale, ['zi', 'zile'], ['день', 'дня', 'дней']);
    }

    /**
     * A number with its word: Romanian puts „de” before the plural from 20 on (`14 zile`, `180 de zile`); Russian
     * takes one of three forms (`1 день`, `3 дня`, `90 дней`).
     *
     * @param  array{0: string, 1: string}  $romanian  singular, plural
     * @param  array{0: string, 1: string, 2: string}  $russian  one, a few, many
     */
    private static function count(int $number, string $locale, array $romanian, array $russian): string
    {
        if ($locale === 'ru') {
            $tens = $number % 100;
            $ones = $number % 10;
            $form = $tens >= 11 && $tens <= 14 ? 2 : ($ones === 1 ? 0 : ($ones >= 2 && $ones <= 4 ? 1 : 2));

            return $number.' '.$russian[$form];
        }

        if ($number === 1) {
            return '1 '.$romanian[0];
        }

        return $number.' '.($number % 100 >= 20 || ($number >= 100 && $number % 100 === 0) ? 'de ' : '').$romanian[1];
    }
}
