<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Families;

use App\Enums\StaffRole;
use App\Models\AuditEntry;
use App\Models\Product;
use App\Models\ProductFamily;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The variants table's actions: adding a variant, generating the missing combinations, attaching a product by SKU,
 * taking one out, the bulk price change and deleting the family, each with its refusals in both languages and its
 * audit entries naming the variant by SKU.
 */
final class FamilyVariantsTest extends TestCase
{
    use MakesFamilies;
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        $this->makeCatalog();
    }

    #[Test]
    public function a_new_variant_is_a_product_of_the_family_off_sale_unless_chosen(): void
    {
        $family = $this->family([['PP16-128-N', '128gb', 'negru', 1_500_000, 3, true]]);
        DB::table('product_attribute_values')->insert(['product_id' => Product::query()->where('sku', 'PP16-128-N')->value('id'), 'attribute_id' => DB::table('attributes')->where('code', 'weight')->value('id'), 'attribute_option_id' => null, 'number_value' => '170.00']);
        $this->staff();

        $this->post('/admin/familii/'.$family->id.'/variante', ['sku' => ' pp16-256-a ', 'values' => $this->picks('256gb', 'alb'), 'price' => '18 499,90', 'old_price' => ''])
            ->assertSessionHasNoErrors()->assertSessionHas('status', 'Varianta PP16-256-A a fost adăugată.');
        $variant = Product::query()->where('sku', 'PP16-256-A')->firstOrFail();
        $this->assertSame($family->id, $variant->family_id);
        $this->assertFalse($variant->is_active);
        $this->assertFalse($variant->is_listed);
        $this->assertSame(1_849_990, $variant->price);
        $this->assertSame(0, $variant->stock_total);
        $this->assertSame(['ro' => 'Pomme Phone 16 256 GB Alb', 'ru' => 'Pomme Phone 16 256 ГБ Белый'], $variant->name);
        $this->assertSame('pomme-phone-16-256-gb-alb', $variant->slug);
        $this->assertSame(['ro' => 'Descriere', 'ru' => 'Описание'], $variant->description);
        $this->assertSame([$this->leaf->id, $this->leaf->parent_id, $this->leaf->parent?->parent_id, $this->brand->id], [$variant->category_id, $variant->category_sub_id, $variant->category_root_id, $variant->brand_id]);
        // The specs its variants share come with it; its own option values are its own.
        $this->assertEquals(170.0, (float) DB::table('product_attribute_values')->where('product_id', $variant->id)->whereNotNull('number_value')->value('number_value'));
        $this->assertSame($this->options['alb']->id, (int) DB::table('product_attribute_values')->where('product_id', $variant->id)->where('attribute_id', $this->colour->id)->value('attribute_option_id'));

        $entry = AuditEntry::query()->where('action', 'family.variant_add')->sole();
        $this->assertSame(['Product', (string) $variant->id, 'PP16-256-A'], [$entry->subject_type, $entry->subject_id, $entry->subject_label]);
        $this->assertSame(['colour' => 'alb', 'storage' => '256gb'], $entry->after['specs']);

        // On sale at once when staff say so.
        $this->post('/admin/familii/'.$family->id.'/variante', ['sku' => 'PP16-512-A', 'values' => $this->picks('512gb', 'alb'), 'price' => '20000', 'is_active' => true])->assertSessionHasNoErrors();
        $this->assertTrue(Product::query()->where('sku', 'PP16-512-A')->value('is_active'));
    }

    #[Test]
    public function a_variant_is_refused_a_taken_sku_a_taken_combination_and_foreign_values(): void
    {
        $family = $this->family([['PP16-128-N', '128gb', 'negru', 1_500_000, 3, true]]);
        $this->product('TAKEN-1');
        $this->staff();
        $this->from('/admin/familii/'.$family->id.'/editare')->post('/admin/familii/'.$family->id.'/variante', ['sku' => 'taken-1', 'values' => $this->picks('128gb', 'negru'), 'price' => '0,50', 'old_price' => '0,10'])
            ->assertRedirect('/admin/familii/'.$family->id.'/editare')
            ->assertSessionHasErrors([
                'sku' => 'Alt produs are deja acest cod.',
                'values' => 'Varianta PP16-128-N are deja aceste opțiuni.',
                'price' => 'Scrieți un preț în lei de cel puțin 1 leu, de exemplu 12 499,90.',
            ]);

        $this->staff(StaffRole::Manager, 'ru');
        $response = $this->postJson('/admin/familii/'.$family->id.'/variante', ['sku' => 'bad sku', 'values' => [(string) $this->storage->id => (string) $this->options['negru']->id], 'price' => '100', 'old_price' => '90'])->assertUnprocessable();
        $errors = $response->json('errors');
        $this->assertSame(['Код может содержать только заглавные латинские буквы, цифры и - _ . (не более 64).'], $errors['sku']);
        $this->assertSame(['Выберите значение для «Память».'], $errors['values.'.$this->storage->id]);
        $this->assertSame(['Выберите значение для «Цвет».'], $errors['values.'.$this->colour->id]);
        $this->assertSame(['Старая цена должна быть выше цены.'], $errors['old_price']);
        $this->postJson('/admin/familii/'.$family->id.'/variante', ['sku' => 'OK-1', 'values' => 'negru', 'price' => ['100']])->assertUnprocessable()
            ->assertJsonPath('errors.values.0', 'Выберите значения опций.')->assertJsonPath('errors.price.0', 'Укажите цену в леях, не меньше 1 лея, например 12 499,90.');

        $this->assertSame(1, Product::query()->where('family_id', $family->id)->count());
    }

    #[Test]
    public function a_family_without_options_takes_no_variant_until_its_options_are_saved(): void
    {
        $family = ProductFamily::query()->create(['slug' => 'pp-18', 'name' => ['ro' => 'Pomme Phone 18', 'ru' => 'Pomme Phone 18'], 'brand_id' => $this->brand->id, 'category_id' => $this->leaf->id]);
        $this->product('FREE-1');
        $this->staff();
        $this->from('/admin/familii/'.$family->id.'/editare');
        $message = 'Familia nu are opțiuni: alegeți-le și salvați întâi.';

        $this->post('/admin/familii/'.$family->id.'/variante', ['sku' => 'PP18-1', 'values' => [], 'price' => '100'])->assertSessionHasErrors(['values' => $message]);
        $this->post('/admin/familii/'.$family->id.'/atasare', ['sku' => 'FREE-1'])->assertSessionHasErrors(['values' => $message]);
        $this->post('/admin/familii/'.$family->id.'/combinatii', ['sku_prefix' => 'PP18', 'choices' => ['1' => ['1']], 'price' => '100'])->assertSessionHasErrors(['choices' => $message]);
        $this->staff(StaffRole::Manager, 'ru');
        $this->postJson('/admin/familii/'.$family->id.'/atasare', ['sku' => 'FREE-1'])->assertUnprocessable()
            ->assertJsonPath('errors.values.0', 'У семейства нет опций: сначала выберите их и сохраните.');

        $this->assertSame(0, Product::query()->where('family_id', $family->id)->count());
    }

    #[Test]
    public function generating_creates_only_the_missing_combinations_off_sale(): void
    {
        $family = $this->family([['PP16-128-N', '128gb', 'negru', 1_500_000, 3, true]]);
        $this->staff();
        $choices = [(string) $this->storage->id => [(string) $this->options['128gb']->id, (string) $this->options['256gb']->id], (string) $this->colour->id => [(string) $this->options['negru']->id, (string) $this->options['alb']->id]];

        $this->post('/admin/familii/'.$family->id.'/combinatii', ['sku_prefix' => 'pp16', 'choices' => $choices, 'price' => '15000'])
            ->assertSessionHasNoErrors()->assertSessionHas('status', 'Variante noi: 3. Completați-le prețurile și puneți-le în vânzare.');
        $this->assertSame(['PP16-128-N', 'PP16-128GB-ALB', 'PP16-256GB-ALB', 'PP16-256GB-NEGRU'], Product::query()->where('family_id', $family->id)->orderBy('sku')->pluck('sku')->all());
        $this->assertSame(0, Product::query()->where('family_id', $family->id)->where('sku', '!=', 'PP16-128-N')->where('is_active', true)->count());
        $this->assertSame([1_500_000], Product::query()->where('family_id', $family->id)->where('sku', '!=', 'PP16-128-N')->distinct()->pluck('price')->all());
        $this->assertSame(3, AuditEntry::query()->where('action', 'family.variant_add')->count());

        // Nothing left to make; an option of another attribute; none ticked for an option.
        $this->from('/admin/familii/'.$family->id.'/editare')->post('/admin/familii/'.$family->id.'/combinatii', ['sku_prefix' => 'PP16', 'choices' => $choices, 'price' => '15000'])
            ->assertSessionHasErrors(['choices' => 'Familia are deja toate aceste combinații.']);
        $this->staff(StaffRole::Owner, 'ru');
        $response = $this->postJson('/admin/familii/'.$family->id.'/combinatii', ['sku_prefix' => 'PP16', 'choices' => [(string) $this->storage->id => [(string) $this->options['alb']->id]], 'price' => 'free'])->assertUnprocessable();
        $this->assertSame(['Выберите значение для «Память».'], $response->json('errors')['choices.'.$this->storage->id]);
        $this->assertSame(['Выберите значение для «Цвет».'], $response->json('errors')['choices.'.$this->colour->id]);
        $this->assertSame(['Укажите цену в леях, не меньше 1 лея, например 12 499,90.'], $response->json('errors')['price']);
        $this->postJson('/admin/familii/'.$family->id.'/combinatii', ['sku_prefix' => 'PP16', 'choices' => 'all', 'price' => '100'])->assertUnprocessable()
            ->assertJsonPath('errors.choices.0', 'Отметьте значения каждой опции.');
        $this->assertSame(4, Product::query()->where('family_id', $family->id)->count());
    }

    #[Test]
    public function an_existing_product_joins_by_sku_and_one_goes_back_to_being_its_own(): void
    {
        $family = ProductFamily::query()->create(['slug' => 'pp-17', 'name' => ['ro' => 'Pomme Phone 17', 'ru' => 'Pomme Phone 17'], 'brand_id' => $this->brand->id, 'category_id' => $this->leaf->id]);
        DB::table('product_family_options')->insert(['family_id' => $family->id, 'attribute_id' => $this->storage->id, 'position' => 0]);
        $first = $this->product('OLD-128', 1_200_000, 4);
        $second = $this->product('OLD-256', 1_400_000, 1);
        $this->staff();

        $this->post('/admin/familii/'.$family->id.'/atasare', ['sku' => 'old-128', 'values' => [(string) $this->storage->id => (string) $this->options['128gb']->id]])
            ->assertSessionHasNoErrors()->assertSessionHas('status', 'Produsul OLD-128 a intrat în familie.');
        $this->post('/admin/familii/'.$family->id.'/atasare', ['sku' => 'OLD-256', 'values' => [(string) $this->storage->id => (string) $this->options['256gb']->id]])->assertSessionHasNoErrors();
        $first->refresh();
        $second->refresh();
        $this->assertSame([$family->id, $family->id], [$first->family_id, $second->family_id]);
        $this->assertSame('Pomme Phone 17 128 GB', $first->name['ro']);
        $this->assertSame($this->brand->id, $second->brand_id);
        // The family had no description: it took the first product's, and wrote it to both.
        $this->assertSame('Descrierea lui OLD-128', $family->refresh()->description['ro']);
        $this->assertSame('Descrierea lui OLD-128', $second->description['ro']);
        $this->assertSame(['old-128', 1_200_000, 4], [$first->slug, $first->price, $first->stock_total]);
        $this->assertSame(['OLD-128'], Product::query()->where('family_id', $family->id)->where('is_listed', true)->pluck('sku')->all());
        $attach = AuditEntry::query()->where('action', 'family.variant_attach')->where('subject_label', 'OLD-128')->sole();
        $this->assertSame('Produs OLD-128', $attach->before['name']['ro']);

        // Refused: unknown SKU, one already in, one of another family, a combination taken.
        $other = ProductFamily::query()->create(['slug' => 'other', 'name' => ['ro' => 'Alta', 'ru' => 'Другая'], 'brand_id' => $this->brand->id, 'category_id' => $this->leaf->id]);
        $this->product('ELSEWHERE')->forceFill(['family_id' => $other->id])->save();
        $this->product('FREE-1');
        $values = [(string) $this->storage->id => (string) $this->options['512gb']->id];
        $this->from('/admin/familii/'.$family->id.'/editare');
        $this->post('/admin/familii/'.$family->id.'/atasare', ['sku' => 'NOPE', 'values' => $values])->assertSessionHasErrors(['sku' => 'Niciun produs nu are acest cod.']);
        $this->post('/admin/familii/'.$family->id.'/atasare', ['sku' => 'OLD-256', 'values' => $values])->assertSessionHasErrors(['sku' => 'Produsul este deja în această familie.']);
        $this->post('/admin/familii/'.$family->id.'/atasare', ['sku' => 'ELSEWHERE', 'values' => $values])->assertSessionHasErrors(['sku' => 'Produsul face parte din altă familie. Scoateți-l întâi de acolo.']);
        $this->staff(StaffRole::Manager, 'ru');
        $this->postJson('/admin/familii/'.$family->id.'/atasare', ['sku' => 'FREE-1', 'values' => [(string) $this->storage->id => (string) $this->options['128gb']->id]])->assertUnprocessable()
            ->assertJsonPath('errors.values.0', 'У варианта OLD-128 уже есть такие опции.');

        // Taking one out: it is a product of its own again, listed for itself, its name kept.
        $this->delete('/admin/familii/'.$family->id.'/variante/'.$first->id)->assertSessionHasNoErrors()
            ->assertSessionHas('status', 'Товар OLD-128 убран из семейства и остался отдельным товаром.');
        $first->refresh();
        $this->assertNull($first->family_id);
        $this->assertTrue($first->is_listed);
        $this->assertSame('Pomme Phone 17 128 GB', $first->name['ro']);
        $this->assertSame(['OLD-256'], Product::query()->where('family_id', $family->id)->where('is_listed', true)->pluck('sku')->all());
        $this->assertSame(['family' => 'Pomme Phone 17'], AuditEntry::query()->where('action', 'family.variant_remove')->sole()->before);
        // A product that is not a variant of this family is refused, not taken out of its own.
        $elsewhere = Product::query()->where('sku', 'ELSEWHERE')->firstOrFail();
        $this->deleteJson('/admin/familii/'.$family->id.'/variante/'.$elsewhere->id)->assertUnprocessable()
            ->assertJsonPath('errors.variants.0', 'Этот товар не является вариантом семейства.');
        $this->assertSame($other->id, $elsewhere->refresh()->family_id);
    }

    #[Test]
    public function prices_change_in_bulk_by_a_percent_or_an_amount_never_below_one_leu(): void
    {
        $family = $this->family([
            ['PP16-128-N', '128gb', 'negru', 1_000_000, 3, true],
            ['PP16-256-N', '256gb', 'negru', 2_000_000, 2, true],
            ['PP16-512-N', '512gb', 'negru', 150, 0, true],
        ]);
        $ids = Product::query()->where('family_id', $family->id)->orderBy('id')->pluck('id')->all();
        Product::query()->whereKey($ids[1])->update(['old_price' => 2_100_000]);
        $this->staff();

        // 10 % down over the ticked two: the old price above the new one stays.
        $this->post('/admin/familii/'.$family->id.'/preturi', ['ids' => [$ids[0], $ids[1]], 'mode' => 'percent', 'direction' => 'down', 'value' => '10'])
            ->assertSessionHasNoErrors()->assertSessionHas('status', 'Prețuri schimbate: 2.');
        $this->assertSame([900_000, 1_800_000, 150], Product::query()->whereKey($ids)->orderBy('id')->pluck('price')->all());
        $this->assertSame(2_100_000, Product::query()->whereKey($ids[1])->value('old_price'));

        // 3 000 lei up over all: an old price no longer above the price goes.
        $this->post('/admin/familii/'.$family->id.'/preturi', ['mode' => 'amount', 'direction' => 'up', 'value' => '3 000'])->assertSessionHasNoErrors();
        $this->assertSame([1_200_000, 2_100_000, 300_150], Product::query()->whereKey($ids)->orderBy('id')->pluck('price')->all());
        $this->assertNull(Product::query()->whereKey($ids[1])->value('old_price'));

        // Down by more than a price: 1 leu, never less.
        $this->post('/admin/familii/'.$family->id.'/preturi', ['ids' => [$ids[2]], 'mode' => 'amount', 'direction' => 'down', 'value' => '5000'])->assertSessionHasNoErrors();
        $this->assertSame(100, Product::query()->whereKey($ids[2])->value('price'));

        $bulk = AuditEntry::query()->where('action', 'family.bulk_price')->orderBy('id')->get();
        $this->assertSame(['change' => '−10 %', 'skus' => ['PP16-128-N', 'PP16-256-N']], $bulk[0]->after);
        $this->assertSame('+3000 lei', $bulk[1]->after['change']);
        $this->assertSame(['price' => 1_000_000], AuditEntry::query()->where('action', 'family.variant_update')->where('subject_label', 'PP16-128-N')->orderBy('id')->firstOrFail()->before);

        // Refused: a percent above 90, an unknown mode, a variant of no family, in both languages.
        $stranger = $this->product('STRANGER');
        $this->from('/admin/familii/'.$family->id.'/editare')->post('/admin/familii/'.$family->id.'/preturi', ['mode' => 'percent', 'direction' => 'down', 'value' => '95'])
            ->assertSessionHasErrors(['value' => 'Scrieți un procent între 0,01 și 90.']);
        $this->staff(StaffRole::Manager, 'ru');
        $this->postJson('/admin/familii/'.$family->id.'/preturi', ['mode' => 'half', 'direction' => 'sideways', 'value' => '10'])->assertUnprocessable()
            ->assertJsonPath('errors.mode.0', 'Выберите, как менять цены.');
        $this->postJson('/admin/familii/'.$family->id.'/preturi', ['ids' => [$stranger->id], 'mode' => 'amount', 'direction' => 'down', 'value' => '10'])->assertUnprocessable()
            ->assertJsonPath('errors.ids.0', 'Этот товар не является вариантом семейства.');
        $this->postJson('/admin/familii/'.$family->id.'/preturi', ['ids' => 'all', 'mode' => 'amount', 'direction' => 'down', 'value' => 'zece'])->assertUnprocessable()
            ->assertJsonValidationErrors(['ids']);
        $this->assertSame(100_00, Product::query()->where('sku', 'STRANGER')->value('price'));
    }

    #[Test]
    public function deleting_a_family_leaves_its_variants_as_products_of_their_own(): void
    {
        $family = $this->family([
            ['PP16-128-N', '128gb', 'negru', 1_000_000, 3, true],
            ['PP16-256-N', '256gb', 'negru', 2_000_000, 2, true],
        ]);
        $this->staff();
        $this->delete('/admin/familii/'.$family->id)->assertRedirect('/admin/familii')
            ->assertSessionHas('status', 'Familia a fost ștearsă; variantele ei au rămas produse separate.');

        $this->assertFalse(ProductFamily::query()->whereKey($family->id)->exists());
        $this->assertSame([[null, true], [null, true]], Product::query()->orderBy('id')->get()->map(static fn (Product $p): array => [$p->family_id, $p->is_listed])->all());
        $this->assertSame(['PP16-128-N', 'PP16-256-N'], AuditEntry::query()->where('action', 'family.delete')->sole()->before['skus']);
    }
}
