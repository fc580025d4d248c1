<?php

declare(strict_types=1);

namespace Tests\Feature\PageCache;

use App\Http\Middleware\ServeCachedPages;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\PageCache\BoundedPageStore;
use App\Infrastructure\PageCache\CanonicalPage;
use App\Infrastructure\PageCache\PageCache;
use App\Models\Product;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Http\Request;
use Illuminate\Routing\Route;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Route as Router;
use PHPUnit\Framework\Attributes\Test;
use RuntimeException;
use Symfony\Component\HttpFoundation\Response;
use Tests\Feature\PageCache\Concerns\ReadsPages;
use Tests\Support\Processes\AtOnce;
use Tests\TestCase;

/**
 * The page cache is bounded: a page is kept under its canonical address (only the parameters it reads), so a flood
 * of addresses with made-up parameters is one entry per page, and the pages' own SQLite file (never the shop's
 * database) has a ceiling, past which what expires first goes, and expired pages go as new ones come.
 */
final class BoundedPageCacheTest extends TestCase
{
    use ReadsPages;

    private string $file;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        $this->file = tempnam(sys_get_temp_dir(), 'pages-').'.sqlite';
        config(['page_cache.enabled' => true, 'cache.stores.pages.path' => $this->file]);
    }

    protected function tearDown(): void
    {
        foreach (['', '-wal', '-shm'] as $suffix) {
            @unlink($this->file.$suffix);
        }
        parent::tearDown();
    }

    #[Test]
    public function ten_thousand_addresses_with_made_up_parameters_keep_one_entry_per_page(): void
    {
        $product = Product::query()->where('is_active', true)->orderBy('id')->firstOrFail();
        $pages = ['/catalog', '/produs/'.$product->slug, '/produse-noi?stock=1'];
        foreach ($pages as $page) {
            $this->get($page)->assertOk()->assertHeader('X-Page-Cache', 'MISS');
        }
        $this->assertSame(3, $this->store()->usage()['entries']);
        clearstatcache();
        $size = filesize($this->file);

        // In-process through the middleware: each address is answered from its page's entry, never rendered.
        $middleware = app(ServeCachedPages::class);
        for ($i = 0; $i < 10_000; $i++) {
            $page = $pages[$i % 3];
            $request = Request::create($page.(str_contains($page, '?') ? '&' : '?').'u'.$i.'='.$i);
            $this->app->instance('request', $request);
            $response = $middleware->handle($request, fn (): Response => $this->fail('Rendered '.$request->fullUrl().' instead of serving its page'));
            $this->assertSame('HIT', $response->headers->get('X-Page-Cache'));
            // nginx keeps no copy under such an address either.
            $this->assertSame('0', $response->headers->get('X-Accel-Expires'));
        }

        $this->assertSame(3, $this->store()->usage()['entries']);
        clearstatcache();
        $this->assertSame($size, filesize($this->file));
    }

    #[Test]
    public function a_page_asked_for_with_made_up_parameters_is_rendered_and_kept_as_its_canonical_page(): void
    {
        $junk = $this->get('/produse-noi?utm_source=x&stock=1&page=1')->assertHeader('X-Page-Cache', 'MISS');
        $this->assertSame('0', $junk->headers->get('X-Accel-Expires'));
        $content = (string) $junk->getContent();
        $this->assertStringNotContainsString('utm_source', $content);

        $canonical = $this->get('/produse-noi?page=1&stock=1')->assertHeader('X-Page-Cache', 'HIT');
        $this->assertNull($canonical->headers->get('X-Accel-Expires'));
        $this->assertSame($content, $canonical->getContent());
        // The pages are in their own file, not in the shop's database.
        $this->assertSame(0, DB::table('cache')->where('key', 'like', '%page:%')->count());
    }

    #[Test]
    public function the_pages_file_keeps_to_its_ceiling_and_drops_expired_pages(): void
    {
        $this->freezeSecond();
        $store = new BoundedPageStore($this->file, 50_000);
        for ($i = 0; $i < 20; $i++) {
            $this->assertTrue($store->put('page-'.$i, str_repeat('x', 10_000), 60 + $i));
            $this->assertLessThanOrEqual(50_000, $store->usage()['bytes']);
        }
        // What expires last stays.
        $this->assertSame(str_repeat('x', 10_000), $store->get('page-19'));
        $this->assertNull($store->get('page-0'));
        $this->assertSame(4, $store->usage()['entries']);
        $this->assertFalse($store->put('too-large', str_repeat('x', 60_000), 60));

        $this->travel(90)->seconds();
        $this->assertNull($store->get('page-19'));
        $store->put('page-new', 'fresh', 60);
        $this->assertSame(['entries' => 1, 'bytes' => strlen('page-new') + strlen(serialize('fresh'))], $store->usage());
    }

    #[Test]
    public function php_workers_keeping_pages_at_once_share_the_file_within_its_ceiling(): void
    {
        // A fresh file, made by the first worker to open it, as on a server's first requests.
        @unlink($this->file);
        $failures = AtOnce::run(4, function (int $worker): void {
            $store = new BoundedPageStore($this->file, 200_000);
            for ($i = 0; $i < 50; $i++) {
                if (! $store->put('page-'.$worker.'-'.$i, str_repeat((string) $worker, 9_000), 60 + $i)) {
                    throw new RuntimeException("Worker $worker could not keep page $i");
                }
                $store->get('page-'.(5 - $worker).'-'.$i);
            }
        });

        $this->assertSame('', $failures);
        $usage = (new BoundedPageStore($this->file, 200_000))->usage();
        $this->assertLessThanOrEqual(200_000, $usage['bytes']);
        $this->assertGreaterThan(10, $usage['entries']);
    }

    #[Test]
    public function a_pages_file_that_cannot_be_opened_leaves_pages_served_uncached(): void
    {
        config(['cache.stores.pages.path' => '/proc/no-such-dir/pages.sqlite']);

        $this->get('/catalog')->assertOk()->assertHeader('X-Page-Cache', 'MISS');
        $this->get('/catalog')->assertOk()->assertHeader('X-Page-Cache', 'MISS');
    }

    #[Test]
    public function every_public_page_declares_the_parameters_it_reads(): void
    {
        $names = collect(Router::getRoutes()->getRoutes())
            ->filter(static fn (Route $route): bool => in_array('page.public', $route->gatherMiddleware(), true))
            ->map(static fn (Route $route): string => LocalizedRoutes::baseName((string) $route->getName()))
            ->unique()->sort()->values()->all();

        $declared = array_keys(CanonicalPage::PARAMETERS);
        sort($declared);
        $this->assertSame($declared, $names);
    }

    private function store(): BoundedPageStore
    {
        $store = PageCache::pages()->getStore();
        $this->assertInstanceOf(BoundedPageStore::class, $store);

        return $store;
    }
}
