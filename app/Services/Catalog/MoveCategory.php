<?php

declare(strict_types=1);

namespace App\Services\Catalog;

use App\Infrastructure\Security\StaffActor;
use App\Models\Category;
use App\Services\Audit\AuditLog;
use App\Support\Text;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/**
 * Puts a category, with everything below it, under another parent (or at the top), last among its new siblings.
 * The tree keeps three levels: the move is refused when the category's deepest descendant would land below the
 * third. Products keep their own category; the ancestors they are filed under (`category_root_id`,
 * `category_sub_id`) are rewritten in the same transaction, so listings of every level stay right. Runs inside the
 * caller's transaction (UpdateCategory); returns the ids of the categories whose products must be re-indexed.
 */
final class MoveCategory
{
    /** @return list<int> */
    public function apply(Category $category, ?int $parentId, StaffActor $actor): array
    {
        $parent = $parentId === null ? null : CategoryRules::locked($parentId);
        $levels = CategoryRules::subtree($category);
        if ($parent !== null && in_array($parent->id, array_merge(...$levels), true)) {
            throw ValidationException::withMessages(['parent_id' => Text::get('admin.categories.errors.into_itself')]);
        }
        $depth = $parent === null ? 0 : $parent->depth + 1;
        CategoryRules::assertDepth($depth + count($levels) - 1);

        $before = ['parent_id' => $category->parent_id, 'depth' => $category->depth];
        $category->forceFill(['parent_id' => $parent?->id, 'depth' => $depth, 'sort' => CategoryRules::nextSort($parent?->id)])->save();

        // Each level below keeps its place under the category, one level deeper or shallower.
        // The parent is at most a subcategory (the depth check above), so its own parent, if any, is the top.
        $ancestors = match (true) {
            $parent === null => [],
            $parent->parent_id === null => [$parent->id],
            default => [$parent->parent_id, $parent->id],
        };
        foreach (array_slice($levels, 1) as $offset => $ids) {
            DB::table('categories')->whereIn('id', $ids)->update(['depth' => $depth + $offset + 1]);
        }
        $this->refileProducts($category, $ancestors);

        AuditLog::record($actor, 'category.move', $category, $before, ['parent_id' => $category->parent_id, 'depth' => $depth], $category->translate('name', 'ro'));

        return array_merge(...$levels);
    }

    /**
     * Rewrites the ancestor columns of the products filed under the moved category and below it: a product's root
     * and subcategory are the first two nodes of its own category's path.
     *
     * @param  list<int>  $ancestors  the moved category's new ancestors, from the top
     */
    private function refileProducts(Category $category, array $ancestors): void
    {
        $walk = function (int $id, array $path) use (&$walk): void {
            /** @var list<int> $path */
            $path[] = $id;
            DB::table('products')->where('category_id', $id)->update([
                'category_root_id' => $path[0],
                'category_sub_id' => $path[1] ?? null,
                'updated_at' => now(),
            ]);
            foreach (DB::table('categories')->where('parent_id', $id)->pluck('id') as $child) {
                $walk((int) $child, $path);
            }
        };
        $walk($category->id, $ancestors);
    }
}
