<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Catalog;

use App\Infrastructure\Images\ImageStore;
use App\Models\AuditEntry;
use App\Models\Category;
use App\Models\Product;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * /admin/categorii: the tree, creating under a parent (three levels at most), editing, moving with the products'
 * ancestors, ordering among siblings, the spec attributes, deleting only an empty category.
 */
final class CategoriesTest extends TestCase
{
    use MakesCatalog;
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        Storage::fake('media');
    }

    #[Test]
    public function the_tree_lists_every_level_in_order_with_product_counts(): void
    {
        $this->editor();
        $tv = $this->category('tv', sort: 2);
        $phones = $this->category('telefoane', sort: 1);
        $oled = $this->category('oled', $tv);
        $this->product($oled);

        $this->get('/admin/categorii')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('admin/categories/index')
            ->where('categories.0.slug', 'telefoane')
            ->where('categories.1.slug', 'tv')
            ->where('categories.1.products_count', 1)
            ->where('categories.1.children_count', 1)
            ->where('categories.2.slug', 'oled')
            ->where('categories.2.depth', 1)
            ->where('categories.2.url', '/categorie-produs/tv/oled'));
        $this->assertSame(1, $phones->sort);
    }

    #[Test]
    public function a_category_is_created_under_a_parent_with_a_slug_made_from_its_name_and_audited(): void
    {
        $this->editor();
        $tv = $this->category('tv');
        $this->category('oled', $tv);

        $this->post('/admin/categorii', [
            'name' => ['ro' => 'Televizoare QLED', 'ru' => 'QLED телевизоры'],
            'slug' => '',
            'parent_id' => $tv->id,
            'label' => ['ro' => 'Nou', 'ru' => 'Новинка', 'font_color' => '#FFFFFF', 'bg_color' => '#2563eb'],
        ])->assertRedirect()->assertSessionHas('status', 'Categoria a fost creată.');

        $created = Category::query()->where('slug', 'televizoare-qled')->firstOrFail();
        $this->assertSame([$tv->id, 1, 2], [$created->parent_id, $created->depth, $created->sort]);
        $this->assertSame(['name' => ['ro' => 'Nou', 'ru' => 'Новинка'], 'font_color' => '#ffffff', 'bg_color' => '#2563eb'], $created->label);
        $this->assertTrue(AuditEntry::query()->where('action', 'category.create')->where('subject_id', (string) $created->id)->exists());
    }

    #[Test]
    public function the_tree_keeps_three_levels(): void
    {
        $this->editor();
        $leaf = $this->category('smart-tv', $this->category('oled', $this->category('tv')));

        $this->from('/admin/categorii/nou')->post('/admin/categorii', [
            'name' => ['ro' => 'Prea adânc', 'ru' => 'Слишком глубоко'],
            'parent_id' => $leaf->id,
        ])->assertRedirect('/admin/categorii/nou')->assertSessionHasErrors(['parent_id' => 'Catalogul are cel mult trei niveluri: categoria nu încape aici cu tot ce are dedesubt.']);
        $this->assertSame(3, Category::query()->count());
    }

    #[Test]
    public function bad_input_is_refused_beside_each_field_in_the_staff_members_language(): void
    {
        $this->category('tv');
        $this->editor('ru');

        $this->from('/admin/categorii/nou')->post('/admin/categorii', [
            'name' => ['ro' => '', 'ru' => str_repeat('я', 121)],
            'slug' => 'TV Nou!',
            'label' => ['ro' => 'Hit', 'font_color' => 'red'],
        ])->assertRedirect('/admin/categorii/nou')->assertSessionHasErrors([
            'name.ro' => 'Поле «Название (румынский)» обязательно для заполнения.',
            'slug' => 'Slug может содержать только строчные латинские буквы, цифры и дефисы между ними.',
            'label.ru',
            'label.font_color' => 'Выберите цвет в формате #RRGGBB.',
            'label.bg_color',
        ]);

        app()->setLocale('ro');
        $this->editor('ro');
        $this->from('/admin/categorii/nou')->post('/admin/categorii', ['name' => ['ro' => 'TV', 'ru' => 'ТВ'], 'slug' => 'tv'])
            ->assertSessionHasErrors(['slug' => 'Valoarea din câmpul „Slug (adresa)” este deja folosită.']);
        $this->from('/admin/categorii/nou')->post('/admin/categorii', ['name' => ['ro' => 'Reduceri', 'ru' => 'Скидки'], 'slug' => 'reduceri'])
            ->assertSessionHasErrors(['slug' => 'Această adresă este folosită de magazin. Alegeți alt slug.']);
    }

    #[Test]
    public function moving_a_subcategory_refiles_its_products_under_the_new_top_category(): void
    {
        $this->editor();
        $tv = $this->category('tv');
        $audio = $this->category('audio');
        $oled = $this->category('oled', $tv);
        $smart = $this->category('smart', $oled);
        $atSub = $this->product($oled, sku: 'AT-SUB');
        $atLeaf = $this->product($smart, sku: 'AT-LEAF');

        $this->put('/admin/categorii/'.$oled->id, [
            'name' => ['ro' => 'OLED', 'ru' => 'OLED'], 'slug' => 'oled', 'parent_id' => $audio->id,
        ])->assertRedirect('/admin/categorii/'.$oled->id.'/editare')->assertSessionHasNoErrors();

        $this->assertSame([$audio->id, $oled->id], [$atSub->fresh()?->category_root_id, $atSub->fresh()?->category_sub_id]);
        $this->assertSame([$audio->id, $oled->id, $smart->id], [$atLeaf->fresh()?->category_root_id, $atLeaf->fresh()?->category_sub_id, $atLeaf->fresh()?->category_id]);
        $this->assertTrue(AuditEntry::query()->where('action', 'category.move')->where('subject_id', (string) $oled->id)->exists());
        $this->get('/categorie-produs/audio/oled/smart')->assertOk();

        // To the top: the subcategory becomes a top category, its child a subcategory, the products follow.
        $this->put('/admin/categorii/'.$oled->id, ['name' => ['ro' => 'OLED', 'ru' => 'OLED'], 'slug' => 'oled', 'parent_id' => ''])->assertSessionHasNoErrors();
        $this->assertSame([0, 1], [$oled->fresh()?->depth, $smart->fresh()?->depth]);
        $this->assertSame([$oled->id, $smart->id], [$atLeaf->fresh()?->category_root_id, $atLeaf->fresh()?->category_sub_id]);
        $this->assertSame([$oled->id, null], [$atSub->fresh()?->category_root_id, $atSub->fresh()?->category_sub_id]);
    }

    #[Test]
    public function a_move_that_would_make_a_fourth_level_or_a_loop_is_refused(): void
    {
        $this->editor();
        $tv = $this->category('tv');
        $audio = $this->category('audio');
        $oled = $this->category('oled', $tv);
        $this->category('smart', $oled);
        $boxes = $this->category('boxe', $audio);

        $form = ['name' => ['ro' => 'OLED', 'ru' => 'OLED'], 'slug' => 'oled'];
        $this->from('/admin/categorii/'.$oled->id.'/editare')->put('/admin/categorii/'.$oled->id, [...$form, 'parent_id' => $boxes->id])
            ->assertSessionHasErrors(['parent_id' => 'Catalogul are cel mult trei niveluri: categoria nu încape aici cu tot ce are dedesubt.']);
        $this->put('/admin/categorii/'.$tv->id, ['name' => ['ro' => 'TV', 'ru' => 'ТВ'], 'slug' => 'tv', 'parent_id' => $oled->id])
            ->assertSessionHasErrors(['parent_id' => 'O categorie nu poate fi mutată în ea însăși sau sub propriile subcategorii.']);
        $this->assertSame($tv->id, $oled->fresh()?->parent_id);
    }

    #[Test]
    public function up_and_down_swap_a_category_with_its_neighbour(): void
    {
        $this->editor();
        $a = $this->category('a', sort: 5);
        $b = $this->category('b', sort: 5);
        $c = $this->category('c', sort: 9);

        $this->post('/admin/categorii/'.$c->id.'/ordine', ['direction' => 'up'])->assertRedirect('/admin/categorii');
        $this->assertSame(['a', 'c', 'b'], Category::query()->orderBy('sort')->orderBy('id')->pluck('slug')->all());
        $this->post('/admin/categorii/'.$a->id.'/ordine', ['direction' => 'up'])->assertRedirect();
        $this->assertSame(['a', 'c', 'b'], Category::query()->orderBy('sort')->orderBy('id')->pluck('slug')->all());
        $this->post('/admin/categorii/'.$b->id.'/ordine', ['direction' => 'sideways'])->assertSessionHasErrors('direction');
    }

    #[Test]
    public function only_an_empty_category_is_deleted(): void
    {
        $this->editor();
        $tv = $this->category('tv');
        $oled = $this->category('oled', $tv);
        $empty = $this->category('gol');
        $this->product($oled);

        $this->from('/admin/categorii')->delete('/admin/categorii/'.$tv->id)
            ->assertSessionHasErrors(['category' => 'Categoria „Tv” are subcategorii: ștergeți-le sau mutați-le mai întâi.']);
        $this->from('/admin/categorii')->delete('/admin/categorii/'.$oled->id)
            ->assertSessionHasErrors(['category' => 'Categoria „Oled” are produse: mutați-le în altă categorie mai întâi.']);
        $this->delete('/admin/categorii/'.$empty->id)->assertRedirect('/admin/categorii')->assertSessionHas('status', 'Categoria a fost ștearsă.');

        $this->assertSame(['oled', 'tv'], Category::query()->orderBy('slug')->pluck('slug')->all());
        $this->assertTrue(AuditEntry::query()->where('action', 'category.delete')->where('subject_label', 'Gol')->exists());
    }

    #[Test]
    public function the_image_is_stored_with_its_variant_replaced_and_removed(): void
    {
        $this->editor();
        $tv = $this->category('tv');
        $form = ['name' => ['ro' => 'TV', 'ru' => 'ТВ'], 'slug' => 'tv', 'parent_id' => ''];

        $this->put('/admin/categorii/'.$tv->id, [...$form, 'image' => self::png()])->assertSessionHasNoErrors();
        $first = (string) $tv->fresh()?->image;
        $this->assertMatchesRegularExpression('#^categories/[0-9a-z]{26}$#', $first);
        $this->assertTrue(app(ImageStore::class)->exists($first, 'tile'));

        $this->put('/admin/categorii/'.$tv->id, [...$form, 'image' => self::png(400, 400)])->assertSessionHasNoErrors();
        $second = (string) $tv->fresh()?->image;
        $this->assertNotSame($first, $second);
        $this->assertSame([], Storage::disk('media')->allFiles($first), 'the replaced image is gone');

        $this->put('/admin/categorii/'.$tv->id, [...$form, 'remove_image' => '1'])->assertSessionHasNoErrors();
        $this->assertNull($tv->fresh()?->image);
        $this->assertSame([], Storage::disk('media')->allFiles($second));
    }

    #[Test]
    public function a_disguised_file_is_refused_as_the_image(): void
    {
        $this->editor();
        $tv = $this->category('tv');

        $this->from('/admin/categorii/'.$tv->id.'/editare')->put('/admin/categorii/'.$tv->id, [
            'name' => ['ro' => 'TV', 'ru' => 'ТВ'], 'slug' => 'tv',
            'image' => UploadedFile::fake()->createWithContent('photo.jpg', "<?php echo 'x';"),
        ])->assertSessionHasErrors('image');
        $this->assertNull($tv->fresh()?->image);
        $this->assertSame([], Storage::disk('media')->allFiles());
    }

    #[Test]
    public function the_spec_attributes_are_picked_in_order(): void
    {
        $this->editor();
        $leaf = $this->category('oled', $this->category('tv'));
        $resolution = $this->selectAttribute('resolution');
        $panel = $this->selectAttribute('panel');

        $this->put('/admin/categorii/'.$leaf->id.'/caracteristici', ['attributes' => [$panel->id, $resolution->id]])
            ->assertRedirect('/admin/categorii/'.$leaf->id.'/editare')->assertSessionHasNoErrors();
        $this->assertSame(['panel', 'resolution'], $leaf->specAttributes()->pluck('code')->all());

        $this->put('/admin/categorii/'.$leaf->id.'/caracteristici', ['attributes' => [$resolution->id, 999]])
            ->assertSessionHasErrors(['attributes.1' => 'Această caracteristică nu există.']);
        $this->put('/admin/categorii/'.$leaf->id.'/caracteristici', ['attributes' => [$resolution->id]])->assertSessionHasNoErrors();
        $this->assertSame(['resolution'], $leaf->specAttributes()->pluck('code')->all());
        $this->assertSame(2, AuditEntry::query()->where('action', 'category.attributes')->count());

        $this->get('/admin/categorii/'.$leaf->id.'/editare')->assertInertia(fn (Assert $page) => $page
            ->component('admin/categories/form')
            ->where('category.attributes', [$resolution->id])
            ->has('attribute_choices', 2));
    }

    #[Test]
    public function the_warehouse_may_not_change_categories(): void
    {
        $this->actingAs(\App\Models\User::factory()->staff(\App\Enums\StaffRole::Warehouse)->createOne());
        $tv = $this->category('tv');

        $this->delete('/admin/categorii/'.$tv->id)->assertForbidden();
        $this->post('/admin/categorii', ['name' => ['ro' => 'X', 'ru' => 'X']])->assertForbidden();
        $this->assertSame(1, Category::query()->count());
        $this->assertSame(0, Product::query()->count());
    }
}
