<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Families;

use App\Enums\StaffRole;
use App\Models\Attribute;
use App\Models\AuditEntry;
use App\Models\Product;
use App\Models\ProductFamily;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * A family told apart by a number attribute (a TV line by its diagonal): the table shows and edits each variant's
 * number, generating combinations takes typed numbers, two variants never share a number (55 and 55.0 are the same),
 * the variant's name says the number with its unit, and what is not a number within bounds is refused in both
 * languages.
 */
final class FamilyNumberOptionTest extends TestCase
{
    use MakesFamilies;
    use RefreshDatabase;

    private Attribute $screen;

    protected function setUp(): void
    {
        parent::setUp();
        $this->makeCatalog();
        $this->screen = Attribute::query()->create(['code' => 'screen_size', 'name' => ['ro' => 'Diagonala', 'ru' => 'Диагональ'], 'section' => ['ro' => 'Ecran', 'ru' => 'Экран'], 'type' => 'number', 'unit' => '"', 'sort' => 4]);
        DB::table('category_attribute')->insert(['category_id' => $this->leaf->id, 'attribute_id' => $this->screen->id, 'sort' => 9]);
    }

    /**
     * A TV line by diagonal: [sku, diagonal, price in bani].
     *
     * @param  list<array{0: string, 1: float, 2: int}>  $variants
     */
    private function tvFamily(array $variants): ProductFamily
    {
        $family = ProductFamily::query()->create(['slug' => 'vision-x', 'name' => ['ro' => 'Televizor Vision X', 'ru' => 'Телевизор Vision X'], 'brand_id' => $this->brand->id, 'category_id' => $this->leaf->id]);
        DB::table('product_family_options')->insert(['family_id' => $family->id, 'attribute_id' => $this->screen->id, 'position' => 0]);
        foreach ($variants as [$sku, $diagonal, $price]) {
            $product = $this->product($sku, $price, 2);
            $product->forceFill(['family_id' => $family->id, 'is_listed' => false])->save();
            DB::table('product_attribute_values')->insert(['product_id' => $product->id, 'attribute_id' => $this->screen->id, 'attribute_option_id' => null, 'number_value' => $diagonal]);
        }

        return $family;
    }

    /**
     * @param  array<string, string>  $diagonals  SKU => typed diagonal
     * @return array<string, mixed>
     */
    private function editForm(ProductFamily $family, array $diagonals = []): array
    {
        $props = $this->get('/admin/familii/'.$family->id.'/editare')->assertOk()->viewData('page')['props'];
        $variants = [];
        foreach ($props['variants'] as $v) {
            $values = (array) $v['values'];
            if (isset($diagonals[$v['sku']])) {
                $values[(string) $this->screen->id] = $diagonals[$v['sku']];
            }
            $variants[] = ['id' => $v['id'], 'price' => $v['price'], 'old_price' => $v['old_price'], 'is_active' => $v['is_active'], 'values' => $values];
        }

        return ['name' => $props['family']['name'], 'description' => $props['family']['description'], 'brand_id' => $props['family']['brand_id'],
            'category_id' => $props['family']['category_id'], 'options' => $props['family']['options'], 'version' => $props['family']['version'], 'variants' => $variants];
    }

    /** @return array<string, string> SKU => stored diagonal */
    private function diagonals(ProductFamily $family): array
    {
        return DB::table('product_attribute_values as v')->join('products as p', 'p.id', '=', 'v.product_id')->where('p.family_id', $family->id)
            ->where('v.attribute_id', $this->screen->id)->whereNull('v.attribute_option_id')->orderBy('p.sku')->pluck('v.number_value', 'p.sku')
            ->map(static fn (mixed $n): string => (string) (float) $n)->all();
    }

