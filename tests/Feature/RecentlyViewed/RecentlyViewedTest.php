<?php

declare(strict_types=1);

namespace Tests\Feature\RecentlyViewed;

use App\Actions\RecentlyViewed\RecordView;
use App\Infrastructure\Http\AnonymousRequest;
use App\Infrastructure\Shopper\GuestId;
use App\Infrastructure\Shopper\ViewerId;
use App\Models\Product;
use App\Models\User;
use App\Services\Privacy\ShopPruner;
use Illuminate\Support\Facades\DB;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Symfony\Component\HttpFoundation\Response;
use Tests\Feature\Shopper\ShopperListsTestCase;

/**
 * Recently viewed products: recorded by the strip's own request (a product page may come from the page cache), newest
 * first, once each, at most RecordView::KEEP; a guest's list under the `viewer_id` cookie, merged into the account at
 * sign-in; nobody reads or clears another shopper's list.
 */
final class RecentlyViewedTest extends ShopperListsTestCase
{
    private const VIEWER_A = 'ViewerA000000000000000000000000000000000';

    private const VIEWER_B = 'ViewerB000000000000000000000000000000000';

    /**
     * @return array<string, array{string, string}>
     */
    public static function languages(): array
    {
        return ['ro' => ['', 'ro'], 'ru' => ['/ru', 'ru']];
    }

    /**
     * Active products in id order.
     *
     * @return list<Product>
     */
    private static function products(int $count): array
    {
        /** @var list<Product> $products */
        $products = Product::scopeActive(Product::query())->orderBy('id')->limit($count)->get()->all();
        self::assertCount($count, $products);

        return array_values($products);
    }

    /**
     * @return TestResponse<Response>
     */
    private function viewed(Product $product, string $prefix = ''): TestResponse
    {
        return $this->getJson($prefix.'/vazute-recent?produs='.$product->id)->assertOk();
    }

