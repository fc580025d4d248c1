<?php

declare(strict_types=1);

namespace App\Actions\Catalog;

use App\Infrastructure\Security\StaffActor;
use App\Models\Category;
use App\Services\Audit\AuditLog;
use App\Services\Catalog\CatalogWrite;

/** Moves a category one place up or down among its siblings; the siblings are numbered 1, 2, 3… afterwards. */
final class ReorderCategory
{
    public function __construct(private CatalogWrite $write)
    {
    }

    public function handle(Category $category, bool $up, StaffActor $actor): void
    {
        $this->write->run(function () use ($category, $up, $actor): void {
            $query = Category::query();
            $query->getQuery()->where('parent_id', $category->parent_id)->orderBy('sort')->orderBy('id')->lockForUpdate();
            $siblings = array_values($query->get()->all());
            $at = array_search($category->id, array_map(static fn (Category $c): int => $c->id, $siblings), true);
            if ($at === false) {
                return;
            }
            $to = $up ? $at - 1 : $at + 1;
            if (! isset($siblings[$to])) {
                return;
            }
            [$siblings[$at], $siblings[$to]] = [$siblings[$to], $siblings[$at]];

            foreach ($siblings as $index => $sibling) {
                if ($sibling->sort !== $index + 1) {
                    $sibling->forceFill(['sort' => $index + 1])->save();
                }
            }
            AuditLog::record($actor, 'category.order', $category, ['position' => $at + 1], ['position' => $to + 1], $category->translate('name', 'ro'));
        });
    }
}
