<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Families;

use App\Enums\StaffRole;
use App\Models\Attribute;
use App\Models\AttributeOption;
use App\Models\Brand;
use App\Models\Category;
use App\Models\Product;
use App\Models\ProductFamily;
use App\Models\User;
use Illuminate\Support\Facades\DB;

/**
 * A phone category three levels deep with two select attributes (storage, colour) and a number one, a brand, staff
 * signed in, and families with variants made directly, for the family back office's tests.
 */
trait MakesFamilies
{
    private Category $leaf;

    private Brand $brand;

    private Attribute $storage;

    private Attribute $colour;

    /** @var array<string, AttributeOption> by slug */
    private array $options = [];

    private function makeCatalog(): void
    {
        $root = Category::query()->create(['depth' => 0, 'slug' => 'electronice', 'name' => ['ro' => 'Electronice', 'ru' => 'Электроника'], 'sort' => 1]);
        $sub = Category::query()->create(['parent_id' => $root->id, 'depth' => 1, 'slug' => 'telefoane', 'name' => ['ro' => 'Telefoane', 'ru' => 'Телефоны'], 'sort' => 1]);
        $this->leaf = Category::query()->create(['parent_id' => $sub->id, 'depth' => 2, 'slug' => 'smartphone', 'name' => ['ro' => 'Smartphone', 'ru' => 'Смартфоны'], 'sort' => 1]);
        $this->brand = Brand::query()->create(['name' => 'Pomme', 'slug' => 'pomme']);
        $this->storage = $this->attribute('storage', 'Memoria', 'Память', ['128gb' => ['128 GB', '128 ГБ'], '256gb' => ['256 GB', '256 ГБ'], '512gb' => ['512 GB', '512 ГБ']]);
        $this->colour = $this->attribute('colour', 'Culoarea', 'Цвет', ['negru' => ['Negru', 'Чёрный'], 'alb' => ['Alb', 'Белый']]);
        $weight = Attribute::query()->create(['code' => 'weight', 'name' => ['ro' => 'Greutatea', 'ru' => 'Вес'], 'section' => ['ro' => 'General', 'ru' => 'Общее'], 'type' => 'number', 'unit' => 'g', 'sort' => 3]);
        foreach ([$this->storage, $this->colour, $weight] as $i => $attribute) {
            DB::table('category_attribute')->insert(['category_id' => $this->leaf->id, 'attribute_id' => $attribute->id, 'sort' => $i]);
        }
    }

    /**
     * @param  array<string, array{0: string, 1: string}>  $values
     */
    private function attribute(string $code, string $ro, string $ru, array $values): Attribute
    {
        $attribute = Attribute::query()->create(['code' => $code, 'name' => ['ro' => $ro, 'ru' => $ru], 'section' => ['ro' => 'General', 'ru' => 'Общее'], 'type' => 'select', 'is_filterable' => true, 'sort' => 1]);
        $sort = 1;
        foreach ($values as $slug => [$valueRo, $valueRu]) {
            $this->options[$slug] = $attribute->options()->create(['slug' => $slug, 'value' => ['ro' => $valueRo, 'ru' => $valueRu], 'sort' => $sort++]);
        }

        return $attribute;
    }

    private function staff(StaffRole $role = StaffRole::Editor, string $locale = 'ro'): User
    {
        $user = User::factory()->staff($role)->createOne(['locale' => $locale]);
        $this->actingAs($user);

        return $user;
    }

    /**
     * A family told apart by storage and colour, with the variants given as [sku, storage, colour, price in bani,
     * stock, active].
     *
     * @param  list<array{0: string, 1: string, 2: string, 3: int, 4: int, 5: bool}>  $variants
     */
    private function family(array $variants = [], string $name = 'Pomme Phone 16'): ProductFamily
    {
        $family = ProductFamily::query()->create(['slug' => str()->slug($name), 'name' => ['ro' => $name, 'ru' => $name], 'description' => ['ro' => 'Descriere', 'ru' => 'Описание'], 'brand_id' => $this->brand->id, 'category_id' => $this->leaf->id]);
        DB::table('product_family_options')->insert([
            ['family_id' => $family->id, 'attribute_id' => $this->storage->id, 'position' => 0],
            ['family_id' => $family->id, 'attribute_id' => $this->colour->id, 'position' => 1],
        ]);
        foreach ($variants as [$sku, $storage, $colour, $price, $stock, $active]) {
            $product = $this->product($sku, $price, $stock, $active);
            $product->forceFill(['family_id' => $family->id, 'is_listed' => false])->save();
            $this->values($product, [$this->storage->id => $this->options[$storage]->id, $this->colour->id => $this->options[$colour]->id]);
        }

        return $family;
    }

    private function product(string $sku, int $price = 100_00, int $stock = 0, bool $active = true): Product
    {
        $leaf = $this->leaf;

        return Product::query()->create([
            'slug' => str()->slug($sku), 'sku' => $sku, 'name' => ['ro' => 'Produs '.$sku, 'ru' => 'Товар '.$sku],
            'description' => ['ro' => 'Descrierea lui '.$sku, 'ru' => 'Описание '.$sku], 'brand_id' => Brand::query()->firstOrCreate(['slug' => 'alt'], ['name' => 'Alt'])->id,
            'category_id' => $leaf->id, 'category_root_id' => (int) $leaf->parent?->parent_id, 'category_sub_id' => $leaf->parent_id,
            'price' => $price, 'stock_total' => $stock, 'is_active' => $active, 'popularity' => 0,
        ]);
    }

    /**
     * @param  array<int, int>  $values
     */
    private function values(Product $product, array $values): void
    {
        foreach ($values as $attributeId => $optionId) {
            DB::table('product_attribute_values')->insert(['product_id' => $product->id, 'attribute_id' => $attributeId, 'attribute_option_id' => $optionId, 'number_value' => null]);
        }
    }

    /** @return array<string, string> a variant's option values as the form sends them */
    private function picks(string $storage, string $colour): array
    {
        return [(string) $this->storage->id => (string) $this->options[$storage]->id, (string) $this->colour->id => (string) $this->options[$colour]->id];
    }
}
