<?php

declare(strict_types=1);

namespace Tests\Feature\Orders;

use App\Infrastructure\Shopper\GuestId;
use App\Jobs\SendOrderMails;
use App\Mail\Orders\OrderForShop;
use App\Mail\Orders\OrderPlaced;
use App\Models\Order;
use App\Models\Product;
use App\Services\Orders\OrderMailOutbox;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Database\Events\QueryExecuted;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Str;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\Attributes\Test;
use RuntimeException;
use Symfony\Component\Mailer\Exception\TransportException;
use Symfony\Component\Mailer\SentMessage;
use Symfony\Component\Mailer\Transport\AbstractTransport;
use Symfony\Component\Mailer\Transport\TransportInterface;
use Tests\Support\Stock;
use Tests\TestCase;

/** Order mails are rows written in the order's own transaction, sent once each by the queue or the sweep. */
final class OrderMailOutboxTest extends TestCase
{
    private Product $product;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        $this->withCredentials()->withCookie(GuestId::COOKIE, Str::random(40));
        $this->product = Product::query()->orderBy('id')->firstOrFail();
        $this->product->forceFill(['price' => 40_000, 'old_price' => null])->save();
        Stock::only($this->product, 5);
    }

    private function checkout(string $key, string $prefix = ''): TestResponse
    {
        $this->postJson($prefix.'/cos/produse', ['product_id' => $this->product->id]);

        return $this->postJson($prefix.'/checkout', [
            'idempotency_key' => $key, 'name' => 'Ana Popescu', 'phone' => '+37360123456', 'email' => 'ana@example.md',
            'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Albișoara 4',
            'delivery_interval' => '13-18', 'payment_method' => 'card', 'consent' => true,
        ]);
    }

    #[Test]
    public function the_rows_are_written_with_the_order_and_a_retry_of_the_key_adds_none(): void
    {
        Queue::fake();
        $key = (string) Str::uuid();
        $this->checkout($key, '/ru')->assertCreated();
        $this->checkout($key, '/ru')->assertCreated();
        $order = Order::query()->sole();

        $rows = DB::table('order_mails')->orderBy('id')->get();
        $this->assertSame([['placed', 'ana@example.md', 'ru'], ['for_shop', config('checkout.notify_email'), 'ro']],
            $rows->map(fn (object $row): array => [$row->type, $row->recipient, $row->locale])->all());
        $this->assertSame([$order->id], $rows->pluck('order_id')->unique()->values()->all());
        Queue::assertPushed(SendOrderMails::class, 1);

        $this->postJson('/comanda-rapida', ['product_id' => $this->product->id, 'phone' => '069123456', 'idempotency_key' => (string) Str::uuid()])->assertCreated();
        $this->assertSame(['for_shop'], DB::table('order_mails')->where('order_id', '!=', $order->id)->pluck('type')->all(), 'a one-click order has no address: only the shop is told');
    }

    #[Test]
    public function the_rows_are_rolled_back_with_an_order_that_fails(): void
    {
        Queue::fake();
        // The transaction fails after the outbox rows were written: both go, or neither.
        $failing = true;
        Event::listen(QueryExecuted::class, static function (QueryExecuted $query) use (&$failing): void {
            if ($failing && str_starts_with($query->sql, 'insert') && str_contains($query->sql, 'order_mails')) {
                throw new RuntimeException('The server went away.');
            }
        });
        $this->checkout((string) Str::uuid())->assertServerError();
        $failing = false;

        $this->assertSame(0, Order::query()->count());
        $this->assertSame(0, DB::table('order_mails')->count());
        $this->assertSame(5, $this->product->fresh()?->stock_total);
        Queue::assertNothingPushed();

        // An order refused for stock leaves no rows either.
        Stock::only($this->product, 0);
        $this->postJson('/comanda-rapida', ['product_id' => $this->product->id, 'phone' => '069123456', 'idempotency_key' => (string) Str::uuid()])->assertStatus(409);
        $this->assertSame(0, DB::table('order_mails')->count());
    }

    #[Test]
    public function the_sweep_sends_what_the_queue_never_got_and_each_row_only_once(): void
    {
        Mail::fake();
        Queue::fake(); // the worker crashed between the commit and the queue: the job is lost
        $this->checkout((string) Str::uuid())->assertCreated();
        $order = Order::query()->sole();
        Mail::assertNothingSent();

        $this->assertSame(0, Artisan::call('orders:send-mails'));
        Mail::assertSent(OrderPlaced::class, 1);
        Mail::assertSent(OrderForShop::class, 1);
        $this->assertSame(0, DB::table('order_mails')->whereNull('sent_at')->count());

        // A late job, the sweep again: nothing is sent twice.
        (new SendOrderMails($order->id))->handle();
        Artisan::call('orders:send-mails');
        Mail::assertSent(OrderPlaced::class, 1);
        Mail::assertSent(OrderForShop::class, 1);
    }

    #[Test]
    public function an_orders_two_mails_load_the_order_once(): void
    {
        Mail::fake();
        Queue::fake();
        $this->checkout((string) Str::uuid())->assertCreated();
        $order = Order::query()->sole();

        $orderReads = 0;
        Event::listen(QueryExecuted::class, static function (QueryExecuted $query) use (&$orderReads): void {
            if (str_starts_with($query->sql, 'select') && preg_match('/from ["`]orders["`]/', $query->sql) === 1) {
                $orderReads++;
            }
        });
        $this->assertSame(2, OrderMailOutbox::sendForOrder($order->id));
        $this->assertSame(1, $orderReads);
    }

    #[Test]
    public function a_row_another_sender_has_claimed_is_left_to_it(): void
    {
        Mail::fake();
        Queue::fake();
        $this->checkout((string) Str::uuid())->assertCreated();
        // Another sender claimed the rows a moment ago (its lease runs for some minutes).
        DB::table('order_mails')->update(['attempts' => 1, 'available_at' => now()->addMinutes(10)]);

        $this->assertSame(0, OrderMailOutbox::sendDue());
        Mail::assertNothingSent();

        // Its lease ran out without a result (it died): the rows are sent by the next sweep.
        $this->travel(11)->minutes();
        $this->assertSame(2, OrderMailOutbox::sendDue());
    }

    #[Test]
    public function a_failing_mailer_leaves_the_rows_for_later_and_the_order_stands(): void
    {
        config(['mail.default' => 'down', 'mail.mailers.down' => ['transport' => 'down']]);
        Mail::extend('down', static fn (): TransportInterface => new class extends AbstractTransport
        {
            protected function doSend(SentMessage $message): void
            {
                throw new TransportException('Connection refused');
            }

            public function __toString(): string
            {
                return 'down://';
            }
        });
        $this->checkout((string) Str::uuid())->assertCreated();

        $this->assertSame(1, Order::query()->count());
        $this->assertSame(2, DB::table('order_mails')->whereNull('sent_at')->where('attempts', 1)->count());
        $this->assertTrue(DB::table('order_mails')->get()->every(fn (object $row): bool => now()->lessThan($row->available_at)), 'tried again after a pause');

        Mail::fake();
        $this->travel(2)->minutes();
        Artisan::call('orders:send-mails');
        Mail::assertSent(OrderPlaced::class, 1);
        $this->assertSame(0, DB::table('order_mails')->whereNull('sent_at')->count());
    }

    #[Test]
    public function a_mail_that_keeps_failing_stops_after_the_last_attempt(): void
    {
        Queue::fake();
        $this->checkout((string) Str::uuid())->assertCreated();
        DB::table('order_mails')->update(['attempts' => config('orders.mails.max_attempts')]);
        Mail::fake();

        $this->assertSame(0, OrderMailOutbox::sendDue());
        Mail::assertNothingSent();
    }
}
