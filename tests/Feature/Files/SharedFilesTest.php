<?php

declare(strict_types=1);

namespace Tests\Feature\Files;

use App\Enums\StaffRole;
use App\Models\JobApplication;
use App\Models\Product;
use App\Models\ProductImage;
use App\Models\User;
use App\Support\Images\ImageStore;
use Database\Factories\ProductImageFactory;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Facades\URL;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Careers\CareersTest;
use Tests\Support\Files\SimulatesAppServers;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * Several app servers: what one writes (the sitemap, a product's pictures, a catalogue import waiting for "Apply", a
 * CV) another reads, through the files disks they share. Each case runs twice: with the disks on one shared folder it
 * works from the other server; with each server's own folders (the single-server default) the other server does not
 * find the file — the failure the shared disk is there to prevent.
 */
final class SharedFilesTest extends TestCase
{
    use SimulatesAppServers;

    /** @return array<string, array{bool}> */
    public static function layouts(): array
    {
        return ['one shared disk' => [true], 'each server its own folders' => [false]];
    }

    /** @return array<string, string> */
    private function settings(bool $shared): array
    {
        return $shared ? $this->sharedFolders() : [];
    }

    #[Test]
    #[DataProvider('layouts')]
    public function the_sitemap_written_on_one_server_is_served_by_another(bool $shared): void
    {
        $this->seed(DatabaseSeeder::class);
        $this->onServer('scheduler', $this->settings($shared));
        $this->artisan('sitemap:generate')->assertSuccessful();
        $written = $this->get('/sitemap.xml')->assertOk()->streamedContent();

        $this->onServer('web-2', $this->settings($shared));
        if (! $shared) {
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
    }

    #[Test]
    #[DataProvider('layouts')]
    public function a_product_picture_uploaded_on_one_server_is_read_and_linked_from_another(bool $shared): void
    {
        $editor = User::factory()->staff(StaffRole::Editor)->createOne();
        $product = ProductImageFactory::product();
        $this->onServer('web-1', $this->settings($shared));
        $this->actingAs($editor)->post('/admin/produse/'.$product->id.'/imagini', ['images' => [self::jpeg()]])
            ->assertRedirect()->assertSessionHas('status', 'Imagini adăugate: 1.');
        $key = ProductImage::query()->where('product_id', $product->id)->sole()->key;

        $this->onServer('web-2', $this->settings($shared));
        $store = app(ImageStore::class);
        $this->assertSame($shared, $store->exists($key, 'gallery'));
        if (! $shared) {
            return;
        }
        $info = getimagesizefromstring((string) ImageStore::disk()->get($key.'/gallery.webp'));
        $this->assertNotFalse($info);
        $this->assertSame([800, 600, IMAGETYPE_WEBP], [$info[0], $info[1], $info[2]]);
        $this->assertFileExists($this->serversRoot().'/shared/media/'.$key.'/zoom.webp');
        $this->assertSame('/media/'.$key.'/gallery.webp', $store->url($key, 'gallery'));
        // Staff on this server replace it: the files written by the other are removed.
        $image = ProductImage::query()->where('product_id', $product->id)->sole();
        $this->actingAs($editor)->delete('/admin/produse/'.$product->id.'/imagini/'.$image->id)->assertRedirect();
        $this->assertDirectoryDoesNotExist($this->serversRoot().'/shared/media/'.$key);
    }

    #[Test]
    #[DataProvider('layouts')]
    public function a_catalogue_import_previewed_on_one_server_is_applied_on_another(bool $shared): void
    {
        $product = $this->stockedProduct();
        $warehouse = User::factory()->staff(StaffRole::Warehouse)->createOne(['locale' => 'ro']);
        $place = Stock::warehouse();
        $slug = (string) \Illuminate\Support\Facades\DB::table('stores')->where('id', $place)->value('slug');
        $this->onServer('web-1', $this->settings($shared));
        $preview = $this->actingAs($warehouse)->post('/admin/import-catalog/verificare', [
            'file' => UploadedFile::fake()->createWithContent('stoc.csv', "sku;stock:$slug\n{$product->sku};7\n"),
        ])->assertRedirect();
        parse_str((string) parse_url((string) $preview->headers->get('Location'), PHP_URL_QUERY), $query);
        $token = (string) ($query['token'] ?? '');
        $this->assertMatchesRegularExpression('/^[A-Za-z0-9]{40}$/', $token);

        $this->onServer('web-2', $this->settings($shared));
        $apply = $this->actingAs($warehouse)->post('/admin/import-catalog/aplicare', ['token' => $token]);
        if (! $shared) {
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
    public function a_cv_sent_to_one_server_is_downloaded_by_staff_on_another_and_pruned_by_a_third(bool $shared): void
    {
        $this->seed(DatabaseSeeder::class);
        Mail::fake();
        $this->onServer('web-1', $this->settings($shared));
        $this->post('/cariera/consultant-vanzari-chisinau', [
            'name' => 'Ion Popescu', 'phone' => '060 12 34 56', 'email' => 'ion@example.md', 'message' => 'Bună ziua.',
            'cv' => CareersTest::pdf('cv.pdf', 'shared-disk'),
        ])->assertRedirect()->assertSessionHasNoErrors();
        $application = JobApplication::query()->latest('id')->firstOrFail();

        $this->onServer('web-2', $this->settings($shared));
        $manager = User::factory()->staff(StaffRole::Manager)->createOne(['locale' => 'ro']);
        $url = URL::temporarySignedRoute('admin.applications.cv', now()->addMinutes(5), ['application' => $application->id]);
        $download = $this->actingAs($manager)->get($url);
        if (! $shared) {
            $download->assertNotFound();

            return;
        }
        $download->assertOk()->assertHeader('Content-Type', 'application/pdf');
        $this->assertStringContainsString('shared-disk', $download->streamedContent());

        $this->onServer('scheduler', $this->settings($shared));
        $this->travel(config()->integer('privacy.job_applications_days') + 1)->days();
        $this->artisan('shop:prune')->assertSuccessful();
        $this->assertSame([], glob($this->serversRoot().'/shared/applications/*') ?: []);
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
