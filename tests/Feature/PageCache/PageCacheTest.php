<?php

declare(strict_types=1);

namespace Tests\Feature\PageCache;

use App\Enums\StaffRole;
use App\Infrastructure\PageCache\PageCacheInvalidation;
use App\Infrastructure\Shopper\GuestId;
use App\Models\BlogPost;
use App\Models\Page;
use App\Models\Product;
use App\Models\Promotion;
use App\Models\User;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use Inertia\Inertia;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\PageCache\Concerns\ReadsPages;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * The application's page cache (on here; phpunit.xml turns it off elsewhere): an anonymous page comes from the
 * cache until what it shows changes, and the change is on the very next request, whoever or whatever made it.
 */
class PageCacheTest extends TestCase
{
    use ReadsPages;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        config(['page_cache.enabled' => true]);
    }

    #[Test]
    public function a_page_is_kept_and_served_from_the_cache_with_its_headers_and_304s(): void
    {
        $miss = $this->get('/catalog')->assertHeader('X-Page-Cache', 'MISS');
        $hit = $this->get('/catalog')->assertHeader('X-Page-Cache', 'HIT');

        $this->assertPublic($hit);
        $this->assertSame($miss->getContent(), $hit->getContent());
        $this->assertSame($miss->headers->get('ETag'), $hit->headers->get('ETag'));
        $this->assertSame($miss->headers->get('Content-Security-Policy'), $hit->headers->get('Content-Security-Policy'));
        $hit->assertHeader('Vary', 'X-Inertia, X-Inertia-Except-Once-Props, X-Inertia-Version');

        $this->get('/catalog', ['If-None-Match' => (string) $miss->headers->get('ETag')])->assertStatus(304)->assertHeader('X-Page-Cache', 'HIT');
        // The parameters the page reads, in a fixed order: the same page; those it does not read: the same page too.
        $this->get('/produse-noi?stock=1&page=2')->assertHeader('X-Page-Cache', 'MISS');
        $this->get('/produse-noi?page=2&stock=1')->assertHeader('X-Page-Cache', 'HIT');
        $this->get('/catalog?b=2&a=1')->assertHeader('X-Page-Cache', 'HIT');
        // Inertia's JSON is kept apart from the HTML, and by the once-props the client holds.
        $json = $this->get('/catalog', $this->inertiaHeaders())->assertHeader('X-Page-Cache', 'MISS');
        $this->get('/catalog', $this->inertiaHeaders())->assertHeader('X-Page-Cache', 'HIT')->assertHeader('X-Inertia', 'true');
        $this->assertArrayHasKey('catalog', $this->props($json));
        $without = $this->get('/catalog', [...$this->inertiaHeaders(), 'X-Inertia-Except-Once-Props' => 'catalog.ro,translations.ro'])->assertHeader('X-Page-Cache', 'MISS');
        $this->assertArrayNotHasKey('catalog', $this->props($without));
        // An old build gets the 409 that reloads it, never a kept page.
        $this->get('/catalog', ['X-Inertia' => 'true', 'X-Inertia-Version' => 'old'])->assertStatus(409);

        $this->artisan('page-cache:clear')->assertSuccessful();
        $this->get('/catalog')->assertHeader('X-Page-Cache', 'MISS');
    }

    #[Test]
    public function shoppers_with_state_never_get_or_fill_the_cache(): void
    {
        $guest = Str::random(40);
        $this->get('/catalog')->assertHeader('X-Page-Cache', 'MISS');

        $mine = $this->withCookie(GuestId::COOKIE, $guest)->get('/catalog');
        $this->assertPrivate($mine);
        $this->assertNull($mine->headers->get('X-Page-Cache'));
        $this->assertNotSame([], $mine->headers->getCookies());

        $this->actingAs(User::factory()->createOne())->get('/catalog')->assertOk();
        $this->assertPrivate($this->get('/catalog'));
    }

    #[Test]
    public function a_price_changed_in_the_back_office_is_on_the_next_request(): void
    {
        $product = Product::query()->where('is_active', true)->orderBy('id')->firstOrFail();
        $url = '/produs/'.$product->slug;
        $this->get($url)->assertHeader('X-Page-Cache', 'MISS');
        $this->get($url)->assertHeader('X-Page-Cache', 'HIT');

        $staff = User::factory()->staff(StaffRole::Editor)->createOne();
        $form = $this->actingAs($staff)->get('/admin/produse/'.$product->id.'/editare')->assertOk();
        /** @var array<string, mixed> $props */
        $props = $form->viewData('page')['props']['product'];
        $this->put('/admin/produse/'.$product->id, [...$props, 'price' => '1 234', 'specs' => (array) $props['specs']])->assertSessionHasNoErrors();
        // What the next request would start with on a server: no one signed in, no shared props of the back office.
        auth()->forgetGuards();
        Inertia::flushShared();

        $after = $this->get($url)->assertHeader('X-Page-Cache', 'MISS');
        $this->assertSame(123_400, $this->props($after)['product']['price']);
        $this->get($url)->assertHeader('X-Page-Cache', 'HIT');
    }

    #[Test]
    public function stock_taken_by_an_order_is_on_the_next_request(): void
    {
        $product = Product::query()->where('is_active', true)->orderBy('id')->firstOrFail();
        Stock::only($product, 1);
        $url = '/produs/'.$product->slug;
        $this->assertTrue($this->props($this->get($url))['product']['is_stock']);
        $this->get($url)->assertHeader('X-Page-Cache', 'HIT');

        $this->withCredentials()->withCookie(GuestId::COOKIE, Str::random(40));
        $this->postJson('/cos/produse', ['product_id' => $product->id, 'quantity' => 1])->assertOk();
        $this->post('/checkout', [
            'idempotency_key' => (string) Str::uuid(), 'name' => 'Ana Popescu', 'phone' => '060 12 34 56',
            'email' => 'ana@example.md', 'delivery_method' => 'courier', 'delivery_zone' => 'chisinau',
            'city' => 'Chișinău', 'address' => 'str. Ștefan cel Mare 1', 'delivery_interval' => '09-13',
            'payment_method' => 'cash', 'consent' => true,
        ])->assertSessionHasNoErrors()->assertRedirect();
        $this->assertSame(0, $product->refresh()->stock_total);
        $this->defaultCookies = [];

        $after = $this->get($url)->assertHeader('X-Page-Cache', 'MISS');
        $this->assertFalse($this->props($after)['product']['is_stock']);
    }

    #[Test]
    public function a_scheduled_post_appears_the_moment_it_is_published(): void
    {
        $this->freezeSecond();
        $post = BlogPost::query()->where('slug', 'cum-alegi-televizorul-potrivit')->firstOrFail();
        $post->forceFill(['published_at' => now()->addSeconds(30)])->save();
        $slugs = fn (): array => array_column($this->props($this->get('/blog'))['posts'], 'slug');

        $this->assertNotContains($post->slug, $slugs());
        $this->get('/blog')->assertHeader('X-Page-Cache', 'HIT');

        // Well within the page's time in the cache: only the scheduled change can make it fresh.
        $this->travel(31)->seconds();
        $this->assertContains($post->slug, $slugs());
    }

    #[Test]
    public function a_promotion_starts_and_ends_on_time(): void
    {
        $this->freezeSecond();
        $promotion = Promotion::factory()->createOne(['starts_at' => now()->addSeconds(20), 'ends_at' => now()->addSeconds(40)]);
        $slugs = fn (): array => array_column($this->props($this->get('/promotii'))['promotions'], 'slug');

        $this->assertNotContains($promotion->slug, $slugs());
        $this->travel(21)->seconds();
        $this->assertContains($promotion->slug, $slugs());
        $this->get('/promotii')->assertHeader('X-Page-Cache', 'HIT');
        $this->travel(20)->seconds();
        $this->assertNotContains($promotion->slug, $slugs());
    }

    #[Test]
    public function a_content_page_edit_is_on_the_next_request(): void
    {
        $url = '/pagina/termeni-si-conditii';
        $this->get($url)->assertHeader('X-Page-Cache', 'MISS');
        $this->get($url)->assertHeader('X-Page-Cache', 'HIT');

        $page = Page::query()->where('slug', 'termeni-si-conditii')->firstOrFail();
        $page->forceFill(['title' => ['ro' => 'Termeni noi', 'ru' => 'Новые условия']])->save();

        $after = $this->get($url)->assertHeader('X-Page-Cache', 'MISS');
        $this->assertSame('Termeni noi', $this->props($after)['page']['title']);
    }

    #[Test]
    public function a_write_inside_a_transaction_renews_the_pages_once_it_commits(): void
    {
        $this->get('/')->assertHeader('X-Page-Cache', 'MISS');

        DB::transaction(function (): void {
            DB::table('products')->where('id', Product::query()->min('id'))->update(['price' => 100]);
            // Not yet: a page rendered now would read the old rows.
            $this->get('/')->assertHeader('X-Page-Cache', 'HIT');
        });

        $this->get('/')->assertHeader('X-Page-Cache', 'MISS');
    }

    #[Test]
    public function a_cache_store_that_is_down_leaves_pages_uncached_but_served(): void
    {
        config(['cache.stores.down' => ['driver' => 'database', 'connection' => 'nowhere', 'table' => 'cache'], 'page_cache.store' => 'down', 'database.connections.nowhere' => ['driver' => 'sqlite', 'database' => '/nonexistent/dir/db.sqlite']]);

        $this->get('/catalog')->assertOk()->assertHeader('Content-Security-Policy');
        $this->get('/catalog')->assertOk()->assertHeaderMissing('X-Page-Cache');
    }

    #[Test]
    public function only_writes_to_what_pages_show_renew_them(): void
    {
        $this->assertTrue(PageCacheInvalidation::writesPageTable('update "products" set "price" = ? where "id" = ?'));
        $this->assertTrue(PageCacheInvalidation::writesPageTable('insert or ignore into "product_stock" ("product_id") values (?)'));
        $this->assertTrue(PageCacheInvalidation::writesPageTable('delete from `blog_posts` where `id` = ?'));
        $this->assertFalse(PageCacheInvalidation::writesPageTable('select * from "products"'));
        $this->assertFalse(PageCacheInvalidation::writesPageTable('insert into "cart_items" ("product_id") values (?)'));
        $this->assertFalse(PageCacheInvalidation::writesPageTable('update "sessions" set "payload" = ?'));
        $this->assertFalse(PageCacheInvalidation::writesPageTable('insert into "cache" ("key") values (?)'));

        $this->get('/')->assertHeader('X-Page-Cache', 'MISS');
        $this->withCredentials()->withCookie(GuestId::COOKIE, Str::random(40))->postJson('/cos/produse', ['product_id' => Product::query()->min('id'), 'quantity' => 1])->assertOk();
        $this->defaultCookies = [];
        $this->get('/')->assertHeader('X-Page-Cache', 'HIT');
    }
}
