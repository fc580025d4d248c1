<?php

declare(strict_types=1);

namespace Tests\Feature\Seeders;

use App\Support\Images\ImageStore;
use Database\Seeders\Demo\DemoModel;
use Database\Seeders\Demo\DemoPictures;
use Database\Seeders\Demo\ProductFamilies;
use Illuminate\Support\Facades\File;
use Illuminate\Support\Facades\Storage;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Processes\AtOnce;
use Tests\TestCase;

/**
 * The drawing cache of the demo pictures is shared by whatever seeds on the machine: on a fresh one the PHP tests on
 * SQLite and on PostgreSQL draw the same pictures into it at the same time.
 */
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
}
