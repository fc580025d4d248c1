<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Stock;

use App\Enums\StaffRole;
use App\Models\Product;
use App\Models\User;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * Who sees what: the cost price only for those who see reports (owners, managers), never read or set by an editor;
 * the reorder level from a product's stock page for everyone who manages stock, the warehouse included.
 */
final class CostPriceAndReorderLevelTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    private function product(): Product
    {
        $product = Product::query()->firstOrFail();
        $product->forceFill(['cost_price' => 500_00, 'reorder_level' => 2])->save();

        return $product;
    }

    private function as(StaffRole $role, string $locale = 'ro'): void
    {
        $this->actingAs(User::factory()->staff($role)->createOne(['locale' => $locale]));
    }

    /**
     * @return array<string, mixed>
     */
    private function form(Product $product): array
    {
        /** @var array<string, mixed> $props */
        $props = $this->get('/admin/produse/'.$product->id.'/editare')->assertOk()->viewData('page')['props']['product'];

        return [...$props, 'specs' => (array) $props['specs']];
    }

    /**
     * @return array<string, array{StaffRole}>
     */
    public static function reportRoles(): array
    {
        return ['owner' => [StaffRole::Owner], 'manager' => [StaffRole::Manager]];
    }

    #[Test]
    #[DataProvider('reportRoles')]
    public function those_who_see_reports_read_and_set_the_cost_price(StaffRole $role): void
    {
        $product = $this->product();
        $this->as($role);
        $this->get('/admin/produse/'.$product->id.'/editare')->assertInertia(fn (Assert $page) => $page
            ->where('sees_cost', true)->where('product.cost_price', '500'));
        $this->get('/admin/produse/nou')->assertInertia(fn (Assert $page) => $page->where('sees_cost', true));

        $this->put('/admin/produse/'.$product->id, [...$this->form($product), 'cost_price' => '640'])->assertSessionHasNoErrors();
        $this->assertSame(640_00, $product->refresh()->cost_price);
    }

    #[Test]
    public function an_editor_neither_reads_nor_sets_the_cost_price(): void
    {
        $product = $this->product();
        $this->as(StaffRole::Editor);
        $this->get('/admin/produse/'.$product->id.'/editare')->assertOk()
            ->assertInertia(fn (Assert $page) => $page->where('sees_cost', false)->where('product.cost_price', null))
            ->assertDontSee('50000', false);
        $data = $this->form($product);
        unset($data['cost_price']);

        // Saving the form without it keeps the product's cost price; the reorder level is theirs to set.
        $this->put('/admin/produse/'.$product->id, [...$data, 'name' => ['ro' => 'Alt nume', 'ru' => 'Другое имя'], 'reorder_level' => '9'])->assertSessionHasNoErrors();
        $this->assertSame([500_00, 9, 'Alt nume'], [$product->refresh()->cost_price, $product->reorder_level, $product->name['ro']]);

        $this->putJson('/admin/produse/'.$product->id, [...$data, 'cost_price' => '1'])->assertUnprocessable()
            ->assertJsonValidationErrors(['cost_price' => 'Prețul de cost îl stabilesc doar cei care văd rapoartele.']);
        $this->actingAs(User::factory()->staff(StaffRole::Editor)->createOne(['locale' => 'ru']));
        $this->putJson('/admin/produse/'.$product->id, [...$data, 'cost_price' => '1'])->assertUnprocessable()
            ->assertJsonValidationErrors(['cost_price' => 'Себестоимость задают только те, кто видит отчёты.']);
        $this->assertSame(500_00, $product->refresh()->cost_price);
    }

    #[Test]
    public function the_warehouse_sets_the_reorder_level_from_the_stock_page(): void
    {
        $product = $this->product();
        $this->as(StaffRole::Warehouse);
        $this->get('/admin/produse/'.$product->id.'/editare')->assertForbidden();
        $this->get('/admin/produse/'.$product->id.'/stoc')->assertOk()
            ->assertInertia(fn (Assert $page) => $page->component('admin/products/stock')
                ->where('reorder', ['level' => '2', 'default' => 3]));

        $this->put('/admin/produse/'.$product->id.'/stoc/nivel', ['reorder_level' => '12'])
            ->assertRedirect('/admin/produse/'.$product->id.'/stoc')->assertSessionHas('status', 'Nivelul de reaprovizionare a fost salvat.');
        $this->assertSame([12, 500_00], [$product->refresh()->reorder_level, $product->cost_price]);
        $entry = DB::table('audit_log')->where('action', 'product.reorder_level')->sole();
        $this->assertSame([['reorder_level' => 2], ['reorder_level' => 12]], [json_decode((string) $entry->before, true), json_decode((string) $entry->after, true)]);

        // Empty: back to the shop's default.
        $this->put('/admin/produse/'.$product->id.'/stoc/nivel', ['reorder_level' => ''])->assertSessionHasNoErrors();
        $this->assertNull($product->refresh()->reorder_level);
    }

    #[Test]
    public function a_bad_level_is_refused_in_the_staff_members_language(): void
    {
        $product = $this->product();
        $this->as(StaffRole::Warehouse);
        foreach (['-1', '1.5', 'abc', '100001'] as $level) {
            $this->putJson('/admin/produse/'.$product->id.'/stoc/nivel', ['reorder_level' => $level])->assertUnprocessable()
                ->assertJsonValidationErrors(['reorder_level' => 'Nivelul este un număr întreg între 0 și 100 000.']);
        }
        $this->putJson('/admin/produse/'.$product->id.'/stoc/nivel', ['reorder_level' => ['x']])->assertUnprocessable();
        $this->as(StaffRole::Warehouse, 'ru');
        $this->putJson('/admin/produse/'.$product->id.'/stoc/nivel', ['reorder_level' => '-1'])->assertUnprocessable()
            ->assertJsonValidationErrors(['reorder_level' => 'Уровень — целое число от 0 до 100 000.']);
        $this->assertSame(2, $product->refresh()->reorder_level);
    }

    #[Test]
    public function shoppers_cannot_set_a_level(): void
    {
        $product = $this->product();
        $this->actingAs(User::factory()->createOne());
        $this->put('/admin/produse/'.$product->id.'/stoc/nivel', ['reorder_level' => '40'])->assertForbidden();
        $this->assertSame(2, $product->refresh()->reorder_level);
    }
}
