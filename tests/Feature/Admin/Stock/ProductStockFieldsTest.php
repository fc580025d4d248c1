<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Stock;

use App\Enums\StaffRole;
use App\Models\Product;
use App\Models\User;
use Database\Seeders\DatabaseSeeder;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** The product form's cost price (lei as typed, kept in bani) and reorder level (empty: the default). */
final class ProductStockFieldsTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    /**
     * @return array<string, mixed>
     */
    private function form(Product $product, string $locale = 'ro'): array
    {
        $this->actingAs(User::factory()->staff(StaffRole::Manager)->createOne(['locale' => $locale]));
        $page = $this->get('/admin/produse/'.$product->id.'/editare')->assertOk();
        /** @var array<string, mixed> $props */
        $props = $page->viewData('page')['props']['product'];

        return [...$props, 'specs' => (array) $props['specs']];
    }

    #[Test]
    public function staff_set_and_clear_the_cost_price_and_the_reorder_level(): void
    {
        $product = Product::query()->orderBy('id')->firstOrFail();
        $data = $this->form($product);
        $this->assertSame(['', ''], [$data['cost_price'], $data['reorder_level']]);

        $this->put('/admin/produse/'.$product->id, [...$data, 'cost_price' => '1 250,50', 'reorder_level' => '7'])->assertSessionHasNoErrors();
        $this->assertSame([1_250_50, 7], [$product->refresh()->cost_price, $product->reorder_level]);
        $this->get('/admin/produse/'.$product->id.'/editare')->assertInertia(fn (Assert $page) => $page
            ->where('product.cost_price', '1250,50')->where('product.reorder_level', '7')->where('reorder_default', 3));

        $this->put('/admin/produse/'.$product->id, [...$data, 'cost_price' => '', 'reorder_level' => ''])->assertSessionHasNoErrors();
        $this->assertSame([null, null], [$product->refresh()->cost_price, $product->reorder_level]);
    }

    #[Test]
    public function a_form_without_the_fields_leaves_them_alone_and_bad_values_are_refused_in_both_languages(): void
    {
        $product = Product::query()->orderBy('id')->firstOrFail();
        $product->forceFill(['cost_price' => 500_00, 'reorder_level' => 2])->save();
        $data = $this->form($product);
        unset($data['cost_price'], $data['reorder_level']);
        $this->put('/admin/produse/'.$product->id, $data)->assertSessionHasNoErrors();
        $this->assertSame([500_00, 2], [$product->refresh()->cost_price, $product->reorder_level]);

        $this->putJson('/admin/produse/'.$product->id, [...$data, 'cost_price' => 'abc', 'reorder_level' => '-1'])->assertUnprocessable()
            ->assertJsonValidationErrors(['cost_price' => 'Prețul de cost este între 0 și 1 000 000 lei.', 'reorder_level' => 'Nivelul este un număr întreg între 0 și 100 000.']);
        $data = $this->form($product, 'ru');
        $this->putJson('/admin/produse/'.$product->id, [...$data, 'cost_price' => '2000000', 'reorder_level' => '1.5'])->assertUnprocessable()
            ->assertJsonValidationErrors(['cost_price' => 'Себестоимость — от 0 до 1 000 000 лей.', 'reorder_level' => 'Уровень — целое число от 0 до 100 000.']);
        $this->assertSame([500_00, 2], [$product->refresh()->cost_price, $product->reorder_level]);
    }
}
