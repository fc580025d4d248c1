<?php

declare(strict_types=1);

namespace Tests\Feature\PageCache;

use App\Models\Product;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Inertia\Ssr\Gateway;
use Inertia\Ssr\Response as SsrResponse;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\PageCache\Concerns\ReadsPages;
use Tests\TestCase;

/**
 * The page cache through an SSR outage: a page that misses the SSR server is answered from its last server-rendered
 * copy while that copy is within its stale window and nothing it shows has changed; a page rendered without SSR is
 * still cached, but only briefly, so caching never stops for the whole shop while the SSR server is down.
 */
final class SsrOutagePageCacheTest extends TestCase
{
    use ReadsPages;

    /** Whether the fake SSR server renders (false: busy or down). */
    private bool $ssrUp = true;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        config([
            'page_cache.enabled' => true, 'inertia.ssr.enabled' => true,
            'page_cache.ttl' => 60, 'page_cache.ssr_stale' => 600, 'page_cache.without_ssr_ttl' => 5,
        ]);
        $this->app->instance(Gateway::class, new class($this->ssrUp) implements Gateway
        {
            public function __construct(private bool &$up)
            {
            }

            public function dispatch(array $page): ?SsrResponse
            {
                $product = $page['props']['product'] ?? null;
                $price = is_array($product) && is_int($product['price'] ?? null) ? $product['price'] : 0;

                return $this->up ? new SsrResponse('', '<div id="app" data-server-rendered="true">price '.$price.'</div>') : null;
            }
        });
        $this->freezeSecond();
    }

    #[Test]
    public function the_last_server_rendered_copy_is_served_while_the_ssr_server_is_down(): void
    {
        $this->assertStringContainsString('data-server-rendered', (string) $this->get('/catalog')->assertHeader('X-Page-Cache', 'MISS')->getContent());

        $this->ssrUp = false;
        $this->travel(61)->seconds();
        $stale = $this->get('/catalog')->assertOk()->assertHeader('X-Page-Cache', 'STALE');
        $this->assertStringContainsString('data-server-rendered', (string) $stale->getContent());
        // Asked for again soon by a proxy, so the fresh page is back shortly after the SSR server is.
        $stale->assertHeader('Cache-Control', 'max-age=0, public, s-maxage=5');
        $this->travel(500)->seconds();
        $this->get('/catalog')->assertHeader('X-Page-Cache', 'STALE');

        // Past the stale window: the page rendered without SSR, kept a few seconds only.
        $this->travel(100)->seconds();
        $without = $this->get('/catalog')->assertHeader('X-Page-Cache', 'MISS')->assertHeader('Cache-Control', 'max-age=0, public, s-maxage=5');
        $this->assertStringNotContainsString('data-server-rendered', (string) $without->getContent());
        $this->get('/catalog')->assertHeader('X-Page-Cache', 'HIT');

        $this->ssrUp = true;
        $this->travel(6)->seconds();
        $back = $this->get('/catalog')->assertHeader('X-Page-Cache', 'MISS');
        $this->assertStringContainsString('data-server-rendered', (string) $back->getContent());
        $this->get('/catalog')->assertHeader('X-Page-Cache', 'HIT');
    }

    #[Test]
    public function a_page_whose_content_changed_is_never_served_from_its_old_copy(): void
    {
        $product = Product::query()->where('is_active', true)->orderBy('id')->firstOrFail();
        $url = '/produs/'.$product->slug;
        $this->get($url)->assertHeader('X-Page-Cache', 'MISS');

        $this->ssrUp = false;
        DB::table('products')->where('id', $product->id)->update(['price' => 777_700]);
        $after = $this->get($url)->assertHeader('X-Page-Cache', 'MISS');
        $this->assertSame(777_700, $this->props($after)['product']['price']);
        $this->assertStringNotContainsString('data-server-rendered', (string) $after->getContent());
    }

    #[Test]
    public function the_inertia_answer_is_kept_as_ever_while_the_ssr_server_is_down(): void
    {
        $this->ssrUp = false;
        $this->get('/catalog', $this->inertiaHeaders())->assertHeader('X-Page-Cache', 'MISS')
            ->assertHeader('Cache-Control', 'max-age=0, public, s-maxage=60, stale-while-revalidate=30');
        $this->travel(59)->seconds();
        $this->get('/catalog', $this->inertiaHeaders())->assertHeader('X-Page-Cache', 'HIT');
    }
}
