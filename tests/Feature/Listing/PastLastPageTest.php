<?php

declare(strict_types=1);

namespace Tests\Feature\Listing;

use App\Models\Order;
use App\Models\Promotion;
use App\Models\User;
use App\Queries\Orders\AccountOrders;
use Database\Seeders\DatabaseSeeder;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * `?page=` past the last page of any numbered list leads to its last page (the list's own address when it has one
 * page), keeping the filters and the sort, in both languages; junk and huge numbers are never a server error.
 */
final class PastLastPageTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    /**
     * @return array<string, array{string, string}>
     */
    public static function listings(): array
    {
        return [
            'a category' => ['/categorie-produs/electrocasnice-mari', 'stock=1&sort=price-asc'],
            'the discounts' => ['/ru/categorie-produs/reduceri', ''],
            'new products' => ['/produse-noi', ''],
            'the brands' => ['/branduri/samsung', 'sort=price-desc'],
            'search results' => ['/ru/cautare', 'q=samsung'],
            'a store' => ['/contacte/magazine/cahul/produse', ''],
        ];
    }

    #[Test]
    #[DataProvider('listings')]
    public function a_product_listing_leads_to_its_last_page(string $path, string $query): void
    {
        $url = $path.($query === '' ? '' : '?'.$query);
        $last = $this->lastPage($url);

        $expected = $last > 1 ? $url.($query === '' ? '?' : '&').'page='.$last : $url;
        $this->get($url.($query === '' ? '?' : '&').'page='.($last + 3))->assertStatus(302)->assertRedirect($expected);
        $this->get($expected)->assertOk();
    }

    #[Test]
    public function a_promotions_products_lead_to_their_last_page(): void
    {
        $slug = Promotion::scopeRunning(Promotion::query())->orderBy('id')->value('slug');
        $this->assertIsString($slug, 'the demo has a running promotion');
        $url = '/promotii/'.$slug;
        $last = $this->lastPage($url);

        $this->get($url.'?page='.($last + 1))->assertRedirect($last > 1 ? $url.'?page='.$last : $url);
        $this->assertSame($last, $this->followingRedirects()->get($url.'?page=500')->viewData('page')['props']['listing']['products']['meta']['current_page']);
    }

    #[Test]
    public function the_blog_leads_to_its_last_page_with_its_filter(): void
    {
        $this->get('/blog?page=40')->assertRedirect('/blog?page=2');
        $this->get('/ru/blog?page=3')->assertRedirect('/ru/blog?page=2');
        $this->get('/blog?categorie=ghiduri-de-cumparare&page=9')->assertRedirect('/blog?categorie=ghiduri-de-cumparare');
    }

    #[Test]
    public function the_accounts_orders_lead_to_their_last_page(): void
    {
        $user = User::factory()->create();
        $this->actingAs($user)->get('/cont/comenzi?page=3')->assertRedirect('/cont/comenzi');

        Order::factory()->count(AccountOrders::PER_PAGE + 1)->create(['user_id' => $user->id]);
        $this->actingAs($user)->get('/ru/cont/comenzi?page=7')->assertRedirect('/ru/cont/comenzi?page=2');
        $this->actingAs($user)->get('/ru/cont/comenzi?page=2')->assertOk();
    }

    /**
     * @return array<string, array{string}>
     */
    public static function junk(): array
    {
        return [
            'letters' => ['page=abc'],
            'a huge number' => ['page=99999999999999999999'],
            'a big one' => ['page=9999999999'],
            'negative' => ['page=-4'],
            'a list' => ['page[]=2'],
        ];
    }

    #[Test]
    #[DataProvider('junk')]
    public function junk_pages_are_never_a_server_error(string $query): void
    {
        $user = User::factory()->create();
        foreach (['/categorie-produs/electrocasnice-mari', '/cautare?q=lg', '/blog', '/cont/comenzi'] as $url) {
            $status = $this->actingAs($user)->get($url.(str_contains($url, '?') ? '&' : '?').$query)->status();
            $this->assertContains($status, [200, 302], $url.' answers '.$status);
        }
    }

    private function lastPage(string $url): int
    {
        $page = $this->get($url)->assertOk()->viewData('page');

        return (int) $page['props']['listing']['products']['meta']['last_page'];
    }
}
