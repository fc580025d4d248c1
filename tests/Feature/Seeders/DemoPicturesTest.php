<?php

declare(strict_types=1);

namespace Tests\Feature\Seeders;

use App\Infrastructure\Images\ImageStore;
use Database\Seeders\Demo\DemoModel;
use Database\Seeders\Demo\DemoPictures;
use Database\Seeders\Demo\ProductFamilies;
use Illuminate\Support\Facades\File;
use Illuminate\Support\Facades\Storage;
use PHPUnit\Framework\Attributes\Group;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Processes\AtOnce;
use Tests\TestCase;

/**
 * The drawing cache of the demo pictures is shared by whatever seeds on the machine: on a fresh one the PHP tests on
 * SQLite and on PostgreSQL draw the same pictures into it at the same time. Every view keeps its straight background
 * to the corners: no view tilts the whole picture or leaves black where a transform uncovered the canvas.
 */
#[Group('slow')]
final class DemoPicturesTest extends TestCase
{
    private const PROCESSES = 4;

    private string $cache;

    protected function setUp(): void
    {
        parent::setUp();
        Storage::fake((string) config('media.disk'));
        $this->cache = sys_get_temp_dir().'/demo-pictures-'.bin2hex(random_bytes(6));
    }

    protected function tearDown(): void
    {
        File::deleteDirectory($this->cache);
        parent::tearDown();
    }

    #[Test]
    public function processes_drawing_the_same_pictures_at_once_all_succeed_and_leave_every_variant_whole(): void
    {
        $family = ProductFamilies::all()['tv-smart'];
        $models = [DemoModel::make($family, 0, 0, 'tv-smart'), DemoModel::make($family, 0, 1, 'tv-smart'), DemoModel::make($family, 1, 0, 'tv-smart')];
        $failures = AtOnce::run(self::PROCESSES, function () use ($models): void {
            $pictures = new DemoPictures(app(ImageStore::class), $this->cache);
            $pictures->products($models);
            $pictures->brand('Quorra');
            $pictures->category('televizoare', 'tv', 'negru');
        });

        $this->assertSame('', $failures);
        $keys = array_merge(...array_map(DemoPictures::keys(...), $models));
        $this->assertCount(array_sum(array_map(DemoPictures::count(...), $models)), $keys);
        $store = app(ImageStore::class);
        foreach ($keys as $key) {
            foreach (array_keys(ImageStore::widths('products')) as $variant) {
                $size = getimagesizefromstring((string) file_get_contents($this->cache.'/'.$key.'/'.$variant.'.webp'));
                $this->assertSame('image/webp', $size['mime'] ?? null, "{$key} {$variant} whole in the cache");
                $this->assertTrue($store->exists($key, $variant), "{$key} {$variant} in the media store");
            }
        }
        $this->assertSame([], glob($this->cache.'/*/*/*.part') ?: [], 'no file left half-written');
    }

    #[Test]
    public function every_view_of_every_kind_of_product_keeps_the_background_in_its_corners(): void
    {
        // One model of each drawn shape; each has its front, turned and close-up views, some a room and a box too.
        $models = [];
        foreach (ProductFamilies::all() as $kind => $family) {
            $model = DemoModel::make($family, 0, 0, $kind);
            $models[$model->shape] ??= $model;
        }
        $pictures = new DemoPictures(app(ImageStore::class), $this->cache);
        $pictures->products(array_values($models));

        $dark = [];
        foreach ($models as $model) {
            foreach (DemoPictures::keys($model) as $index => $key) {
                foreach (array_keys(ImageStore::widths('products')) as $variant) {
                    $image = imagecreatefromwebp($this->cache.'/'.$key.'/'.$variant.'.webp');
                    $this->assertNotFalse($image);
                    $corner = self::darkestCorner($image);
                    if ($corner < 120) {
                        $dark[] = sprintf('%s, %s view, %s: a corner as dark as %d', $model->name['ro'], DemoPictures::VIEWS[$index], $variant, $corner);
                    }
                }
            }
        }
        $this->assertGreaterThan(20, count($models));
        $this->assertSame([], $dark, 'pictures with dark corners (the background tilted away or filled with black)');
    }

    /** The lowest mean brightness (0–255) of the 8 × 8 pixel squares in the picture's four corners. */
    private static function darkestCorner(\GdImage $image): int
    {
        $width = imagesx($image);
        $height = imagesy($image);
        $darkest = 255;
        foreach ([[0, 0], [$width - 8, 0], [0, $height - 8], [$width - 8, $height - 8]] as [$left, $top]) {
            $sum = 0;
            for ($x = $left; $x < $left + 8; $x++) {
                for ($y = $top; $y < $top + 8; $y++) {
                    $rgb = imagecolorat($image, $x, $y);
                    $sum += (int) (0.299 * (($rgb >> 16) & 0xFF) + 0.587 * (($rgb >> 8) & 0xFF) + 0.114 * ($rgb & 0xFF));
                }
            }
            $darkest = min($darkest, intdiv($sum, 64));
        }

        return $darkest;
    }
}
