<?php

declare(strict_types=1);

namespace Tests\Feature\Compare;

use App\Infrastructure\Shopper\GuestId;
use App\Models\Product;
use App\Models\SavedProduct;
use App\Models\User;
use App\Queries\Products\ProductSpecs;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Shopper\ShopperListsTestCase;

final class CompareTest extends ShopperListsTestCase
{
    /**
     * @return array<string, array{string, string, string, string}>
     */
    public static function languages(): array
    {
        return [
            'ro' => ['', 'ro', 'Comparare produse', 'Puteți compara cel mult 4 produse din categoria „Smart TV”. Eliminați unul ca să adăugați altul.'],
            'ru' => ['/ru', 'ru', 'Сравнение товаров', 'Можно сравнить не более 4 товаров из категории «Smart TV». Уберите один, чтобы добавить другой.'],
        ];
    }

    #[Test]
    #[DataProvider('languages')]
    public function two_tvs_are_shown_side_by_side_with_their_specs_by_section(string $prefix, string $locale, string $title): void
    {
        [$first, $second] = self::productsIn('smart-tv', 2);
        $this->withCookie(GuestId::COOKIE, self::GUEST_A);
        $this->postJson($prefix.'/compara/'.$first->id)->assertOk();
        $this->postJson($prefix.'/compara/'.$second->id)->assertOk()
            ->assertExactJson(['compare' => ['count' => 2, 'ids' => [$second->id, $first->id]]]);

        app()->setLocale($locale);
        $specs = app(ProductSpecs::class);
        $firstSpecs = $specs->forProduct($first->id);
        $secondSpecs = $specs->forProduct($second->id);
        $value = static fn (array $sections, string $code): ?string => collect($sections)->flatMap(fn (array $s) => $s['specs'])->firstWhere('code', $code)['value'] ?? null;

        $this->get($prefix.'/compara')->assertOk()
            ->assertSee('<title data-inertia="">'.$title.' - '.config('app.name').'</title>', false)
            ->assertInertia(fn (Assert $page) => $page
                ->component('compare/index')
                ->where('meta.title', $title)
                ->where('breadcrumbs', [['name' => $title, 'url' => $prefix.'/compara']])
                ->where('limit', 4)
                ->has('groups', 1)
                ->where('groups.0.id', $first->category_id)
                ->where('groups.0.name', 'Smart TV')
                ->where('groups.0.products', fn ($products) => collect($products)->pluck('id')->all() === [$first->id, $second->id])
                ->where('groups.0.products.0.url', $prefix.'/produs/'.$first->slug)
                ->where('groups.0.sections', function ($sections) use ($firstSpecs, $value, $first, $second, $secondSpecs): bool {
                    // Same section order as the product page; every row has one value per product, in column order.
                    $this->assertSame(array_column($firstSpecs, 'name'), collect($sections)->pluck('name')->take(count($firstSpecs))->all());
                    foreach ($sections as $section) {
                        foreach ($section['rows'] as $row) {
                            $this->assertSame([$value($firstSpecs, $row['code']), $value($secondSpecs, $row['code'])], $row['values'], $row['code'].' of '.$first->slug.' / '.$second->slug);
                        }
                    }

                    return count($sections) > 0;
                })
                ->where('compare', ['count' => 2, 'ids' => [$second->id, $first->id]])
                ->etc());
    }

