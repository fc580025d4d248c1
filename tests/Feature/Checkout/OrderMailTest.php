<?php

declare(strict_types=1);

namespace Tests\Feature\Checkout;

use App\Infrastructure\Shopper\GuestId;
use App\Jobs\SendOrderMails;
use App\Mail\Orders\OrderForShop;
use App\Mail\Orders\OrderPlaced;
use App\Models\Order;
use App\Models\Product;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Str;
use PHPUnit\Framework\Attributes\Test;
use Symfony\Component\Mailer\Exception\TransportException;
use Symfony\Component\Mailer\SentMessage;
use Symfony\Component\Mailer\Transport\AbstractTransport;
use Symfony\Component\Mailer\Transport\TransportInterface;
use Tests\Support\Stock;
use Tests\TestCase;

final class OrderMailTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        $this->withCredentials()->withCookie(GuestId::COOKIE, Str::random(40));
    }

    private function placeOrder(string $prefix, string $key): Order
    {
        $product = Product::query()->orderBy('id')->firstOrFail();
        $product->forceFill(['price' => 40_000, 'old_price' => null])->save();
        Stock::only($product, 5);
        $this->postJson($prefix.'/cos/produse', ['product_id' => $product->id])->assertOk();
        $this->postJson($prefix.'/checkout', [
            'idempotency_key' => $key, 'name' => 'Ana Popescu', 'phone' => '+37360123456', 'email' => 'ana@example.md',
            'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Albișoara 4',
            'delivery_interval' => '13-18', 'payment_method' => 'card', 'consent' => true,
        ])->assertCreated();

        return Order::query()->where('idempotency_key', $key)->sole();
    }

    #[Test]
    public function the_shopper_and_the_shop_get_mails_once_per_order_through_the_queue(): void
    {
        Mail::fake();
        Queue::fake();
        $key = (string) Str::uuid();
        $order = $this->placeOrder('/ru', $key);
        $this->postJson('/ru/checkout', ['idempotency_key' => $key] + $this->lastForm())->assertCreated();

        Queue::assertPushed(SendOrderMails::class, 1);
        Queue::assertPushed(SendOrderMails::class, fn (SendOrderMails $job): bool => $job->orderId === $order->id && $job->afterCommit === true);
        $this->assertInstanceOf(ShouldQueue::class, new SendOrderMails($order->id));
        Mail::assertNothingSent();

        (new SendOrderMails($order->id))->handle();
        Mail::assertSent(OrderPlaced::class, 1);
        Mail::assertSent(OrderPlaced::class, fn (OrderPlaced $mail): bool => $mail->hasTo('ana@example.md') && $mail->locale === 'ru' && $mail->order->is($order));
        Mail::assertSent(OrderForShop::class, fn (OrderForShop $mail): bool => $mail->hasTo(config('checkout.notify_email')) && $mail->locale === 'ro');
        Mail::assertSent(OrderForShop::class, 1);
    }

    /** Whether the stand-in mail server of the retry test refuses mail, and what it delivered once it is back. */
    private static bool $mailServerDown = true;

    private static int $delivered = 0;

    #[Test]
    public function a_failed_send_keeps_the_order_and_the_sweep_retries_it_until_it_goes_through(): void
    {
        self::$mailServerDown = true;
        self::$delivered = 0;
        config(['queue.default' => 'database', 'mail.default' => 'flaky', 'mail.mailers.flaky' => ['transport' => 'flaky']]);
        Mail::extend('flaky', static fn (): TransportInterface => new class extends AbstractTransport
        {
            protected function doSend(SentMessage $message): void
            {
                if (OrderMailTest::mailServerDown()) {
                    throw new TransportException('The mail server is down.');
                }
                OrderMailTest::delivered();
            }

            public function __toString(): string
            {
                return 'flaky://';
            }
        });

        $order = $this->placeOrder('', (string) Str::uuid());
        $this->assertSame(1, DB::table('jobs')->count(), 'the sending job waits in the queue, after the order was saved');
        $this->assertSame(2, DB::table('order_mails')->where('order_id', $order->id)->whereNull('sent_at')->count());

        Artisan::call('queue:work', ['--once' => true]);
        $this->assertModelExists($order);
        $this->assertSame(0, DB::table('jobs')->count());
        $this->assertSame(0, DB::table('failed_jobs')->count());
        $this->assertSame(0, self::$delivered);
        $this->assertSame(2, DB::table('order_mails')->whereNull('sent_at')->where('attempts', 1)->count(), 'the failed mails stay in the outbox');

        Artisan::call('orders:send-mails');
        $this->assertSame(0, self::$delivered, 'the sweep waits before trying a failed mail again');

        self::$mailServerDown = false;
        $this->travel(1)->hours();
        Artisan::call('orders:send-mails');
        Artisan::call('orders:send-mails');

        $this->assertSame(2, self::$delivered);
        $this->assertSame(0, DB::table('order_mails')->whereNull('sent_at')->count());
        $this->assertModelExists($order);
    }

    public static function mailServerDown(): bool
    {
        return self::$mailServerDown;
    }

    public static function delivered(): void
    {
        self::$delivered++;
    }

    /**
     * @return array<string, mixed>
     */
    private function lastForm(): array
    {
        return [
            'name' => 'Ana Popescu', 'phone' => '+37360123456', 'email' => 'ana@example.md', 'delivery_method' => 'courier',
            'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Albișoara 4', 'delivery_interval' => '13-18',
            'payment_method' => 'card', 'consent' => true,
        ];
    }

    #[Test]
    public function the_mails_are_in_the_orders_language_with_the_signed_link_in_html_and_text(): void
    {
        $order = $this->placeOrder('/ru', (string) Str::uuid());
        $order->load('lines');

        $mail = (new OrderPlaced($order))->locale('ru');
        $mail->assertHasSubject('Заказ '.$order->number.' оформлен');
        $mail->assertSeeInHtml('Здравствуйте, Ana Popescu!');
        $mail->assertSeeInHtml('/ru/comanda/'.$order->number.'?expires=', false);
        $mail->assertSeeInHtml('&amp;signature=', false);
        $mail->assertSeeInText('Посмотреть заказ: http');
        // The plain-text link is printed as is: `&amp;` would break the signed link in a text mail.
        $mail->assertSeeInText('?expires=', false);
        $mail->assertSeeInText('&signature=', false);
        $mail->assertDontSeeInText('&amp;', false);
        $mail->assertSeeInText('Итого к оплате: 450');

        $shop = (new OrderForShop($order))->locale('ro');
        $shop->assertHasSubject('Comandă nouă '.$order->number);
        $shop->assertSeeInHtml('str. Albișoara 4');
        $shop->assertSeeInText('Card la primire');
        $shop->assertSeeInText('/comanda/'.$order->number.'?expires=');
        $shop->assertSeeInText('&signature=', false);
        // The shop calls the shopper back: the number the local way, the link in the stored form.
        $shop->assertSeeInHtml('<a href="tel:+37360123456" style="color:#b71c1c;">060 12 34 56</a>', false);
        $shop->assertSeeInText('060 12 34 56');
    }
}
