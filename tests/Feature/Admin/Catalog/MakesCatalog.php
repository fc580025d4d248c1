<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Catalog;

use App\Enums\StaffRole;
use App\Models\Attribute;
use App\Models\Brand;
use App\Models\Category;
use App\Models\Product;
use App\Models\User;
use Illuminate\Http\UploadedFile;

/** A small catalogue and signed-in staff for the back office's catalogue tests. */
trait MakesCatalog
{
    private function editor(string $locale = 'ro'): User
    {
        $editor = User::factory()->staff(StaffRole::Editor)->createOne(['locale' => $locale, 'name' => 'Elena Editor']);
        $this->actingAs($editor);

        return $editor;
    }

    private function category(string $slug, ?Category $parent = null, int $sort = 1): Category
    {
        return Category::query()->create([
            'parent_id' => $parent?->id,
            'depth' => $parent === null ? 0 : $parent->depth + 1,
            'slug' => $slug,
            'name' => ['ro' => ucfirst($slug), 'ru' => ucfirst($slug).' RU'],
            'sort' => $sort,
        ]);
    }

    private function brand(string $name = 'Quorra'): Brand
    {
        return Brand::query()->create(['name' => $name, 'slug' => str()->slug($name)]);
    }

    private function product(Category $category, ?Brand $brand = null, string $sku = 'SKU-1'): Product
    {
        $path = [];
        for ($node = $category; $node !== null; $node = $node->parent) {
            array_unshift($path, $node->id);
        }

        return Product::query()->create([
            'slug' => str()->slug($sku),
            'sku' => $sku,
            'name' => ['ro' => 'Produs '.$sku, 'ru' => 'Товар '.$sku],
            'description' => ['ro' => '', 'ru' => ''],
            'brand_id' => ($brand ?? $this->brand('Brand '.$sku))->id,
            'category_id' => $category->id,
            'category_root_id' => $path[0],
            'category_sub_id' => $path[1] ?? null,
            'price' => 100_00,
            'stock_total' => 1,
        ]);
    }

    private function selectAttribute(string $code = 'resolution'): Attribute
    {
        return Attribute::query()->create([
            'code' => $code,
            'name' => ['ro' => 'Rezoluție', 'ru' => 'Разрешение'],
            'section' => ['ro' => 'Ecran', 'ru' => 'Экран'],
            'type' => 'select',
            'is_filterable' => true,
            'sort' => 1,
        ]);
    }

    private static function png(int $width = 600, int $height = 300): UploadedFile
    {
        $image = imagecreatetruecolor($width, $height);
        imagefilledrectangle($image, 0, 0, $width, $height, (int) imagecolorallocate($image, 30, 90, 200));
        $path = (string) tempnam(sys_get_temp_dir(), 'img');
        imagepng($image, $path);

        return new UploadedFile($path, 'image.png', null, null, true);
    }
}