    /**
     * @return list<int>
     */
    private function shownIds(string $query = ''): array
    {
        /** @var list<array{id: int}> $products */
        $products = $this->getJson('/vazute-recent'.$query)->assertOk()->json('products');

        return array_column($products, 'id');
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_guests_first_view_issues_the_viewer_cookie_alone_and_the_strip_shows_the_others_newest_first(string $prefix, string $locale): void
    {
        [$a, $b, $c] = self::products(3);

        $first = $this->viewed($a, $prefix)->assertExactJson(['products' => []])->assertHeader('Cache-Control', 'no-store, private');
        $viewer = $first->getCookie(ViewerId::COOKIE)?->getValue();
        $this->assertIsString($viewer);
        // Nothing that would turn the shopper into one who is sent private pages: no session, no XSRF-TOKEN, no guest id.
        foreach ($first->headers->getCookies() as $cookie) {
            $this->assertFalse(AnonymousRequest::isStateCookie($cookie->getName()), $cookie->getName());
        }
        $this->assertDatabaseHas('recently_viewed_products', ['viewer_id' => $viewer, 'user_id' => null, 'product_id' => $a->id]);

        // The test's application lives on between requests; a server's does not keep the queued cookie.
        $this->app->make('cookie')->flushQueuedCookies();
        $this->withCookie(ViewerId::COOKIE, $viewer);
        $this->viewed($b, $prefix);
        $strip = $this->viewed($c, $prefix)->assertCookieMissing(ViewerId::COOKIE);

        $this->assertSame([$b->id, $a->id], array_column($strip->json('products'), 'id'));
        $this->assertSame($b->translate('name', $locale), $strip->json('products.0.name'));
        $this->assertSame($prefix.'/produs/'.$b->slug, $strip->json('products.0.url'));
        $this->assertSame(['id', 'name', 'slug', 'url', 'sku', 'image', 'image_alt', 'image_srcset', 'price', 'old_price', 'discount_percent', 'brand', 'is_stock', 'credit', 'variants'], array_keys($strip->json('products.0')));
        // The home page names no product: the whole list.
        $this->assertSame([$c->id, $b->id, $a->id], $this->shownIds());
    }

    #[Test]
    public function a_product_viewed_again_moves_to_the_front_once(): void
    {
        [$a, $b, $c] = self::products(3);
        $this->withCookie(ViewerId::COOKIE, self::VIEWER_A);
        foreach ([$a, $b, $c, $a] as $product) {
            $this->viewed($product);
        }

        $this->assertSame([$a->id, $c->id, $b->id], $this->shownIds());
        $this->assertSame(3, DB::table('recently_viewed_products')->where('viewer_id', self::VIEWER_A)->count());
    }

    #[Test]
    public function only_the_newest_views_are_kept(): void
    {
        $products = self::products(RecordView::KEEP + 5);
        $this->withCookie(ViewerId::COOKIE, self::VIEWER_A);
        foreach ($products as $product) {
            $this->viewed($product);
        }

        $this->assertSame(RecordView::KEEP, DB::table('recently_viewed_products')->where('viewer_id', self::VIEWER_A)->count());
        $newest = array_reverse(array_map(static fn (Product $product): int => $product->id, array_slice($products, 5)));
        $this->assertSame($newest, $this->shownIds());
    }

    #[Test]
    public function a_product_not_on_sale_or_unknown_is_not_recorded_and_issues_no_cookie(): void
    {
        [$hidden] = self::products(1);
        $hidden->forceFill(['is_active' => false])->save();

        $this->getJson('/vazute-recent?produs='.$hidden->id)->assertOk()->assertExactJson(['products' => []])->assertCookieMissing(ViewerId::COOKIE);
        $this->getJson('/vazute-recent?produs=999999999')->assertOk()->assertExactJson(['products' => []])->assertCookieMissing(ViewerId::COOKIE);
        $this->assertSame(0, DB::table('recently_viewed_products')->count());
    }

    #[Test]
    public function a_product_no_longer_on_sale_leaves_the_strip(): void
    {
        [$a, $b] = self::products(2);
        $this->withCookie(ViewerId::COOKIE, self::VIEWER_A);
        $this->viewed($a);
        $this->viewed($b);
        $a->forceFill(['is_active' => false])->save();

        $this->assertSame([$b->id], $this->shownIds());
    }

    /**
     * @return array<string, array{string, string, string}>
     */
    public static function refusals(): array
    {
        return [
            'a list, ro' => ['', '?produs[]=1', 'Produsul trebuie să fie indicat printr-un număr întreg.'],
            'a list, ru' => ['/ru', '?produs[]=1', 'Товар должен быть указан целым числом.'],
            'an object' => ['', '?produs[a]=1', 'Produsul trebuie să fie indicat printr-un număr întreg.'],
            'text' => ['/ru', '?produs=abc', 'Товар должен быть указан целым числом.'],
            'past 64 bits' => ['', '?produs=99999999999999999999999', 'Produsul trebuie să fie indicat printr-un număr întreg.'],
            'zero' => ['', '?produs=0', 'Produsul trebuie să fie indicat printr-un număr întreg.'],
            'negative' => ['/ru', '?produs=-4', 'Товар должен быть указан целым числом.'],
            'a fraction' => ['', '?produs=1.5', 'Produsul trebuie să fie indicat printr-un număr întreg.'],
        ];
    }

    #[Test]
    #[DataProvider('refusals')]
    public function a_malformed_product_is_refused_in_the_shoppers_language_and_nothing_is_stored(string $prefix, string $query, string $message): void
    {
        // Whatever the Accept header: the strip's answer is JSON, never a redirect.
        $this->get($prefix.'/vazute-recent'.$query)->assertStatus(422)
            ->assertJsonPath('message', $message)->assertJsonPath('errors.produs.0', $message)
            ->assertHeader('Cache-Control', 'no-store, private')->assertCookieMissing(ViewerId::COOKIE);
        $this->assertSame(0, DB::table('recently_viewed_products')->count());
    }

    #[Test]
    public function bytes_that_are_not_utf8_are_refused_before_anything_runs(): void
    {
        $this->getJson('/vazute-recent?produs=%FF%FE')->assertStatus(400)->assertCookieMissing(ViewerId::COOKIE);
        $this->assertSame(0, DB::table('recently_viewed_products')->count());
    }

    #[Test]
    public function nobody_reads_or_clears_another_shoppers_list(): void
    {
        [$a, $b, $c] = self::products(3);
        $ana = User::factory()->createOne();
        $ion = User::factory()->createOne();

        $this->withCookie(ViewerId::COOKIE, self::VIEWER_A);
        $this->viewed($a);
        $this->actingAs($ana);
        $this->viewed($b);
        $this->app['auth']->forgetGuards();

        // Another guest, another account, a malformed or unknown cookie: none of them sees A's or Ana's products.
        $this->assertSame([], $this->withCookie(ViewerId::COOKIE, self::VIEWER_B)->shownIds());
        $this->assertSame([], $this->withCookie(ViewerId::COOKIE, '../'.self::VIEWER_A)->shownIds());
        $this->actingAs($ion);
        $this->withCookie(ViewerId::COOKIE, self::VIEWER_A);
        $this->viewed($c);
        $this->assertSame([$c->id], $this->shownIds());

        // Ion clearing his list leaves theirs alone.
        $this->deleteJson('/vazute-recent')->assertOk()->assertExactJson(['products' => []])->assertHeader('Cache-Control', 'no-store, private');
        $this->assertSame(0, DB::table('recently_viewed_products')->where('user_id', $ion->id)->count());
        $this->assertDatabaseHas('recently_viewed_products', ['user_id' => $ana->id, 'product_id' => $b->id]);
        $this->assertDatabaseHas('recently_viewed_products', ['viewer_id' => self::VIEWER_A, 'product_id' => $a->id]);
    }

    #[Test]
    public function a_guest_clears_their_own_list_and_a_guest_without_one_gets_no_cookie(): void
    {
        [$a, $b] = self::products(2);
        $this->withCookie(ViewerId::COOKIE, self::VIEWER_A)->viewed($a);
        $this->withCookie(ViewerId::COOKIE, self::VIEWER_B)->viewed($b);

        $this->withCookie(ViewerId::COOKIE, self::VIEWER_A)->deleteJson('/ru/vazute-recent')->assertOk()->assertExactJson(['products' => []]);
        $this->assertSame([], $this->withCookie(ViewerId::COOKIE, self::VIEWER_A)->shownIds());
        $this->assertSame([$b->id], $this->withCookie(ViewerId::COOKIE, self::VIEWER_B)->shownIds());

        $this->defaultCookies = [];
        $this->deleteJson('/vazute-recent')->assertOk()->assertCookieMissing(ViewerId::COOKIE);
    }

    #[Test]
    public function a_guest_who_signs_in_finds_their_views_in_the_account_newest_first(): void
    {
        [$a, $b, $c] = self::products(3);
        $ana = User::factory()->createOne(['email' => 'ana@example.md']);
        // Viewed from the account on another day: C, then B.
        DB::table('recently_viewed_products')->insert([
            ['user_id' => $ana->id, 'viewer_id' => null, 'product_id' => $c->id, 'viewed_at' => now()->subDay()],
            ['user_id' => $ana->id, 'viewer_id' => null, 'product_id' => $b->id, 'viewed_at' => now()->subDay()],
        ]);

        $this->withCookie(ViewerId::COOKIE, self::VIEWER_A);
        $this->viewed($a);
        $this->viewed($b);
        $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'password'])->assertRedirect('/cont');

