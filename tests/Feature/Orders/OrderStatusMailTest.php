<?php

declare(strict_types=1);

namespace Tests\Feature\Orders;

use App\Actions\Orders\ChangeOrderStatus;
use App\Enums\OrderActor;
use App\Enums\OrderStatus;
use App\Exceptions\Orders\OrderChangedMeanwhile;
use App\Jobs\SendOrderMails;
use App\Mail\Orders\OrderStatusChanged;
use App\Models\Order;
use App\Models\Store;
use App\Services\Orders\OrderMailOutbox;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\Queue;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stores;
use Tests\TestCase;

/** The customer's mails about their order's moves: which moves, in the order's language, once each. */
final class OrderStatusMailTest extends TestCase
{
    use RefreshDatabase;

    /** The statuses an order passes through before the move to each status a mail is about. */
    private const PATHS = [
        'confirmed' => ['new'],
        'shipped' => ['new', 'confirmed', 'packed'],
        'ready_for_pickup' => ['new', 'confirmed', 'packed'],
        'completed' => ['new', 'confirmed', 'packed', 'shipped'],
        'cancelled' => ['new'],
    ];

    /** Subject and key content of each mail, per language. */
    private const EXPECTED = [
        'ro' => [
            'confirmed' => ['Comanda :number a fost confirmată', 'Am confirmat comanda'],
            'shipped' => ['Comanda :number a fost expediată', 'predată curierului'],
            'ready_for_pickup' => ['Comanda :number vă așteaptă în magazin', 'gata de ridicare'],
            'completed' => ['Comanda :number a fost finalizată', 'Vă mulțumim că ați cumpărat'],
            'cancelled' => ['Comanda :number a fost anulată', 'Motivul'],
        ],
        'ru' => [
            'confirmed' => ['Заказ :number подтверждён', 'Мы подтвердили заказ'],
            'shipped' => ['Заказ :number отправлен', 'передан курьеру'],
            'ready_for_pickup' => ['Заказ :number ждёт вас в магазине', 'готов к выдаче'],
            'completed' => ['Заказ :number выполнен', 'Спасибо за покупку'],
            'cancelled' => ['Заказ :number отменён', 'Причина'],
        ],
    ];

    private function store(): Store
    {
        return Stores::centre();
    }

    /** Walks a fresh order up to the status before $to, then makes the move to $to. */
    private function moveTo(string $to, string $locale, ?string $email = 'ana@example.md', ?string $reason = null): Order
    {
        $factory = Order::factory();
        if ($to === 'ready_for_pickup') {
            $factory = $factory->pickup($this->store());
        }
        $order = $factory->createOne(['locale' => $locale, 'email' => $email, 'name' => 'Ana']);
        $steps = [...array_slice(self::PATHS[$to], 1), $to];
        foreach ($steps as $step) {
            (new ChangeOrderStatus)->handle($order, OrderStatus::from($step), $order->version, OrderActor::Staff, reason: $step === 'cancelled' ? $reason : null);
        }

        return $order;
    }

    /**
     * @return iterable<string, array{string, string}>
     */
    public static function mails(): iterable
    {
        foreach (['ro', 'ru'] as $locale) {
            foreach (array_keys(self::PATHS) as $status) {
                yield "{$status} in {$locale}" => [$status, $locale];
            }
        }
    }

    #[Test]
    #[DataProvider('mails')]
    public function each_move_that_matters_mails_the_customer_in_the_orders_language(string $status, string $locale): void
    {
        Mail::fake();
        $order = $this->moveTo($status, $locale, reason: 'Am găsit mai ieftin');

        // One mail for this move (the moves before it had their own).
        $this->assertCount(1, Mail::sent(OrderStatusChanged::class, fn (OrderStatusChanged $mail): bool => $mail->status->value === $status));
        Mail::assertSent(OrderStatusChanged::class, function (OrderStatusChanged $mail) use ($order, $status, $locale): bool {
            if ($mail->status->value !== $status) {
                return false;
            }
            [$subject, $content] = self::EXPECTED[$locale][$status];
            $html = $mail->locale($locale)->render();

            $this->assertTrue($mail->hasTo('ana@example.md'));
            $this->assertSame($locale, $mail->locale);
            $this->assertSame($status, $mail->status->value);
            $mail->assertHasSubject(str_replace(':number', (string) $order->number, $subject));
            $this->assertStringContainsString($content, $html);
            // The signed link to the order page in the order's language.
            $this->assertStringContainsString(($locale === 'ru' ? '/ru' : '').'/comanda/'.$order->number.'?expires=', html_entity_decode($html));
            $this->assertStringContainsString('signature=', $html);

            return true;
        });
    }

