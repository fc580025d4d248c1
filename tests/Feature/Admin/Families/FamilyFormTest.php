<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Families;

use App\Enums\StaffRole;
use App\Models\AuditEntry;
use App\Models\Product;
use App\Models\ProductFamily;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The family form (/admin/familii): creating a family, saving its shared details and the variants table's inline
 * edits written down to every variant in one transaction, the refusals in both languages, the "changed meanwhile"
 * answer, and which variant the family lists after a price edit.
 */
final class FamilyFormTest extends TestCase
{
    use MakesFamilies;
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        $this->makeCatalog();
    }

    /**
     * @param  array<string, mixed>  $overrides
     * @return array<string, mixed>
     */
    private function form(array $overrides = []): array
    {
        return array_replace([
            'name' => ['ro' => ' Pomme Phone 17 ', 'ru' => 'Pomme Phone 17'],
            'description' => ['ro' => 'Un telefon **rapid**.', 'ru' => 'Быстрый телефон.'],
            'brand_id' => $this->brand->id,
            'category_id' => $this->leaf->id,
            'options' => [$this->colour->id, $this->storage->id],
        ], $overrides);
    }

    /**
     * The edit form's data as the page sends it back.
     *
     * @param  array<string, mixed>  $overrides
     * @return array<string, mixed>
     */
    private function editForm(ProductFamily $family, array $overrides = []): array
    {
        $page = $this->get('/admin/familii/'.$family->id.'/editare')->assertOk()->viewData('page');
        $props = $page['props'];
        $data = [
            'name' => $props['family']['name'],
            'description' => $props['family']['description'],
            'brand_id' => $props['family']['brand_id'],
            'category_id' => $props['family']['category_id'],
            'options' => $props['family']['options'],
            'version' => $props['family']['version'],
            'variants' => array_map(static fn (array $v): array => ['id' => $v['id'], 'price' => $v['price'], 'old_price' => $v['old_price'], 'is_active' => $v['is_active'], 'values' => (array) $v['values']], $props['variants']),
        ];

        return array_replace($data, $overrides);
    }

    #[Test]
    public function a_family_is_created_with_its_options_in_order_and_audited(): void
    {
        $this->staff();
        $this->get('/admin/familii/nou?category='.$this->leaf->id)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('admin/families/form')->where('family', null)
            // The category's select and number attributes (a TV's diagonal is a number), the number with its unit.
            ->where('attributes.0.code', 'storage')->where('attributes.1.code', 'colour')->where('attributes.0.type', 'select')
            ->where('attributes.2.code', 'weight')->where('attributes.2.type', 'number')->where('attributes.2.unit', 'g')->has('attributes', 3)->etc());

        $response = $this->post('/admin/familii', $this->form());
        $family = ProductFamily::query()->sole();
        $response->assertRedirect('/admin/familii/'.$family->id.'/editare')->assertSessionHas('status', 'Familia a fost creată. Adăugați-i variantele.');

        $this->assertSame(['ro' => 'Pomme Phone 17', 'ru' => 'Pomme Phone 17'], $family->name);
        $this->assertSame('pomme-phone-17', $family->slug);
        $this->assertSame([$this->colour->id, $this->storage->id], DB::table('product_family_options')->where('family_id', $family->id)->orderBy('position')->pluck('attribute_id')->map(static fn ($id): int => (int) $id)->all());
        $entry = AuditEntry::query()->where('action', 'family.create')->sole();
        $this->assertSame('ProductFamily', $entry->subject_type);
        $this->assertSame([$this->colour->id, $this->storage->id], $entry->after['attributes']);
    }

    #[Test]
    public function bad_input_is_refused_beside_each_field_in_romanian_and_russian(): void
    {
        $this->staff();
        $other = $this->attribute('matrix', 'Matricea', 'Матрица', ['ips' => ['IPS', 'IPS']]);
        $this->from('/admin/familii/nou')->post('/admin/familii', $this->form([
            'name' => ['ro' => '', 'ru' => str_repeat('я', 201)],
            'brand_id' => 999_999,
            'options' => [$other->id],
        ]))->assertRedirect('/admin/familii/nou')->assertSessionHasErrors([
            'name.ro' => 'Scrieți denumirea în română (cel mult 200 de caractere).',
            'name.ru' => 'Denumirea poate avea cel mult 200 de caractere.',
            'brand_id' => 'Alegeți brandul.',
            'options.0' => 'Alegeți o caracteristică de tip listă sau număr a categoriei, fiecare o singură dată.',
        ]);

        // A category with subcategories, in Russian; more than three options.
        $this->staff(StaffRole::Manager, 'ru');
        $this->postJson('/admin/familii', $this->form(['category_id' => $this->leaf->parent_id]))->assertUnprocessable()
            ->assertJsonPath('errors.category_id.0', 'Выберите категорию последнего уровня.');
        $this->postJson('/admin/familii', $this->form(['options' => [1, 2, 3, 4]]))->assertUnprocessable()
            ->assertJsonPath('errors.options.0', 'У семейства не более 3 опций.');
        // Arrays only where arrays go.
        $this->postJson('/admin/familii', $this->form(['name' => 'Pomme', 'options' => 'storage']))->assertUnprocessable()
            ->assertJsonValidationErrors(['name', 'options']);
        $this->assertSame(0, ProductFamily::query()->count());
    }

    #[Test]
    public function saving_writes_the_shared_fields_down_and_the_inline_edits_in_one_go(): void
    {
        $family = $this->family([
            ['PP16-128-N', '128gb', 'negru', 1_500_000, 3, true],
            ['PP16-256-A', '256gb', 'alb', 1_800_000, 0, false],
        ]);
        $this->staff();
        $data = $this->editForm($family, [
            'name' => ['ro' => 'Pomme Phone 16e', 'ru' => 'Pomme Phone 16e'],
            'description' => ['ro' => 'Nou', 'ru' => 'Новый'],
        ]);
        $data['variants'][1] = [...$data['variants'][1], 'price' => '17 999,90', 'old_price' => '18 999', 'is_active' => true, 'values' => $this->picks('512gb', 'alb')];

        $this->put('/admin/familii/'.$family->id, $data)->assertRedirect('/admin/familii/'.$family->id.'/editare')
            ->assertSessionHasNoErrors()->assertSessionHas('status', 'Familia a fost salvată.');

        $first = Product::query()->where('sku', 'PP16-128-N')->firstOrFail();
        $second = Product::query()->where('sku', 'PP16-256-A')->firstOrFail();
        $this->assertSame(['ro' => 'Pomme Phone 16e 128 GB Negru', 'ru' => 'Pomme Phone 16e 128 ГБ Чёрный'], $first->name);
        $this->assertSame(['ro' => 'Pomme Phone 16e 512 GB Alb', 'ru' => 'Pomme Phone 16e 512 ГБ Белый'], $second->name);
        foreach ([$first, $second] as $variant) {
            $this->assertSame($this->brand->id, $variant->brand_id);
            $this->assertSame($this->leaf->id, $variant->category_id);
            $this->assertSame($this->leaf->parent_id, $variant->category_sub_id);
            $this->assertSame($this->leaf->parent?->parent_id, $variant->category_root_id);
            $this->assertSame(['ro' => 'Nou', 'ru' => 'Новый'], $variant->description);
        }
        $this->assertSame(1_799_990, $second->price);
        $this->assertSame(1_899_900, $second->old_price);
        $this->assertTrue($second->is_active);
        $this->assertSame(1, $family->refresh()->version);

        $this->assertSame(1, AuditEntry::query()->where('action', 'family.update')->count());
        $variantEntry = AuditEntry::query()->where('action', 'family.variant_update')->sole();
        $this->assertSame('PP16-256-A', $variantEntry->subject_label);
        $this->assertSame(['price' => 1_799_990, 'old_price' => 1_899_900, 'is_active' => true, 'specs' => ['colour' => 'alb', 'storage' => '512gb']], $variantEntry->after);
        $this->assertSame(['price' => 1_800_000, 'old_price' => null, 'is_active' => false, 'specs' => ['colour' => 'alb', 'storage' => '256gb']], $variantEntry->before);
    }

    #[Test]
    public function the_cheapest_active_variant_in_stock_becomes_the_listed_one_after_a_price_edit(): void
    {
        $family = $this->family([
            ['PP16-128-N', '128gb', 'negru', 1_500_000, 3, true],
            ['PP16-256-N', '256gb', 'negru', 1_800_000, 2, true],
            ['PP16-512-N', '512gb', 'negru', 900_000, 0, true],
        ]);
        $this->staff();
        $this->put('/admin/familii/'.$family->id, $this->editForm($family))->assertSessionHasNoErrors();
        $this->assertSame(['PP16-128-N'], Product::query()->where('is_listed', true)->pluck('sku')->all());

        $data = $this->editForm($family);
        $data['variants'][1]['price'] = '12 000';
        $this->put('/admin/familii/'.$family->id, $data)->assertSessionHasNoErrors();

        // Cheaper and in stock: the 512 GB one is cheaper still but has none.
        $this->assertSame(['PP16-256-N'], Product::query()->where('is_listed', true)->pluck('sku')->all());
        // Filters find the family by its listed variant's values and its other active variants' ones, each once.
        $this->assertEqualsCanonicalizing([$this->options['128gb']->id, $this->options['256gb']->id, $this->options['512gb']->id], DB::table('family_option_values')->where('family_id', $family->id)->where('attribute_id', $this->storage->id)->pluck('attribute_option_id')->map(static fn ($id): int => (int) $id)->all());
    }

    #[Test]
    public function a_save_over_a_change_made_meanwhile_is_refused(): void
    {
        $family = $this->family([['PP16-128-N', '128gb', 'negru', 1_500_000, 3, true]]);
        $this->staff();
        $stale = $this->editForm($family);
        $this->put('/admin/familii/'.$family->id, $this->editForm($family, ['name' => ['ro' => 'Alt nume', 'ru' => 'Другое имя']]))->assertSessionHasNoErrors();

        $this->from('/admin/familii/'.$family->id.'/editare')->put('/admin/familii/'.$family->id, $stale)
            ->assertSessionHasErrors(['version' => 'Familia a fost modificată între timp de altcineva. Reîncărcați pagina și încercați din nou.']);
        $this->assertSame('Alt nume', $family->refresh()->name['ro']);

        $this->staff(StaffRole::Manager, 'ru');
        $this->putJson('/admin/familii/'.$family->id, $stale)->assertUnprocessable()
            ->assertJsonPath('errors.version.0', 'Семейство тем временем изменил кто-то другой. Обновите страницу и попробуйте ещё раз.');
    }

    #[Test]
    public function the_variants_table_is_checked_row_by_row(): void
    {
        $family = $this->family([
            ['PP16-128-N', '128gb', 'negru', 1_500_000, 3, true],
            ['PP16-256-N', '256gb', 'negru', 1_800_000, 2, true],
        ]);
        $stranger = $this->product('STRANGER');
        $this->staff();
        $data = $this->editForm($family);
        $data['variants'][0]['price'] = '0,99';
        $data['variants'][0]['old_price'] = '0,50';
        $data['variants'][1]['values'] = $this->picks('128gb', 'negru');
        $this->from('/admin/familii/'.$family->id.'/editare')->put('/admin/familii/'.$family->id, $data)->assertSessionHasErrors([
            'variants.0.price' => 'Scrieți un preț în lei de cel puțin 1 leu, de exemplu 12 499,90.',
            'variants.1.values' => 'Varianta PP16-128-N are deja aceste opțiuni.',
        ]);

        $this->staff(StaffRole::Owner, 'ru');
        $data = $this->editForm($family);
        $data['variants'][0]['values'] = [(string) $this->colour->id => (string) $this->options['128gb']->id, (string) $this->storage->id => (string) $this->options['128gb']->id];
        $data['variants'][1]['old_price'] = '100';
        $response = $this->putJson('/admin/familii/'.$family->id, $data)->assertUnprocessable();
        $this->assertSame(['Выберите значение для «Цвет».'], $response->json('errors')['variants.0.values.'.$this->colour->id]);
        $this->assertSame(['Старая цена должна быть выше цены.'], $response->json('errors')['variants.1.old_price']);

        // A product of another family (or none) in the table, a variant missing from it, a row that is not an array.
        $data = $this->editForm($family);
        $data['variants'][1]['id'] = $stranger->id;
        $response = $this->putJson('/admin/familii/'.$family->id, $data)->assertUnprocessable();
        $this->assertSame(['Этот товар не является вариантом семейства.'], $response->json('errors')['variants.1']);
        $data = $this->editForm($family);
        array_pop($data['variants']);
        $this->putJson('/admin/familii/'.$family->id, $data)->assertUnprocessable()
            ->assertJsonPath('errors.variants.0', 'Таблица не совпадает с вариантами семейства. Обновите страницу.');
        $this->putJson('/admin/familii/'.$family->id, $this->editForm($family, ['variants' => 'all']))->assertUnprocessable()
            ->assertJsonValidationErrors(['variants']);

        $this->assertSame([1_500_000, 1_800_000], Product::query()->where('family_id', $family->id)->orderBy('id')->pluck('price')->all());
        $this->assertSame(0, AuditEntry::query()->count());
    }

    #[Test]
    public function staff_without_the_catalogue_are_refused(): void
    {
        $family = $this->family([['PP16-128-N', '128gb', 'negru', 1_500_000, 3, true]]);
        $this->staff(StaffRole::Warehouse);
        $this->get('/admin/familii')->assertForbidden();
        $this->get('/admin/familii/'.$family->id.'/editare')->assertForbidden();
        $this->put('/admin/familii/'.$family->id, $this->form(['version' => 1]))->assertForbidden();
        $this->post('/admin/familii/'.$family->id.'/preturi', ['mode' => 'percent', 'direction' => 'down', 'value' => '10'])->assertForbidden();
        $this->delete('/admin/familii/'.$family->id)->assertForbidden();
        $this->assertSame(1_500_000, Product::query()->where('sku', 'PP16-128-N')->value('price'));
        $this->assertTrue(ProductFamily::query()->whereKey($family->id)->exists());
    }
}
