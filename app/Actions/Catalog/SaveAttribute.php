<?php

declare(strict_types=1);

namespace App\Actions\Catalog;

use App\Enums\AttributeType;
use App\Infrastructure\Security\StaffActor;
use App\Models\Attribute;
use App\Services\Audit\AuditLog;
use App\Services\Catalog\CatalogWrite;
use App\Services\Catalog\CategoryRules;
use App\Support\Text;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/**
 * Creates a spec attribute or saves its form. Its type is fixed once a product has a value for it (the values would
 * no longer mean anything); an attribute that stops being a select loses its options, which no product uses then.
 *
 * @phpstan-type AttributeValues array{code: string, name: array{ro: string, ru: string}, section: array{ro: string, ru: string}, type: AttributeType, unit: string|null, is_filterable: bool, sort: int}
 */
final class SaveAttribute
{
    public function __construct(private CatalogWrite $write)
    {
    }

    /** @param  AttributeValues  $values */
    public function handle(?Attribute $attribute, array $values, StaffActor $actor): Attribute
    {
        return $this->write->run(function () use ($attribute, $values, $actor): Attribute {
            $fields = [...$values, 'type' => $values['type']->value, 'unit' => $values['type'] === AttributeType::Number ? $values['unit'] : null];
            if ($attribute === null) {
                $attribute = Attribute::query()->create($fields);
                AuditLog::record($actor, 'attribute.create', $attribute, [], self::audited($attribute), $attribute->code);

                return $attribute;
            }

            $attribute = CategoryRules::lock(Attribute::class, $attribute->id);
            $before = self::audited($attribute);
            if ($fields['type'] !== $attribute->type) {
                if (self::usedByProducts($attribute->id)) {
                    throw ValidationException::withMessages(['type' => Text::get('admin.attributes.errors.type_locked')]);
                }
                $attribute->options()->delete();
            }
            $attribute->fill($fields)->save();
            [$old, $new] = CategoryRules::changes($before, self::audited($attribute));
            if ($new !== []) {
                AuditLog::record($actor, 'attribute.update', $attribute, $old, $new, $attribute->code);
            }

            return $attribute;
        });
    }

    public static function usedByProducts(int $attributeId): bool
    {
        return DB::table('product_attribute_values')->where('attribute_id', $attributeId)->exists();
    }

    /** @return array<string, mixed> */
    public static function audited(Attribute $attribute): array
    {
        return [
            'code' => $attribute->code,
            'name' => $attribute->name,
            'section' => $attribute->section,
            'type' => $attribute->type,
            'unit' => $attribute->unit,
            'is_filterable' => $attribute->is_filterable,
            'sort' => $attribute->sort,
        ];
    }
}
