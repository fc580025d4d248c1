<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\ProductImages;

use App\Enums\StaffRole;
use App\Infrastructure\Images\ImageStore;
use App\Models\AuditEntry;
use App\Models\Product;
use App\Models\ProductImage;
use App\Models\User;
use Database\Factories\ProductImageFactory;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * A product's pictures in the back office: uploads judged by their bytes, stored once with WebP variants, alt text per
 * language, order, replacing (old files gone) and removing, each audited; then the shop shows them.
 */
final class ProductImagesTest extends TestCase
{
    use RefreshDatabase;

    private User $editor;

    private Product $product;

    protected function setUp(): void
    {
        parent::setUp();
        Storage::fake('media');
        $this->editor = User::factory()->staff(StaffRole::Editor)->createOne();
        $this->product = ProductImageFactory::product();
    }

    #[Test]
    public function jpeg_png_and_webp_uploads_are_stored_with_card_gallery_and_zoom_variants_never_enlarged(): void
    {
        $this->actingAs($this->editor)->post($this->url(), ['images' => [
            self::image('front.jpg', 2000, 1500, 'jpeg'),
            self::image('side.png', 600, 300, 'png'),
            self::image('back.webp', 1000, 1000, 'webp'),
        ]])->assertRedirect($this->url())->assertSessionHas('status', 'Imagini adăugate: 3.');

        $images = $this->product->images()->get();
        $this->assertSame([0, 1, 2], $images->pluck('sort')->all());
        $this->assertSame([[2000, 1500], [600, 300], [1000, 1000]], $images->map(fn (ProductImage $i): array => [$i->width, $i->height])->all());
        $expected = [
            [['card', 400, 300], ['gallery', 800, 600], ['zoom', 1600, 1200]],
            [['card', 400, 200], ['gallery', 600, 300], ['zoom', 600, 300]],
            [['card', 400, 400], ['gallery', 800, 800], ['zoom', 1000, 1000]],
        ];
        foreach ($images as $n => $image) {
            $this->assertMatchesRegularExpression('#^products/[0-9a-z]{26}$#', $image->key);
            foreach ($expected[$n] as [$variant, $width, $height]) {
                $info = getimagesizefromstring((string) Storage::disk('media')->get("{$image->key}/{$variant}.webp"));
                $this->assertNotFalse($info);
                $this->assertSame([$width, $height, IMAGETYPE_WEBP], [$info[0], $info[1], $info[2]], "{$n} {$variant}");
            }
        }

        $entry = AuditEntry::query()->where('action', 'product.image_add')->sole();
        $this->assertSame($this->editor->id, $entry->user_id);
        $this->assertSame($images->pluck('key')->all(), $entry->after['images'] ?? null);
    }

