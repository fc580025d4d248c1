<?php

declare(strict_types=1);

namespace Tests\Feature\Promotions;

use App\Models\Product;
use App\Models\Promotion;
use App\Support\Markdown;
use Carbon\CarbonImmutable;
use Database\Seeders\DatabaseSeeder;
use Database\Seeders\DemoPromotionSeeder;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class PromotionIndexTest extends TestCase
{
    private const RUNNING = ['black-friday', 'reduceri-la-televizoare', 'electrocasnice-mari-in-rate-0', 'back-to-school-laptopuri', 'saptamana-smartphone-urilor', 'bucataria-la-pret-redus'];

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    #[Test]
    public function the_romanian_page_lists_the_running_promotions_in_the_shops_order(): void
    {
        $blackFriday = Promotion::query()->where('slug', 'black-friday')->firstOrFail();

        $this->get('/promotii')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('promotions/index')
            ->where('meta.title', 'Promoții')
            ->where('breadcrumbs', [['name' => 'Promoții', 'url' => '/promotii']])
            ->where('promotions', fn ($promotions) => collect($promotions)->pluck('slug')->all() === self::RUNNING)
            ->where('promotions.0.title', 'Black Friday')
            ->where('promotions.0.summary', $blackFriday->summary['ro'])
            ->where('promotions.0.description_html', Markdown::toHtml($blackFriday->description['ro']))
            ->where('promotions.0.terms_html', Markdown::toHtml($blackFriday->terms['ro']))
            ->where('promotions.0.url', '/promotii/black-friday')
            ->where('promotions.0.banner', '/images/promotions/black-friday.svg')
            ->where('promotions.0.starts_at', $blackFriday->starts_at->setTimezone('Europe/Chisinau')->toDateString())
            ->where('promotions.0.ends_at', $blackFriday->ends_at?->setTimezone('Europe/Chisinau')->toDateString())
            ->where('promotions.0.products_count', $blackFriday->products()->count())
            ->where('promotions.1.title', 'Reduceri la televizoare')
            ->where('promotions.2.ends_at', null)
            ->etc());
    }

    #[Test]
    public function the_russian_page_shows_russian_texts_and_links(): void
    {
        $this->get('/ru/promotii')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('promotions/index')
            ->where('meta.title', 'Акции')
            ->where('breadcrumbs', [['name' => 'Акции', 'url' => '/ru/promotii']])
            ->where('promotions.1.title', 'Скидки на телевизоры')
            ->where('promotions.1.url', '/ru/promotii/reduceri-la-televizoare')
            ->where('promotions.2.title', 'Крупная бытовая техника в рассрочку 0%')
            ->where('promotions.2.terms_html', fn (string $terms) => substr_count($terms, '<p>') > 1 && str_contains($terms, 'леев'))
            ->where('route.alternates.ro', '/promotii')
            ->etc());
    }

    #[Test]
    public function the_product_counts_are_the_linked_products(): void
    {
        $this->get('/promotii')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('promotions', function ($promotions): bool {
                $expected = DB::table('promotion_product')->join('promotions', 'promotions.id', '=', 'promotion_id')
                    ->groupBy('slug')->selectRaw('slug, count(*) as products')->pluck('products', 'slug')->map(static fn (mixed $n): int => (int) $n)->all();
                foreach ($promotions as $promotion) {
                    if ($promotion['products_count'] !== $expected[$promotion['slug']]) {
                        return false;
                    }
                }

                return count($promotions) === count(self::RUNNING);
            })
            ->etc());
    }

    #[Test]
    public function expired_upcoming_and_unpublished_promotions_are_hidden(): void
    {
        Promotion::factory()->unpublished()->create(['slug' => 'ascunsa']);
        Promotion::factory()->expired()->create(['slug' => 'expirata']);
        Promotion::factory()->upcoming()->create(['slug' => 'viitoare']);
        $this->assertTrue(Promotion::query()->where('slug', 'racoare-in-vara-aer-conditionat')->exists());
        $this->assertTrue(Promotion::query()->where('slug', 'cadouri-de-craciun')->exists());

        $this->get('/promotii')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('promotions', fn ($promotions) => collect($promotions)->pluck('slug')->all() === self::RUNNING)
            ->etc());
    }

    #[Test]
    public function a_promotion_runs_from_its_first_to_its_last_moment(): void
    {
        $this->travelTo(CarbonImmutable::parse('2026-11-30 21:30:00', 'UTC'));
        Promotion::query()->delete();
        // 23:59:59 on 30 November in Chișinău (UTC+2) is 21:59:59 UTC.
        Promotion::factory()->create(['slug' => 'ultima-zi', 'starts_at' => '2026-10-31 22:00:00', 'ends_at' => '2026-11-30 21:59:59']);
        Promotion::factory()->create(['slug' => 'se-terminase', 'starts_at' => '2026-10-31 22:00:00', 'ends_at' => '2026-11-30 21:29:59']);
        Promotion::factory()->create(['slug' => 'abia-incepe', 'starts_at' => '2026-11-30 21:30:00', 'ends_at' => null]);
        Promotion::factory()->create(['slug' => 'peste-un-minut', 'starts_at' => '2026-11-30 21:31:00', 'ends_at' => null]);

        $this->get('/promotii')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('promotions', fn ($promotions) => collect($promotions)->pluck('slug')->all() === ['ultima-zi', 'abia-incepe'])
            ->where('promotions.0.starts_at', '2026-11-01')
            ->where('promotions.0.ends_at', '2026-11-30')
            ->where('promotions.1.starts_at', '2026-11-30')
            ->where('promotions.1.ends_at', null)
            ->etc());
    }

    #[Test]
    public function promotions_of_the_same_rank_show_the_soonest_ending_first_and_open_ended_last(): void
    {
        Promotion::query()->delete();
        Promotion::factory()->create(['slug' => 'fara-sfarsit', 'sort' => 5, 'ends_at' => null]);
        Promotion::factory()->create(['slug' => 'luna-viitoare', 'sort' => 5, 'ends_at' => now()->addMonth()]);
        Promotion::factory()->create(['slug' => 'maine', 'sort' => 5, 'ends_at' => now()->addDay()]);
        Promotion::factory()->create(['slug' => 'prima', 'sort' => 1, 'ends_at' => now()->addYear()]);

        $this->get('/promotii')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('promotions', fn ($promotions) => collect($promotions)->pluck('slug')->all() === ['prima', 'maine', 'luna-viitoare', 'fara-sfarsit'])
            ->etc());
    }

    #[Test]
    public function with_no_running_promotion_the_page_is_empty_in_both_languages(): void
    {
        Promotion::query()->update(['ends_at' => now()->subMinute()]);

        $this->get('/promotii')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('promotions/index')->where('promotions', [])->etc());
        $this->get('/ru/promotii')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('promotions/index')->where('promotions', [])->where('meta.title', 'Акции')->etc());
    }

    #[Test]
    public function the_number_of_queries_does_not_grow_with_the_promotions(): void
    {
        $this->get('/promotii')->assertOk();

        DB::enableQueryLog();
        $this->get('/promotii')->assertOk();
        $before = count(DB::getQueryLog());
        DB::disableQueryLog();
        DB::flushQueryLog();

        $products = Product::query()->orderBy('id')->limit(10)->pluck('id')->all();
        Promotion::factory()->count(6)->create()->each(static fn (Promotion $promotion) => $promotion->products()->attach($products));
        // The writes made a new catalogue version: its answers are worked out once again, as before the first count.
        $this->get('/promotii')->assertOk();

        DB::enableQueryLog();
        $this->get('/promotii')->assertOk()->assertInertia(fn (Assert $page) => $page->has('promotions', count(self::RUNNING) + 6)->etc());
        $after = count(DB::getQueryLog());

        $this->assertSame($before, $after);
        $this->assertLessThanOrEqual(6, $after);
    }

    #[Test]
    public function the_demo_promotions_have_fitting_products_chosen_the_same_way_every_time(): void
    {
        $chosen = fn (): array => DB::table('promotion_product')->join('promotions', 'promotions.id', '=', 'promotion_id')
            ->orderBy('slug')->orderBy('product_id')->get(['slug', 'product_id'])
            ->groupBy('slug')->map(static fn ($rows): array => $rows->pluck('product_id')->all())->all();
        $first = $chosen();

        $this->assertCount(8, $first);
        foreach ($first as $slug => $products) {
            $this->assertGreaterThanOrEqual(5, count($products), $slug);
            // Black Friday holds every discounted product of the demo catalogue; the others stay a short list (the
            // smartphones' week holds the discounted variants of every phone family).
            $this->assertLessThanOrEqual($slug === 'black-friday' ? Product::query()->where('discount_percent', '>', 0)->count() : 50, count($products), $slug);
        }
        $televizoare = DB::table('categories')->where('slug', 'televizoare')->value('id');
        $this->assertSame(0, Product::query()->whereIn('id', $first['reduceri-la-televizoare'])->where('category_sub_id', '!=', $televizoare)->count());
        $this->assertSame(0, Product::query()->whereIn('id', $first['black-friday'])->where('discount_percent', 0)->count());
        $this->assertSame(Product::query()->where('discount_percent', '>', 0)->count(), count($first['black-friday']));

        $this->seed(DemoPromotionSeeder::class);

        $this->assertSame($first, $chosen());
        $this->assertSame(8, Promotion::query()->count());
    }

    #[Test]
    public function every_demo_banner_is_a_file_in_public(): void
    {
        foreach (Promotion::query()->pluck('banner') as $banner) {
            $this->assertIsString($banner);
            $this->assertFileExists(public_path($banner));
        }
    }
}
