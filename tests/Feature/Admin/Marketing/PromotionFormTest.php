<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Marketing;

use App\Enums\StaffRole;
use App\Models\Brand;
use App\Models\Category;
use App\Models\Product;
use App\Models\Promotion;
use App\Models\User;
use Carbon\CarbonImmutable;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The promotion form: description and terms in Markdown rendered safely on the storefront, the address made from the
 * title when left empty, and the product picker matching every word in any order, whatever the case or diacritics.
 */
final class PromotionFormTest extends TestCase
{
    private User $editor;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        $this->editor = User::factory()->staff(StaffRole::Editor)->createOne();
        $this->travelTo(CarbonImmutable::parse('2026-11-02 10:00', 'UTC'));
    }

    /**
     * @param  array<string, mixed>  $overrides
     * @return array<string, mixed>
     */
    private function promotion(array $overrides = []): array
    {
        return [
            'slug' => '',
            'title' => ['ro' => 'Săptămâna fierbătoarelor 2026', 'ru' => 'Неделя чайников 2026'],
            'summary' => ['ro' => 'Fierbătoare la preț mic', 'ru' => 'Чайники дешевле'],
            'description' => ['ro' => "## De ce acum\n\n**Preț mic** pentru *toate* modelele.\n\n- Tefal\n- Philips", 'ru' => '**Низкая цена**'],
            'terms' => ['ro' => "În limita stocului.\n\n<script>alert(1)</script> [aici](javascript:alert(1))", 'ru' => 'Пока есть в наличии.'],
            'starts_at' => '2026-11-01T00:00',
            'ends_at' => '',
            'is_published' => '1',
            'sort' => '0',
            'product_ids' => [],
            ...$overrides,
        ];
    }

    #[Test]
    public function the_description_and_terms_are_markdown_the_promotion_page_renders_without_running_html(): void
    {
        $this->actingAs($this->editor)->post('/admin/promotii', $this->promotion())->assertRedirect()->assertSessionHasNoErrors();
        $slug = Promotion::query()->latest('id')->firstOrFail()->slug;

        $this->get('/promotii/'.$slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('promotion.description_html', fn (string $html) => str_contains($html, '<h2>De ce acum</h2>')
                && str_contains($html, '<strong>Preț mic</strong>') && str_contains($html, '<em>toate</em>')
                && str_contains($html, '<li>Tefal</li>') && ! str_contains($html, '**'))
            ->where('promotion.terms_html', fn (string $html) => str_contains($html, '&lt;script&gt;')
                && ! str_contains($html, '<script') && ! str_contains($html, 'javascript:'))
            ->etc());
        $this->get('/ru/promotii/'.$slug)->assertInertia(fn (Assert $page) => $page
            ->where('promotion.description_html', '<p><strong>Низкая цена</strong></p>')->etc());
    }

    #[Test]
    public function an_address_left_empty_is_made_from_the_romanian_title_and_a_typed_one_is_kept(): void
    {
        $this->actingAs($this->editor)->post('/admin/promotii', $this->promotion())->assertSessionHasNoErrors();
        $this->assertTrue(Promotion::query()->where('slug', 'saptamana-fierbatoarelor-2026')->exists());

        // The same title again makes the same address, which is taken: refused beside the field, in both languages.
        $this->actingAs($this->editor)->from('/admin/promotii/nou')->post('/admin/promotii', $this->promotion())
            ->assertSessionHasErrors(['slug' => 'Valoarea din câmpul „Adresa (slug)” este deja folosită.']);
        $this->actingAs(User::factory()->staff(StaffRole::Editor)->createOne(['locale' => 'ru']))->post('/admin/promotii', $this->promotion())
            ->assertSessionHasErrors(['slug' => 'Такое значение поля «Адрес (slug)» уже используется.']);

        $this->actingAs($this->editor)->post('/admin/promotii', $this->promotion(['slug' => 'Fierbatoare']))->assertSessionHasNoErrors();
        $this->assertTrue(Promotion::query()->where('slug', 'fierbatoare')->exists());
        $this->actingAs($this->editor)->post('/admin/promotii', $this->promotion(['slug' => 'două cuvinte']))->assertSessionHasErrors('slug');
    }

    #[Test]
    public function the_picker_finds_a_product_by_its_words_in_any_order_whatever_the_case_and_diacritics(): void
    {
        $kettle = $this->product('Tefal KO2008 fierbător electric 1,7 l', 'Электрочайник Tefal KO2008 1,7 л', 'TEF-KO-TWO');
        $vacuum = $this->product('Tefal aspirator vertical', 'Вертикальный пылесос Tefal', 'TEF-VAC-ONE');

        foreach (['Fierbător Tefal', 'fierbator TEFAL', 'electric tefal FIERBĂTOR', 'Tefal электрочайник'] as $words) {
            $this->actingAs($this->editor)->getJson('/admin/promotii/produse?q='.urlencode($words))->assertOk()
                ->assertJsonPath('products', fn (array $products): bool => in_array($kettle->id, array_column($products, 'id'), true)
                    && ! in_array($vacuum->id, array_column($products, 'id'), true));
        }
        $this->actingAs($this->editor)->getJson('/admin/promotii/produse?q=tefal')
            ->assertJsonPath('products', fn (array $products): bool => array_diff([$kettle->id, $vacuum->id], array_column($products, 'id')) === []);

        // A switched-off product is out of the shop's search index: it is still found by its SKU and its name as typed.
        $kettle->update(['is_active' => false]);
        foreach (['tef-ko-two', 'fierbător electric'] as $typed) {
            $this->actingAs($this->editor)->getJson('/admin/promotii/produse?q='.urlencode($typed))
                ->assertJsonPath('products', fn (array $products): bool => in_array($kettle->id, array_column($products, 'id'), true));
        }
        $this->actingAs($this->editor)->getJson('/admin/promotii/produse?q='.urlencode('fierbator tefal'))
            ->assertJsonPath('products', fn (array $products): bool => ! in_array($kettle->id, array_column($products, 'id'), true));
    }

    private function product(string $ro, string $ru, string $sku): Product
    {
        $leaf = Category::query()->where('slug', 'smartphone-uri')->firstOrFail();
        $sub = Category::query()->findOrFail($leaf->parent_id);

        return Product::query()->create([
            'slug' => Str::slug($ro),
            'sku' => $sku,
            'name' => ['ro' => $ro, 'ru' => $ru],
            'description' => ['ro' => $ro, 'ru' => $ru],
            'brand_id' => Brand::query()->where('name', 'Apple')->value('id'),
            'category_id' => $leaf->id,
            'category_sub_id' => $sub->id,
            'category_root_id' => $sub->parent_id,
            'price' => 1_000_00,
            'old_price' => null,
            'stock_total' => 3,
            // Above every demo product's (0–1000): the picker lists the 20 most popular matches, and a typo-tolerant
            // match ("Teal" for "tefal") may fill them otherwise.
            'popularity' => 1001,
        ]);
    }
}