    #[Test]
    public function a_disguised_file_is_refused_in_the_staff_members_language_and_nothing_is_stored(): void
    {
        $php = UploadedFile::fake()->createWithContent('photo.jpg', "<?php system(\$_GET['c']);");
        $svg = UploadedFile::fake()->createWithContent('logo.png', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

        $this->actingAs($this->editor)->from($this->url())->post($this->url(), ['images' => [$php, $svg]])
            ->assertRedirect($this->url())
            ->assertSessionHasErrors([
                'images.0' => 'Alegeți o imagine JPEG, PNG sau WebP. Alte fișiere nu se primesc, oricum s-ar numi.',
                'images.1' => 'Alegeți o imagine JPEG, PNG sau WebP. Alte fișiere nu se primesc, oricum s-ar numi.',
            ]);

        $this->editor->forceFill(['locale' => 'ru'])->save();
        $this->actingAs($this->editor)->from($this->url())->post($this->url(), ['images' => [$php]])
            ->assertSessionHasErrors(['images.0' => 'Выберите изображение JPEG, PNG или WebP. Другие файлы не принимаются, как бы они ни назывались.']);

        $this->assertSame(0, ProductImage::query()->count());
        $this->assertSame([], Storage::disk('media')->allFiles());
        $this->assertSame(0, AuditEntry::query()->count());
    }

    #[Test]
    public function no_more_than_the_limit_of_pictures_per_product(): void
    {
        config(['media.max_product_images' => 2]);
        ProductImage::factory()->createOne(['product_id' => $this->product->id]);

        $this->actingAs($this->editor)->from($this->url())->post($this->url(), ['images' => [
            self::image('a.png', 50, 50, 'png'), self::image('b.png', 50, 50, 'png'),
        ]])->assertSessionHasErrors(['images' => 'Un produs poate avea cel mult 2 imagini.']);
        $this->assertSame(1, $this->product->images()->count());
        $this->assertSame([], Storage::disk('media')->allFiles());
    }

    #[Test]
    public function replacing_a_file_keeps_the_place_and_alt_text_and_removes_the_old_variants(): void
    {
        $this->actingAs($this->editor)->post($this->url(), ['images' => [self::image('a.jpg', 900, 900, 'jpeg'), self::image('b.jpg', 900, 900, 'jpeg')]]);
        [$first, $second] = $this->product->images()->get()->all();
        $second->update(['alt' => ['ro' => 'Spate', 'ru' => 'Сзади']]);
        $oldKey = $second->key;

        $this->actingAs($this->editor)->put($this->url($second->id), ['file' => self::image('c.png', 1200, 600, 'png')])
            ->assertRedirect($this->url())->assertSessionHas('status', 'Fișierul imaginii a fost înlocuit.');

        $second->refresh();
        $this->assertNotSame($oldKey, $second->key);
        $this->assertSame([1, 1200, 600, ['ro' => 'Spate', 'ru' => 'Сзади']], [$second->sort, $second->width, $second->height, $second->alt]);
        $this->assertSame([], Storage::disk('media')->allFiles($oldKey), 'the old original and variants are gone');
        $this->assertTrue(app(ImageStore::class)->exists($second->key, 'zoom'));
        $this->assertTrue(app(ImageStore::class)->exists($first->key, 'zoom'), 'the other picture is untouched');
        $entry = AuditEntry::query()->where('action', 'product.image_replace')->sole();
        $this->assertSame(['image' => $second->id, 'key' => $oldKey], $entry->before);
    }

    #[Test]
    public function a_disguised_replacement_is_refused_and_the_old_file_stays(): void
    {
        $image = ProductImage::factory()->createOne(['product_id' => $this->product->id]);

        $this->actingAs($this->editor)->from($this->url())->put($this->url($image->id), ['file' => UploadedFile::fake()->createWithContent('x.webp', 'GIF89a not really')])
            ->assertSessionHasErrors(['file' => 'Alegeți o imagine JPEG, PNG sau WebP. Alte fișiere nu se primesc, oricum s-ar numi.']);
        $this->assertSame('images/products/tv.svg', $image->fresh()?->key);
    }

    #[Test]
    public function alt_text_is_saved_per_language_and_validated_beside_the_field(): void
    {
        $image = ProductImage::factory()->createOne(['product_id' => $this->product->id]);

        $this->actingAs($this->editor)->put($this->url($image->id), ['alt' => ['ro' => ' Vedere din față ', 'ru' => 'Вид спереди']])
            ->assertRedirect($this->url())->assertSessionHas('status', 'Textul alternativ a fost salvat.');
        $this->assertSame(['ro' => 'Vedere din față', 'ru' => 'Вид спереди'], $image->fresh()?->alt);
        $this->assertSame(1, AuditEntry::query()->where('action', 'product.image_alt')->count());

        $this->actingAs($this->editor)->from($this->url())->put($this->url($image->id), ['alt' => ['ro' => str_repeat('a', 256), 'ru' => '']])
            ->assertSessionHasErrors(['alt.ro' => 'Cel mult 255 caractere.']);
        $this->actingAs($this->editor)->from($this->url())->put($this->url($image->id), [])
            ->assertSessionHasErrors(['alt' => 'Scrieți textul alternativ sau alegeți un fișier.']);
    }

    #[Test]
    public function the_order_is_saved_and_the_first_picture_becomes_the_main_one(): void
    {
        $images = ProductImage::factory()->count(3)->create(['product_id' => $this->product->id]);
        $ids = [$images[2]->id, $images[0]->id, $images[1]->id];

        $this->actingAs($this->editor)->put($this->url().'/ordine', ['ids' => $ids])->assertRedirect($this->url())
            ->assertSessionHas('status', 'Ordinea imaginilor a fost salvată.');

        $this->assertSame($ids, $this->product->images()->pluck('id')->all());
        $this->assertSame($images[2]->id, Product::query()->with('mainImage')->findOrFail($this->product->id)->mainImage?->id);
        $this->assertSame(1, AuditEntry::query()->where('action', 'product.image_order')->count());

        $this->actingAs($this->editor)->from($this->url())->put($this->url().'/ordine', ['ids' => [$images[0]->id, $images[1]->id]])
            ->assertSessionHasErrors(['ids' => 'Imaginile s-au schimbat între timp: reîncărcați pagina și încercați din nou.']);
        $other = ProductImage::factory()->createOne();
        $this->actingAs($this->editor)->from($this->url())->put($this->url().'/ordine', ['ids' => [...$ids, $other->id]])->assertSessionHasErrors('ids');
        $this->assertSame($ids, $this->product->images()->pluck('id')->all());
    }

    #[Test]
    public function removing_a_picture_deletes_its_files_and_leaves_shared_legacy_files_alone(): void
    {
        $this->actingAs($this->editor)->post($this->url(), ['images' => [self::image('a.webp', 500, 500, 'webp')]]);
        $uploaded = $this->product->images()->sole();
        $legacy = ProductImage::factory()->createOne(['product_id' => $this->product->id]);

        $this->actingAs($this->editor)->delete($this->url($uploaded->id))->assertRedirect($this->url())->assertSessionHas('status', 'Imaginea a fost ștearsă.');
        $this->actingAs($this->editor)->delete($this->url($legacy->id))->assertRedirect($this->url());

        $this->assertSame(0, $this->product->images()->count());
        $this->assertSame([], Storage::disk('media')->allFiles());
        $this->assertFileExists(public_path('images/products/tv.svg'));
        $this->assertSame(2, AuditEntry::query()->where('action', 'product.image_remove')->count());
    }

    #[Test]
    public function a_picture_of_another_product_is_not_found_through_this_one(): void
    {
        $other = ProductImage::factory()->createOne();

        $this->actingAs($this->editor)->put($this->url($other->id), ['alt' => ['ro' => 'x', 'ru' => 'x']])->assertNotFound();
        $this->actingAs($this->editor)->delete($this->url($other->id))->assertNotFound();
        $this->assertNotNull($other->fresh());
    }

    #[Test]
    public function the_warehouse_may_not_change_pictures(): void
    {
        $warehouse = User::factory()->staff(StaffRole::Warehouse)->createOne();

        $this->actingAs($warehouse)->post($this->url(), ['images' => [self::image('a.png', 50, 50, 'png')]])->assertForbidden();
        $this->assertSame([], Storage::disk('media')->allFiles());
    }

    #[Test]
    public function the_page_lists_the_pictures_in_order_with_both_alt_texts(): void
    {
        $first = ProductImage::factory()->createOne(['product_id' => $this->product->id, 'alt' => ['ro' => 'Față', 'ru' => 'Спереди']]);
        ProductImage::factory()->createOne(['product_id' => $this->product->id, 'alt' => ['ro' => '', 'ru' => '']]);

        $this->actingAs($this->editor)->get($this->url())->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('admin/products/images')
            ->where('product.id', $this->product->id)
            ->where('product.names.ru', $this->product->name['ru'])
            ->where('limit', 12)
            ->has('images', 2)
            ->where('images.0.id', $first->id)
            ->where('images.0.alt', ['ro' => 'Față', 'ru' => 'Спереди'])
            ->where('images.0.thumb', '/images/products/tv.svg')
            ->where('images.1.alt', ['ro' => '', 'ru' => '']));
    }

