<?php

declare(strict_types=1);

namespace Tests\Feature\Seo;

use App\Enums\StaffRole;
use App\Infrastructure\Seo\SitemapFiles;
use App\Infrastructure\Shopper\GuestId;
use App\Models\Product;
use App\Models\User;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\File;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class RobotsTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    #[Test]
    public function robots_txt_names_the_sitemap_and_keeps_crawlers_out_of_private_and_endless_pages_in_both_languages(): void
    {
        $this->assertFileDoesNotExist(public_path('robots.txt'), 'a static file would be served instead of the route');

        $response = $this->get('/robots.txt')->assertOk()
            ->assertHeader('Content-Type', 'text/plain; charset=UTF-8')
            ->assertHeaderMissing('Set-Cookie');
        $rules = self::disallowed((string) $response->getContent());

        $this->assertStringContainsString("\nSitemap: http://localhost/sitemap.xml\n", (string) $response->getContent());
        $this->assertStringStartsWith("User-agent: *\n", (string) $response->getContent());
        foreach (['', '/ru'] as $prefix) {
            foreach (['/cos', '/checkout', '/cont', '/cont/setari/profil', '/cont/comenzi', '/cautare?q=tv', '/cautare', '/comanda/ES-2026-000001', '/autentificare', '/inregistrare', '/parola-uitata', '/favorite', '/compara', '/vazute-recent', '/alerte', '/alerte/confirmare/abc', '/alerte/dezabonare/1?signature=x', '/cont/alerte'] as $path) {
                $this->assertTrue(self::blocked($prefix.$path, $rules), "$prefix$path is disallowed");
            }
        }
        $this->assertTrue(self::blocked('/admin', $rules));
        $this->assertTrue(self::blocked('/admin/produse', $rules));
        $this->assertTrue(self::blocked('/api/shop/get-stores', $rules));
    }

    #[Test]
    public function no_page_the_sitemap_lists_is_disallowed(): void
    {
        $directory = sys_get_temp_dir().'/robots-test-'.bin2hex(random_bytes(6));
        config()->set('filesystems.disks.sitemap.root', $directory);
        Storage::forgetDisk('sitemap');
        $this->artisan('sitemap:generate')->assertSuccessful();
        $rules = self::disallowed((string) $this->get('/robots.txt')->getContent());

        $checked = 0;
        foreach (File::files($directory.'/releases/'.SitemapFiles::current()) as $file) {
            preg_match_all('~<loc>http://localhost([^<]*)</loc>~', $file->getContents(), $matches);
            foreach ($matches[1] as $path) {
                if (str_starts_with($path, '/sitemaps/')) {
                    continue;
                }
                $this->assertFalse(self::blocked($path === '' ? '/' : $path, $rules), "$path is in the sitemap and disallowed");
                $checked++;
            }
        }
        File::deleteDirectory($directory);
        // The stores and contacts pages (/contacte/…) begin like the account (/cont): checked among the rest.
        $this->assertTrue(self::blocked('/cont', $rules));
        $this->assertFalse(self::blocked('/contacte/magazine', $rules));
        $this->assertGreaterThan(500, $checked);
    }

    /**
     * @return array<string, array{string, string|null}>
     */
    public static function privatePages(): array
    {
        return [
            'cart' => ['/cos', null],
            'cart in russian' => ['/ru/cos', null],
            'sign-in' => ['/autentificare', null],
            'registration' => ['/ru/inregistrare', null],
            'forgotten password' => ['/parola-uitata', null],
            'password reset' => ['/resetare-parola/some-token?email=ana%40example.md', null],
            'search results' => ['/cautare?q=televizor', null],
            'search results in russian' => ['/ru/cautare?q=televizor', null],
            'favourites' => ['/favorite', null],
            'compare' => ['/ru/compara', null],
            'account' => ['/cont', 'user'],
            'account settings' => ['/ru/cont/setari/profil', 'user'],
            'order list' => ['/cont/comenzi', 'user'],
        ];
    }

    #[Test]
    #[DataProvider('privatePages')]
    public function private_pages_say_noindex_in_the_head_and_the_header(string $url, ?string $user): void
    {
        if ($user !== null) {
            $this->actingAs(User::factory()->create());
        }

        $this->assertNoindex($url);
    }

    #[Test]
    public function the_checkout_and_an_order_page_say_noindex(): void
    {
        $this->withCredentials()->withCookie(GuestId::COOKIE, Str::random(40));
        $product = Product::query()->where('is_active', true)->where('stock_total', '>', 0)->orderBy('id')->firstOrFail();
        $this->postJson('/cos/produse', ['product_id' => $product->id, 'quantity' => 1])->assertOk();

        $this->assertNoindex('/checkout');
        $this->get('/comanda/ES-2026-000001')->assertHeader('X-Robots-Tag', 'noindex, follow');
    }

    #[Test]
    public function a_listing_with_one_filter_value_stays_indexable_and_one_with_more_does_not(): void
    {
        [$category, $brands] = self::categoryWithTwoBrands();

        $this->assertIndexable("/categorie-produs/$category");
        $this->assertIndexable("/categorie-produs/$category?brand={$brands[0]}");
        $this->assertIndexable("/ru/categorie-produs/$category?stock=1");
        // Sorting and paging are not filters.
        $this->assertIndexable("/categorie-produs/$category?brand={$brands[0]}&sort=price_asc");

        $this->assertNoindex("/categorie-produs/$category?brand={$brands[0]},{$brands[1]}");
        $this->assertNoindex("/ru/categorie-produs/$category?brand={$brands[0]}&stock=1");
        $this->assertNoindex("/categorie-produs/$category?brand={$brands[0]}&price=100-90000");
        // Unknown filters are dropped, not counted.
        $this->assertIndexable("/categorie-produs/$category?brand={$brands[0]}&nothing=1,2,3");
    }

    /**
     * @return array<string, array{string}>
     */
    public static function publicPages(): array
    {
        return [
            'home' => ['/'],
            'home in russian' => ['/ru'],
            'catalogue' => ['/catalog'],
            'stores' => ['/contacte/magazine'],
            'blog' => ['/ru/blog'],
            'brands' => ['/branduri'],
            'credit' => ['/credit'],
            'about' => ['/despre-companie'],
            'discounts' => ['/categorie-produs/reduceri'],
        ];
    }

    #[Test]
    #[DataProvider('publicPages')]
    public function public_pages_carry_no_robots_directive(string $url): void
    {
        $this->assertIndexable($url);
    }

    #[Test]
    public function a_product_page_stays_indexable(): void
    {
        $slug = Product::query()->where('is_active', true)->orderBy('id')->value('slug');

        $this->assertIndexable("/produs/$slug");
        $this->assertIndexable("/ru/produs/$slug");
    }

    #[Test]
    public function the_back_office_says_noindex_nofollow_in_the_header_too(): void
    {
        $this->get('/admin')->assertRedirect()->assertHeader('X-Robots-Tag', 'noindex, nofollow');
        $staff = User::factory()->staff(StaffRole::Owner)->createOne();
        $response = $this->actingAs($staff)->get('/admin')->assertOk()->assertHeader('X-Robots-Tag', 'noindex, nofollow');
        $this->assertSame(1, substr_count((string) $response->getContent(), '<meta name="robots" content="noindex, nofollow"'));
    }

    #[Test]
    public function a_client_side_visit_gets_the_directive_in_its_props_and_loses_it_on_an_indexable_page(): void
    {
        $headers = ['X-Inertia' => 'true', 'X-Inertia-Version' => self::inertiaVersion()];

        $this->withHeaders($headers)->get('/ru/cautare?q=tv')->assertOk()
            ->assertHeader('X-Robots-Tag', 'noindex, follow')
            ->assertJsonPath('props.meta.robots', 'noindex, follow');
        $this->withHeaders($headers)->get('/ru/catalog')->assertOk()
            ->assertHeaderMissing('X-Robots-Tag')
            ->assertJsonMissingPath('props.meta.robots');
    }

    private function assertNoindex(string $url): void
    {
        $response = $this->get($url)->assertOk()->assertHeader('X-Robots-Tag', 'noindex, follow');
        $this->assertSame(1, substr_count((string) $response->getContent(), '<meta name="robots"'), $url);
        $this->assertStringContainsString('<meta name="robots" content="noindex, follow" data-inertia="robots">', (string) $response->getContent(), $url);
    }

    private function assertIndexable(string $url): void
    {
        $response = $this->get($url)->assertOk()->assertHeaderMissing('X-Robots-Tag');
        $this->assertStringNotContainsString('name="robots"', (string) $response->getContent(), $url);
    }

    /**
     * A root category and two brands with products in it.
     *
     * @return array{0: string, 1: array{0: string, 1: string}}
     */
    private static function categoryWithTwoBrands(): array
    {
        $row = DB::table('products')->join('categories', 'categories.id', '=', 'products.category_root_id')
            ->where('products.is_active', true)
            ->groupBy('categories.slug')->havingRaw('count(distinct products.brand_id) >= 2')
            ->select('categories.slug')->first();
        self::assertNotNull($row);
        $slug = (string) $row->slug;
        $brands = DB::table('brands')->whereIn('id', DB::table('products')->join('categories', 'categories.id', '=', 'products.category_root_id')
            ->where('categories.slug', $slug)->where('products.is_active', true)->select('products.brand_id'))
            ->orderBy('slug')->limit(2)->pluck('slug')->all();

        return [$slug, [(string) $brands[0], (string) $brands[1]]];
    }

    /**
     * The Disallow rules of a robots.txt.
     *
     * @return list<string>
     */
    private static function disallowed(string $text): array
    {
        preg_match_all('/^Disallow: (\S+)$/m', $text, $matches);

        return $matches[1];
    }

    /**
     * Whether a path (with its query) matches a rule as RFC 9309 reads them: a prefix, `$` anchoring the end.
     *
     * @param  list<string>  $rules
     */
    private static function blocked(string $path, array $rules): bool
    {
        foreach ($rules as $rule) {
            $matches = str_ends_with($rule, '$') ? $path === substr($rule, 0, -1) : str_starts_with($path, $rule);
            if ($matches) {
                return true;
            }
        }

        return false;
    }

    private static function inertiaVersion(): string
    {
        $manifest = public_path('build/manifest.json');

        return is_file($manifest) ? (string) hash_file('xxh128', $manifest) : '';
    }
}
