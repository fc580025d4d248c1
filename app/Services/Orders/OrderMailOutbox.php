<?php

declare(strict_types=1);

namespace App\Services\Orders;

use App\Enums\OrderStatus;
use App\Infrastructure\Locale\Locales;
use App\Jobs\SendOrderMails;
use App\Mail\Orders\OrderAfterSaleLink;
use App\Mail\Orders\OrderEdited;
use App\Mail\Orders\OrderForShop;
use App\Mail\Orders\OrderPaid;
use App\Mail\Orders\OrderPlaced;
use App\Mail\Orders\OrderStatusChanged;
use App\Mail\Orders\OrderStatusReverted;
use App\Mail\Orders\OrderTrackingAdded;
use App\Mail\Returns\AfterSaleMail;
use App\Models\Order;
use App\Models\OrderEvent;
use Carbon\CarbonInterface;
use Illuminate\Mail\Mailable;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Throwable;

/**
 * The order mails' outbox. record() writes the rows inside the order's transaction, so they exist exactly when the
 * order does; after the commit a queued job sends them, and the scheduled sweep (`orders:send-mails`) sends whatever
 * is still waiting: a crash between the commit and the queue, a queue that was down, a mail server that refused.
 * Each row is claimed with one conditional UPDATE before it is sent, so two senders never send the same row.
 */
final class OrderMailOutbox
{
    public const PLACED = 'placed';

    public const FOR_SHOP = 'for_shop';

    /** The receipt of an order paid online. */
    public const PAID = 'paid';

    /** A status mail's type is this prefix and the status: `status_confirmed`, `status_cancelled`… */
    public const STATUS_PREFIX = 'status_';

    /** A reverted move's mail is this prefix and the timeline row of the revert: `revert_123`. */
    public const REVERT_PREFIX = 'revert_';

    /** Staff's edit of the order: this prefix and the edit's timeline row, `edited_123`. */
    public const EDITED_PREFIX = 'edited_';

    /** The order's signed link asked for from the order lookup (for a return or a claim): this prefix and the time, `link_1796000000`. */
    public const LINK_PREFIX = 'link_';

    /** A tracking number added to a shipped order that had none: this prefix and the timeline row, `tracking_123`. */
    public const TRACKING_PREFIX = 'tracking_';

    /** The moves the customer is told about by e-mail (packing is the shop's own business). */
    public const CUSTOMER_STATUSES = [OrderStatus::Confirmed, OrderStatus::Shipped, OrderStatus::ReadyForPickup, OrderStatus::Completed, OrderStatus::Cancelled, OrderStatus::Released];

    /** The shopper's confirmation when the order has an address, and the shop's notification. Call inside the order's transaction. */
    public static function record(Order $order): void
    {
        $now = now();
        $rows = [];
        if ($order->email !== null) {
            $rows[] = ['type' => self::PLACED, 'recipient' => $order->email, 'locale' => $order->locale];
        }
        $rows[] = ['type' => self::FOR_SHOP, 'recipient' => config()->string('checkout.notify_email'), 'locale' => Locales::default()];

        // (order_id, type) is unique: a row already recorded for this order stays the only one.
        DB::table('order_mails')->insertOrIgnore(array_map(static fn (array $row): array => $row + [
            'order_id' => $order->id, 'attempts' => 0, 'available_at' => $now, 'created_at' => $now,
        ], $rows));
    }

    /**
     * The customer's mail about a move that matters to them, in the order's language; none for an order without an
     * address or for a move they are not told about. Call inside the move's transaction: (order_id, type) is unique,
     * so a move recorded twice still gives one mail.
     */
    public static function recordStatus(Order $order, OrderStatus $to): bool
    {
        if ($order->email === null || ! in_array($to, self::CUSTOMER_STATUSES, true)) {
            return false;
        }
        $now = now();

        return DB::table('order_mails')->insertOrIgnore([
            'order_id' => $order->id, 'type' => self::STATUS_PREFIX.$to->value, 'recipient' => $order->email,
            'locale' => $order->locale, 'attempts' => 0, 'available_at' => $now, 'created_at' => $now,
        ]) === 1;
    }

