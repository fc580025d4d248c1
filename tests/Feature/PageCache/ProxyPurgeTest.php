<?php

declare(strict_types=1);

namespace Tests\Feature\PageCache;

use App\Enums\StaffRole;
use App\Http\Middleware\AnswerPageVersionProbe;
use App\Infrastructure\PageCache\PageCache;
use App\Models\Product;
use App\Models\User;
use Closure;
use Database\Seeders\DatabaseSeeder;
use GuzzleHttp\Promise\PromiseInterface;
use Illuminate\Http\Client\Request as ClientRequest;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;
use Inertia\Inertia;
use PHPUnit\Framework\Attributes\Test;
use RuntimeException;
use Tests\TestCase;

/**
 * nginx's page cache is told when what pages show changes: one PURGE to each PAGE_CACHE_PURGE_URLS address per
 * request, command or queued job that made a new page-cache version, sent when it ends; never when nothing changed,
 * never for a rolled-back write, and a proxy that fails never fails the write. nginx asks for the version itself
 * through a server parameter no client can send (AnswerPageVersionProbe).
 */
final class ProxyPurgeTest extends TestCase
{
    private const PURGE = 'http://127.0.0.1:8080/_shop/purge-pages';

    /** How the fake proxies answer a purge (a test may make them fail). */
    private ?Closure $proxy = null;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        config(['page_cache.purge_urls' => [self::PURGE, 'http://10.0.0.2:8080/_shop/purge-pages']]);
        Http::preventStrayRequests();
        Http::fake(fn (ClientRequest $request): PromiseInterface => $this->proxy !== null ? ($this->proxy)($request) : Http::response('', 200));
    }

    #[Test]
    public function a_back_office_save_sends_one_purge_to_each_proxy_after_the_answer(): void
    {
        $product = Product::query()->where('is_active', true)->orderBy('id')->firstOrFail();
        $staff = User::factory()->staff(StaffRole::Editor)->createOne();
        $form = $this->actingAs($staff)->get('/admin/produse/'.$product->id.'/editare')->assertOk();
        Http::assertNothingSent();
        /** @var array<string, mixed> $props */
        $props = $form->viewData('page')['props']['product'];

        $this->put('/admin/produse/'.$product->id, [...$props, 'price' => '1 234', 'specs' => (array) $props['specs']])->assertSessionHasNoErrors();

        Http::assertSentCount(2);
        Http::assertSent(static fn (ClientRequest $request): bool => $request->method() === 'PURGE' && $request->url() === self::PURGE);
        Http::assertSent(static fn (ClientRequest $request): bool => $request->method() === 'PURGE' && $request->url() === 'http://10.0.0.2:8080/_shop/purge-pages');
    }

    #[Test]
    public function many_writes_in_one_request_make_one_purge(): void
    {
        $products = Product::query()->orderBy('id')->limit(3)->get();
        config(['page_cache.purge_urls' => [self::PURGE]]);

        // Three commits (three versions) and a write outside any transaction, as one request might make.
        foreach ($products as $product) {
            DB::transaction(static fn () => $product->forceFill(['price' => $product->price + 100])->save());
        }
        $products->first()?->forceFill(['stock_total' => 7])->save();
        Http::assertNothingSent();

        $this->app->terminate();
        Http::assertSentCount(1);

        // The next request that changes nothing sends nothing.
        $this->app->terminate();
        Http::assertSentCount(1);
    }

    #[Test]
    public function pages_read_and_forms_shown_send_nothing(): void
    {
        $product = Product::query()->where('is_active', true)->orderBy('id')->firstOrFail();
        $this->get('/')->assertOk();
        $this->get('/produs/'.$product->slug)->assertOk();
        $this->get('/catalog')->assertOk();
        $this->actingAs(User::factory()->staff(StaffRole::Editor)->createOne())->get('/admin/produse/'.$product->id.'/editare')->assertOk();

        Http::assertNothingSent();
    }

    #[Test]
    public function no_purge_without_purge_addresses(): void
    {
        config(['page_cache.purge_urls' => []]);
        $product = Product::query()->orderBy('id')->firstOrFail();

        $product->forceFill(['price' => $product->price + 100])->save();
        $this->artisan('page-cache:clear')->assertSuccessful();
        $this->app->terminate();

        Http::assertNothingSent();
    }

    #[Test]
    public function a_rolled_back_write_sends_nothing(): void
    {
        $product = Product::query()->orderBy('id')->firstOrFail();
        try {
            DB::transaction(static function () use ($product): void {
                $product->forceFill(['price' => $product->price + 100])->save();

                throw new RuntimeException('refused');
            });
        } catch (RuntimeException) {
            // The write is undone.
        }
        $this->app->terminate();

        Http::assertNothingSent();
    }

    #[Test]
    public function a_proxy_that_is_down_or_refuses_never_fails_the_write(): void
    {
        $this->proxy = static fn (ClientRequest $request): PromiseInterface => $request->url() === self::PURGE
            ? Http::failedConnection('Connection refused')
            : Http::response('', 403);
        Log::spy();
        $product = Product::query()->where('is_active', true)->orderBy('id')->firstOrFail();
        $staff = User::factory()->staff(StaffRole::Editor)->createOne();
        $form = $this->actingAs($staff)->get('/admin/produse/'.$product->id.'/editare')->assertOk();
        /** @var array<string, mixed> $props */
        $props = $form->viewData('page')['props']['product'];

        $this->put('/admin/produse/'.$product->id, [...$props, 'price' => '1 234', 'specs' => (array) $props['specs']])
            ->assertSessionHasNoErrors()
            ->assertRedirect();

        $this->assertSame(123_400, $product->refresh()->price);
        // The first proxy's failure did not keep the second from being told.
        Http::assertSent(static fn (ClientRequest $request): bool => $request->method() === 'PURGE' && $request->url() === 'http://10.0.0.2:8080/_shop/purge-pages');
        Log::shouldHaveReceived('warning')->with('Page cache: the proxy could not be purged', \Mockery::on(static fn (array $context): bool => $context['url'] === self::PURGE))->once();
        Log::shouldHaveReceived('warning')->with('Page cache: the proxy refused the purge', \Mockery::on(static fn (array $context): bool => $context['status'] === 403))->once();
    }

    #[Test]
    public function page_cache_clear_and_a_queued_job_each_send_one_purge(): void
    {
        config(['page_cache.purge_urls' => [self::PURGE], 'queue.default' => 'sync']);

        $this->artisan('page-cache:clear')->assertSuccessful();
        Http::assertSentCount(1);

        // A queue worker never ends between jobs: the purge goes after the job.
        $id = Product::query()->orderBy('id')->value('id');
        dispatch(static function () use ($id): void {
            Product::query()->whereKey($id)->update(['stock_total' => 3]);
            Product::query()->whereKey($id)->update(['stock_total' => 4]);
        });
        Http::assertSentCount(2);
    }

    #[Test]
    public function nginx_gets_the_version_from_a_server_parameter_a_client_cannot_send(): void
    {
        $probe = $this->call('GET', '/', server: [AnswerPageVersionProbe::PARAMETER => '1'])->assertOk();
        $version = (string) $probe->headers->get(AnswerPageVersionProbe::HEADER);
        $this->assertSame(PageCache::version(Request::create('/')), $version);
        $this->assertSame('', $probe->getContent());
        $this->assertTrue($probe->headers->hasCacheControlDirective('public'));
        $maxAge = (int) $probe->headers->getCacheControlDirective('s-maxage');
        $this->assertGreaterThan(0, $maxAge);
        $this->assertLessThanOrEqual(PageCache::ttl(), $maxAge);
        $this->assertSame([], $probe->headers->getCookies());

        // A header of the same name is no server parameter: the page itself.
        $page = $this->get('/', ['Shop-Page-Version-Probe' => '1', 'SHOP_PAGE_VERSION_PROBE' => '1'])->assertOk();
        $this->assertNull($page->headers->get(AnswerPageVersionProbe::HEADER));
        $this->assertStringContainsString('<html', (string) $page->getContent());

        // A write makes a new version, which the next probe answers.
        $product = Product::query()->orderBy('id')->firstOrFail();
        $product->forceFill(['price' => $product->price + 100])->save();
        Inertia::flushShared();
        $next = $this->call('GET', '/', server: [AnswerPageVersionProbe::PARAMETER => '1'])->assertOk();
        $this->assertNotSame($version, $next->headers->get(AnswerPageVersionProbe::HEADER));
    }

    #[Test]
    public function the_version_is_kept_no_longer_than_until_the_next_scheduled_change(): void
    {
        $this->freezeSecond();
        $this->travelTo(now()->endOfDay()->subSeconds(10));
        $this->artisan('page-cache:clear')->assertSuccessful();

        $probe = $this->call('GET', '/', server: [AnswerPageVersionProbe::PARAMETER => '1'])->assertOk();
        $this->assertLessThanOrEqual(11, (int) $probe->headers->getCacheControlDirective('s-maxage'));
    }
}