    #[Test]
    public function the_pickup_mail_names_the_store_its_address_and_hours(): void
    {
        Mail::fake();
        $this->moveTo('ready_for_pickup', 'ru');

        Mail::assertSent(OrderStatusChanged::class, function (OrderStatusChanged $mail): bool {
            if ($mail->status !== OrderStatus::ReadyForPickup) {
                return false;
            }
            $html = $mail->locale('ru')->render();
            $this->assertStringContainsString('Магазин Центр', $html);
            $this->assertStringContainsString('бул. Штефан чел Маре 126', $html);
            $this->assertStringContainsString('Пн – Пт: 09:00 – 19:00', $html);
            $this->assertStringContainsString('Сб: 10:00 – 16:00', $html);
            $this->assertStringContainsString('Часы работы', $html);

            return true;
        });

        Mail::fake();
        $this->moveTo('ready_for_pickup', 'ro');
        Mail::assertSent(OrderStatusChanged::class, function (OrderStatusChanged $mail): bool {
            if ($mail->status !== OrderStatus::ReadyForPickup) {
                return false;
            }
            $text = $mail->locale('ro')->render();
            $this->assertStringContainsString('Magazinul Centru', $text);
            $this->assertStringContainsString('bd. Ștefan cel Mare 126', $text);
            $this->assertStringContainsString('Lu – Vi: 09:00 – 19:00', $text);
            $this->assertStringContainsString('Du: închis', $text);

            return true;
        });
    }

    #[Test]
    public function the_cancel_mail_gives_the_reason_when_there_is_one(): void
    {
        Mail::fake();
        $this->moveTo('cancelled', 'ro', reason: 'Am găsit mai ieftin');
        Mail::assertSent(OrderStatusChanged::class, fn (OrderStatusChanged $mail): bool => str_contains($mail->locale('ro')->render(), 'Am găsit mai ieftin'));

        Mail::fake();
        $this->moveTo('cancelled', 'ru');
        Mail::assertSent(OrderStatusChanged::class, fn (OrderStatusChanged $mail): bool => ! str_contains($mail->locale('ru')->render(), 'Причина'));
    }

    #[Test]
    public function packing_and_orders_without_an_address_send_nothing(): void
    {
        Mail::fake();
        $order = Order::factory()->status(OrderStatus::Confirmed)->createOne();
        (new ChangeOrderStatus)->handle($order, OrderStatus::Packed, 0, OrderActor::Staff);
        Mail::assertNothingSent();
        $this->assertSame(0, DB::table('order_mails')->count());

        $this->moveTo('completed', 'ro', email: null);
        $this->moveTo('cancelled', 'ru', email: null);
        Mail::assertNothingSent();
        $this->assertSame(0, DB::table('order_mails')->count());
    }

    #[Test]
    public function a_move_retried_gives_one_outbox_row_and_one_mail(): void
    {
        Queue::fake();
        $order = Order::factory()->createOne(['locale' => 'ru']);
        $action = new ChangeOrderStatus;
        $action->handle(clone $order, OrderStatus::Cancelled, 0, OrderActor::Customer, reason: 'x');
        try {
            $action->handle(clone $order, OrderStatus::Cancelled, 0, OrderActor::Customer, reason: 'x');
            $this->fail('the retried move was made again');
        } catch (OrderChangedMeanwhile) {
        }
        // Even recorded twice (a replayed write), the unique (order_id, type) keeps one row.
        DB::transaction(fn () => OrderMailOutbox::recordStatus($order, OrderStatus::Cancelled));

        $rows = DB::table('order_mails')->get();
        $this->assertCount(1, $rows);
        $this->assertSame(['status_cancelled', $order->email, 'ru'], [$rows[0]->type, $rows[0]->recipient, $rows[0]->locale]);
        Queue::assertPushed(SendOrderMails::class, 1);

        Mail::fake();
        OrderMailOutbox::sendForOrder($order->id);
        OrderMailOutbox::sendDue();
        Mail::assertSent(OrderStatusChanged::class, 1);
    }

    #[Test]
    public function a_move_that_fails_leaves_no_mail_row(): void
    {
        Queue::fake();
        $order = Order::factory()->createOne();
        DB::table('orders')->where('id', $order->id)->update(['version' => 5]);
        try {
            (new ChangeOrderStatus)->handle($order, OrderStatus::Confirmed, 0, OrderActor::Staff);
        } catch (OrderChangedMeanwhile) {
        }
        $this->assertSame(0, DB::table('order_mails')->count());
        Queue::assertNothingPushed();
    }
}