    #[Test]
    public function products_of_different_categories_go_to_different_tabs(): void
    {
        $tv = self::tv();
        $phone = self::productsIn('smartphone-uri', 1)[0];
        $this->withCookie(GuestId::COOKIE, self::GUEST_A);
        $this->postJson('/compara/'.$tv->id)->assertOk();
        $this->postJson('/compara/'.$phone->id)->assertOk();

        $this->get('/ru/compara')->assertInertia(fn (Assert $page) => $page
            ->where('groups', fn ($groups) => collect($groups)->map(fn ($g) => [$g['name'], collect($g['products'])->pluck('id')->all()])->all()
                === [['Smart TV', [$tv->id]], ['Смартфоны', [$phone->id]]])
            ->etc());
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_fifth_product_of_a_category_is_refused_with_a_message_in_the_shoppers_language(string $prefix, string $locale, string $title, string $message): void
    {
        $tvs = self::productsIn('smart-tv', 5);
        $this->withCookie(GuestId::COOKIE, self::GUEST_A);
        foreach (array_slice($tvs, 0, 4) as $tv) {
            $this->postJson($prefix.'/compara/'.$tv->id)->assertOk();
        }

        $this->postJson($prefix.'/compara/'.$tvs[4]->id)->assertStatus(422)
            ->assertJsonPath('message', $message)
            ->assertJsonPath('errors.compare.0', $message)
            ->assertJsonPath('compare.count', 4);
        $this->from($prefix.'/produs/'.$tvs[4]->slug)->post($prefix.'/compara/'.$tvs[4]->id, [], ['X-Inertia' => 'true'])
            ->assertRedirect($prefix.'/produs/'.$tvs[4]->slug)
            ->assertSessionHasErrors(['compare' => $message]);
        $this->assertDatabaseMissing('saved_products', ['product_id' => $tvs[4]->id]);

        // Re-adding one already there is fine, and another category still has room.
        $this->postJson($prefix.'/compara/'.$tvs[0]->id)->assertOk()->assertJsonPath('compare.count', 4);
        $this->postJson($prefix.'/compara/'.self::productsIn('smartphone-uri', 1)[0]->id)->assertOk()->assertJsonPath('compare.count', 5);
        $this->deleteJson($prefix.'/compara/'.$tvs[0]->id)->assertOk()->assertJsonPath('compare.count', 4);
        $this->postJson($prefix.'/compara/'.$tvs[4]->id)->assertOk()->assertJsonPath('compare.count', 5);
    }

    #[Test]
    public function the_limit_holds_inside_the_insert_statement(): void
    {
        // The count check is part of the INSERT itself: even a caller that skips every check in PHP cannot pass it.
        $tvs = self::productsIn('smart-tv', 6);
        $shopper = \App\Infrastructure\Shopper\ShopperKey::forGuest(self::GUEST_A);
        $inserted = 0;
        foreach ($tvs as $tv) {
            $inserted += \App\Actions\Shopper\SaveProduct::insert($shopper, \App\Enums\ShopperList::Compare, $tv->id, $tv->category_id);
        }
        $this->assertSame(4, $inserted);
        $this->assertSame(4, SavedProduct::query()->where('guest_id', self::GUEST_A)->count());
    }

    #[Test]
    public function removing_from_the_page_redirects_back_to_it(): void
    {
        [$first, $second] = self::productsIn('smart-tv', 2);
        $this->withCookie(GuestId::COOKIE, self::GUEST_A);
        $this->postJson('/compara/'.$first->id);
        $this->postJson('/compara/'.$second->id);

        $this->from('/compara')->delete('/compara/'.$first->id, [], ['X-Inertia' => 'true'])->assertRedirect('/compara');
        $this->get('/compara')->assertInertia(fn (Assert $page) => $page
            ->where('groups.0.products', fn ($products) => collect($products)->pluck('id')->all() === [$second->id])
            ->where('compare.count', 1)
            ->etc());
    }

    #[Test]
    public function an_empty_compare_list_shows_no_groups(): void
    {
        $this->get('/compara')->assertOk()->assertCookieMissing(GuestId::COOKIE)
            ->assertInertia(fn (Assert $page) => $page->component('compare/index')->where('groups', [])->where('compare.count', 0)->etc());
        $this->postJson('/compara/999999')->assertNotFound();
        $this->assertSame(0, SavedProduct::query()->count());
    }

    #[Test]
    public function nobody_sees_or_changes_another_shoppers_compare_list(): void
    {
        [$a, $b] = self::productsIn('smart-tv', 2);
        $userA = User::factory()->create();
        $userB = User::factory()->create();
        $this->actingAs($userA)->postJson('/compara/'.$a->id)->assertOk();
        $this->actingAs($userB)->postJson('/compara/'.$b->id)->assertOk();

        $this->actingAs($userB)->deleteJson('/compara/'.$a->id)->assertOk()->assertExactJson(['compare' => ['count' => 1, 'ids' => [$b->id]]]);
        $this->actingAs($userB)->get('/compara')->assertInertia(fn (Assert $page) => $page
            ->where('groups.0.products', fn ($products) => collect($products)->pluck('id')->all() === [$b->id])->etc());

        $this->app['auth']->forgetGuards();
        $this->withCookie(GuestId::COOKIE, self::GUEST_B)->get('/compara')
            ->assertInertia(fn (Assert $page) => $page->where('groups', [])->where('compare.count', 0)->etc());
        $this->withCookie(GuestId::COOKIE, self::GUEST_B)->deleteJson('/compara/'.$a->id)->assertOk();

        $this->assertDatabaseHas('saved_products', ['list' => 'compare', 'user_id' => $userA->id, 'product_id' => $a->id]);
        $this->assertDatabaseHas('saved_products', ['list' => 'compare', 'user_id' => $userB->id, 'product_id' => $b->id]);
    }

    #[Test]
    public function the_page_runs_the_same_queries_for_two_or_eight_products(): void
    {
        $tvs = self::productsIn('smart-tv', 4);
        $phones = self::productsIn('smartphone-uri', 4);
        $this->withCookie(GuestId::COOKIE, self::GUEST_A);
        $this->postJson('/compara/'.$tvs[0]->id);
        $this->postJson('/compara/'.$phones[0]->id);
        $this->get('/compara');

        DB::flushQueryLog();
        DB::enableQueryLog();
        $this->get('/compara')->assertOk();
        $few = count(DB::getQueryLog());

        foreach ([...array_slice($tvs, 1), ...array_slice($phones, 1)] as $product) {
            /** @var Product $product */
            $this->postJson('/compara/'.$product->id);
        }
        DB::flushQueryLog();
        $this->get('/compara')->assertOk()->assertInertia(fn (Assert $page) => $page->has('groups.0.products', 4)->has('groups.1.products', 4)->etc());
        $this->assertSame($few, count(DB::getQueryLog()), print_r(array_column(DB::getQueryLog(), 'query'), true));
    }
}
