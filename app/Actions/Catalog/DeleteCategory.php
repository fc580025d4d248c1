<?php

declare(strict_types=1);

namespace App\Actions\Catalog;

use App\Infrastructure\Security\StaffActor;
use App\Models\Category;
use App\Services\Audit\AuditLog;
use App\Services\Catalog\CatalogWrite;
use App\Services\Catalog\CategoryRules;
use App\Support\Text;
use Illuminate\Validation\ValidationException;

/** Deletes an empty category: one with subcategories or products is refused (under `category`). */
final class DeleteCategory
{
    public function __construct(private CatalogWrite $write)
    {
    }

    public function handle(Category $category, StaffActor $actor): void
    {
        $image = null;
        $this->write->run(function () use ($category, $actor, &$image): void {
            $category = CategoryRules::locked($category->id);
            $name = $category->translate('name', 'ro');
            if (Category::query()->where('parent_id', $category->id)->exists()) {
                throw ValidationException::withMessages(['category' => Text::get('admin.categories.errors.has_children', ['name' => $category->translate('name')])]);
            }
            if (CategoryRules::hasProducts($category)) {
                throw ValidationException::withMessages(['category' => Text::get('admin.categories.errors.has_products', ['name' => $category->translate('name')])]);
            }
            $image = $category->image;
            AuditLog::record($actor, 'category.delete', $category, CategoryRules::audited($category), [], $name);
            $category->delete();
        }, null, static function () use (&$image): ?string {
            return $image;
        });
    }
}