        $this->assertSame([$b->id, $a->id, $c->id], $this->shownIds());
        $this->assertSame(0, DB::table('recently_viewed_products')->whereNotNull('viewer_id')->count());
        $this->assertSame(3, DB::table('recently_viewed_products')->where('user_id', $ana->id)->count());
    }

    #[Test]
    public function merging_keeps_the_accounts_list_within_its_limit(): void
    {
        $products = self::products(RecordView::KEEP + 3);
        $ana = User::factory()->createOne(['email' => 'ana@example.md']);
        foreach (array_slice($products, 0, RecordView::KEEP) as $product) {
            DB::table('recently_viewed_products')->insert(['user_id' => $ana->id, 'product_id' => $product->id, 'viewed_at' => now()->subDay()]);
        }

        $this->withCookie(ViewerId::COOKIE, self::VIEWER_A)->withCookie(GuestId::COOKIE, self::GUEST_A);
        foreach (array_slice($products, RecordView::KEEP) as $product) {
            $this->viewed($product);
        }
        $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'password'])->assertRedirect('/cont');

        $this->assertSame(RecordView::KEEP, DB::table('recently_viewed_products')->where('user_id', $ana->id)->count());
        $this->assertSame($products[RecordView::KEEP + 2]->id, $this->shownIds()[0]);
    }

    #[Test]
    public function the_strip_costs_the_same_queries_for_two_cards_as_for_twenty(): void
    {
        $products = self::products(RecordView::KEEP);
        $this->withCookie(ViewerId::COOKIE, self::VIEWER_A);
        $this->viewed($products[0]);
        $this->viewed($products[1]);
        $this->getJson('/vazute-recent');

        DB::flushQueryLog();
        DB::enableQueryLog();
        $this->assertCount(2, $this->shownIds());
        $few = count(DB::getQueryLog());

        foreach (array_slice($products, 2) as $product) {
            $this->viewed($product);
        }
        DB::flushQueryLog();
        $this->assertCount(RecordView::KEEP, $this->shownIds());
        $this->assertSame($few, count(DB::getQueryLog()), print_r(array_column(DB::getQueryLog(), 'query'), true));
    }

    #[Test]
    public function a_guests_views_go_after_the_privacy_period_and_an_accounts_stay(): void
    {
        [$a, $b] = self::products(2);
        $ana = User::factory()->createOne();
        $old = now()->subDays(config()->integer('privacy.guest_data_days') + 1);
        DB::table('recently_viewed_products')->insert([
            ['user_id' => null, 'viewer_id' => self::VIEWER_A, 'product_id' => $a->id, 'viewed_at' => $old],
            ['user_id' => null, 'viewer_id' => self::VIEWER_B, 'product_id' => $a->id, 'viewed_at' => now()],
            ['user_id' => $ana->id, 'viewer_id' => null, 'product_id' => $b->id, 'viewed_at' => $old],
        ]);

        $this->assertSame(1, app(ShopPruner::class)->prune()['guest recently viewed products']);
        $this->assertSame([self::VIEWER_B], DB::table('recently_viewed_products')->whereNotNull('viewer_id')->pluck('viewer_id')->all());
        $this->assertDatabaseHas('recently_viewed_products', ['user_id' => $ana->id]);
    }
}
