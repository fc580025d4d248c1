<?php

declare(strict_types=1);

namespace Tests\Feature\Products;

use App\Enums\StaffRole;
use App\Models\Brand;
use App\Models\Category;
use App\Models\Product;
use App\Models\User;
use App\Queries\Products\ProductCards;
use Database\Seeders\DatabaseSeeder;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * A change staff save in the back office is what shoppers get at their next request, everywhere it matters: the
 * product page, listings and their facet counts, search and suggestions, the home widgets and cached answers; an
 * inactive product is gone from all of them and cannot be bought.
 */
final class ProductVisibilityTest extends TestCase
{
    private Product $product;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        $this->product = app(ProductCards::class)->newest()->firstOrFail();
    }

    /** The editor's save of the form, with some fields changed. */
    private function edit(array $changes): void
    {
        $editor = User::factory()->staff(StaffRole::Editor)->createOne();
        $props = $this->actingAs($editor)->get('/admin/produse/'.$this->product->id.'/editare')->viewData('page')['props']['product'];
        $this->put('/admin/produse/'.$this->product->id, [...$props, 'specs' => (array) $props['specs'], ...$changes])->assertSessionHasNoErrors();
        $this->product->refresh();
    }

    private function deactivate(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Editor)->createOne())
            ->post('/admin/produse/in-masa', ['action' => 'deactivate', 'ids' => [$this->product->id]])->assertSessionHasNoErrors();
    }

    private function categoryUrl(): string
    {
        $leaf = Category::query()->with('parent.parent')->findOrFail($this->product->category_id);

        return '/categorie-produs/'.$leaf->parent?->parent?->slug.'/'.$leaf->parent?->slug.'/'.$leaf->slug;
    }

    #[Test]
    public function the_product_page_shows_an_edit_at_once_and_a_deactivated_product_is_gone(): void
    {
        $this->get('/produs/'.$this->product->slug)->assertOk();
        $this->edit(['name' => ['ro' => 'Numele Nou Zorbax', 'ru' => 'Новое имя Зорбакс'], 'description' => ['ro' => 'Cu **bold** și <script>x</script>', 'ru' => 'Текст']]);

        $this->get('/produs/'.$this->product->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('product.name', 'Numele Nou Zorbax')
            ->where('product.description_html', fn (string $html): bool => str_contains($html, '<strong>bold</strong>') && ! str_contains($html, '<script>'))->etc());

        $this->deactivate();
        $this->get('/produs/'.$this->product->slug)->assertNotFound();
    }

    #[Test]
    public function listings_and_their_facet_counts_follow_at_once(): void
    {
        // A product of its own: a family's card stays while another variant is active.
        $this->product = Product::query()->whereNull('family_id')->where('is_active', true)->orderByDesc('created_at')->orderBy('id')->firstOrFail();
        $brand = Brand::query()->findOrFail($this->product->brand_id);
        $count = fn (): array => [
            $this->get($this->categoryUrl())->viewData('page')['props']['listing']['products']['meta']['total'],
            collect(collect($this->get($this->categoryUrl())->viewData('page')['props']['listing']['facets'])->firstWhere('key', 'brand')['options'] ?? [])->firstWhere('value', $brand->slug)['count'] ?? 0,
        ];
        [$total, $ofBrand] = $count();
        $this->assertGreaterThan(0, $ofBrand);

        $this->deactivate();
        $this->assertSame([$total - 1, $ofBrand - 1], $count());
        $this->get('/branduri/'.$brand->slug)->assertInertia(fn (Assert $page) => $page
            ->where('listing.products.data', fn ($cards) => ! collect($cards)->contains('id', $this->product->id))->etc());
    }

    #[Test]
    public function search_and_suggestions_find_the_new_name_and_drop_a_deactivated_product(): void
    {
        $this->edit(['name' => ['ro' => 'Aspirator Quoxel', 'ru' => 'Пылесос Квоксель']]);
        $this->getJson('/api/search/suggest?q=quoxel')->assertOk()->assertJsonPath('products.0.id', $this->product->id)->assertJsonPath('products.0.name', 'Aspirator Quoxel');
        $this->get('/cautare?q=quoxel')->assertInertia(fn (Assert $page) => $page->where('listing.products.meta.total', 1)->etc());

        $this->deactivate();
        $this->getJson('/api/search/suggest?q=quoxel')->assertJsonPath('products', []);
        $this->get('/cautare?q=quoxel')->assertInertia(fn (Assert $page) => $page->where('listing.products.meta.total', 0)->etc());
        $this->getJson('/api/search/suggest?q='.urlencode($this->product->sku))->assertJsonPath('products', []);
    }

    #[Test]
    public function home_widgets_and_cached_answers_follow_at_once(): void
    {
        // A product of its own: switching off a family's variant leaves the family (another variant) counted.
        $this->product = app(ProductCards::class)->newest()->firstOrFail(static fn (Product $product): bool => $product->family_id === null);
        $brand = Brand::query()->findOrFail($this->product->brand_id);
        $this->get('/')->assertInertia(fn (Assert $page) => $page->where('newProducts', fn ($cards) => collect($cards)->contains('id', $this->product->id))->etc());
        $brandCount = fn (): int => collect($this->get('/branduri')->viewData('page')['props']['brands'] ?? [])->firstWhere('slug', $brand->slug)['products_count'] ?? -1;
        $before = $brandCount();

        $this->edit(['price' => '7,00']);
        $this->get('/')->assertInertia(fn (Assert $page) => $page->where('newProducts', fn ($cards) => collect($cards)->firstWhere('id', $this->product->id)['price'] === 700)->etc());

        $this->deactivate();
        $this->get('/')->assertInertia(fn (Assert $page) => $page->where('newProducts', fn ($cards) => ! collect($cards)->contains('id', $this->product->id))->etc());
        $this->getJson('/api/main/slider-new_products')->assertOk()->assertJsonMissing(['id' => $this->product->id]);
        $this->assertGreaterThan(0, $before);
        $this->assertSame($before - 1, $brandCount(), 'the cached brand index counts active products only, fresh after the change');
    }

    #[Test]
    public function an_inactive_product_cannot_be_added_to_the_cart_or_bought(): void
    {
        Stock::only($this->product, 5);
        $this->postJson('/cos/produse', ['product_id' => $this->product->id])->assertSuccessful();
        $this->deactivate();

        $this->postJson('/cos/produse', ['product_id' => $this->product->id])->assertUnprocessable()
            ->assertJsonPath('errors.product_id.0', 'Produsul nu mai este disponibil.');
        $this->postJson('/ru/cos/produse', ['product_id' => $this->product->id])->assertUnprocessable()
            ->assertJsonPath('errors.product_id.0', 'Товар больше не продаётся.');
    }
}
