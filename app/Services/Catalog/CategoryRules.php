<?php

declare(strict_types=1);

namespace App\Services\Catalog;

use App\Models\Category;
use App\Support\Text;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/**
 * The tree's rules shared by the category actions: three levels (depth 0, 1, 2), siblings in `sort` order, slugs
 * the storefront's routes do not already use. Refusals are a ValidationException under the form's field.
 *
 * @phpstan-type Label array{name: array{ro: string, ru: string}, font_color: string, bg_color: string}
 * @phpstan-type Values array{name: array{ro: string, ru: string}, slug: string|null, parent_id: int|null, label: Label|null}
 */
final class CategoryRules
{
    public const MAX_DEPTH = 2;

    /** Paths the storefront's category route would take for a category's slug. */
    public const RESERVED_SLUGS = ['reduceri'];

    public static function locked(int $id): Category
    {
        return self::lock(Category::class, $id);
    }

    /**
     * A row read for update, so concurrent staff changes to it wait for this transaction.
     *
     * @template T of Model
     *
     * @param  class-string<T>  $model
     * @return T
     */
    public static function lock(string $model, int $id): Model
    {
        $query = $model::query()->whereKey($id);
        $query->getQuery()->lockForUpdate();

        return $query->firstOrFail();
    }

    public static function assertDepth(int $depth): void
    {
        if ($depth > self::MAX_DEPTH) {
            throw ValidationException::withMessages(['parent_id' => Text::get('admin.categories.errors.too_deep')]);
        }
    }

    public static function nextSort(?int $parentId): int
    {
        $max = DB::table('categories')->where('parent_id', $parentId)->max('sort');

        return is_numeric($max) ? (int) $max + 1 : 1;
    }

    /**
     * The ids of a category and everything below it, by level: [[the category], [its children], [their children]].
     *
     * @return list<list<int>>
     */
    public static function subtree(Category $category): array
    {
        $levels = [[$category->id]];
        while (count($levels) <= self::MAX_DEPTH) {
            /** @var list<int> $ids */
            $ids = DB::table('categories')->whereIn('parent_id', $levels[count($levels) - 1])->orderBy('id')->pluck('id')->map(intval(...))->all();
            if ($ids === []) {
                break;
            }
            $levels[] = $ids;
        }

        return $levels;
    }

    /** Whether any product is filed under the category or below it. */
    public static function hasProducts(Category $category): bool
    {
        return DB::table('products')->where($category->productColumn(), $category->id)->exists();
    }

    /**
     * What the audit log keeps of a category.
     *
     * @return array<string, mixed>
     */
    public static function audited(Category $category): array
    {
        return [
            'name' => $category->name,
            'slug' => $category->slug,
            'parent_id' => $category->parent_id,
            'label' => $category->label,
            'image' => $category->image,
        ];
    }

    /**
     * The fields whose values differ, each side.
     *
     * @param  array<string, mixed>  $before
     * @param  array<string, mixed>  $after
     * @return array{0: array<string, mixed>, 1: array<string, mixed>}
     */
    public static function changes(array $before, array $after): array
    {
        $changed = array_keys(array_filter($after, static fn (mixed $value, string $key): bool => ($before[$key] ?? null) !== $value, ARRAY_FILTER_USE_BOTH));

        return [array_intersect_key($before, array_flip($changed)), array_intersect_key($after, array_flip($changed))];
    }
}
