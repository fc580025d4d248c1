<?php

declare(strict_types=1);

namespace Database\Seeders\Demo;

use App\Support\Units;

/**
 * A demo product's description: three paragraphs in each language composed from its class, its use and its own specs,
 * so no two models read the same.
 */
final class DemoDescriptions
{
    private const CLASS_RO = [
        1 => 'o alegere accesibilă, care face bine ce are de făcut, fără funcții de care nu aveți nevoie',
        2 => 'un model echilibrat din clasa de mijloc, cu cel mai bun raport între preț și dotări',
        3 => 'un model din clasa superioară, cu materiale mai bune și funcții pe care le veți folosi zilnic',
        4 => 'vârful gamei, pentru cei care vor tot ce poate oferi producătorul în acest an',
    ];

    private const CLASS_RU = [
        1 => 'доступный выбор, который хорошо делает своё дело без лишних функций',
        2 => 'сбалансированная модель среднего класса с лучшим соотношением цены и оснащения',
        3 => 'модель высокого класса с качественными материалами и функциями на каждый день',
        4 => 'флагман линейки для тех, кто хочет всё, что производитель предлагает в этом году',
    ];

    private const SKIP = ['color', 'warranty', 'model_year', 'width', 'height', 'depth', 'weight'];

    /**
     * @param  array<string, array{ro: string, ru: string, type: string, unit: string|null, options: array<string, array{ro: string, ru: string}>}>  $attributes
     * @return array{ro: string, ru: string}
     */
    public static function for(DemoModel $model, array $attributes): array
    {
        $title = $model->brand.' '.$model->series;
        $features = ['ro' => [], 'ru' => []];
        foreach ($model->specs as $code => $value) {
            if (in_array($code, self::SKIP, true) || ! isset($attributes[$code])) {
                continue;
            }
            foreach (['ro', 'ru'] as $locale) {
                $features[$locale][] = mb_strtolower(mb_substr($attributes[$code][$locale], 0, 1)).mb_substr($attributes[$code][$locale], 1)
                    .' — '.self::value($attributes[$code], $value, $locale);
            }
        }
        $color = $attributes['color']['options'][$model->color] ?? ['ro' => $model->color, 'ru' => $model->color];
        $warranty = $attributes['warranty']['options'][(string) $model->specs['warranty']];
        $size = sprintf('%s × %s × %s', self::number((float) $model->specs['width']), self::number((float) $model->specs['height']), self::number((float) $model->specs['depth']));
        $sizeRu = sprintf('%s × %s × %s', self::number((float) $model->specs['width']), self::number((float) $model->specs['height']), self::number((float) $model->specs['depth']));
        $year = (int) $model->specs['model_year'];

        $ro = [
            "{$model->name['ro']} este ".self::CLASS_RO[$model->tier]." pentru {$model->use['ro']}. Seria {$title} a apărut în {$year}"
                .($model->label !== '' ? ", iar această versiune, {$model->label}," : ', iar acest model')
                .' este cea pe care o recomandăm celor care '.($model->variant === 0 ? 'vor să plătească doar pentru ce folosesc.' : 'au nevoie de mai mult decât varianta de bază.'),
            'Principalele caracteristici: '.implode('; ', $features['ro']).'. Culoarea este '.mb_strtolower($color['ro']).", iar dimensiunile sunt {$size} cm.",
            "Produsul este original, cu garanție oficială de {$warranty['ro']} în service-urile autorizate din Moldova. Îl puteți ridica din oricare magazin al nostru, îl primiți prin curier sau îl cumpărați în rate: alegeți programul potrivit pentru dvs. chiar pe această pagină.",
        ];
        $ru = [
            "{$model->name['ru']} — ".self::CLASS_RU[$model->tier].". Подходит для {$model->use['ru']}. Серия {$title} вышла в {$year} году"
                .($model->label !== '' ? ", а эту версию, {$model->label}," : ', а эту модель')
                .' мы советуем тем, кто '.($model->variant === 0 ? 'не хочет переплачивать за лишнее.' : 'хочет больше, чем базовая версия.'),
            'Основные характеристики: '.implode('; ', $features['ru']).'. Цвет — '.mb_strtolower($color['ru']).", габариты {$sizeRu} см.",
            "Товар оригинальный, с официальной гарантией {$warranty['ru']} в авторизованных сервисах Молдовы. Его можно забрать в любом нашем магазине, получить с курьером или купить в кредит: подходящую программу можно выбрать прямо на этой странице.",
        ];

        return ['ro' => implode("\n\n", $ro), 'ru' => implode("\n\n", $ru)];
    }

    /**
     * @param  array{type: string, unit: string|null, options: array<string, array{ro: string, ru: string}>}  $attribute
     */
    private static function value(array $attribute, string|int|float $value, string $locale): string
    {
        if ($attribute['type'] !== 'number') {
            return $attribute['options'][(string) $value][$locale] ?? (string) $value;
        }
        $unit = Units::localized($attribute['unit'], $locale);

        return self::number((float) $value).($unit === null || $unit === '' ? '' : ($unit === '"' ? '"' : "\u{00A0}".$unit));
    }

    private static function number(float $value): string
    {
        // Both languages write a decimal comma and a no-break space between thousands.
        return floor($value) === $value ? number_format($value, 0, ',', "\u{00A0}") : rtrim(rtrim(number_format($value, 2, ',', "\u{00A0}"), '0'), ',');
    }
}
