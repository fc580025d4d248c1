<?php

declare(strict_types=1);

namespace Tests\Feature\Admin;

use App\Enums\OrderStatus;
use App\Models\CreditProgramme;
use App\Models\Order;
use App\Queries\Admin\InboxCounts;
use App\Queries\Admin\LowStockProducts;
use App\Queries\Admin\OrdersWaiting;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** The dashboard's lists: orders waiting per open state, products running out, and what came in through the forms. */
final class DashboardListsTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        config()->set('app.shop_timezone', 'Europe/Chisinau');
        $this->travelTo(CarbonImmutable::parse('2026-01-15 10:00:00', 'UTC'));
    }

    #[Test]
    public function orders_waiting_are_counted_per_open_state_in_the_order_of_the_work(): void
    {
        $counts = ['new' => 3, 'confirmed' => 1, 'packed' => 2, 'ready_for_pickup' => 0, 'shipped' => 1, 'completed' => 4, 'cancelled' => 2, 'released' => 1];
        foreach ($counts as $status => $count) {
            Order::factory()->count($count)->status(OrderStatus::from($status))->create();
        }

        $this->assertSame([
            ['status' => 'new', 'count' => 3],
            ['status' => 'confirmed', 'count' => 1],
            ['status' => 'packed', 'count' => 2],
            ['status' => 'shipped', 'count' => 1],
            ['status' => 'ready_for_pickup', 'count' => 0],
        ], (new OrdersWaiting)->handle());
    }

    #[Test]
    public function low_stock_lists_the_most_popular_products_at_or_below_the_threshold_and_counts_them_all(): void
    {
        config()->set('admin.low_stock', 3);
        $this->catalogue();
        $this->product('above', stock: 4, popularity: 1000);
        $this->product('at', stock: 3, popularity: 10);
        $this->product('sold-out', stock: 0, popularity: 50);
        $older = $this->product('older-tie', stock: 1, popularity: 20);
        $newer = $this->product('newer-tie', stock: 2, popularity: 20);
        foreach (range(1, 9) as $i) {
            $this->product("tail-{$i}", stock: 1, popularity: 0);
        }

        $low = (new LowStockProducts)->handle();

        $this->assertSame(3, $low['threshold']);
        $this->assertSame(13, $low['total']);
        $this->assertCount(LowStockProducts::LIMIT, $low['products']);
        $this->assertSame(['sold-out', 'newer-tie', 'older-tie', 'at'], array_slice(array_column($low['products'], 'sku'), 0, 4));
        $this->assertSame(['id' => $newer, 'name' => 'Produs newer-tie', 'sku' => 'newer-tie', 'stock' => 2, 'level' => 3, 'waiting' => 0, 'url' => '/produs/newer-tie'], $low['products'][1]);
        $this->assertNotContains('above', array_column($low['products'], 'sku'));
        $this->assertSame($older, $low['products'][2]['id'], 'equal popularity: the newest first');

        app()->setLocale('ru');
        $this->assertSame('Товар sold-out', (new LowStockProducts)->handle()['products'][0]['name']);

        config()->set('admin.low_stock', 0);
        $this->assertSame(['sold-out'], array_column((new LowStockProducts)->handle()['products'], 'sku'));
    }

    #[Test]
    public function inbox_counts_what_came_in_since_midnight_six_days_ago_on_the_shops_calendar(): void
    {
        $this->catalogue();
        // 9 January 00:00 in Chișinău is the first moment of the last 7 days.
        $inside = '2026-01-08 22:00:00';
        $outside = '2026-01-08 21:59:59';
        foreach ([$inside, $outside, '2026-01-15 09:00:00'] as $moment) {
            DB::table('contact_messages')->insert(['name' => 'Ana', 'email' => 'ana@example.md', 'message' => 'Bună ziua', 'locale' => 'ro', 'created_at' => $moment]);
        }
        $programme = CreditProgramme::factory()->createOne();
        foreach ([$inside, $outside] as $moment) {
            DB::table('credit_requests')->insert([
                'credit_programme_id' => $programme->id, 'amount' => 10_000_00, 'months' => 12, 'monthly_payment' => 900_00,
                'total' => 10_800_00, 'name' => 'Ana', 'phone' => '+37369123456', 'locale' => 'ro', 'consented_at' => $moment,
                'created_at' => $moment, 'updated_at' => $moment,
            ]);
        }
        $vacancy = DB::table('vacancies')->insertGetId([
            'slug' => 'consultant', 'title' => '{"ro":"Consultant","ru":"Консультант"}', 'city' => '{"ro":"Chișinău","ru":"Кишинёв"}',
            'employment_type' => 'full_time', 'description' => '{"ro":"","ru":""}', 'requirements' => '{"ro":[],"ru":[]}',
        ]);
        DB::table('job_applications')->insert([
            'vacancy_id' => $vacancy, 'name' => 'Ion', 'phone' => '+37369123456', 'email' => 'ion@example.md', 'cv_path' => 'a.pdf',
            'cv_original_name' => 'cv.pdf', 'cv_type' => 'pdf', 'cv_size' => 1000, 'locale' => 'ro', 'created_at' => $outside, 'updated_at' => $outside,
        ]);

        $this->assertSame(
            ['since' => '2026-01-09', 'contactMessages' => 2, 'creditRequests' => 1, 'jobApplications' => 0],
            (new InboxCounts)->handle(),
        );
    }

    private function catalogue(): void
    {
        $now = now();
        DB::table('brands')->insert(['id' => 1, 'name' => 'Volta', 'slug' => 'volta', 'created_at' => $now, 'updated_at' => $now]);
        DB::table('categories')->insert(['id' => 1, 'depth' => 0, 'slug' => 'tv', 'name' => json_encode(['ro' => 'Televizoare', 'ru' => 'Телевизоры']), 'created_at' => $now, 'updated_at' => $now]);
    }

    private function product(string $sku, int $stock, int $popularity): int
    {
        $now = now();

        return DB::table('products')->insertGetId([
            'slug' => $sku, 'sku' => $sku, 'name' => json_encode(['ro' => "Produs {$sku}", 'ru' => "Товар {$sku}"]),
            'description' => json_encode(['ro' => '', 'ru' => '']), 'brand_id' => 1, 'category_id' => 1, 'category_root_id' => 1,
            'price' => 100_00, 'stock_total' => $stock, 'popularity' => $popularity, 'created_at' => $now, 'updated_at' => $now,
        ]);
    }
}
