<?php

declare(strict_types=1);

namespace Tests\Feature\Favourites;

use App\Infrastructure\Shopper\GuestId;
use App\Models\SavedProduct;
use App\Models\User;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Shopper\ShopperListsTestCase;

final class FavouritesTest extends ShopperListsTestCase
{
    /**
     * @return array<string, array{string, string, string}>
     */
    public static function languages(): array
    {
        return [
            'ro' => ['', 'Favorite', 'Nu aveți încă produse favorite.'],
            'ru' => ['/ru', 'Избранное', 'В избранном пока нет товаров.'],
        ];
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_guest_saves_a_product_and_finds_it_on_the_page(string $prefix, string $title): void
    {
        $tv = self::tv();

        $response = $this->postJson($prefix.'/favorite/'.$tv->id)->assertOk()
            ->assertExactJson(['favourites' => ['count' => 1, 'ids' => [$tv->id]]]);
        $guestId = $response->getCookie(GuestId::COOKIE)?->getValue();
        $this->assertIsString($guestId);
        $this->assertDatabaseHas('saved_products', ['list' => 'favourites', 'guest_id' => $guestId, 'user_id' => null, 'product_id' => $tv->id]);

        $this->withCookie(GuestId::COOKIE, $guestId)->get($prefix.'/favorite')->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->component('favourites/index')
                ->where('meta.title', $title)
                ->where('breadcrumbs', [['name' => $title, 'url' => $prefix.'/favorite']])
                ->has('products', 1)
                ->where('products.0.id', $tv->id)
                ->where('products.0.name', $tv->translate('name', $prefix === '' ? 'ro' : 'ru'))
                ->where('products.0.url', $prefix.'/produs/'.$tv->slug)
                ->where('favourites', ['count' => 1, 'ids' => [$tv->id]])
                ->etc());
        $this->withCookie(GuestId::COOKIE, $guestId)->get($prefix.'/favorite')->assertSee('<title data-inertia="">'.$title.' - '.config('app.name').'</title>', false);
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_new_visitor_sees_an_empty_list_and_gets_no_cookie(string $prefix, string $title, string $empty): void
    {
        $this->get($prefix.'/favorite')->assertOk()->assertCookieMissing(GuestId::COOKIE)
            ->assertInertia(fn (Assert $page) => $page
                ->component('favourites/index')
                ->where('products', [])
                ->where('favourites', ['count' => 0, 'ids' => []])
                ->where('translations', fn ($lines) => $lines['favourites.empty'] === $empty)
                ->etc());
    }

    #[Test]
    public function saving_twice_keeps_one_row_and_removing_takes_it_off(): void
    {
        [$first, $second] = self::productsIn('smart-tv', 2);
        $this->withCookie(GuestId::COOKIE, self::GUEST_A);

        $this->postJson('/favorite/'.$first->id)->assertOk();
        $this->postJson('/favorite/'.$first->id)->assertOk()->assertJsonPath('favourites.count', 1);
        $this->postJson('/favorite/'.$second->id)->assertOk()->assertExactJson(['favourites' => ['count' => 2, 'ids' => [$second->id, $first->id]]]);
        $this->deleteJson('/favorite/'.$first->id)->assertOk()->assertExactJson(['favourites' => ['count' => 1, 'ids' => [$second->id]]]);
        $this->deleteJson('/favorite/'.$first->id)->assertOk()->assertJsonPath('favourites.count', 1);
    }

    #[Test]
    public function a_page_toggle_redirects_back_and_the_shared_props_carry_the_new_state(): void
    {
        $tv = self::tv();
        $this->withCookie(GuestId::COOKIE, self::GUEST_A);

        $this->from('/produs/'.$tv->slug)->post('/favorite/'.$tv->id, [], ['X-Inertia' => 'true'])
            ->assertRedirect('/produs/'.$tv->slug);
        $this->get('/produs/'.$tv->slug)->assertInertia(fn (Assert $page) => $page
            ->where('favourites', ['count' => 1, 'ids' => [$tv->id]])->etc());

        $this->from('/ru/favorite')->delete('/ru/favorite/'.$tv->id, [], ['X-Inertia' => 'true'])->assertRedirect('/ru/favorite');
        $this->get('/')->assertInertia(fn (Assert $page) => $page->where('favourites', ['count' => 0, 'ids' => []])->etc());
    }

    #[Test]
    public function unknown_or_malformed_products_are_404_and_store_nothing(): void
    {
        $this->withCookie(GuestId::COOKIE, self::GUEST_A);

        $this->postJson('/favorite/999999')->assertNotFound();
        // No route takes these: a client error (405, as only the page answers GET /favorite/…), never a 500.
        $this->post('/favorite/abc')->assertClientError();
        $this->post('/favorite/99999999999999999999')->assertClientError();
        $this->assertSame(0, SavedProduct::query()->count());
    }

    #[Test]
    public function nobody_sees_or_removes_another_shoppers_favourites(): void
    {
        [$mine, $theirs] = self::productsIn('smart-tv', 2);
        $userA = User::factory()->create();
        $userB = User::factory()->create();

        $this->actingAs($userA)->postJson('/favorite/'.$mine->id)->assertOk();
        $this->actingAs($userB)->postJson('/favorite/'.$theirs->id)->assertOk();
        $this->actingAs($userB)->deleteJson('/favorite/'.$mine->id)->assertOk()->assertExactJson(['favourites' => ['count' => 1, 'ids' => [$theirs->id]]]);
        $this->actingAs($userB)->get('/favorite')->assertInertia(fn (Assert $page) => $page
            ->where('products', fn ($products) => collect($products)->pluck('id')->all() === [$theirs->id])->etc());

        $this->app['auth']->forgetGuards();
        $this->withCookie(GuestId::COOKIE, self::GUEST_B)->get('/favorite')
            ->assertInertia(fn (Assert $page) => $page->where('products', [])->where('favourites.count', 0)->etc());
        $this->withCookie(GuestId::COOKIE, self::GUEST_B)->deleteJson('/favorite/'.$mine->id)->assertOk();

        $this->assertDatabaseHas('saved_products', ['user_id' => $userA->id, 'product_id' => $mine->id]);
        $this->assertDatabaseHas('saved_products', ['user_id' => $userB->id, 'product_id' => $theirs->id]);
        $this->assertDatabaseMissing('saved_products', ['user_id' => $userB->id, 'product_id' => $mine->id]);
    }

    #[Test]
    public function the_page_runs_the_same_queries_for_one_or_many_favourites(): void
    {
        $tvs = self::productsIn('smart-tv', 6);
        $this->withCookie(GuestId::COOKIE, self::GUEST_A);
        $this->postJson('/favorite/'.$tvs[0]->id);
        $this->get('/favorite');

        DB::flushQueryLog();
        DB::enableQueryLog();
        $this->get('/favorite')->assertOk();
        $one = count(DB::getQueryLog());

        foreach (array_slice($tvs, 1) as $tv) {
            $this->postJson('/favorite/'.$tv->id);
        }
        DB::flushQueryLog();
        $this->get('/favorite')->assertOk()->assertInertia(fn (Assert $page) => $page->has('products', 6)->etc());
        $this->assertSame($one, count(DB::getQueryLog()), print_r(array_column(DB::getQueryLog(), 'query'), true));
    }
}
