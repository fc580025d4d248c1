<?php

declare(strict_types=1);

namespace App\Services\Stores;

use App\Support\Text;

/** A shop's week in words for e-mails, one line per run of days with the same hours: "Lu – Vi: 09:00 – 19:00". */
final class OpeningHoursText
{
    /**
     * @param  array<int|string, mixed>  $hours  as OpeningHours takes them
     * @return list<string>
     */
    public static function lines(array $hours): array
    {
        return array_map(static function (array $group): string {
            $days = Text::get('days.short.'.$group['from']).($group['to'] === $group['from'] ? '' : ' – '.Text::get('days.short.'.$group['to']));
            $time = $group['hours'] === null ? Text::get('stores.day_off') : $group['hours'][0].' – '.$group['hours'][1];

            return $days.': '.$time;
        }, (new OpeningHours($hours))->groups());
    }
}
