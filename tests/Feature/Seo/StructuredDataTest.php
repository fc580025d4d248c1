<?php

declare(strict_types=1);

namespace Tests\Feature\Seo;

use App\Models\BlogPost;
use App\Models\Category;
use App\Models\Product;
use App\Models\Store;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The JSON-LD blocks of the server-rendered HTML, parsed as a search engine reads them, in both languages.
 */
final class StructuredDataTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    /**
     * @return array<string, array{string}>
     */
    public static function languages(): array
    {
        return ['romanian' => [''], 'russian' => ['/ru']];
    }

    #[Test]
    #[DataProvider('languages')]
    public function the_home_page_describes_the_organization_and_its_search_box(string $prefix): void
    {
        config()->set('shop.phones', ['+37322782222', '+37360782223']);
        config()->set('shop.email', 'suport@electroshop.md');
        $blocks = $this->blocks($prefix === '' ? '/' : $prefix);

        $organization = self::one($blocks, 'Organization');
        $this->assertSame('https://schema.org', $organization['@context']);
        $this->assertSame(config('app.name'), $organization['name']);
        $this->assertSame('http://localhost'.$prefix, $organization['url']);
        $this->assertSame('http://localhost/favicon.svg', $organization['logo']);
        $this->assertSame('suport@electroshop.md', $organization['email']);
        $this->assertSame(['+37322782222', '+37360782223'], array_column($organization['contactPoint'], 'telephone'));
        $this->assertSame(['ContactPoint', 'ContactPoint'], array_column($organization['contactPoint'], '@type'));
        $this->assertSame('customer service', $organization['contactPoint'][0]['contactType']);
        $this->assertSame('PostalAddress', $organization['address']['@type']);
        $this->assertSame(config('company.address.'.($prefix === '' ? 'ro' : 'ru')), $organization['address']['streetAddress']);
        $this->assertSame('MD', $organization['address']['addressCountry']);

        $site = self::one($blocks, 'WebSite');
        $this->assertSame($prefix === '' ? 'ro' : 'ru', $site['inLanguage']);
        $this->assertSame('SearchAction', $site['potentialAction']['@type']);
        $this->assertSame('http://localhost'.$prefix.'/cautare?q={search_term_string}', $site['potentialAction']['target']['urlTemplate']);
        $this->assertSame('required name=search_term_string', $site['potentialAction']['query-input']);
        // The template leads to the search page.
        $this->get($prefix.'/cautare?q=televizor')->assertOk();
    }

    #[Test]
    #[DataProvider('languages')]
    public function the_stores_page_describes_each_shop_with_its_address_position_phone_and_hours(string $prefix): void
    {
        $locale = $prefix === '' ? 'ro' : 'ru';
        $blocks = $this->blocks($prefix.'/contacte/magazine');
        $stores = array_values(array_filter($blocks, static fn (array $block): bool => $block['@type'] === 'ElectronicsStore'));
        /** @var list<Store> $shops */
        $shops = Store::scopeShops(Store::query())->orderBy('sorted')->orderBy('id')->get()->all();
        $this->assertNotSame([], $shops);
        $this->assertCount(count($shops), $stores);

        foreach ($shops as $i => $shop) {
            $store = $stores[$i];
            $this->assertSame($shop->name[$locale], $store['name']);
            $this->assertSame(['@type' => 'PostalAddress', 'streetAddress' => $shop->address[$locale], 'addressLocality' => $shop->city[$locale], 'addressCountry' => 'MD'], $store['address']);
            $this->assertSame(['@type' => 'GeoCoordinates', 'latitude' => (float) $shop->latitude, 'longitude' => (float) $shop->longitude], $store['geo']);
            $this->assertSame($shop->phones[0], $store['telephone']);
            $this->assertSame('http://localhost'.$prefix.'/contacte/magazine', $store['url']);

            // Every open day once, with its own hours.
            $days = [];
            foreach ($store['openingHoursSpecification'] as $spec) {
                $this->assertSame('OpeningHoursSpecification', $spec['@type']);
                foreach ($spec['dayOfWeek'] as $day) {
                    $days[$day] = [$spec['opens'], $spec['closes']];
                }
            }
            $names = [1 => 'Monday', 2 => 'Tuesday', 3 => 'Wednesday', 4 => 'Thursday', 5 => 'Friday', 6 => 'Saturday', 7 => 'Sunday'];
            $expected = [];
            foreach ($names as $number => $name) {
                $hours = $shop->hours[$number] ?? null;
                if ($hours !== null) {
                    $expected['https://schema.org/'.$name] = [$hours[0], $hours[1]];
                }
            }
            ksort($days);
            ksort($expected);
            $this->assertSame($expected, $days);
        }
    }

    #[Test]
    public function hours_group_days_alike_and_leave_closed_days_out(): void
    {
        $specs = \App\Infrastructure\Seo\ShopSchema::openingHours([
            1 => ['09:00', '19:00'], 2 => ['09:00', '19:00'], 3 => ['09:00', '19:00'], 4 => ['09:00', '19:00'],
            5 => ['09:00', '19:00'], 6 => ['10:00', '16:00'], 7 => null,
        ]);

        $this->assertSame([
            ['@type' => 'OpeningHoursSpecification', 'dayOfWeek' => ['https://schema.org/Monday', 'https://schema.org/Tuesday', 'https://schema.org/Wednesday', 'https://schema.org/Thursday', 'https://schema.org/Friday'], 'opens' => '09:00', 'closes' => '19:00'],
            ['@type' => 'OpeningHoursSpecification', 'dayOfWeek' => ['https://schema.org/Saturday'], 'opens' => '10:00', 'closes' => '16:00'],
        ], $specs);
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_category_listing_has_its_breadcrumb_trail(string $prefix): void
    {
        $locale = $prefix === '' ? 'ro' : 'ru';
        $leaf = Category::query()->where('depth', 2)->orderBy('id')->firstOrFail();
        $sub = Category::query()->findOrFail($leaf->parent_id);
        $root = Category::query()->findOrFail($sub->parent_id);
        $path = "/categorie-produs/{$root->slug}/{$sub->slug}/{$leaf->slug}";

        $trail = self::one($this->blocks($prefix.$path), 'BreadcrumbList');

        $this->assertSame([1, 2, 3, 4], array_column($trail['itemListElement'], 'position'));
        $this->assertSame(['ListItem', 'ListItem', 'ListItem', 'ListItem'], array_column($trail['itemListElement'], '@type'));
        $this->assertSame([$locale === 'ro' ? 'Acasă' : 'Главная', $root->name[$locale], $sub->name[$locale], $leaf->name[$locale]], array_column($trail['itemListElement'], 'name'));
        $this->assertSame([
            'http://localhost'.$prefix,
            "http://localhost$prefix/categorie-produs/{$root->slug}",
            "http://localhost$prefix/categorie-produs/{$root->slug}/{$sub->slug}",
            "http://localhost$prefix$path",
        ], array_column($trail['itemListElement'], 'item'));
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_product_page_has_the_product_with_its_offer_and_its_breadcrumb_trail(string $prefix): void
    {
        $locale = $prefix === '' ? 'ro' : 'ru';
        /** @var Product $product */
        // A product of its own (a variant's page is its family's ProductGroup: ProductVariantsTest).
        $product = Product::query()->where('is_active', true)->whereNull('family_id')->where('stock_total', '>', 0)->with('brand')->orderBy('id')->firstOrFail();
        DB::table('products')->where('id', $product->id)->update(['price' => 1299950]);

        $blocks = $this->blocks("$prefix/produs/{$product->slug}");
        $item = self::one($blocks, 'Product');
        $url = "http://localhost$prefix/produs/{$product->slug}";

        $this->assertSame($product->name[$locale], $item['name']);
        $this->assertSame($product->sku, $item['sku']);
        $this->assertSame(['@type' => 'Brand', 'name' => $product->brand->name], $item['brand']);
        $this->assertNotSame([], $item['image']);
        foreach ($item['image'] as $image) {
            $this->assertStringStartsWith('http://localhost/', $image);
        }
        $this->assertSame($url, $item['url']);
        $this->assertSame('Offer', $item['offers']['@type']);
        $this->assertSame('12999.50', $item['offers']['price']);
        $this->assertSame('MDL', $item['offers']['priceCurrency']);
        $this->assertSame('https://schema.org/InStock', $item['offers']['availability']);
        $this->assertSame($url, $item['offers']['url']);

        $trail = self::one($blocks, 'BreadcrumbList');
        $last = $trail['itemListElement'][count($trail['itemListElement']) - 1];
        $this->assertSame($url, $last['item']);

        // Sold out: the same offer, out of stock.
        DB::table('product_stock')->where('product_id', $product->id)->update(['quantity' => 0]);
        DB::table('products')->where('id', $product->id)->update(['stock_total' => 0]);
        $this->assertSame('https://schema.org/OutOfStock', self::one($this->blocks("$prefix/produs/{$product->slug}"), 'Product')['offers']['availability']);
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_blog_post_has_its_article_and_breadcrumb_trail(string $prefix): void
    {
        $post = BlogPost::scopePublished(BlogPost::query())->orderBy('id')->firstOrFail();

        $blocks = $this->blocks("$prefix/blog/{$post->slug}");

        $this->assertSame($post->title[$prefix === '' ? 'ro' : 'ru'], self::one($blocks, 'Article')['headline']);
        $trail = self::one($blocks, 'BreadcrumbList');
        $this->assertSame("http://localhost$prefix/blog/{$post->slug}", $trail['itemListElement'][count($trail['itemListElement']) - 1]['item']);
    }

    /**
     * Every `<script type="application/ld+json">` of a page's HTML, decoded.
     *
     * @return list<array<string, mixed>>
     */
    private function blocks(string $url): array
    {
        $html = (string) $this->get($url)->assertOk()->getContent();
        preg_match_all('~<script type="application/ld\+json"[^>]*>(.*?)</script>~s', $html, $matches);
        $this->assertNotSame([], $matches[1], "$url has JSON-LD");

        return array_map(static fn (string $json): array => (array) json_decode($json, true, flags: JSON_THROW_ON_ERROR), $matches[1]);
    }

    /**
     * @param  list<array<string, mixed>>  $blocks
     * @return array<string, mixed>
     */
    private static function one(array $blocks, string $type): array
    {
        $found = array_values(array_filter($blocks, static fn (array $block): bool => ($block['@type'] ?? null) === $type));
        self::assertCount(1, $found, "one $type block");

        return $found[0];
    }
}
