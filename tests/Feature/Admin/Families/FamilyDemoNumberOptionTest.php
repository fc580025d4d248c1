<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Families;

use App\Enums\StaffRole;
use App\Models\Product;
use App\Models\ProductFamily;
use App\Models\User;
use Database\Seeders\DemoCatalogSeeder;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * A demo TV family, whose option is the diagonal (a number attribute), opened in the family form and saved as it is:
 * the diagonal stays its option, every variant keeps its diagonal and price, the same variant stands for the family, and
 * each variant's name is written down as the family's name and its diagonal.
 */
final class FamilyDemoNumberOptionTest extends TestCase
{
    use RefreshDatabase;

    #[Test]
    public function a_demo_tv_family_opens_with_its_diagonal_and_saves_unchanged(): void
    {
        $this->seed(DemoCatalogSeeder::class);
        $this->actingAs(User::factory()->staff(StaffRole::Editor)->createOne(['locale' => 'ro']));
        $screen = (int) DB::table('attributes')->where('code', 'screen_size')->value('id');
        // A TV line: its diagonals are 32" and more (a watch's screen is a number option too, of 1.3" or so).
        $familyId = (int) DB::table('product_family_options as o')->join('products as p', 'p.family_id', '=', 'o.family_id')
            ->join('product_attribute_values as v', static fn ($join) => $join->on('v.product_id', '=', 'p.id')->on('v.attribute_id', '=', 'o.attribute_id'))
            ->where('o.attribute_id', $screen)->where('v.number_value', '>=', 32)->orderBy('o.family_id')->value('o.family_id');
        $family = ProductFamily::query()->findOrFail($familyId);
        $before = $this->state($family, $screen);
        $this->assertGreaterThan(1, count($before['values']));

        $props = $this->get('/admin/familii/'.$family->id.'/editare')->assertOk()->viewData('page')['props'];
        $this->assertContains((string) $screen, array_map('strval', array_column($props['attributes'], 'id')), 'the diagonal is offered as an option');
        $this->assertContains((string) $screen, $props['family']['options']);
        foreach ($props['variants'] as $variant) {
            $this->assertSame($before['values'][$variant['id']], ((array) $variant['values'])[(string) $screen] ?? null, 'the table shows the diagonal of '.$variant['sku']);
        }

        $this->put('/admin/familii/'.$family->id, [
            'name' => $props['family']['name'],
            'description' => $props['family']['description'],
            'brand_id' => $props['family']['brand_id'],
            'category_id' => $props['family']['category_id'],
            'options' => $props['family']['options'],
            'version' => $props['family']['version'],
            'variants' => array_map(static fn (array $v): array => ['id' => $v['id'], 'price' => $v['price'], 'old_price' => $v['old_price'], 'is_active' => $v['is_active'], 'values' => (array) $v['values']], $props['variants']),
        ])->assertSessionHasNoErrors()->assertRedirect();

        $after = $this->state($family, $screen);
        $this->assertEquals(array_diff_key($before, ['names' => true]), array_diff_key($after, ['names' => true]));
        // Each name is the family's and its diagonal as the shop writes it (55", not 55.00).
        foreach ($after['names'] as $id => $name) {
            $label = str_replace('.', ',', $before['values'][$id]).'"';
            $this->assertSame($family->name['ro'].' '.$label.' | '.$family->name['ru'].' '.$label, $name);
        }
    }

    /**
     * @return array{options: list<int>, values: array<int, string>, names: array<int, string>, listed: int, prices: array<int, int>}
     */
    private function state(ProductFamily $family, int $screen): array
    {
        $variants = Product::query()->where('family_id', $family->id)->orderBy('id')->get();

        return [
            'options' => DB::table('product_family_options')->where('family_id', $family->id)->orderBy('position')->pluck('attribute_id')->map(static fn (mixed $id): int => (int) $id)->all(),
            'values' => DB::table('product_attribute_values')->whereIn('product_id', $variants->modelKeys())->where('attribute_id', $screen)
                ->orderBy('product_id')->pluck('number_value', 'product_id')->map(static fn (mixed $n): string => (string) (float) $n)->all(),
            'names' => $variants->mapWithKeys(static fn (Product $p): array => [$p->id => $p->name['ro'].' | '.$p->name['ru']])->all(),
            'listed' => (int) $variants->firstWhere('is_listed', true)?->id,
            'prices' => $variants->mapWithKeys(static fn (Product $p): array => [$p->id => $p->price])->all(),
        ];
    }
}
