<?php

declare(strict_types=1);

namespace App\Actions\Catalog;

use App\Enums\AttributeType;
use App\Infrastructure\Security\StaffActor;
use App\Models\Attribute;
use App\Models\AttributeOption;
use App\Services\Audit\AuditLog;
use App\Services\Catalog\CatalogWrite;
use App\Services\Catalog\CategoryRules;
use App\Support\Text;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use Illuminate\Validation\ValidationException;

/** Adds an option to a select attribute or saves one: its value in both languages, its slug (the filter's URL word), its place, its swatch. */
final class SaveAttributeOption
{
    public function __construct(private CatalogWrite $write)
    {
    }

    /** @param  array{value: array{ro: string, ru: string}, slug: string|null, sort: int|null, swatch?: string|null}  $values */
    public function handle(Attribute $attribute, ?AttributeOption $option, array $values, StaffActor $actor): AttributeOption
    {
        return $this->write->run(function () use ($attribute, $option, $values, $actor): AttributeOption {
            if ($attribute->type !== AttributeType::Select->value) {
                throw ValidationException::withMessages(['option' => Text::get('admin.attributes.errors.not_select')]);
            }
            $slug = $values['slug'] ?? self::slugFor($attribute->id, $values['value']['ro'], $option?->id);
            if ($option === null) {
                $max = DB::table('attribute_options')->where('attribute_id', $attribute->id)->max('sort');
                $option = $attribute->options()->create([
                    'slug' => $slug,
                    'value' => $values['value'],
                    'sort' => $values['sort'] ?? (is_numeric($max) ? (int) $max + 1 : 1),
                    'swatch' => $values['swatch'] ?? null,
                ]);
                AuditLog::record($actor, 'attribute_option.create', $option, [], self::audited($option), $attribute->code.': '.$slug);

                return $option;
            }

            $before = self::audited($option);
            $option->fill(['slug' => $slug, 'value' => $values['value'], 'sort' => $values['sort'] ?? $option->sort, 'swatch' => $values['swatch'] ?? null])->save();
            [$old, $new] = CategoryRules::changes($before, self::audited($option));
            if ($new !== []) {
                AuditLog::record($actor, 'attribute_option.update', $option, $old, $new, $attribute->code.': '.$option->slug);
            }

            return $option;
        });
    }

    /** @return array<string, mixed> */
    public static function audited(AttributeOption $option): array
    {
        return ['slug' => $option->slug, 'value' => $option->value, 'sort' => $option->sort, 'swatch' => $option->swatch];
    }

    private static function slugFor(int $attributeId, string $value, ?int $ignoreId): string
    {
        $base = Str::slug($value);
        $base = $base === '' ? 'x' : $base;
        $slug = $base;
        for ($n = 2; DB::table('attribute_options')->where('attribute_id', $attributeId)->where('slug', $slug)->when($ignoreId !== null, static fn ($q) => $q->where('id', '!=', $ignoreId))->exists(); $n++) {
            $slug = $base.'-'.$n;
        }

        return $slug;
    }
}