    /**
     * The customer's mail that a move was made by mistake and taken back (the timeline row `$eventId` says which, why
     * and by whom), in the order's language. The mistaken move's own mail is dropped while it waits, and once sent
     * its row is renamed, so the same move made again later mails the customer again. Call inside the revert's
     * transaction.
     */
    public static function recordRevert(Order $order, OrderStatus $reverted, int $eventId): bool
    {
        $status = DB::table('order_mails')->where('order_id', $order->id)->where('type', self::STATUS_PREFIX.$reverted->value);
        (clone $status)->whereNull('sent_at')->delete();
        (clone $status)->whereNotNull('sent_at')->update(['type' => 'reverted_'.$eventId.'_'.$reverted->value]);
        if ($order->email === null) {
            return false;
        }
        $now = now();

        return DB::table('order_mails')->insertOrIgnore([
            'order_id' => $order->id, 'type' => self::REVERT_PREFIX.$eventId, 'recipient' => $order->email,
            'locale' => $order->locale, 'attempts' => 0, 'available_at' => $now, 'created_at' => $now,
        ]) === 1;
    }

    /**
     * The customer's mail about a step of a return, a refund or a warranty claim (`$type` from AfterSaleMail::type()),
     * in the order's language; none for an order without an address. Call inside the step's transaction: (order_id,
     * type) is unique, so a step recorded twice still gives one mail.
     */
    public static function recordAfterSale(Order $order, string $type): bool
    {
        if ($order->email === null) {
            return false;
        }
        $now = now();

        return DB::table('order_mails')->insertOrIgnore([
            'order_id' => $order->id, 'type' => $type, 'recipient' => $order->email,
            'locale' => $order->locale, 'attempts' => 0, 'available_at' => $now, 'created_at' => $now,
        ]) === 1;
    }

    /**
     * The order's signed link, to the order's own address and in its language, asked for from the order lookup; none
     * for an order without an address. Two asks in the same second give one mail ((order_id, type) is unique).
     */
    public static function recordLink(Order $order): bool
    {
        if ($order->email === null) {
            return false;
        }
        $now = now();

        return DB::table('order_mails')->insertOrIgnore([
            'order_id' => $order->id, 'type' => self::LINK_PREFIX.$now->getTimestamp(), 'recipient' => $order->email,
            'locale' => $order->locale, 'attempts' => 0, 'available_at' => $now, 'created_at' => $now,
        ]) === 1;
    }

    /**
     * The customer's short mail that their shipped order got a tracking number (the timeline row `$eventId`), in the
     * order's language; none for an order without an address. Call inside the change's transaction.
     */
    public static function recordTracking(Order $order, int $eventId): bool
    {
        if ($order->email === null) {
            return false;
        }
        $now = now();

        return DB::table('order_mails')->insertOrIgnore([
            'order_id' => $order->id, 'type' => self::TRACKING_PREFIX.$eventId, 'recipient' => $order->email,
            'locale' => $order->locale, 'attempts' => 0, 'available_at' => $now, 'created_at' => $now,
        ]) === 1;
    }

    /**
     * The customer's receipt for an order paid online (App\Actions\Payments\SettlePayment), in the order's language;
     * none for an order without an address. Call inside the payment's transaction: one per order.
     */
    public static function recordPaid(Order $order): bool
    {
        if ($order->email === null) {
            return false;
        }
        $now = now();

        return DB::table('order_mails')->insertOrIgnore([
            'order_id' => $order->id, 'type' => self::PAID, 'recipient' => $order->email,
            'locale' => $order->locale, 'attempts' => 0, 'available_at' => $now, 'created_at' => $now,
        ]) === 1;
    }

    /**
     * The customer's mail that staff changed the order (App\Actions\Orders\EditOrder; the timeline row `$eventId`),
     * with its lines and totals as they are now, in the order's language; none for an order without an address. Call
     * inside the edit's transaction.
     */
    public static function recordEdited(Order $order, int $eventId): bool
    {
        if ($order->email === null) {
            return false;
        }
        $now = now();

        return DB::table('order_mails')->insertOrIgnore([
            'order_id' => $order->id, 'type' => self::EDITED_PREFIX.$eventId, 'recipient' => $order->email,
            'locale' => $order->locale, 'attempts' => 0, 'available_at' => $now, 'created_at' => $now,
        ]) === 1;
    }

