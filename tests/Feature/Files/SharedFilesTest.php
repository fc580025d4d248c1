<?php

declare(strict_types=1);

namespace Tests\Feature\Files;

use App\Enums\StaffRole;
use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Seo\SitemapFiles;
use App\Models\JobApplication;
use App\Models\Product;
use App\Models\ProductImage;
use App\Models\User;
use Database\Factories\ProductImageFactory;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Filesystem\AwsS3V3Adapter;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Facades\URL;
use League\Flysystem\Local\LocalFilesystemAdapter;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Careers\CareersTest;
use Tests\Support\Files\FakeS3Bucket;
use Tests\Support\Files\SimulatesAppServers;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * Several app servers: what one writes (the sitemap, a product's pictures, a catalogue import waiting for "Apply", a
 * CV) another reads, through the files disks they share. Each case runs with the disks on one shared folder and in one
 * S3-compatible bucket (FakeS3Bucket: the SDK's requests, answered in memory), where it works from the other server,
 * and with each server's own folders (the single-server default) or bucket, where the other server does not find the
 * file — the failure the shared disk is there to prevent.
 */
final class SharedFilesTest extends TestCase
{
    use SimulatesAppServers;

    /** @var array<string, FakeS3Bucket> */
    private array $buckets = [];

    /** @return array<string, array{string}> */
    public static function layouts(): array
    {
        return [
            'one shared folder' => ['shared-folder'],
            'each server its own folders' => ['own-folders'],
            'one S3-compatible bucket' => ['s3'],
            'each server its own bucket' => ['own-s3-buckets'],
        ];
    }

    /** The application runs as app server $server, its files disks laid out as $layout says. */
    private function serve(string $server, string $layout): void
    {
        match ($layout) {
            'shared-folder' => $this->onServer($server, $this->sharedFolders()),
            'own-folders' => $this->onServer($server),
            's3' => $this->onServer($server, $this->s3Bucket($this->bucket('shared')), $this->bucket('shared')),
            'own-s3-buckets' => $this->onServer($server, $this->s3Bucket($this->bucket($server)), $this->bucket($server)),
        };
        if (str_contains($layout, 's3')) {
            foreach (['media', 'applications', 'sitemap', 'catalog-imports'] as $disk) {
                $this->assertInstanceOf(AwsS3V3Adapter::class, Storage::disk($disk));
            }
            $this->assertInstanceOf(LocalFilesystemAdapter::class, Storage::disk('local')->getAdapter());
        }
    }

    private function bucket(string $name): FakeS3Bucket
    {
        return $this->buckets[$name] ??= new FakeS3Bucket;
    }

    private static function shares(string $layout): bool
    {
        return in_array($layout, ['shared-folder', 's3'], true);
    }

    #[Test]
    #[DataProvider('layouts')]
    public function the_sitemap_written_on_one_server_is_served_by_another(string $layout): void
    {
        $this->seed(DatabaseSeeder::class);
        $this->serve('scheduler', $layout);
        $this->artisan('sitemap:generate')->assertSuccessful();
        $written = $this->get('/sitemap.xml')->assertOk()->streamedContent();

        $this->serve('web-2', $layout);
        if (! self::shares($layout)) {
            $this->get('/sitemap.xml')->assertNotFound();
            $this->get('/sitemaps/products-1.xml')->assertNotFound();

            return;
        }
        $index = $this->get('/sitemap.xml')->assertOk()->assertHeader('Content-Type', 'application/xml; charset=UTF-8');
        $this->assertSame($written, $index->streamedContent());
        $this->assertStringContainsString('/sitemaps/products-1.xml</loc>', $written);
        $this->assertStringContainsString('<urlset', $this->get('/sitemaps/products-1.xml')->assertOk()->streamedContent());
        // The same validators on every server: a crawler's conditional request is answered wherever it lands.
        $this->get('/sitemap.xml', ['If-None-Match' => (string) $index->headers->get('ETag')])->assertStatus(304);
        // Nothing of it was left in the generating server's own storage.
        $this->assertSame([], glob($this->serversRoot().'/scheduler/storage/app/sitemap/*') ?: []);
        if ($layout === 's3') {
            $release = SitemapFiles::current();
            $this->assertSame($release, $this->bucket('shared')->body('sitemap/current.txt'));
            $this->assertSame($written, $this->bucket('shared')->body("sitemap/releases/$release/sitemap.xml"));
        }

        // A second run, from the other server, replaces it; the run before stays for readers in the middle of a download.
        $first = SitemapFiles::current();
        $this->travel(2)->seconds();
        $this->artisan('sitemap:generate')->assertSuccessful();
        $this->assertNotSame($first, SitemapFiles::current());
        $releases = array_map('basename', Storage::disk('sitemap')->directories('releases'));
        sort($releases);
        $this->assertSame([$first, SitemapFiles::current()], $releases);
        $this->assertNotSame($index->headers->get('ETag'), $this->get('/sitemap.xml')->assertOk()->headers->get('ETag'));
    }

    #[Test]
    #[DataProvider('layouts')]
    public function a_product_picture_uploaded_on_one_server_is_read_and_linked_from_another(string $layout): void
    {
        $editor = User::factory()->staff(StaffRole::Editor)->createOne();
        $product = ProductImageFactory::product();
        $this->serve('web-1', $layout);
        $this->actingAs($editor)->post('/admin/produse/'.$product->id.'/imagini', ['images' => [self::jpeg()]])
            ->assertRedirect()->assertSessionHas('status', 'Imagini adăugate: 1.');
        $key = ProductImage::query()->where('product_id', $product->id)->sole()->key;

        $this->serve('web-2', $layout);
        $store = app(ImageStore::class);
        $this->assertSame(self::shares($layout), $store->exists($key, 'gallery'));
        if (! self::shares($layout)) {
            return;
        }
        $info = getimagesizefromstring((string) ImageStore::disk()->get($key.'/gallery.webp'));
        $this->assertNotFalse($info);
        $this->assertSame([800, 600, IMAGETYPE_WEBP], [$info[0], $info[1], $info[2]]);
        $this->assertTrue($store->exists($key, 'zoom'));
        $this->assertSame($layout === 's3' ? 'http://127.0.0.1:9000/shop-files/media/'.$key.'/gallery.webp' : '/media/'.$key.'/gallery.webp', $store->url($key, 'gallery'));
        if ($layout === 's3') {
            $this->assertNotNull($this->bucket('shared')->body('media/'.$key.'/card.webp'));
        } else {
            $this->assertFileExists($this->serversRoot().'/shared/media/'.$key.'/zoom.webp');
        }
        // Staff on this server remove it: the files written by the other are gone.
        $image = ProductImage::query()->where('product_id', $product->id)->sole();
        $this->actingAs($editor)->delete('/admin/produse/'.$product->id.'/imagini/'.$image->id)->assertRedirect();
        $this->assertSame([], ImageStore::disk()->allFiles($key));
        $this->assertFalse($store->exists($key, 'gallery'));
    }

    #[Test]
    #[DataProvider('layouts')]
    public function a_catalogue_import_previewed_on_one_server_is_applied_on_another(string $layout): void
    {
        $product = $this->stockedProduct();
        $warehouse = User::factory()->staff(StaffRole::Warehouse)->createOne(['locale' => 'ro']);
        $place = Stock::warehouse();
        $slug = (string) DB::table('stores')->where('id', $place)->value('slug');
        $this->serve('web-1', $layout);
        $preview = $this->actingAs($warehouse)->post('/admin/import-catalog/verificare', [
            'file' => UploadedFile::fake()->createWithContent('stoc.csv', "sku;stock:$slug\n{$product->sku};7\n"),
        ])->assertRedirect();
        parse_str((string) parse_url((string) $preview->headers->get('Location'), PHP_URL_QUERY), $query);
        $token = (string) ($query['token'] ?? '');
        $this->assertMatchesRegularExpression('/^[A-Za-z0-9]{40}$/', $token);

        $this->serve('web-2', $layout);
        $apply = $this->actingAs($warehouse)->post('/admin/import-catalog/aplicare', ['token' => $token]);
        if (! self::shares($layout)) {
            $apply->assertSessionHasErrors('token');
            $this->assertSame(3, Stock::total($product));

            return;
        }
        $apply->assertRedirect('/admin/import-catalog')->assertSessionHasNoErrors();
        $this->assertSame(7, Stock::at($product, $place));
        $this->assertSame([], Storage::disk('catalog-imports')->files(), 'the applied file is gone from the shared disk');
    }

    #[Test]
    #[DataProvider('layouts')]
    public function a_cv_sent_to_one_server_is_downloaded_by_staff_on_another_and_pruned_by_a_third(string $layout): void
    {
        $this->seed(DatabaseSeeder::class);
        Mail::fake();
        $this->serve('web-1', $layout);
        $this->post('/cariera/consultant-vanzari-chisinau', [
            'name' => 'Ion Popescu', 'phone' => '060 12 34 56', 'email' => 'ion@example.md', 'message' => 'Bună ziua.',
            'cv' => CareersTest::pdf('cv.pdf', 'shared-disk'),
        ])->assertRedirect()->assertSessionHasNoErrors();
        $application = JobApplication::query()->latest('id')->firstOrFail();

        $this->serve('web-2', $layout);
        $manager = User::factory()->staff(StaffRole::Manager)->createOne(['locale' => 'ro']);
        $url = URL::temporarySignedRoute('admin.applications.cv', now()->addMinutes(5), ['application' => $application->id]);
        $download = $this->actingAs($manager)->get($url);
        if (! self::shares($layout)) {
            $download->assertNotFound();

            return;
        }
        $download->assertOk()->assertHeader('Content-Type', 'application/pdf');
        $this->assertStringContainsString('shared-disk', $download->streamedContent());

        $this->assertSame([$application->cv_path], Storage::disk('applications')->allFiles());

        $this->serve('scheduler', $layout);
        $this->travel(config()->integer('privacy.job_applications_days') + 1)->days();
        $this->artisan('shop:prune')->assertSuccessful();
        $this->assertSame([], Storage::disk('applications')->allFiles());
        $this->assertSame(0, JobApplication::query()->count());
    }

    /** @return array<string, array{string, array<string, string>, string}> */
    public static function mediaAddresses(): array
    {
        return [
            'this server, /media' => ['own-folders', [], '/media/'],
            'a shared folder behind a CDN' => ['shared-folder', ['MEDIA_URL' => 'https://cdn.electroshop.md/media/'], 'https://cdn.electroshop.md/media/'],
            'a bucket at its own address' => ['s3', [], 'http://127.0.0.1:9000/shop-files/media/'],
            'a bucket behind a CDN' => ['s3', ['MEDIA_URL' => 'https://cdn.electroshop.md'], 'https://cdn.electroshop.md/media/'],
        ];
    }

    /** @param  array<string, string>  $extra */
    #[Test]
    #[DataProvider('mediaAddresses')]
    public function pages_link_pictures_at_the_address_the_media_disk_gives(string $layout, array $extra, string $prefix): void
    {
        $product = ProductImageFactory::product();
        $key = 'products/'.strtolower((string) \Illuminate\Support\Str::ulid());
        ProductImage::factory()->createOne(['product_id' => $product->id, 'key' => $key, 'sort' => 0]);
        $environment = match ($layout) {
            'own-folders' => [],
            'shared-folder' => $this->sharedFolders(),
            default => $this->s3Bucket($this->bucket('shared')),
        };
        $this->onServer('web-1', [...$environment, ...$extra], $layout === 's3' ? $this->bucket('shared') : null);

        $this->assertSame($prefix.$key.'/card.webp', app(ImageStore::class)->url($key, 'card'));
        $page = (string) $this->get('/produs/'.$product->slug)->assertOk()->getContent();
        $this->assertStringContainsString(str_replace('/', '\\/', $prefix.$key.'/gallery.webp'), $page);
    }

    private function stockedProduct(): Product
    {
        $product = ProductImageFactory::product();
        Stock::set($product->id, Stock::warehouse(), 3);

        return $product->refresh();
    }

    private static function jpeg(): UploadedFile
    {
        $image = imagecreatetruecolor(1000, 750);
        imagefilledrectangle($image, 0, 0, 1000, 750, (int) imagecolorallocate($image, 30, 90, 200));
        $path = (string) tempnam(sys_get_temp_dir(), 'img');
        imagejpeg($image, $path, 90);

        return new UploadedFile($path, 'front.jpg', 'image/jpeg', null, true);
    }
}