    #[Test]
    public function the_table_shows_each_diagonal_and_saving_a_changed_one_writes_the_number_and_the_name(): void
    {
        $family = $this->tvFamily([['VX-50', 50, 900_000], ['VX-55', 55, 1_100_000]]);
        $this->staff();
        $props = $this->get('/admin/familii/'.$family->id.'/editare')->assertOk()->viewData('page')['props'];
        $screen = collect($props['attributes'])->firstWhere('code', 'screen_size');
        $this->assertSame(['type' => 'number', 'unit' => '"'], ['type' => $screen['type'], 'unit' => $screen['unit']]);
        $this->assertSame(['50', '55'], array_map(fn (array $v): string => ((array) $v['values'])[(string) $this->screen->id], $props['variants']));

        // A comma for decimals, as staff type it in Romanian and Russian.
        $this->put('/admin/familii/'.$family->id, $this->editForm($family, ['VX-55' => '65', 'VX-50' => '49,5']))->assertSessionHasNoErrors()->assertRedirect();

        $this->assertSame(['VX-50' => '49.5', 'VX-55' => '65'], $this->diagonals($family));
        $this->assertSame(['ro' => 'Televizor Vision X 65"', 'ru' => 'Телевизор Vision X 65"'], Product::query()->where('sku', 'VX-55')->value('name'));
        $this->assertSame('Televizor Vision X 49,5"', Product::query()->where('sku', 'VX-50')->value('name')['ro']);
        $this->assertSame(['specs' => ['screen_size' => '55']], array_intersect_key(AuditEntry::query()->where('action', 'family.variant_update')->where('subject_label', 'VX-55')->sole()->before, ['specs' => true]));
        $this->assertSame('VX-50', Product::query()->where('family_id', $family->id)->where('is_listed', true)->value('sku'), 'the family lists its cheapest variant in stock');
    }

    #[Test]
    public function a_unit_is_written_as_the_shop_writes_it_in_each_language(): void
    {
        $this->screen->forceFill(['unit' => 'W'])->save();
        $family = $this->tvFamily([['CH-20', 20, 20_000], ['CH-65', 65, 60_000]]);
        $this->staff();
        $this->put('/admin/familii/'.$family->id, $this->editForm($family))->assertSessionHasNoErrors();

        $this->assertSame(['ro' => 'Televizor Vision X 65 W', 'ru' => 'Телевизор Vision X 65 Вт'], Product::query()->where('sku', 'CH-65')->value('name'));
    }

    #[Test]
    public function two_variants_with_the_same_number_or_one_that_is_not_a_number_are_refused_in_both_languages(): void
    {
        $family = $this->tvFamily([['VX-50', 50, 900_000], ['VX-55', 55, 1_100_000]]);
        $this->staff();
        $key = 'variants.1.values.'.$this->screen->id;

        // 50.0 is 50: the same diagonal as VX-50's.
        $this->from('/admin/familii/'.$family->id.'/editare')->put('/admin/familii/'.$family->id, $this->editForm($family, ['VX-55' => '50.0']))
            ->assertSessionHasErrors(['variants.1.values' => 'Varianta VX-50 are deja aceste opțiuni.']);
        foreach (['cincizeci' => 'ro', '0' => 'ro', '-5' => 'ro', '100001' => 'ru', '6.125' => 'ru', '' => 'ru'] as $typed => $locale) {
            $this->staff(StaffRole::Editor, $locale);
            $message = $locale === 'ro'
                ? 'Scrieți „Diagonala” ca număr mai mare de 0 și de cel mult 100 000, cu cel mult două zecimale, de exemplu 55 sau 6,1.'
                : 'Укажите «Диагональ» числом больше 0 и не больше 100 000, не более двух знаков после запятой, например 55 или 6,1.';
            $this->from('/admin/familii/'.$family->id.'/editare')->put('/admin/familii/'.$family->id, $this->editForm($family, ['VX-55' => (string) $typed]))
                ->assertSessionHasErrors([$key => $message]);
        }
        $this->staff(StaffRole::Editor, 'ru');
        $this->from('/admin/familii/'.$family->id.'/editare')->put('/admin/familii/'.$family->id, $this->editForm($family, ['VX-55' => '50']))
            ->assertSessionHasErrors(['variants.1.values' => 'У варианта VX-50 уже есть такие опции.']);

        $this->assertSame(['VX-50' => '50', 'VX-55' => '55'], $this->diagonals($family));
    }

