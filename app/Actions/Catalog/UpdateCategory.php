<?php

declare(strict_types=1);

namespace App\Actions\Catalog;

use App\Infrastructure\Security\StaffActor;
use App\Models\Category;
use App\Models\Product;
use App\Services\Audit\AuditLog;
use App\Services\Catalog\CatalogWrite;
use App\Services\Catalog\CategoryRules;
use App\Services\Catalog\MoveCategory;
use App\Services\Catalog\UniqueSlug;

/**
 * Saves a category's form: names, slug, label badge, image, and its parent (a move, see MoveCategory). A renamed or
 * moved category re-indexes its products' search documents, which hold their categories' names.
 *
 * @phpstan-import-type Values from CategoryRules
 */
final class UpdateCategory
{
    public function __construct(private CatalogWrite $write, private MoveCategory $move)
    {
    }

    /**
     * @param  Values  $values
     * @param  string|null  $image  a newly stored image, or null to keep the current one
     */
    public function handle(Category $category, array $values, ?string $image, bool $removeImage, StaffActor $actor): Category
    {
        $replaced = null;
        $moved = [];
        $category = $this->write->run(function () use ($category, $values, $image, $removeImage, $actor, &$replaced, &$moved): Category {
            $category = CategoryRules::locked($category->id);
            $before = CategoryRules::audited($category);
            if ($values['parent_id'] !== $category->parent_id) {
                $moved = $this->move->apply($category, $values['parent_id'], $actor);
            }

            $replaced = $image !== null || $removeImage ? $category->image : null;
            $category->fill([
                'name' => $values['name'],
                'slug' => $values['slug'] ?? UniqueSlug::for('categories', $values['name']['ro'], $category->id, CategoryRules::RESERVED_SLUGS),
                'label' => $values['label'],
                'image' => $image ?? ($removeImage ? null : $category->image),
            ])->save();

            [$old, $new] = CategoryRules::changes(array_diff_key($before, ['parent_id' => 0]), array_diff_key(CategoryRules::audited($category), ['parent_id' => 0]));
            if ($new !== []) {
                AuditLog::record($actor, 'category.update', $category, $old, $new, $category->translate('name', 'ro'));
            }

            return $category;
        }, $image, static function () use (&$replaced): ?string {
            return $replaced;
        });

        // A rename re-indexes through the model's own hook; a move changes the ancestors of everything below.
        foreach ($moved as $id) {
            Product::reindexWhere('category_id', $id);
        }

        return $category;
    }
}
