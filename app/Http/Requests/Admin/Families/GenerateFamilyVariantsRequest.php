<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Families;

use App\Http\Requests\Admin\Products\SaveProductRequest;
use App\Models\ProductFamily;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Validator;

/**
 * "Generate combinations": the option values chosen for each of the family's options (at least one each: options of
 * a select attribute ticked, numbers typed for a number attribute such as a TV's diagonal), the
 * beginning of the new variants' SKUs and the price they start with (to fill in per variant afterwards). Every
 * combination the family does not have yet becomes a new variant, at most MAX_COMBINATIONS at once.
 */
final class GenerateFamilyVariantsRequest extends FormRequest
{
    use ChecksFamilyInput;

    public const MAX_COMBINATIONS = 100;

    /** @var list<array<int, int|string>> */
    private array $combinations = [];

    private ?int $bani = null;

    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        $this->upperCaseSku('sku_prefix');
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'sku_prefix' => ['required', 'string', 'max:40', 'regex:'.SaveProductRequest::SKU_PATTERN],
            'choices' => ['required', 'array'],
            'choices.*' => ['array'],
            'choices.*.*' => ['nullable', 'string', 'max:20'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'sku_prefix.required' => self::message('sku'),
            'sku_prefix.*' => self::message('sku_format'),
            'choices.*' => self::message('choices'),
            'choices.*.*' => self::message('choices'),
            'choices.*.*.*' => self::message('choices'),
        ];
    }

    /**
     * @return array<int, \Closure(Validator): void>
     */
    public function after(): array
    {
        return [function (Validator $validator): void {
            /** @var ProductFamily $family */
            $family = $this->route('family');
            $this->bani = self::parsePrice($validator, 'price', $this->input('price'));
            $options = self::familyOptions($validator, 'choices', $family);
            if ($options === null) {
                return;
            }
            if ($validator->errors()->has('choices') || $validator->errors()->has('choices.*')) {
                return;
            }
            $choices = (array) $this->input('choices');
            $lists = [];
            foreach ($options as $attribute) {
                $typed = array_filter((array) ($choices[$attribute->id] ?? $choices[(string) $attribute->id] ?? []), static fn (mixed $value): bool => $value !== null && $value !== '');
                $picked = array_map(static fn (mixed $value): int|string|null => self::parseValue($attribute, $value), $typed);
                $known = array_values(array_unique(array_filter($picked, static fn (int|string|null $value): bool => $value !== null), SORT_REGULAR));
                if ($picked === [] || in_array(null, $picked, true)) {
                    $validator->errors()->add('choices.'.$attribute->id, self::valueMessage($attribute));

                    continue;
                }
                $lists[$attribute->id] = $known;
            }
            if ($validator->errors()->has('choices.*')) {
                return;
            }
            $all = [[]];
            foreach ($lists as $attributeId => $ids) {
                $next = [];
                foreach ($all as $partial) {
                    foreach ($ids as $id) {
                        $next[] = $partial + [$attributeId => $id];
                    }
                }
                $all = $next;
                if (count($all) > self::MAX_COMBINATIONS) {
                    $validator->errors()->add('choices', self::message('too_many', ['max' => (string) self::MAX_COMBINATIONS]));

                    return;
                }
            }
            $existing = self::existingCombinations($family->id, $options);
            $this->combinations = array_values(array_filter($all, static fn (array $values): bool => ! isset($existing[self::combination($values)])));
            if ($this->combinations === []) {
                $validator->errors()->add('choices', self::message('nothing_new'));
            }
        }];
    }

    /**
     * The combinations the family does not have yet, attribute id => option id (or number) each.
     *
     * @return list<array<int, int|string>>
     */
    public function combinations(): array
    {
        return $this->combinations;
    }

    public function price(): int
    {
        return $this->bani ?? throw new \LogicException('validated first');
    }

    public function skuPrefix(): string
    {
        return $this->string('sku_prefix')->toString();
    }
}
