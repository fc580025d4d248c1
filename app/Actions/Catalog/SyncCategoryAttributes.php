<?php

declare(strict_types=1);

namespace App\Actions\Catalog;

use App\Infrastructure\Security\StaffActor;
use App\Models\Category;
use App\Services\Audit\AuditLog;
use App\Services\Catalog\CatalogWrite;
use App\Services\Catalog\CategoryRules;

/**
 * The spec attributes a category's products are described by, in the order the product form asks for them. Values
 * products already have for an attribute taken off stay (and come back if it is picked again).
 */
final class SyncCategoryAttributes
{
    public function __construct(private CatalogWrite $write)
    {
    }

    /** @param  list<int>  $attributeIds in order */
    public function handle(Category $category, array $attributeIds, StaffActor $actor): void
    {
        $this->write->run(function () use ($category, $attributeIds, $actor): void {
            $category = CategoryRules::locked($category->id);
            /** @var list<int> $before */
            $before = $category->specAttributes()->pluck('attributes.id')->map(intval(...))->all();
            if ($before === $attributeIds) {
                return;
            }
            $pivot = [];
            foreach ($attributeIds as $index => $id) {
                $pivot[$id] = ['sort' => $index + 1];
            }
            $category->specAttributes()->sync($pivot);
            AuditLog::record($actor, 'category.attributes', $category, ['attributes' => $before], ['attributes' => $attributeIds], $category->translate('name', 'ro'));
        });
    }
}
