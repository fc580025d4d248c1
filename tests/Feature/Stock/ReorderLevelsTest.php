<?php

declare(strict_types=1);

namespace Tests\Feature\Stock;

use App\Enums\StaffRole;
use App\Mail\Stock\ReorderMail;
use App\Models\User;
use App\Queries\Admin\LowStockProducts;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/** Reorder levels per product: the dashboard's low-stock list and the warehouse's daily mail, sent once a day. */
final class ReorderLevelsTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        config()->set('admin.low_stock', 3);
        $now = now();
        DB::table('brands')->insert(['id' => 1, 'name' => 'Volta', 'slug' => 'volta', 'created_at' => $now, 'updated_at' => $now]);
        DB::table('categories')->insert(['id' => 1, 'depth' => 0, 'slug' => 'tv', 'name' => json_encode(['ro' => 'Televizoare', 'ru' => 'Телевизоры']), 'created_at' => $now, 'updated_at' => $now]);
        // [sku, units, reorder level]: A sits at its level, B is above the default 3, C under its level of 10, D under
        // the default, E has none at a level of 0, F is above its level of 6.
        foreach ([['A', 5, 5], ['B', 4, null], ['C', 9, 10], ['D', 2, null], ['E', 0, 0], ['F', 7, 6]] as $i => [$sku, $units, $level]) {
            $id = DB::table('products')->insertGetId([
                'slug' => strtolower($sku), 'sku' => $sku, 'name' => json_encode(['ro' => "Produs $sku", 'ru' => "Товар $sku"]),
                'description' => '{}', 'brand_id' => 1, 'category_id' => 1, 'category_root_id' => 1, 'price' => 100,
                'stock_total' => 0, 'reorder_level' => $level, 'popularity' => 100 - $i, 'created_at' => $now, 'updated_at' => $now,
            ]);
            Stock::only($id, $units);
        }
    }

    #[Test]
    public function the_low_stock_list_compares_each_product_with_its_own_level_or_the_default(): void
    {
        $low = (new LowStockProducts)->handle();

        $this->assertSame(['A', 'C', 'D', 'E'], array_column($low['products'], 'sku'));
        $this->assertSame([5, 10, 3, 0], array_column($low['products'], 'level'));
        $this->assertSame(4, $low['total']);
        $this->assertSame(3, $low['threshold']);
    }

    #[Test]
    public function the_warehouse_gets_the_list_once_a_day_in_its_language(): void
    {
        Mail::fake();
        $keeper = User::factory()->staff(StaffRole::Warehouse)->createOne(['locale' => 'ru']);
        User::factory()->staff(StaffRole::Warehouse)->createOne(['disabled_at' => now()]);
        User::factory()->staff(StaffRole::Manager)->createOne();

        $this->artisan('stock:reorder-mail')->expectsOutput('Sent the reorder list of 4 products to 1 recipients.')->assertSuccessful();
        $this->artisan('stock:reorder-mail')->expectsOutput('Already sent today.')->assertSuccessful();

        Mail::assertQueued(ReorderMail::class, 1);
        Mail::assertQueued(ReorderMail::class, fn (ReorderMail $mail): bool => $mail->hasTo($keeper->email) && array_column($mail->products, 'sku') === ['A', 'C', 'D', 'E']);
        $mail = null;
        Mail::assertQueued(ReorderMail::class, function (ReorderMail $queued) use (&$mail): bool {
            $mail = $queued;

            return true;
        });
        $this->assertInstanceOf(ReorderMail::class, $mail);
        $html = $mail->locale('ru')->render();
        $this->assertStringContainsString('Остаток ниже уровня: 4 товаров', $html);
        $this->assertStringContainsString('Товар C', $html);
        $this->assertStringContainsString(route('admin.products.stock.edit', ['product' => DB::table('products')->where('sku', 'C')->value('id')]), $html);

        $this->travel(1)->days();
        $this->artisan('stock:reorder-mail')->assertSuccessful();
        Mail::assertQueued(ReorderMail::class, 2);
    }

    #[Test]
    public function a_configured_address_gets_it_instead_and_a_day_with_nothing_low_sends_nothing(): void
    {
        Mail::fake();
        config()->set('stock.reorder_mail', ['depozit@example.md']);
        User::factory()->staff(StaffRole::Warehouse)->createOne();
        $this->artisan('stock:reorder-mail')->assertSuccessful();
        Mail::assertQueued(ReorderMail::class, fn (ReorderMail $mail): bool => $mail->hasTo('depozit@example.md'));
        Mail::assertQueuedCount(1);

        DB::table('products')->update(['reorder_level' => 0]);
        foreach (DB::table('products')->pluck('id') as $id) {
            Stock::only((int) $id, 1);
        }
        $this->travel(1)->days();
        $this->artisan('stock:reorder-mail')->expectsOutput('Nothing is below its reorder level.')->assertSuccessful();
        Mail::assertQueuedCount(1);
    }
}