    /** Hands the order's mails to the queue once the order is committed; if that fails the sweep sends them. */
    public static function dispatch(Order $order): void
    {
        try {
            SendOrderMails::dispatch($order->id);
        } catch (Throwable $exception) {
            report($exception);
        }
    }

    /** Sends the order's waiting mails; returns how many went out. */
    public static function sendForOrder(int $orderId): int
    {
        return self::sendRows(self::due()->where('order_id', $orderId)->pluck('id')->all());
    }

    /** Sends up to $limit waiting mails of any order, oldest first; returns how many went out. */
    public static function sendDue(int $limit = 200): int
    {
        return self::sendRows(self::due()->orderBy('id')->limit($limit)->pluck('id')->all());
    }

    /**
     * @param  array<int, mixed>  $ids
     */
    private static function sendRows(array $ids): int
    {
        $sent = 0;
        // An order's two mails render the same order: it is loaded once for both.
        $orders = [];
        foreach ($ids as $id) {
            $sent += self::send((int) $id, $orders) ? 1 : 0;
        }

        return $sent;
    }

    private static function due(): \Illuminate\Database\Query\Builder
    {
        return DB::table('order_mails')->whereNull('sent_at')->where('available_at', '<=', now())
            ->where('attempts', '<', config()->integer('orders.mails.max_attempts'));
    }

    /**
     * @param  array<int, Order>  $orders  the orders already loaded by this batch, by id
     */
    private static function send(int $id, array &$orders): bool
    {
        $now = now();
        // The claim: only the sender whose UPDATE changed the row sends it. The lease lets another sender retry the
        // row later if this one dies before it records the outcome.
        $claimed = self::due()->where('id', $id)->update([
            'attempts' => DB::raw('attempts + 1'),
            'available_at' => $now->copy()->addMinutes(config()->integer('orders.mails.lease_minutes')),
        ]);
        if ($claimed !== 1) {
            return false;
        }
        /** @var object{id: int, order_id: int, type: string, recipient: string, locale: string, attempts: int} $row */
        $row = DB::table('order_mails')->where('id', $id)->first();

        try {
            $orders[$row->order_id] ??= Order::query()->with(['lines', 'store'])->findOrFail($row->order_id);
            $mailable = self::mailable($row->type, $orders[$row->order_id]);
            Mail::to($row->recipient)->locale($row->locale)->send($mailable);
        } catch (Throwable $exception) {
            report($exception);
            DB::table('order_mails')->where('id', $id)->whereNull('sent_at')
                ->update(['available_at' => self::retryAt($row->attempts, $now)]);

            return false;
        }
        DB::table('order_mails')->where('id', $id)->update(['sent_at' => now()]);

        return true;
    }

    private static function mailable(string $type, Order $order): Mailable
    {
        if (str_starts_with($type, self::REVERT_PREFIX)) {
            return new OrderStatusReverted($order, OrderEvent::query()->findOrFail((int) substr($type, strlen(self::REVERT_PREFIX))));
        }
        if (str_starts_with($type, self::EDITED_PREFIX)) {
            return new OrderEdited($order);
        }
        if (str_starts_with($type, self::TRACKING_PREFIX)) {
            return new OrderTrackingAdded($order);
        }
        if (str_starts_with($type, self::LINK_PREFIX)) {
            return new OrderAfterSaleLink($order);
        }
        if (AfterSaleMail::handles($type)) {
            return AfterSaleMail::fromType($order, $type);
        }
        if (str_starts_with($type, self::STATUS_PREFIX)) {
            return new OrderStatusChanged($order, OrderStatus::from(substr($type, strlen(self::STATUS_PREFIX))));
        }

        return match ($type) {
            self::PLACED => new OrderPlaced($order),
            self::PAID => new OrderPaid($order),
            default => new OrderForShop($order),
        };
    }

    private static function retryAt(int $attempts, CarbonInterface $now): CarbonInterface
    {
        /** @var list<int> $backoff */
        $backoff = config()->array('orders.mails.backoff_minutes');

        return $now->copy()->addMinutes($backoff[min($attempts, count($backoff)) - 1] ?? 60);
    }
}