    #[Test]
    public function the_shop_shows_the_variants_and_the_alt_text_in_the_shoppers_language(): void
    {
        $store = app(ImageStore::class);
        $a = $store->store(self::image('a.jpg', 1200, 900, 'jpeg'), 'products');
        $b = $store->store(self::image('b.png', 500, 500, 'png'), 'products');
        $main = ProductImage::factory()->createOne(['product_id' => $this->product->id, 'key' => $a->key, 'width' => 1200, 'height' => 900, 'sort' => 0, 'alt' => ['ro' => 'Televizorul din față', 'ru' => 'Телевизор спереди']]);
        $second = ProductImage::factory()->createOne(['product_id' => $this->product->id, 'key' => $b->key, 'width' => 500, 'height' => 500, 'sort' => 1, 'alt' => ['ro' => '', 'ru' => '']]);

        $this->get('/ru/produs/'.$this->product->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('product.images.0.src', $store->url($main->key, 'gallery'))
            ->where('product.images.0.zoom', $store->url($main->key, 'zoom'))
            ->where('product.images.0.srcset', $store->url($main->key, 'gallery').' 800w, '.$store->url($main->key, 'zoom').' 1200w')
            ->where('product.images.0.alt', 'Телевизор спереди')
            ->where('product.images.0.width', 800)
            ->where('product.images.0.height', 600)
            ->where('product.images.1.alt', $this->product->name['ru'])
            ->where('product.images.1.srcset', null)
            ->where('product.images.1.src', $store->url($second->key, 'gallery'))
            ->where('product.images.1.width', 500)
            ->etc());

        $this->get('/produs/'.$this->product->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('product.images.0.alt', 'Televizorul din față')
            ->where('meta.json_ld.0.image', [url($store->url($main->key, 'zoom')), url($store->url($second->key, 'zoom'))])
            ->etc());
        $cards = collect($this->get('/cautare?q='.urlencode($this->product->name['ro']))->assertOk()->viewData('page')['props']['listing']['products']['data'] ?? []);
        $card = $cards->firstWhere('id', $this->product->id);
        $this->assertIsArray($card);
        $this->assertSame([$store->url($main->key, 'card'), 'Televizorul din față', $store->url($main->key, 'card').' 400w, '.$store->url($main->key, 'gallery').' 800w'], [$card['image'], $card['image_alt'], $card['image_srcset']]);
        $this->assertSame($store->url($main->key, 'card'), $this->getJson('/api/search/suggest?q='.urlencode($this->product->name['ro']).'&lang=ro')->json('products.0.image'));
    }

    private function url(?int $image = null): string
    {
        return '/admin/produse/'.$this->product->id.'/imagini'.($image === null ? '' : '/'.$image);
    }

    /** A real image of this type, with noise so it does not compress to nothing. */
    private static function image(string $name, int $width, int $height, string $type): UploadedFile
    {
        $image = imagecreatetruecolor($width, $height);
        imagefilledrectangle($image, 0, 0, $width, $height, (int) imagecolorallocate($image, 30, 90, 200));
        for ($i = 0; $i < 50; $i++) {
            imagefilledellipse($image, random_int(0, $width), random_int(0, $height), 20, 20, (int) imagecolorallocate($image, random_int(0, 255), random_int(0, 255), random_int(0, 255)));
        }
        $path = (string) tempnam(sys_get_temp_dir(), 'img');
        match ($type) {
            'jpeg' => imagejpeg($image, $path, 90),
            'png' => imagepng($image, $path),
            default => imagewebp($image, $path, 90),
        };

        return new UploadedFile($path, $name, null, null, true);
    }
}
