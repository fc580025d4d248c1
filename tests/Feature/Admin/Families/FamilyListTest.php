<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Families;

use App\Enums\StaffRole;
use App\Models\Brand;
use App\Models\Product;
use App\Models\ProductFamily;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The family list (search by name or any variant's SKU, brand, category at any level; each row's variant count, price
 * range and stock), the product form naming the family a variant belongs to, and the audit log naming a variant by
 * its name and SKU.
 */
final class FamilyListTest extends TestCase
{
    use MakesFamilies;
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        $this->makeCatalog();
    }

    #[Test]
    public function the_list_searches_filters_and_sums_each_familys_variants(): void
    {
        $phone = $this->family([
            ['PP16-128-N', '128gb', 'negru', 1_500_000, 3, true],
            ['PP16-256-A', '256gb', 'alb', 1_800_000, 2, false],
        ]);
        $other = $this->family([['ZZ-1', '128gb', 'negru', 500_000, 0, true]], 'Zeta Telefon');
        $other->forceFill(['brand_id' => Brand::query()->create(['name' => 'Zeta', 'slug' => 'zeta'])->id, 'name' => ['ro' => 'Zeta Telefon', 'ru' => 'Зета Телефон']])->save();
        $this->staff();

        $this->get('/admin/familii')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('admin/families/index')->where('pagination.total', 2)
            ->where('families.0', ['id' => $phone->id, 'name' => 'Pomme Phone 16', 'slug' => 'pomme-phone-16', 'brand' => 'Pomme', 'category' => 'Smartphone', 'variants' => 2, 'active' => 1, 'price_min' => 1_500_000, 'price_max' => 1_800_000, 'stock' => 5])
            ->where('families.1.stock', 0)->etc());

        $found = fn (string $query): array => array_column($this->get('/admin/familii?'.$query)->assertOk()->viewData('page')['props']['families'], 'name');
        $this->assertSame(['Pomme Phone 16'], $found('q=phone'));
        $this->assertSame(['Zeta Telefon'], $found('q=зета'));
        $this->assertSame(['Pomme Phone 16'], $found('q=pp16-256'));
        $this->assertSame(['Zeta Telefon'], $found('brand='.$other->brand_id));
        $this->assertSame(['Pomme Phone 16', 'Zeta Telefon'], $found('category='.$this->leaf->parent?->parent_id));
        $this->assertSame([], $found('category=999999'));
        // A value the list does not take is dropped, never a redirect.
        $this->assertSame(['Pomme Phone 16', 'Zeta Telefon'], $found('q[]=a&brand=x'));
        $this->get('/admin/familii?q=pp16&brand=x')->assertInertia(fn (Assert $page) => $page->where('filters', ['q' => 'pp16'])->etc());
    }

    #[Test]
    public function a_variants_product_form_names_its_family_with_a_link(): void
    {
        $family = $this->family([['PP16-128-N', '128gb', 'negru', 1_500_000, 3, true]]);
        $alone = $this->product('ALONE');
        $this->staff();
        $variant = Product::query()->where('sku', 'PP16-128-N')->firstOrFail();

        $this->get('/admin/produse/'.$variant->id.'/editare')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('product.family', ['id' => $family->id, 'name' => 'Pomme Phone 16'])->etc());
        $this->get('/admin/produse/'.$alone->id.'/editare')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('product.family', null)->etc());
    }

    #[Test]
    public function the_audit_log_names_a_variant_by_its_name_and_sku(): void
    {
        $family = $this->family([['PP16-128-N', '128gb', 'negru', 1_500_000, 3, true]]);
        $this->staff();
        $this->post('/admin/familii/'.$family->id.'/preturi', ['mode' => 'percent', 'direction' => 'down', 'value' => '10'])->assertSessionHasNoErrors();
        $variant = Product::query()->where('sku', 'PP16-128-N')->firstOrFail();

        $this->staff(StaffRole::Owner);
        $this->get('/admin/jurnal')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('entries.0.action', 'family.bulk_price')
            ->where('entries.0.subject', ['label' => 'Pomme Phone 16', 'url' => '/admin/familii/'.$family->id.'/editare'])
            ->where('entries.1.action', 'family.variant_update')
            ->where('entries.1.subject', ['label' => $variant->translate('name').' (PP16-128-N)', 'url' => '/admin/produse/'.$variant->id.'/editare'])
            ->where('entries.1.details', [['label' => 'Prețul', 'before' => "15\u{a0}000\u{a0}lei", 'after' => "13\u{a0}500\u{a0}lei"]])
            ->etc());
        $this->assertTrue(ProductFamily::query()->whereKey($family->id)->exists());
    }
}