    #[Test]
    public function generating_takes_typed_numbers_and_makes_only_the_missing_diagonals(): void
    {
        $family = $this->tvFamily([['VX-55', 55, 1_100_000]]);
        $this->staff();
        $choices = [(string) $this->screen->id => ['43', '50', '55.00', '6,5']];

        $this->post('/admin/familii/'.$family->id.'/combinatii', ['sku_prefix' => 'vx', 'choices' => $choices, 'price' => '7000'])
            ->assertSessionHasNoErrors()->assertSessionHas('status', 'Variante noi: 3. Completați-le prețurile și puneți-le în vânzare.');
        $this->assertSame(['VX-43' => '43', 'VX-50' => '50', 'VX-55' => '55', 'VX-6.5' => '6.5'], $this->diagonals($family));
        $this->assertSame('Televizor Vision X 43"', Product::query()->where('sku', 'VX-43')->value('name')['ro']);
        $this->assertSame('Телевизор Vision X 6,5"', Product::query()->where('sku', 'VX-6.5')->value('name')['ru']);

        // Every one typed exists now; a word among the numbers; in Russian too.
        $this->from('/admin/familii/'.$family->id.'/editare')->post('/admin/familii/'.$family->id.'/combinatii', ['sku_prefix' => 'VX', 'choices' => [(string) $this->screen->id => ['43', '55']], 'price' => '7000'])
            ->assertSessionHasErrors(['choices' => 'Familia are deja toate aceste combinații.']);
        $this->from('/admin/familii/'.$family->id.'/editare')->post('/admin/familii/'.$family->id.'/combinatii', ['sku_prefix' => 'VX', 'choices' => [(string) $this->screen->id => ['75', 'mare']], 'price' => '7000'])
            ->assertSessionHasErrors(['choices.'.$this->screen->id => 'Scrieți „Diagonala” ca număr mai mare de 0 și de cel mult 100 000, cu cel mult două zecimale, de exemplu 55 sau 6,1.']);
        $this->staff(StaffRole::Editor, 'ru');
        $response = $this->postJson('/admin/familii/'.$family->id.'/combinatii', ['sku_prefix' => 'VX', 'choices' => [(string) $this->screen->id => ['']], 'price' => '7000'])->assertUnprocessable();
        $this->assertSame(['Укажите «Диагональ» числом больше 0 и не больше 100 000, не более двух знаков после запятой, например 55 или 6,1.'], $response->json('errors')['choices.'.$this->screen->id] ?? $response->json('errors'));
        $this->assertSame(4, Product::query()->where('family_id', $family->id)->count());
    }

    #[Test]
    public function a_variant_added_with_a_diagonal_another_has_is_refused(): void
    {
        $family = $this->tvFamily([['VX-55', 55, 1_100_000]]);
        $this->staff();
        $this->from('/admin/familii/'.$family->id.'/editare')->post('/admin/familii/'.$family->id.'/variante', ['sku' => 'VX-55B', 'values' => [(string) $this->screen->id => '55,0'], 'price' => '9000'])
            ->assertSessionHasErrors(['values' => 'Varianta VX-55 are deja aceste opțiuni.']);
        $this->post('/admin/familii/'.$family->id.'/variante', ['sku' => 'VX-65', 'values' => [(string) $this->screen->id => '65'], 'price' => '9000'])->assertSessionHasNoErrors();
        $this->assertSame(['VX-55' => '55', 'VX-65' => '65'], $this->diagonals($family));
    }
}
