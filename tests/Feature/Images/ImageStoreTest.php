<?php

declare(strict_types=1);

namespace Tests\Feature\Images;

use App\Infrastructure\Images\ImageStore;
use App\Rules\ImageUpload;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\App;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Facades\Validator;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * Staff uploads: refused unless their bytes are a JPEG, PNG or WebP the shop can read; kept once with WebP variants per
 * collection, never enlarged, transparency kept; removed with every variant.
 */
final class ImageStoreTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        Storage::fake('media');
    }

    #[Test]
    public function a_photo_is_kept_once_with_a_webp_variant_per_size_of_its_collection(): void
    {
        $stored = app(ImageStore::class)->store(self::image('tv.jpg', 2000, 1000, 'jpeg'), 'products');

        $this->assertMatchesRegularExpression('#^products/[0-9a-z]{26}$#', $stored->key);
        $this->assertSame([2000, 1000], [$stored->width, $stored->height]);
        $disk = Storage::disk('media');
        $this->assertSame([$stored->key.'/card.webp', $stored->key.'/gallery.webp', $stored->key.'/zoom.webp'], collect($disk->files($stored->key))->sort()->values()->all());
        $this->assertSame([$stored->key.'/original.jpg'], Storage::disk('media-originals')->files($stored->key));
        foreach (['card' => [400, 200], 'gallery' => [800, 400], 'zoom' => [1600, 800]] as $variant => [$width, $height]) {
            $info = getimagesizefromstring((string) $disk->get($stored->key."/{$variant}.webp"));
            $this->assertNotFalse($info);
            $this->assertSame([$width, $height, IMAGETYPE_WEBP], [$info[0], $info[1], $info[2]], $variant);
        }
        $this->assertStringEndsWith('/'.$stored->key.'/card.webp', app(ImageStore::class)->url($stored->key, 'card'));
        $this->assertSame(['card', 'gallery', 'zoom'], array_keys(app(ImageStore::class)->variants($stored->key, 'products')));
    }

    /** A phone's photo carries where and with what it was taken: only the variants, drawn anew, are ever served. */
    #[Test]
    public function a_photos_metadata_stays_private_and_no_served_file_carries_it(): void
    {
        $path = self::jpegWithGps();
        $this->assertNotFalse(strpos((string) file_get_contents($path), 'SECRET-SERIAL-123'));

        $stored = app(ImageStore::class)->store(new UploadedFile($path, 'IMG_0001.jpg', 'image/jpeg', null, true), 'products');

        $public = Storage::disk('media');
        $this->assertCount(3, $public->allFiles());
        foreach ($public->allFiles() as $file) {
            $this->assertStringNotContainsString('SECRET-SERIAL-123', (string) $public->get($file), $file);
            $this->assertStringNotContainsString('Exif', (string) $public->get($file), $file);
        }
        $this->assertStringContainsString('SECRET-SERIAL-123', (string) Storage::disk('media-originals')->get($stored->key.'/original.jpg'));

        app(ImageStore::class)->delete($stored->key);
        $this->assertSame([], Storage::disk('media-originals')->allFiles());
    }

    #[Test]
    public function originals_an_older_release_kept_public_are_moved_to_the_private_disk(): void
    {
        $key = 'products/01jd0000000000000000000000';
        Storage::disk('media')->put($key.'/original.jpg', 'camera bytes');
        Storage::disk('media')->put($key.'/card.webp', 'variant');
        Storage::disk('media')->put('images/original.jpg', 'not an upload');

        $this->artisan('media:hide-originals')->expectsOutputToContain('Originals moved to the private disk: 1.')->assertSuccessful();
        $this->artisan('media:hide-originals')->expectsOutputToContain('Originals moved to the private disk: 0.')->assertSuccessful();

        $this->assertSame(['images/original.jpg', $key.'/card.webp'], collect(Storage::disk('media')->allFiles())->sort()->values()->all());
        $this->assertSame('camera bytes', Storage::disk('media-originals')->get($key.'/original.jpg'));
    }

    /** A JPEG with an EXIF block (APP1) holding a camera serial, as a phone writes one. */
    private static function jpegWithGps(): string
    {
        $image = imagecreatetruecolor(900, 600);
        ob_start();
        imagejpeg($image);
        $jpeg = (string) ob_get_clean();
        $tiff = "MM\x00\x2a\x00\x00\x00\x08\x00\x00SECRET-SERIAL-123 GPS 47.0105N 28.8638E";
        $app1 = "\xFF\xE1".pack('n', strlen($tiff) + 8)."Exif\x00\x00".$tiff;
        $path = tempnam(sys_get_temp_dir(), 'exif').'.jpg';
        file_put_contents($path, substr($jpeg, 0, 2).$app1.substr($jpeg, 2));

        return $path;
    }

    #[Test]
    public function a_small_png_is_not_enlarged_and_keeps_its_transparency(): void
    {
        $stored = app(ImageStore::class)->store(self::image('logo.png', 300, 120, 'png', transparent: true), 'brands');

        $webp = (string) Storage::disk('media')->get($stored->key.'/logo.webp');
        $info = getimagesizefromstring($webp);
        $this->assertNotFalse($info);
        $this->assertSame([300, 120], [$info[0], $info[1]]);
        $image = imagecreatefromstring($webp);
        $this->assertNotFalse($image);
        $this->assertSame(127, (imagecolorat($image, 5, 5) >> 24) & 0x7F, 'the transparent corner stays transparent');
    }

    #[Test]
    public function deleting_removes_the_original_and_every_variant_and_leaves_the_older_catalogue_files_alone(): void
    {
        $store = app(ImageStore::class);
        $kept = $store->store(self::image('a.webp', 900, 900, 'webp'), 'products');
        $removed = $store->store(self::image('b.webp', 900, 900, 'webp'), 'products');

        $store->delete($removed->key);
        $store->delete('images/products/tv.svg');
        $store->delete('../../etc');

        $this->assertSame([], Storage::disk('media')->allFiles($removed->key));
        $this->assertTrue($store->exists($kept->key, 'zoom'));
        $this->assertSame('/images/products/tv.svg', $store->url('images/products/tv.svg', 'zoom'));
        $this->assertSame(['card' => '/images/products/tv.svg', 'gallery' => '/images/products/tv.svg', 'zoom' => '/images/products/tv.svg'], $store->variants('images/products/tv.svg', 'products'));
    }

    #[Test]
    public function jpeg_png_and_webp_pass_the_rule(): void
    {
        foreach (['jpeg', 'png', 'webp'] as $type) {
            $this->assertTrue(Validator::make(['image' => self::image("x.{$type}", 50, 40, $type)], ['image' => [new ImageUpload]])->passes(), $type);
        }
    }

    #[Test]
    public function files_that_are_not_images_are_refused_whatever_their_name_in_the_staff_language(): void
    {
        $php = UploadedFile::fake()->createWithContent('photo.jpg', "<?php echo 'x';");
        $svg = UploadedFile::fake()->createWithContent('logo.png', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
        $gif = UploadedFile::fake()->createWithContent('anim.webp', (string) base64_decode('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=='));

        foreach ([$php, $svg, $gif] as $file) {
            $this->assertSame(['Alegeți o imagine JPEG, PNG sau WebP. Alte fișiere nu se primesc, oricum s-ar numi.'], self::errors($file));
        }
        App::setLocale('ru');
        $this->assertSame(['Выберите изображение JPEG, PNG или WebP. Другие файлы не принимаются, как бы они ни назывались.'], self::errors($php));
    }

    #[Test]
    public function too_large_too_many_pixels_and_cut_off_files_are_refused(): void
    {
        config(['media.max_kilobytes' => 1024, 'media.max_pixels' => 1_000_000]);
        $tooHeavy = UploadedFile::fake()->createWithContent('big.jpg', str_repeat('x', 1024 * 1024 + 1));
        $tooManyPixels = self::image('wide.png', 1200, 1000, 'png');
        $jpeg = (string) file_get_contents((string) self::image('half.jpg', 400, 400, 'jpeg')->getRealPath());
        $cutOff = UploadedFile::fake()->createWithContent('half.jpg', substr($jpeg, 0, 600));

        $this->assertSame(['Imaginea poate avea cel mult 1 MB.'], self::errors($tooHeavy));
        $this->assertSame(['Imaginea poate avea cel mult 1 megapixeli.'], self::errors($tooManyPixels));
        $this->assertSame(['Imaginea pare deteriorată sau încărcată pe jumătate. Încercați din nou cu alt fișier.'], self::errors($cutOff));
    }

    /**
     * @return list<string>
     */
    private static function errors(UploadedFile $file): array
    {
        return Validator::make(['image' => $file], ['image' => [new ImageUpload]])->errors()->get('image');
    }

    /** A real image file of this type, filled with noise so it does not compress to nothing. */
    private static function image(string $name, int $width, int $height, string $type, bool $transparent = false): UploadedFile
    {
        $image = imagecreatetruecolor($width, $height);
        imagealphablending($image, false);
        imagesavealpha($image, true);
        imagefilledrectangle($image, 0, 0, $width, $height, (int) imagecolorallocatealpha($image, 30, 90, 200, 0));
        for ($i = 0; $i < 200; $i++) {
            imagefilledellipse($image, random_int(0, $width), random_int(0, $height), 20, 20, (int) imagecolorallocatealpha($image, random_int(0, 255), random_int(0, 255), random_int(0, 255), 0));
        }
        if ($transparent) {
            imagefilledrectangle($image, 0, 0, 20, 20, (int) imagecolorallocatealpha($image, 0, 0, 0, 127));
        }
        $path = tempnam(sys_get_temp_dir(), 'img');
        match ($type) {
            'jpeg' => imagejpeg($image, $path, 90),
            'png' => imagepng($image, $path),
            default => imagewebp($image, $path, 90),
        };

        return new UploadedFile((string) $path, $name, null, null, true);
    }
}
