<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Families;

use App\Http\Requests\Admin\Products\PriceInput;
use App\Models\Attribute;
use App\Models\AttributeOption;
use App\Models\ProductFamily;
use App\Queries\Admin\Families\FamilyFormPage;
use App\Services\Families\OptionNumber;
use App\Support\Text;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\Validator;

/**
 * The checks the family form's requests share: SKUs as they are kept (trimmed, upper-cased), prices typed in lei (at
 * least 1 leu, an old price above the price), a variant's option values (one for each of the family's options: an
 * option of a select attribute, or a number for a number attribute, see OptionNumber) and the combinations the family
 * already has, numbers compared as numbers; a new variant's values (added or attached) checked against them.
 *
 * @phpstan-require-extends \Illuminate\Foundation\Http\FormRequest
 */
trait ChecksFamilyInput
{
    /** A price is never below 1 leu. */
    public const MIN_PRICE = 100;

    /** @param  array<string, string>  $replace */
    private static function message(string $key, array $replace = []): string
    {
        return Text::get('admin.families.validation.'.$key, $replace);
    }

    /** What is typed under $key (a SKU or the beginning of one) trimmed and upper-cased, as SKUs are kept. */
    private function upperCaseSku(string $key): void
    {
        if (is_string($this->input($key))) {
            $this->merge([$key => mb_strtoupper(trim($this->string($key)->toString()))]);
        }
    }

    /** A price typed in lei as bani, or null with an error under $key. */
    private static function parsePrice(Validator $validator, string $key, mixed $typed): ?int
    {
        $bani = is_string($typed) || is_int($typed) ? PriceInput::toBani((string) $typed) : null;
        if ($bani === null || $bani < self::MIN_PRICE) {
            $validator->errors()->add($key, self::message('price'));

            return null;
        }

        return $bani;
    }

    /** An old price typed in lei (or empty) as bani; above the price or an error under $key. */
    private static function parseOldPrice(Validator $validator, string $key, mixed $typed, ?int $price): ?int
    {
        if ($typed === null || (is_string($typed) && trim($typed) === '')) {
            return null;
        }
        $bani = is_string($typed) || is_int($typed) ? PriceInput::toBani((string) $typed) : null;
        if ($bani === null) {
            $validator->errors()->add($key, self::message('price'));
        } elseif ($price !== null && $bani <= $price) {
            $validator->errors()->add($key, self::message('old_price'));
        }

        return $bani;
    }

    /**
     * The family's option attributes, in order, or null with an error under $key when it has none yet.
     *
     * @return Collection<int, Attribute>|null
     */
    private static function familyOptions(Validator $validator, string $key, ProductFamily $family): ?Collection
    {
        $options = FamilyFormPage::familyOptionModels($family->id);
        if ($options->isEmpty()) {
            $validator->errors()->add($key, self::message('no_options'));

            return null;
        }

        return $options;
    }

    /**
     * The option values of a variant joining $family (added or attached), typed under "values": one for each of the
     * family's options, in a combination none of its variants has. Null when they are not all there; errors under
     * "values" (and "values.{attribute id}"). Values are given back even when the combination is taken, with its error.
     *
     * @return array<int, int|string>|null
     */
    private function newVariantValues(Validator $validator, ProductFamily $family): ?array
    {
        if ($validator->errors()->has('values')) {
            return null;
        }
        $options = self::familyOptions($validator, 'values', $family);
        if ($options === null) {
            return null;
        }
        $values = self::parseValues($validator, 'values', $this->input('values'), $options);
        $taken = $values === null ? null : (self::existingCombinations($family->id, $options)[self::combination($values)] ?? null);
        if ($taken !== null) {
            $validator->errors()->add('values', self::message('duplicate', ['sku' => $taken]));
        }

        return $values;
    }

    /**
     * A variant's option values, attribute id => option id (a select attribute) or the number in its plain form (a
     * number attribute): one for each option attribute; errors under "$key.{attribute id}".
     *
     * @param  Collection<int, Attribute>  $attributes
     * @return array<int, int|string>|null
     */
    private static function parseValues(Validator $validator, string $key, mixed $typed, Collection $attributes): ?array
    {
        if ($typed !== null && ! is_array($typed)) {
            $validator->errors()->add($key, self::message('values'));

            return null;
        }
        $typed ??= [];
        $values = [];
        foreach ($attributes as $attribute) {
            $value = $typed[$attribute->id] ?? $typed[(string) $attribute->id] ?? null;
            $parsed = self::parseValue($attribute, $value);
            if ($parsed === null) {
                $validator->errors()->add($key.'.'.$attribute->id, self::valueMessage($attribute));

                continue;
            }
            $values[$attribute->id] = $parsed;
        }

        return count($values) === $attributes->count() ? $values : null;
    }

    /** One typed value of an option attribute: its option's id, the number's plain form, or null when neither. */
    private static function parseValue(Attribute $attribute, mixed $value): int|string|null
    {
        if ($attribute->type === 'number') {
            return OptionNumber::parse($value);
        }
        $option = is_int($value) ? $value : (is_string($value) && ctype_digit($value) && strlen($value) < 10 ? (int) $value : null);

        return $option !== null && $attribute->options->contains(static fn (AttributeOption $o): bool => $o->id === $option) ? $option : null;
    }

    /** What is wrong with a value of $attribute: not one of its options, or not a number within bounds. */
    private static function valueMessage(Attribute $attribute): string
    {
        return $attribute->type === 'number'
            ? self::message('number', ['attribute' => $attribute->translate('name'), 'max' => number_format(OptionNumber::MAX, 0, '', ' ')])
            : self::message('value', ['attribute' => $attribute->translate('name')]);
    }

    /**
     * The combination as one comparable key.
     *
     * @param  array<int, int|string>  $values
     */
    private static function combination(array $values): string
    {
        ksort($values);

        return json_encode($values, JSON_THROW_ON_ERROR);
    }

    /**
     * The combinations of the family's variants (other than $except) of its option attributes, by key => SKU.
     *
     * @param  Collection<int, Attribute>  $attributes
     * @return array<string, string>
     */
    private static function existingCombinations(int $familyId, Collection $attributes, ?int $except = null): array
    {
        $attributeIds = array_values(array_map('intval', $attributes->modelKeys()));
        if ($attributeIds === []) {
            return [];
        }
        $byVariant = [];
        $rows = DB::table('product_attribute_values as v')->join('products as p', 'p.id', '=', 'v.product_id')
            ->where('p.family_id', $familyId)->whereIn('v.attribute_id', $attributeIds)
            ->when($except !== null, static fn ($q) => $q->where('p.id', '!=', $except))
            ->get(['p.sku', 'v.attribute_id', 'v.attribute_option_id', 'v.number_value']);
        foreach ($rows as $row) {
            if ($row->attribute_option_id !== null) {
                $byVariant[(string) $row->sku][(int) $row->attribute_id] = (int) $row->attribute_option_id;
            } elseif ($row->number_value !== null) {
                $byVariant[(string) $row->sku][(int) $row->attribute_id] = OptionNumber::plain((string) $row->number_value);
            }
        }
        $combinations = [];
        foreach ($byVariant as $sku => $values) {
            if (count($values) === count($attributeIds)) {
                $combinations[self::combination($values)] = $sku;
            }
        }

        return $combinations;
    }
}
