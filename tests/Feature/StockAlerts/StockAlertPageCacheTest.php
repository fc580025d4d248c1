<?php

declare(strict_types=1);

namespace Tests\Feature\StockAlerts;

use App\Models\StockAlert;
use App\Models\User;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\Mail;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\PageCache\Concerns\ReadsPages;
use Tests\TestCase;

/**
 * The alerts never land in a cached page: a product page is the same bytes before and after shoppers asked for its
 * alerts, its props name no alert, and the alerts endpoint's answers are never kept.
 */
final class StockAlertPageCacheTest extends TestCase
{
    use MakesAlerts;
    use ReadsPages;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        Mail::fake();
        config(['page_cache.enabled' => true]);
        $this->withCredentials();
    }

    #[Test]
    public function a_product_page_is_the_same_for_everyone_whoever_waits_for_it(): void
    {
        $product = $this->soldOut();
        $pages = ['/produs/'.$product->slug, '/ru/produs/'.$product->slug];
        $fresh = [];
        foreach ($pages as $url) {
            $page = $this->get($url)->assertHeader('X-Page-Cache', 'MISS');
            $this->assertPublic($page);
            $fresh[$url] = (string) $page->getContent();
            $this->assertSame([], array_filter(array_keys($this->props($page)), static fn (string $key): bool => stripos($key, 'alert') !== false), $url);
        }

        // A guest and an account ask for alerts; the answers are never kept.
        $this->postJson('/alerte', ['product_id' => $product->id, 'kind' => 'stock', 'email' => 'guest@example.md'])
            ->assertStatus(202)->assertHeader('Cache-Control', 'no-store, private');
        $user = User::factory()->createOne();
        $this->actingAs($user)->postJson('/alerte', ['product_id' => $product->id, 'kind' => 'price'])->assertCreated();
        $this->assertSame(2, StockAlert::query()->count());

        // The signed-in shopper's own page is private and names no alert either.
        $own = $this->get($pages[0])->assertOk();
        $this->assertStringContainsString('private', (string) $own->headers->get('Cache-Control'));
        $this->assertStringNotContainsString('guest@example.md', (string) $own->getContent());

        // A new visitor gets the cached bytes, unchanged.
        $this->app['auth']->forgetGuards();
        $this->flushSession();
        foreach ($pages as $url) {
            $page = $this->call('GET', $url);
            $this->assertSame('HIT', $page->headers->get('X-Page-Cache'), $url);
            $this->assertSame($fresh[$url], (string) $page->getContent(), $url);
            $this->assertStringNotContainsString('guest@example.md', (string) $page->getContent());
        }
    }
}
