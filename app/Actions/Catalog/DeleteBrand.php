<?php

declare(strict_types=1);

namespace App\Actions\Catalog;

use App\Infrastructure\Security\StaffActor;
use App\Models\Brand;
use App\Services\Audit\AuditLog;
use App\Services\Catalog\CatalogWrite;
use App\Services\Catalog\CategoryRules;
use App\Support\Text;
use Illuminate\Validation\ValidationException;

/** Deletes a brand no product carries; one with products is refused (under `brand`). */
final class DeleteBrand
{
    public function __construct(private CatalogWrite $write)
    {
    }

    public function handle(Brand $brand, StaffActor $actor): void
    {
        $logo = null;
        $this->write->run(function () use ($brand, $actor, &$logo): void {
            $brand = CategoryRules::lock(Brand::class, $brand->id);
            $count = $brand->products()->count();
            if ($count > 0) {
                throw ValidationException::withMessages(['brand' => Text::get('admin.brands.errors.has_products', ['name' => $brand->name, 'count' => $count])]);
            }
            $logo = $brand->logo;
            AuditLog::record($actor, 'brand.delete', $brand, SaveBrand::audited($brand), [], $brand->name);
            $brand->delete();
        }, null, static function () use (&$logo): ?string {
            return $logo;
        });
    }
}
