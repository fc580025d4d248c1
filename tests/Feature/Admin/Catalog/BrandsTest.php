<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Catalog;

use App\Infrastructure\Images\ImageStore;
use App\Models\AuditEntry;
use App\Models\Brand;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** /admin/branduri: the list with search and product counts, the form with the logo, deleting only without products. */
final class BrandsTest extends TestCase
{
    use MakesCatalog;
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        Storage::fake('media');
    }

    #[Test]
    public function the_list_is_searched_and_counts_products(): void
    {
        $this->editor();
        $lg = $this->brand('LG');
        $this->brand('Samsung');
        $this->product($this->category('tv'), $lg);

        $this->get('/admin/branduri')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('admin/brands/index')
            ->has('brands', 2)
            ->where('brands.0.slug', 'lg')
            ->where('pagination.total', 2));
        $this->get('/admin/branduri?q=lg')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('search', 'lg')
            ->has('brands', 1)
            ->where('brands.0.slug', 'lg')
            ->where('brands.0.products_count', 1)
            ->where('brands.0.url', '/branduri/lg'));
        $this->get('/admin/branduri?q=%25')->assertOk()->assertInertia(fn (Assert $page) => $page->has('brands', 0));
    }

    #[Test]
    public function a_brand_is_created_with_its_logo_and_audited(): void
    {
        $this->editor();

        $this->post('/admin/branduri', ['name' => 'Quorra Tech', 'slug' => '', 'logo' => self::png()])
            ->assertRedirect()->assertSessionHasNoErrors()->assertSessionHas('status', 'Brandul a fost creat.');

        $brand = Brand::query()->where('slug', 'quorra-tech')->firstOrFail();
        $this->assertNotNull($brand->logo);
        $this->assertTrue(app(ImageStore::class)->exists($brand->logo, 'logo'));
        $this->assertTrue(AuditEntry::query()->where('action', 'brand.create')->where('subject_label', 'Quorra Tech')->exists());
    }

    #[Test]
    public function bad_input_is_refused_beside_each_field_in_both_languages(): void
    {
        $this->brand('LG');
        $this->editor('ru');
        $this->from('/admin/branduri/nou')->post('/admin/branduri', [
            'name' => '',
            'slug' => 'lg',
            'logo' => UploadedFile::fake()->createWithContent('logo.png', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        ])->assertRedirect('/admin/branduri/nou')->assertSessionHasErrors([
            'name' => 'Поле «Название» обязательно для заполнения.',
            'slug' => 'Такое значение поля «Slug (адрес)» уже используется.',
            'logo',
        ]);

        $this->editor('ro');
        $this->post('/admin/branduri', ['name' => 'X', 'slug' => 'Cu Spații'])
            ->assertSessionHasErrors(['slug' => 'Slugul poate conține doar litere mici latine, cifre și cratime între ele.']);
        $this->assertSame(1, Brand::query()->count());
        $this->assertSame([], Storage::disk('media')->allFiles());
    }

    #[Test]
    public function a_new_logo_replaces_the_old_one_and_a_rename_keeps_the_slug_given(): void
    {
        $this->editor();
        $brand = $this->brand('LG');
        $this->put('/admin/branduri/'.$brand->id, ['name' => 'LG', 'slug' => 'lg', 'logo' => self::png()])->assertSessionHasNoErrors();
        $old = (string) $brand->fresh()?->logo;

        $this->put('/admin/branduri/'.$brand->id, ['name' => 'LG Electronics', 'slug' => 'lg', 'logo' => self::png(200, 100)])
            ->assertRedirect('/admin/branduri/'.$brand->id.'/editare')->assertSessionHas('status', 'Brandul a fost salvat.');

        $fresh = $brand->fresh();
        $this->assertSame(['LG Electronics', 'lg'], [$fresh?->name, $fresh?->slug]);
        $this->assertNotSame($old, $fresh?->logo);
        $this->assertSame([], Storage::disk('media')->allFiles($old));
        $entry = AuditEntry::query()->where('action', 'brand.update')->latest('id')->firstOrFail();
        $this->assertSame('LG', $entry->before['name'] ?? null);
    }

    #[Test]
    public function only_a_brand_without_products_is_deleted(): void
    {
        $this->editor();
        $lg = $this->brand('LG');
        $empty = $this->brand('Gol');
        $this->product($this->category('tv'), $lg);

        $this->from('/admin/branduri')->delete('/admin/branduri/'.$lg->id)
            ->assertSessionHasErrors(['brand' => 'Brandul „LG” are produse (1): nu poate fi șters.']);
        $this->delete('/admin/branduri/'.$empty->id)->assertRedirect('/admin/branduri');

        $this->assertNotNull($lg->fresh());
        $this->assertNull($empty->fresh());
        $this->assertTrue(AuditEntry::query()->where('action', 'brand.delete')->where('subject_label', 'Gol')->exists());
    }
}
