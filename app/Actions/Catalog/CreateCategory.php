<?php

declare(strict_types=1);

namespace App\Actions\Catalog;

use App\Infrastructure\Security\StaffActor;
use App\Models\Category;
use App\Services\Audit\AuditLog;
use App\Services\Catalog\CatalogWrite;
use App\Services\Catalog\CategoryRules;
use App\Services\Catalog\UniqueSlug;

/**
 * A new category at the top or under a parent, last among its siblings; the tree holds three levels, so a
 * sub-subcategory takes no children.
 *
 * @phpstan-import-type Values from CategoryRules
 */
final class CreateCategory
{
    public function __construct(private CatalogWrite $write)
    {
    }

    /** @param  Values  $values */
    public function handle(array $values, ?string $image, StaffActor $actor): Category
    {
        return $this->write->run(function () use ($values, $image, $actor): Category {
            $parent = $values['parent_id'] === null ? null : CategoryRules::locked($values['parent_id']);
            $depth = $parent === null ? 0 : $parent->depth + 1;
            CategoryRules::assertDepth($depth);

            $category = Category::query()->create([
                'parent_id' => $parent?->id,
                'depth' => $depth,
                'slug' => $values['slug'] ?? UniqueSlug::for('categories', $values['name']['ro'], null, CategoryRules::RESERVED_SLUGS),
                'name' => $values['name'],
                'icon' => $parent?->icon,
                'image' => $image,
                'sort' => CategoryRules::nextSort($parent?->id),
                'label' => $values['label'],
            ]);
            AuditLog::record($actor, 'category.create', $category, [], CategoryRules::audited($category), $category->translate('name', 'ro'));

            return $category;
        }, $image);
    }
}
