<?php

declare(strict_types=1);

namespace Tests\Feature\StockAlerts;

use App\Actions\CatalogImport\ApplyCatalogImport;
use App\Infrastructure\Security\StaffActor;
use App\Jobs\StockAlerts\CheckStockAlerts;
use App\Jobs\StockAlerts\SendStockAlerts;
use App\Mail\StockAlerts\StockAlertMail;
use App\Models\Order;
use App\Models\Product;
use App\Models\Promotion;
use App\Models\StockAlert;
use App\Models\User;
use App\Services\Products\RefreshCatalogue;
use App\Services\Stock\StockLedger;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\Queue;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * Alerts are mailed by queued jobs once per change: a restock (0 → some units) from a staff count, an order given
 * back or the import; a price below the alert's from a staff edit, the import or a promotion starting. A change
 * seen twice, or two send jobs racing, mails each alert once; a product's alerts go out in batches by id.
 */
final class StockAlertSendingTest extends TestCase
{
    use MakesAlerts;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        Mail::fake();
    }

    #[Test]
    public function a_restock_from_a_staff_count_mails_each_waiting_shopper_once_in_their_language(): void
    {
        $product = $this->soldOut();
        $user = User::factory()->createOne(['email' => 'cont@example.md']);
        $this->alert($product, 'stock', $user, locale: 'ru');
        $this->alert($product, 'stock', email: 'oaspete@example.md');
        StockAlert::query()->create(['kind' => 'stock', 'product_id' => $product->id, 'email' => 'neconfirmat@example.md', 'locale' => 'ro']);

        Stock::only($product, 3);

        Mail::assertQueued(StockAlertMail::class, 2);
        Mail::assertQueued(StockAlertMail::class, function (StockAlertMail $mail) use ($product): bool {
            if (! $mail->hasTo('cont@example.md')) {
                return false;
            }
            $this->assertSame('ru', $mail->locale);
            $this->assertStringContainsString('снова в наличии', $mail->envelope()->subject ?? '');
            $this->assertStringContainsString($product->translate('name', 'ru'), $mail->render());
            $unsubscribe = $this->listUnsubscribe($mail);
            $this->assertStringContainsString('/ru/alerte/dezabonare/', $unsubscribe);
            $this->assertStringContainsString('signature=', $unsubscribe);
            $this->assertSame('List-Unsubscribe=One-Click', $mail->headers()->text['List-Unsubscribe-Post'] ?? null);

            return true;
        });
        Mail::assertQueued(StockAlertMail::class, fn (StockAlertMail $mail): bool => $mail->hasTo('oaspete@example.md') && $mail->locale === 'ro'
            && str_contains($mail->envelope()->subject ?? '', 'este din nou în stoc'));
        $this->assertSame(2, StockAlert::query()->whereNotNull('sent_at')->count());

        // More units, then none and units again: the alert was for one restock and is done.
        Stock::only($product, 7);
        Stock::only($product, 0);
        Stock::only($product, 2);
        Mail::assertQueued(StockAlertMail::class, 2);
    }

    #[Test]
    public function the_same_restock_seen_twice_or_by_two_racing_jobs_mails_once(): void
    {
        $product = $this->soldOut();
        $this->alert($product, 'stock', email: 'a@example.md');
        $this->alert($product, 'stock', email: 'b@example.md');
        [$from, $to] = [(int) StockAlert::query()->min('id'), (int) StockAlert::query()->max('id')];
        // The units arrive without any trigger (as two imports would both see them).
        DB::table('products')->where('id', $product->id)->update(['stock_total' => 4]);

        $first = new SendStockAlerts($product->id, 'stock', $from, $to);
        $second = new SendStockAlerts($product->id, 'stock', $from, $to);
        $this->assertSame(2, $first->handle());
        $this->assertSame(0, $second->handle());
        (new CheckStockAlerts([$product->id]))->handle();
        (new CheckStockAlerts(null))->handle();
        Mail::assertQueued(StockAlertMail::class, 2);
    }

    #[Test]
    public function a_claim_taken_by_another_run_is_not_mailed_by_this_one(): void
    {
        $product = $this->soldOut();
        $alert = $this->alert($product, 'stock', email: 'a@example.md');
        DB::table('products')->where('id', $product->id)->update(['stock_total' => 4]);
        // Another worker's conditional UPDATE got there between this run's check and its own UPDATE.
        DB::table('stock_alerts')->where('id', $alert->id)->update(['sent_at' => now(), 'claim' => 'other-run']);

        $this->assertSame(0, (new SendStockAlerts($product->id, 'stock', $alert->id, $alert->id))->handle());
        Mail::assertNothingQueued();
    }

    #[Test]
    public function units_gone_again_before_the_send_mail_nobody(): void
    {
        $product = $this->soldOut();
        $alert = $this->alert($product, 'stock', email: 'a@example.md');
        $this->assertSame(0, (new SendStockAlerts($product->id, 'stock', $alert->id, $alert->id))->handle());
        $this->assertNull($alert->refresh()->sent_at);
    }

    #[Test]
    public function an_order_given_back_brings_units_back_and_mails(): void
    {
        $product = $this->inStock(0, 1);
        $this->alert($product, 'stock', email: 'a@example.md');
        $ledger = app(StockLedger::class);
        $order = $this->orderId();
        $ledger->reserve($order, [$product->id => 1]);
        $this->assertSame(0, Stock::total($product));
        Mail::assertNothingQueued();

        $ledger->release($order);

        Mail::assertQueued(StockAlertMail::class, 1);
    }

    #[Test]
    public function a_price_cut_by_staff_mails_and_the_alert_waits_for_the_next_one(): void
    {
        $product = $this->inStock();
        $price = $product->price;
        $alert = $this->alert($product, 'price', email: 'pret@example.md');

        DB::table('products')->where('id', $product->id)->update(['price' => $price + 1000]);
        app(RefreshCatalogue::class)->products([$product->id]);
        Mail::assertNothingQueued();

        DB::table('products')->where('id', $product->id)->update(['price' => $price - 1000]);
        app(RefreshCatalogue::class)->products([$product->id]);
        app(RefreshCatalogue::class)->products([$product->id]);
        Mail::assertQueued(StockAlertMail::class, 1);
        Mail::assertQueued(StockAlertMail::class, fn (StockAlertMail $mail): bool => $mail->price === $price - 1000);
        $this->assertSame($price - 1000, $alert->refresh()->price_baseline);

        DB::table('products')->where('id', $product->id)->update(['price' => $price - 500]);
        app(RefreshCatalogue::class)->products([$product->id]);
        Mail::assertQueued(StockAlertMail::class, 1);

        DB::table('products')->where('id', $product->id)->update(['price' => $price - 2000]);
        app(RefreshCatalogue::class)->products([$product->id]);
        Mail::assertQueued(StockAlertMail::class, 2);
    }

    #[Test]
    public function the_import_mails_restocks_and_price_cuts_once_even_when_applied_twice(): void
    {
        $warehouse = DB::table('stores')->where('id', Stock::warehouse())->value('slug');
        $restocked = $this->soldOut(0);
        $cheaper = $this->inStock(1);
        $this->alert($restocked, 'stock', email: 'stoc@example.md');
        $this->alert($cheaper, 'price', email: 'pret@example.md');
        $lei = intdiv($cheaper->price, 100) - 10;
        $csv = "sku;price;stock:{$warehouse}\n{$restocked->sku};".intdiv($restocked->price, 100).";4\n{$cheaper->sku};{$lei};5\n";
        $path = tempnam(sys_get_temp_dir(), 'alerts-import-');
        file_put_contents((string) $path, $csv);

        $report = app(ApplyCatalogImport::class)->handle((string) $path, 'preturi.csv', true, StaffActor::console());
        $this->assertTrue($report->applied, (string) json_encode($report->toArray()));
        app(ApplyCatalogImport::class)->handle((string) $path, 'preturi.csv', true, StaffActor::console());
        @unlink((string) $path);

        Mail::assertQueued(StockAlertMail::class, 2);
        Mail::assertQueued(StockAlertMail::class, fn (StockAlertMail $mail): bool => $mail->hasTo('stoc@example.md') && $mail->kind === 'stock');
        Mail::assertQueued(StockAlertMail::class, fn (StockAlertMail $mail): bool => $mail->hasTo('pret@example.md') && $mail->price === $lei * 100);
    }

    #[Test]
    public function a_promotion_starting_mails_price_alerts_once(): void
    {
        $product = $this->inStock();
        $this->alert($product, 'price', email: 'pret@example.md');
        $promotion = Promotion::query()->orderBy('id')->firstOrFail();
        DB::table('promotions')->where('id', $promotion->id)->update([
            'is_published' => true, 'starts_at' => now()->addMinutes(5), 'ends_at' => now()->addDays(5),
            'discount_type' => 'percent', 'discount_value' => 10,
        ]);
        DB::table('promotion_product')->where('promotion_id', $promotion->id)->delete();
        DB::table('promotion_product')->insert(['promotion_id' => $promotion->id, 'product_id' => $product->id]);

        $this->artisan('stock-alerts:promotions')->assertSuccessful();
        Mail::assertNothingQueued();

        $this->travel(6)->minutes();
        $this->artisan('stock-alerts:promotions')->assertSuccessful();
        $this->artisan('stock-alerts:promotions')->assertSuccessful();

        Mail::assertQueued(StockAlertMail::class, 1);
        Mail::assertQueued(StockAlertMail::class, fn (StockAlertMail $mail): bool => $mail->price < $product->price);
    }

    #[Test]
    public function many_alerts_go_out_in_batches_by_id_each_its_own_job(): void
    {
        config(['stock_alerts.batch_size' => 3]);
        $product = $this->soldOut();
        $now = now();
        $rows = [];
        for ($i = 0; $i < 10; $i++) {
            $rows[] = ['kind' => 'stock', 'product_id' => $product->id, 'email' => "s{$i}@example.md", 'locale' => 'ro', 'confirmed_at' => $now, 'created_at' => $now, 'updated_at' => $now];
        }
        DB::table('stock_alerts')->insert($rows);
        $ids = DB::table('stock_alerts')->orderBy('id')->pluck('id')->map(static fn ($id): int => (int) $id)->all();
        Queue::fake([SendStockAlerts::class]);

        Stock::only($product, 2);

        $batches = [];
        Queue::assertPushed(SendStockAlerts::class, function (SendStockAlerts $job) use (&$batches): bool {
            $batches[] = [$job->fromId, $job->toId];

            return true;
        });
        $this->assertSame([[$ids[0], $ids[2]], [$ids[3], $ids[5]], [$ids[6], $ids[8]], [$ids[9], $ids[9]]], $batches);

        // Each batch mails its own alerts only; all of them once.
        $sent = 0;
        foreach ($batches as [$from, $to]) {
            $sent += (new SendStockAlerts($product->id, 'stock', $from, $to))->handle();
        }
        $this->assertSame(10, $sent);
        Mail::assertQueued(StockAlertMail::class, 10);
    }

    #[Test]
    public function a_variants_alert_waits_for_that_variant_not_its_siblings(): void
    {
        $familyId = (int) DB::table('products')->whereNotNull('family_id')->where('is_active', true)
            ->groupBy('family_id')->havingRaw('count(*) > 1')->orderBy('family_id')->value('family_id');
        [$wanted, $sibling] = Product::query()->where('family_id', $familyId)->where('is_active', true)->orderBy('id')->limit(2)->get()->all();
        Stock::only($wanted, 0);
        Stock::only($sibling, 0);
        $this->postJson('/alerte', ['product_id' => $wanted->id, 'kind' => 'stock', 'email' => 'varianta@example.md'])->assertStatus(202);
        StockAlert::query()->update(['confirmed_at' => now(), 'confirm_token' => null]);

        Stock::only($sibling, 4);
        Mail::assertNotQueued(StockAlertMail::class);

        Stock::only($wanted, 1);
        Mail::assertQueued(StockAlertMail::class, fn (StockAlertMail $mail): bool => $mail->productId === $wanted->id);
    }

    #[Test]
    public function a_write_to_products_nobody_waits_for_queues_no_check(): void
    {
        $product = $this->soldOut();
        Queue::fake([CheckStockAlerts::class]);
        Stock::only($product, 3);
        app(RefreshCatalogue::class)->products([$product->id]);
        Queue::assertNotPushed(CheckStockAlerts::class);
    }

    private function listUnsubscribe(StockAlertMail $mail): string
    {
        return trim((string) ($mail->headers()->text['List-Unsubscribe'] ?? ''), '<>');
    }

    private function orderId(): int
    {
        return Order::factory()->createOne()->id;
    }
}
