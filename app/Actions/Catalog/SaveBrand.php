<?php

declare(strict_types=1);

namespace App\Actions\Catalog;

use App\Infrastructure\Security\StaffActor;
use App\Models\Brand;
use App\Services\Audit\AuditLog;
use App\Services\Catalog\CatalogWrite;
use App\Services\Catalog\CategoryRules;
use App\Services\Catalog\UniqueSlug;

/**
 * Creates a brand or saves its form: name, slug (made from the name when left empty), logo. A renamed brand
 * re-indexes its products' search documents through the model's own hook.
 */
final class SaveBrand
{
    public function __construct(private CatalogWrite $write)
    {
    }

    /**
     * @param  array{name: string, slug: string|null}  $values
     * @param  string|null  $logo  a newly stored logo, or null to keep the current one
     */
    public function handle(?Brand $brand, array $values, ?string $logo, bool $removeLogo, StaffActor $actor): Brand
    {
        $replaced = null;

        return $this->write->run(function () use ($brand, $values, $logo, $removeLogo, $actor, &$replaced): Brand {
            if ($brand === null) {
                $brand = Brand::query()->create([
                    'name' => $values['name'],
                    'slug' => $values['slug'] ?? UniqueSlug::for('brands', $values['name']),
                    'logo' => $logo,
                ]);
                AuditLog::record($actor, 'brand.create', $brand, [], self::audited($brand), $brand->name);

                return $brand;
            }

            $brand = CategoryRules::lock(Brand::class, $brand->id);
            $before = self::audited($brand);
            $replaced = $logo !== null || $removeLogo ? $brand->logo : null;
            $brand->fill([
                'name' => $values['name'],
                'slug' => $values['slug'] ?? UniqueSlug::for('brands', $values['name'], $brand->id),
                'logo' => $logo ?? ($removeLogo ? null : $brand->logo),
            ])->save();
            [$old, $new] = CategoryRules::changes($before, self::audited($brand));
            if ($new !== []) {
                AuditLog::record($actor, 'brand.update', $brand, $old, $new, $brand->name);
            }

            return $brand;
        }, $logo, static function () use (&$replaced): ?string {
            return $replaced;
        });
    }

    /** @return array<string, mixed> */
    public static function audited(Brand $brand): array
    {
        return ['name' => $brand->name, 'slug' => $brand->slug, 'logo' => $brand->logo];
    }
}
