<?php

declare(strict_types=1);

namespace Tests\Feature\Images;

use App\Infrastructure\Images\ImageStore;
use App\Models\Product;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The pictures the storefront links are WebP files that exist, as wide as their srcset says, and the sizes the
 * pages reserve for them are the files' own: the demo catalogue's drawn pictures as much as uploads.
 */
final class StorefrontPicturesTest extends TestCase
{
    private int $checked = 0;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    #[Test]
    public function every_card_picture_and_srcset_candidate_is_a_webp_file_of_the_width_it_claims(): void
    {
        $this->get('/categorie-produs/reduceri')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('listing.products.data', function ($cards): bool {
                foreach ($cards as $card) {
                    $this->assertWebp((string) $card['image'], 400);
                    $this->assertIsString($card['image_srcset'], $card['name']);
                    $candidates = array_map('trim', explode(',', $card['image_srcset']));
                    $this->assertCount(2, $candidates, $card['name']);
                    foreach ($candidates as $candidate) {
                        [$url, $descriptor] = explode(' ', $candidate);
                        $this->assertWebp($url, (int) rtrim($descriptor, 'w'));
                        $this->checked++;
                    }
                }

                return true;
            })
            ->etc());
        $this->assertGreaterThanOrEqual(48, $this->checked);
    }

    #[Test]
    public function the_gallery_reserves_the_pictures_own_size_and_links_existing_variants(): void
    {
        $product = Product::query()->orderBy('id')->firstOrFail();

        $this->get('/produs/'.$product->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('product.images', function ($images): bool {
                $this->assertGreaterThanOrEqual(3, count($images));
                foreach ($images as $image) {
                    [$width, $height] = $this->assertWebp((string) $image['src'], (int) $image['width']);
                    $this->assertSame($image['height'], $height);
                    $this->assertSame([800, 640], [$width, $height]);
                    $this->assertWebp((string) $image['zoom'], 800);
                    $this->assertWebp((string) $image['thumb'], 400);
                }

                return true;
            })
            ->etc());
    }

    /**
     * @return array{int, int} the file's width and height
     */
    private function assertWebp(string $url, int $width): array
    {
        $this->assertStringStartsWith('/media/', $url);
        $path = ImageStore::disk()->path(Str::after($url, '/media/'));
        $this->assertFileExists($path);
        $info = getimagesize($path);
        $this->assertIsArray($info, $url);
        $this->assertSame(IMAGETYPE_WEBP, $info[2], $url);
        $this->assertSame($width, $info[0], $url);

        return [$info[0], $info[1]];
    }
}
