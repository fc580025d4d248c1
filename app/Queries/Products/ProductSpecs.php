<?php

declare(strict_types=1);

namespace App\Queries\Products;

use App\Infrastructure\Locale\Locales;
use App\Support\Text;
use App\Support\Units;
use Illuminate\Support\Facades\DB;

/**
 * A product's specs grouped into sections (`attributes.section`), sections and rows in the attributes' `sort` order;
 * values in the shopper's language: options by name, numbers with their unit, booleans as Da/Nu.
 * One query for the values; attribute names and options come from the cached AttributeCatalogue.
 *
 * @phpstan-type Spec array{code: string, name: string, value: string}
 * @phpstan-type Section array{name: string, specs: list<Spec>}
 */
final readonly class ProductSpecs
{
    /** Option slugs that mean "yes" for boolean attributes. */
    private const YES = ['da', 'yes', '1', 'true'];

    public function __construct(private AttributeCatalogue $catalogue)
    {
    }

    /**
     * @return list<Section>
     */
    public function forProduct(int $productId): array
    {
        // Sections appear in the order of their first attribute.
        $sections = [];
        foreach ($this->entries([$productId])[$productId] ?? [] as $entry) {
            $sections[$entry['section']] ??= ['name' => $entry['section'], 'specs' => []];
            $sections[$entry['section']]['specs'][] = $entry['spec'];
        }

        return array_values($sections);
    }

    /**
     * Several products' specs in one query (the compare table): per product, its specs in display order with their
     * section and sort key.
     *
     * @param  list<int>  $productIds
     * @return array<int, list<array{sort: int, section: string, spec: Spec}>>
     */
    public function entries(array $productIds): array
    {
        $locale = app()->getLocale();
        $rows = DB::table('product_attribute_values')->whereIn('product_id', $productIds)
            ->get(['product_id', 'attribute_id', 'attribute_option_id', 'number_value']);

        $entries = [];
        foreach ($rows as $row) {
            $attribute = $this->catalogue->attribute((int) $row->attribute_id);
            if ($attribute === null) {
                continue;
            }
            $value = $this->value($attribute, $row->attribute_option_id === null ? null : (int) $row->attribute_option_id, $row->number_value === null ? null : (string) $row->number_value, $locale);
            if ($value === null) {
                continue;
            }
            $entries[(int) $row->product_id][] = [
                'sort' => $attribute['sort'],
                'section' => Locales::pick($attribute['section'], $locale),
                'spec' => ['code' => $attribute['code'], 'name' => Locales::pick($attribute['name'], $locale), 'value' => $value],
            ];
        }

        foreach ($entries as &$list) {
            usort($list, static fn (array $a, array $b): int => [$a['sort'], $a['spec']['code']] <=> [$b['sort'], $b['spec']['code']]);
        }

        return $entries;
    }

    /**
     * @param  array{type: string, unit: string|null}  $attribute
     */
    private function value(array $attribute, ?int $optionId, ?string $number, string $locale): ?string
    {
        $option = $optionId === null ? null : $this->catalogue->option($optionId);

        if ($attribute['type'] === 'boolean') {
            $yes = $option !== null ? in_array($option['slug'], self::YES, true) : ($number !== null && (float) $number !== 0.0);

            return Text::get($yes ? 'product.spec_yes' : 'product.spec_no');
        }

        if ($option !== null) {
            return Locales::pick($option['value'], $locale);
        }

        if ($number === null) {
            return null;
        }

        return self::withUnit(self::number($number), $attribute['unit'], $locale);
    }

    /** "55.00" → "55", "6.50" → "6,5" (both languages write a decimal comma). */
    public static function number(string $number): string
    {
        $trimmed = str_contains($number, '.') ? rtrim(rtrim($number, '0'), '.') : $number;

        return str_replace('.', ',', $trimmed);
    }

    /**
     * A number with its unit in the shopper's language: `55"` for inches, `120 Hz` (`120 Гц` in Russian) otherwise,
     * the bare number without a unit.
     */
    public static function withUnit(string $number, ?string $unit, ?string $locale = null): string
    {
        $unit = Units::localized($unit, $locale);

        return match ($unit) {
            null, '' => $number,
            '"', '″', '%' => $number.$unit,
            default => $number."\u{00A0}".$unit,
        };
    }
}
