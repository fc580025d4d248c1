<?php

declare(strict_types=1);

namespace Tests\Feature\RecentlyViewed;

use App\Infrastructure\Shopper\ViewerId;
use App\Models\Product;
use App\Models\User;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\Artisan;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\PageCache\Concerns\ReadsPages;
use Tests\TestCase;

/**
 * The recently viewed strip never lands in a page: the product and home pages are the same bytes for a shopper with a
 * list as for a new visitor, a shopper who has only the viewer cookie still gets them from the page cache, and the
 * strip's own answer is never kept there.
 */
final class RecentlyViewedPageCacheTest extends TestCase
{
    use ReadsPages;

    private const VIEWER = 'ViewerA000000000000000000000000000000000';

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        config(['page_cache.enabled' => true]);
        $this->withCredentials();
    }

    #[Test]
    public function a_cached_page_carries_nothing_of_the_strip(): void
    {
        [$seen, $shown] = Product::scopeActive(Product::query())->orderBy('id')->limit(2)->get()->all();
        $pages = ['/produs/'.$shown->slug, '/ru/produs/'.$shown->slug, '/', '/ru'];

        // A new visitor's pages fill the cache.
        $fresh = $freshProps = [];
        foreach ($pages as $url) {
            $page = $this->get($url)->assertHeader('X-Page-Cache', 'MISS');
            $this->assertPublic($page);
            $fresh[$url] = (string) $page->getContent();
            $freshProps[$url] = $this->props($page);
        }

        // A shopper who has viewed a product (the viewer cookie only) is served the same cached pages, byte for byte.
        $this->withCookie(ViewerId::COOKIE, self::VIEWER);
        $this->getJson('/vazute-recent?produs='.$seen->id)->assertOk();
        // The strip's answer is never kept: asked twice, it is worked out twice.
        $this->getJson('/vazute-recent')->assertOk()->assertJsonPath('products.0.id', $seen->id)->assertHeader('X-Page-Cache', 'MISS');
        $this->getJson('/vazute-recent')->assertOk()->assertJsonPath('products.0.id', $seen->id)->assertHeader('X-Page-Cache', 'MISS');
        foreach ($pages as $url) {
            $page = $this->get($url)->assertHeader('X-Page-Cache', 'HIT');
            $this->assertPublic($page);
            $this->assertSame($fresh[$url], (string) $page->getContent(), $url);
        }

        // Rendered anew for that shopper (the cache emptied: a new version, so a new nonce), a page still carries the
        // new visitor's data.
        $this->assertSame(0, Artisan::call('page-cache:clear'));
        foreach ($pages as $url) {
            $page = $this->get($url)->assertHeader('X-Page-Cache', 'MISS');
            $this->assertPublic($page);
            $this->assertSame($freshProps[$url], $this->props($page), $url);
        }

        // A signed-in shopper's own page has no prop of the strip either: it comes by its own request.
        $this->actingAs(User::factory()->createOne());
        $this->getJson('/vazute-recent?produs='.$seen->id)->assertOk();
        foreach (['/produs/'.$shown->slug, '/'] as $url) {
            $props = $this->props($this->get($url)->assertOk());
            $this->assertSame([], array_filter(array_keys($props), static fn (string $key): bool => stripos($key, 'recent') !== false), $url);
        }
    }
}
