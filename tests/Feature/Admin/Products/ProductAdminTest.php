<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Products;

use App\Enums\StaffRole;
use App\Models\Attribute;
use App\Models\AuditEntry;
use App\Models\Brand;
use App\Models\Category;
use App\Models\Product;
use App\Models\User;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** The back office's product list and form: filters, validation in both languages, prices, specs, bulk, audit. */
final class ProductAdminTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    private function staff(StaffRole $role = StaffRole::Editor, string $locale = 'ro'): User
    {
        return User::factory()->staff($role)->createOne(['locale' => $locale]);
    }

    /** A leaf category with a select, a number and a boolean spec attribute (the demo's fridges have all three). */
    private function leafWithSpecs(): Category
    {
        foreach (Category::query()->where('depth', 2)->orderBy('id')->get() as $category) {
            $types = $category->specAttributes()->pluck('type')->unique()->all();
            if (count(array_intersect(['select', 'number', 'boolean'], $types)) === 3) {
                return $category;
            }
        }
        $this->fail('no demo category has select, number and boolean specs');
    }

    /**
     * @param  array<string, mixed>  $overrides
     * @return array<string, mixed>
     */
    private function form(array $overrides = []): array
    {
        $category = $this->leafWithSpecs();

        return array_replace([
            'name' => ['ro' => 'Frigider Test 300', 'ru' => 'Холодильник Тест 300'],
            'description' => ['ro' => "Un frigider **silențios**.\n\n- clasa A", 'ru' => 'Тихий холодильник.'],
            'sku' => ' fr-test_1.a ',
            'slug' => '',
            'price' => '12 499,90',
            'old_price' => '13.999,00',
            'category_id' => $category->id,
            'brand_id' => Brand::query()->orderBy('id')->value('id'),
            'specs' => [],
            'is_new' => true,
            'is_popular' => false,
            // Sent as an older form sent it: a new product is a draft all the same.
            'is_active' => true,
        ], $overrides);
    }

    #[Test]
    public function the_list_searches_by_name_in_either_language_or_sku_filters_and_sorts(): void
    {
        $product = Product::query()->orderBy('id')->firstOrFail();
        $editor = $this->staff();
        $this->actingAs($editor);

        $this->get('/admin/produse')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('admin/products/index')->has('products', 25)->where('pagination.total', Product::query()->count())
            ->where('can_edit', true)->etc());

        $this->get('/admin/produse?q='.urlencode(mb_strtolower($product->sku)))->assertInertia(fn (Assert $page) => $page
            ->where('products.0.sku', $product->sku)->where('filters.q', mb_strtolower($product->sku))->etc());
        $words = explode(' ', $product->name['ru']);
        $this->get('/admin/produse?q='.urlencode(mb_strtolower($words[0].' '.$words[1])))->assertInertia(fn (Assert $page) => $page
            ->where('products', fn ($rows) => collect($rows)->contains('id', $product->id))->etc());

        $category = Category::query()->findOrFail($product->category_root_id);
        $count = Product::query()->where('category_root_id', $category->id)->where('brand_id', $product->brand_id)->count();
        $this->get("/admin/produse?category={$category->id}&brand={$product->brand_id}")->assertInertia(fn (Assert $page) => $page
            ->where('pagination.total', $count)->etc());

        $discounted = Product::query()->where('discount_percent', '>', 0)->count();
        $this->get('/admin/produse?discounted=1&sort=price-desc')->assertInertia(fn (Assert $page) => $page
            ->where('pagination.total', $discounted)
            ->where('products.0.price', (int) Product::query()->where('discount_percent', '>', 0)->max('price'))->etc());

        Product::query()->whereKey($product->id)->update(['is_active' => false]);
        $this->get('/admin/produse?active=0')->assertInertia(fn (Assert $page) => $page
            ->where('pagination.total', 1)->where('products.0.id', $product->id)->where('products.0.is_active', false)->etc());
        $inStock = Product::query()->where('stock_total', '>', 0)->count();
        $this->get('/admin/produse?stock=1')->assertInertia(fn (Assert $page) => $page->where('pagination.total', $inStock)->etc());
        $this->get('/admin/produse?sort=bogus')->assertOk()->assertInertia(fn (Assert $page) => $page->where('filters', [])->etc());
    }

    #[Test]
    public function the_warehouse_sees_the_list_but_not_the_form(): void
    {
        $this->actingAs($this->staff(StaffRole::Warehouse));
        $this->get('/admin/produse')->assertOk()->assertInertia(fn (Assert $page) => $page->where('can_edit', false)->etc());
        $this->get('/admin/produse/nou')->assertForbidden();
        $this->post('/admin/produse', $this->form())->assertForbidden();
        $this->post('/admin/produse/in-masa', ['action' => 'deactivate', 'ids' => [1]])->assertForbidden();
    }

    #[Test]
    public function an_editor_creates_a_product_with_prices_in_lei_and_specs_of_each_type(): void
    {
        $category = $this->leafWithSpecs();
        $attributes = $category->specAttributes()->with('options')->get()->keyBy('type');
        /** @var Attribute $select */
        $select = $attributes['select'];
        /** @var Attribute $number */
        $number = $attributes['number'];
        /** @var Attribute $boolean */
        $boolean = $attributes['boolean'];
        $option = $select->options->firstOrFail();

        $this->actingAs($this->staff())->get('/admin/produse/nou?category='.$category->id)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('admin/products/create')->where('category', $category->id)
            ->where('attributes', fn ($list) => collect($list)->pluck('type')->unique()->sort()->values()->all() === ['boolean', 'number', 'select'])->etc());

        $response = $this->post('/admin/produse', $this->form(['specs' => [
            $select->id => (string) $option->id, $number->id => '55,5', $boolean->id => 'yes',
        ]]));
        $product = Product::query()->where('sku', 'FR-TEST_1.A')->firstOrFail();
        $response->assertRedirect('/admin/produse/'.$product->id.'/editare')
            ->assertSessionHas('status', 'Produsul a fost salvat ca ciornă: activați-l când e gata de vânzare.');

        $this->assertSame([1_249_990, 1_399_900, 11, 'frigider-test-300', false, $category->parent_id], [$product->price, $product->old_price, $product->discount_percent, $product->slug, $product->is_active, $product->category_sub_id]);
        $values = DB::table('product_attribute_values')->where('product_id', $product->id)->get()->keyBy('attribute_id');
        $this->assertSame($option->id, (int) $values[$select->id]->attribute_option_id);
        $this->assertEqualsWithDelta(55.5, (float) $values[$number->id]->number_value, 0.001);
        $yes = $boolean->options->firstWhere('slug', 'da');
        $this->assertSame($yes?->id, (int) $values[$boolean->id]->attribute_option_id);
        $this->assertSame('product.create', AuditEntry::query()->latest('id')->value('action'));

        $this->get('/admin/produse/'.$product->id.'/editare')->assertInertia(fn (Assert $page) => $page
            ->component('admin/products/edit')->where('product.price', '12499,90')->where('product.old_price', '13999')
            ->where('product.specs.'.$number->id, '55,5')->where('product.specs.'.$boolean->id, 'yes')
            ->where('product.specs.'.$select->id, (string) $option->id)->etc());

        // The same name again gets the next free slug.
        $this->post('/admin/produse', $this->form(['sku' => 'FR-TEST-2']))->assertSessionHasNoErrors();
        $this->assertTrue(Product::query()->where('slug', 'frigider-test-300-2')->exists());
    }

    #[Test]
    public function bad_input_is_refused_beside_each_field_in_the_staff_members_language(): void
    {
        $category = $this->leafWithSpecs();
        $number = $category->specAttributes()->where('type', 'number')->firstOrFail();
        $taken = Product::query()->orderBy('id')->firstOrFail();
        $bad = ['name' => ['ro' => '', 'ru' => ''], 'sku' => 'bad sku!', 'price' => '12,499,90', 'old_price' => '1', 'category_id' => $category->parent_id, 'specs' => [$number->id => 'lots']];

        $this->actingAs($this->staff())->from('/admin/produse/nou')->post('/admin/produse', $this->form($bad))
            ->assertRedirect('/admin/produse/nou')
            ->assertSessionHasErrors([
                'name.ro' => 'Scrieți denumirea în română.',
                'name.ru' => 'Scrieți denumirea în rusă.',
                'sku' => 'Codul poate avea doar litere latine mari, cifre și - _ . (cel mult 64).',
                'price' => 'Scrieți un preț în lei, de exemplu 12 499,90.',
                'category_id' => 'Alegeți o categorie de ultim nivel.',
            ]);

        $response = $this->actingAs($this->staff(StaffRole::Manager, 'ru'))->postJson('/admin/produse', $this->form(['sku' => strtolower($taken->sku), 'slug' => $taken->slug, 'price' => '100', 'old_price' => '99', 'specs' => [$number->id => 'много']]))
            ->assertUnprocessable()
            ->assertJsonPath('errors.sku.0', 'Этот код уже у другого товара.')
            ->assertJsonPath('errors.slug.0', 'Этот адрес уже у другого товара.')
            ->assertJsonPath('errors.old_price.0', 'Старая цена должна быть больше цены.');
        $this->assertSame(['Укажите число (не больше двух знаков после запятой).'], $response->json('errors')['specs.'.$number->id] ?? null);
        $this->assertSame(0, AuditEntry::query()->where('action', 'product.create')->count());
    }

    #[Test]
    public function an_edit_records_only_what_changed_and_keeps_its_own_sku(): void
    {
        $product = Product::query()->orderBy('id')->firstOrFail();
        $form = $this->actingAs($this->staff())->get('/admin/produse/'.$product->id.'/editare')->assertOk();
        /** @var array<string, mixed> $props */
        $props = $form->viewData('page')['props']['product'];
        $data = [...$props, 'price' => '1 000', 'specs' => (array) $props['specs']];

        $this->put('/admin/produse/'.$product->id, $data)->assertRedirect('/admin/produse/'.$product->id.'/editare')
            ->assertSessionHasNoErrors()->assertSessionHas('status', 'Salvat.');

        $this->assertSame(100_000, $product->refresh()->price);
        $entry = AuditEntry::query()->where('action', 'product.update')->sole();
        $this->assertSame(['price' => 100_000], $entry->after);
        $this->assertSame(['price' => $props['price'] === '' ? null : (int) round((float) str_replace(',', '.', (string) $props['price']) * 100)], $entry->before);
    }

    #[Test]
    public function a_new_product_is_a_draft_off_the_shop_until_it_is_activated(): void
    {
        $editor = $this->staff(StaffRole::Editor, 'ru');
        $this->actingAs($editor)->post('/admin/produse', $this->form())->assertSessionHasNoErrors()
            ->assertSessionHas('status', 'Товар сохранён как черновик: активируйте его, когда он будет готов к продаже.');
        $product = Product::query()->where('sku', 'FR-TEST_1.A')->firstOrFail();
        $this->assertFalse($product->is_active);
        $this->assertFalse(AuditEntry::query()->where('action', 'product.create')->sole()->after['is_active'] ?? null);
        $this->get('/produs/'.$product->slug)->assertNotFound();

        $this->get('/admin/produse/'.$product->id.'/editare')->assertInertia(fn (Assert $page) => $page
            ->where('product.is_active', false)->where('product.url', null)->etc());

        // Saving the details leaves it a draft, whatever an old form sends.
        $this->put('/admin/produse/'.$product->id, $this->form(['sku' => 'FR-TEST_1.A', 'price' => '12 000']))->assertSessionHasNoErrors();
        $this->assertFalse($product->refresh()->is_active);
        $this->assertSame(['price' => 1_200_000], AuditEntry::query()->where('action', 'product.update')->sole()->after);

        // The edit page's one action puts it on sale.
        $this->from('/admin/produse/'.$product->id.'/editare')->post('/admin/produse/in-masa', ['action' => 'activate', 'ids' => [$product->id]])
            ->assertRedirect('/admin/produse/'.$product->id.'/editare');
        $this->assertTrue($product->refresh()->is_active);
        $this->get('/produs/'.$product->slug)->assertOk();
        $this->put('/admin/produse/'.$product->id, $this->form(['sku' => 'FR-TEST_1.A', 'is_active' => false]))->assertSessionHasNoErrors();
        $this->assertTrue($product->refresh()->is_active);
    }

    #[Test]
    public function the_bulk_bar_takes_ticked_products_off_the_shop_and_back(): void
    {
        $ids = Product::query()->orderBy('id')->limit(3)->pluck('id')->all();
        $this->actingAs($this->staff())->from('/admin/produse')->post('/admin/produse/in-masa', ['action' => 'deactivate', 'ids' => $ids])
            ->assertRedirect('/admin/produse')->assertSessionHas('status', 'Produse dezactivate: 3.');
        $this->assertSame(3, Product::query()->whereKey($ids)->where('is_active', false)->count());
        $entry = AuditEntry::query()->where('action', 'product.bulk_active')->sole();
        $this->assertFalse($entry->after['is_active'] ?? null);

        $this->post('/admin/produse/in-masa', ['action' => 'activate', 'ids' => [$ids[0]]])->assertSessionHas('status', 'Produse activate: 1.');
        $this->post('/admin/produse/in-masa', ['action' => 'delete', 'ids' => []])->assertSessionHasErrors(['action', 'ids']);
    }
}
