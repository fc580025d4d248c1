<?php

declare(strict_types=1);

namespace App\Actions\Orders;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Enums\OrderStatus;
use App\Exceptions\Orders\OrderChangedMeanwhile;
use App\Exceptions\Orders\OrderEditRefused;
use App\Exceptions\Stock\NotEnoughStock;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\Invoice;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Models\OrderLine;
use App\Models\Payment;
use App\Models\Product;
use App\Queries\Promotions\PromotionalPrices;
use App\Services\Audit\AuditLog;
use App\Services\Checkout\DeliveryFee;
use App\Services\Orders\OrderMailOutbox;
use App\Services\Orders\PricedLine;
use App\Services\Stock\StockLedger;
use App\Support\Text;
use Illuminate\Support\Facades\DB;

/**
 * Staff change an order before it leaves the shop (new or confirmed: once packed, the parcel is made up at a place):
 * its recipient (name, phone, e-mail), its lines (add, remove, units), delivery (courier zone, town, address, day and interval, or a pickup store) and the
 * payment method. In ONE write transaction:
 *
 * - the order row is claimed by a conditional UPDATE on its id, an editable status and the version the person saw
 *   (raising the version), so of two edits (or an edit and a move) made at once exactly one happens; the other gets
 *   OrderChangedMeanwhile (409), as status moves do;
 * - a line kept keeps the price the customer was charged; a line added takes today's price (a running promotion's);
 *   a unit price below the list price needs the `price-below-list` ability and a reason, kept on the line and in the
 *   audit log; a price above the list price (or above what the line already cost) is refused;
 * - stock moves by the difference only, through StockLedger: more units are reserved (from the pickup store, or the
 *   places a courier order takes them from), fewer are given back (releaseUnits), a new pickup store takes the
 *   order's units there (move); a shortfall refuses the whole edit;
 * - promo codes and cart rules are not evaluated again: a line kept keeps its discount, scaled down when its units
 *   fall (never up), a line added gets none, a free delivery the order won stays free; the code's use stays taken;
 * - subtotal, discount, delivery fee (the checkout's for the zone and the new goods) and total are written again;
 * - an order with an issued invoice keeps its lines, prices, totals and payment method (the invoice says them, and
 *   an issued invoice never changes): only its recipient and delivery may change (the invoice keeps its own copy
 *   of the buyer's name); the order's row is locked first, as
 *   App\Actions\Documents\IssueInvoice locks it, so an invoice issued meanwhile is seen;
 * - an order paid online never has its total raised (a new payment would be needed) nor its payment method changed;
 *   a lower total is refunded from the returns panel; an order whose online payment is under way keeps its total;
 * - a staff-only timeline row and the audit entry `order.edited` say what changed, old → new, and the customer's
 *   mail (in the order's language, to the e-mail as edited) goes through the order mail outbox.
 */
final readonly class EditOrder
{
    /** The statuses an order may be edited in. */
    public const EDITABLE = [OrderStatus::New, OrderStatus::Confirmed];

    /** What an issued invoice says of an order: an edit that would change any of it is refused. */
    private const INVOICED = ['lines', 'subtotal', 'discount_total', 'delivery_fee', 'total', 'payment_method'];

    /** The payment methods staff may choose (an online method only stays on an order that has it). */
    public const PAYMENT_METHODS = ['cash', 'card', 'transfer'];

    public function __construct(private StockLedger $stock)
    {
    }

    public static function editable(Order $order): bool
    {
        return in_array($order->currentStatus(), self::EDITABLE, true);
    }

    /**
     * @param  array{name?: string, phone?: string, email?: ?string, delivery_method: string, delivery_zone: ?string, city: ?string, address: ?string, delivery_date: ?string, delivery_interval: ?string, store_id: ?int, payment_method: string}  $details
     * @param  list<array{product_id: int, quantity: int, unit_price: ?int}>  $lines
     * @param  bool  $mayLowerPrices  the person holds `price-below-list`
     *
     * @throws OrderChangedMeanwhile
     * @throws OrderEditRefused
     */
    public function handle(Order $order, array $details, array $lines, ?string $priceReason, int $version, StaffActor $staff, bool $mayLowerPrices): Order
    {
        if (! self::editable($order)) {
            throw OrderEditRefused::notEditable();
        }
        if ($order->version !== $version) {
            throw OrderChangedMeanwhile::make();
        }
        $pickup = $details['delivery_method'] === 'pickup';
        $details = [
            // A recipient's field left out stays as the order has it.
            'name' => array_key_exists('name', $details) ? $details['name'] : $order->name,
            'phone' => $details['phone'] ?? $order->phone,
            'email' => array_key_exists('email', $details) ? $details['email'] : $order->email,
            'delivery_method' => $details['delivery_method'],
            'delivery_zone' => $pickup ? null : $details['delivery_zone'],
            'city' => $pickup ? null : $details['city'],
            'address' => $pickup ? null : $details['address'],
            'delivery_date' => $pickup ? null : $details['delivery_date'],
            'delivery_interval' => $pickup ? null : $details['delivery_interval'],
            'store_id' => $pickup ? $details['store_id'] : null,
            'payment_method' => $details['payment_method'],
        ];

        WriteTransaction::run(function () use ($order, $details, $lines, $priceReason, $version, $staff, $mayLowerPrices): void {
            DB::table('orders')->where('id', $order->id)->lockForUpdate()->value('id');
            /** @var array<int, OrderLine> $old kept lines by product id (a line whose product is gone stays as it is) */
            $old = OrderLine::query()->where('order_id', $order->id)->whereNotNull('product_id')->orderBy('id')->get()->keyBy('product_id')->all();
            $products = Product::query()->whereKey(array_column($lines, 'product_id'))->get()->keyBy('id');
            PromotionalPrices::give($products);
            $reason = $priceReason === null || trim($priceReason) === '' ? null : trim($priceReason);

            $next = [];
            $lowered = false;
            foreach ($lines as $index => $line) {
                $product = $products->get($line['product_id']);
                $kept = $old[$line['product_id']] ?? null;
                if (! $product instanceof Product || ($kept === null && ! $product->is_active)) {
                    throw OrderEditRefused::unavailable($index);
                }
                $list = $product->sellingPrice();
                $price = $line['unit_price'] ?? $kept->unit_price ?? $list;
                if ($price !== ($kept->unit_price ?? $list)) {
                    if ($price > max($list, $kept->unit_price ?? 0)) {
                        throw OrderEditRefused::priceTooHigh($index);
                    }
                    if ($price < $list) {
                        if (! $mayLowerPrices) {
                            throw OrderEditRefused::priceNotAllowed($index);
                        }
                        $lowered = true;
                    }
                }
                $discount = $kept === null ? 0 : intdiv($kept->discount * min($line['quantity'], $kept->quantity), max(1, $kept->quantity));
                $next[$product->id] = ['product' => $product, 'kept' => $kept, 'quantity' => $line['quantity'], 'price' => $price,
                    'discount' => min($discount, $price * $line['quantity']), 'lowered' => $price < $list && $price !== $kept?->unit_price];
            }
            if ($lowered && $reason === null) {
                throw OrderEditRefused::priceNeedsReason();
            }

            $gone = OrderLine::query()->where('order_id', $order->id)->whereNull('product_id')->get();
            $subtotal = (int) $gone->sum('line_total') + array_sum(array_map(static fn (array $line): int => $line['price'] * $line['quantity'], $next));
            $discount = (int) $gone->sum('discount') + array_sum(array_column($next, 'discount'));
            $freeDelivery = DB::table('promo_uses')->where('order_id', $order->id)->whereNull('released_at')->where('free_delivery', true)->exists();
            $fee = $freeDelivery ? 0 : DeliveryFee::for($details['delivery_method'], $details['delivery_zone'], $subtotal - $discount);
            $totals = ['subtotal' => $subtotal, 'discount_total' => $discount, 'delivery_fee' => $fee, 'total' => $subtotal - $discount + $fee];

            $linesBefore = self::linesText($old);
            $linesAfter = self::linesText(array_map(static fn (array $line): object => (object) ['sku' => $line['product']->sku, 'quantity' => $line['quantity'], 'unit_price' => $line['price']], $next));
            $before = [];
            $after = [];
            foreach ([...$details, ...$totals] as $column => $value) {
                if ($order->getAttribute($column) !== $value && (string) $order->getAttribute($column) !== (string) $value) {
                    $before[$column] = $order->getAttribute($column);
                    $after[$column] = $value;
                }
            }
            if ($linesBefore !== $linesAfter) {
                $before['lines'] = $linesBefore;
                $after['lines'] = $linesAfter;
            }
            if ($after === []) {
                throw OrderEditRefused::nothingChanged();
            }
            $this->checkInvoice($order, $after);
            $this->checkPayment($order, $details['payment_method'], $totals['total']);

            $now = now();
            $claimed = DB::table('orders')->where('id', $order->id)->where('version', $version)
                ->whereIn('status', array_map(static fn (OrderStatus $status): string => $status->value, self::EDITABLE))
                ->update([...$details, ...$totals, 'version' => $version + 1, 'updated_at' => $now]);
            if ($claimed !== 1) {
                throw OrderChangedMeanwhile::make();
            }

            $this->moveStock($order, $next, $details['store_id']);
            $this->writeLines($order, $old, $next, $reason, $staff);

            $event = OrderEvent::query()->create([
                'order_id' => $order->id, 'user_id' => $staff->userId, 'actor' => OrderActor::Staff, 'type' => OrderEventType::Edited,
                'body' => self::summary($before, $after), 'public' => false, 'created_at' => $now,
            ]);
            $order->forceFill([...$details, ...$totals, 'version' => $version + 1])->syncOriginal();
            if ($lowered) {
                $after['price_reason'] = $reason;
            }
            AuditLog::record($staff, 'order.edited', $order, self::audited($before), self::audited($after), $order->number);
            if (OrderMailOutbox::recordEdited($order, $event->id)) {
                OrderMailOutbox::dispatch($order);
            }
        });

        return $order->refresh();
    }

    /**
     * @param  array<string, mixed>  $after  what the edit changes, by column (and `lines`)
     */
    private function checkInvoice(Order $order, array $after): void
    {
        if (array_intersect(array_keys($after), self::INVOICED) === []) {
            return;
        }
        /** @var Invoice|null $invoice */
        $invoice = Invoice::query()->where('order_id', $order->id)->first();
        if ($invoice !== null) {
            throw OrderEditRefused::invoiced($invoice->label());
        }
    }

    /**
     * An order paid online keeps its payment method and never costs more; one whose online payment is under way keeps
     * its total, so the payment the customer is making still pays it exactly.
     */
    private function checkPayment(Order $order, string $method, int $total): void
    {
        if ($order->paid_at !== null) {
            if ($method !== $order->payment_method) {
                throw OrderEditRefused::paidOnlineMethod();
            }
            if ($total > $order->total) {
                throw OrderEditRefused::paidOnlineTotal();
            }

            return;
        }
        if ($total !== $order->total && Payment::query()->where('order_id', $order->id)->where('status', Payment::PENDING)->exists()) {
            throw OrderEditRefused::paymentPending();
        }
    }

    /**
     * Units by the difference only: what the order no longer takes goes back, what it takes more is reserved (from
     * the pickup store, or where a courier order's units come from), and a pickup order's units all end at its store.
     *
     * @param  array<int, array{product: Product, quantity: int}>  $next
     */
    private function moveStock(Order $order, array $next, ?int $storeId): void
    {
        $held = [];
        foreach (DB::table('order_stock')->where('order_id', $order->id)->whereNull('released_at')->get(['product_id', 'quantity']) as $row) {
            $held[(int) $row->product_id] = ($held[(int) $row->product_id] ?? 0) + (int) $row->quantity;
        }
        $more = [];
        foreach ($held + array_fill_keys(array_keys($next), 0) as $productId => $units) {
            $difference = ($next[$productId]['quantity'] ?? 0) - $units;
            if ($difference < 0) {
                $this->stock->releaseUnits($order->id, $productId, -$difference);
            } elseif ($difference > 0) {
                $more[$productId] = $difference;
            }
        }
        try {
            if ($more !== []) {
                $this->stock->reserve($order->id, $more, $storeId);
            }
            if ($storeId !== null) {
                $this->stock->move($order->id, $storeId);
            }
        } catch (NotEnoughStock $short) {
            $names = [];
            foreach ($next as $productId => $line) {
                if (in_array($productId, $short->productIds, true)) {
                    $names[] = $line['product']->translate('name');
                }
            }

            throw OrderEditRefused::outOfStock($names);
        }
    }

    /**
     * @param  array<int, OrderLine>  $old
     * @param  array<int, array{product: Product, kept: ?OrderLine, quantity: int, price: int, discount: int, lowered: bool}>  $next
     */
    private function writeLines(Order $order, array $old, array $next, ?string $reason, StaffActor $staff): void
    {
        $removed = array_diff_key($old, $next);
        if ($removed !== []) {
            OrderLine::query()->whereKey(array_map(static fn (OrderLine $line): int => $line->id, array_values($removed)))->delete();
        }
        foreach ($next as $line) {
            $columns = ['quantity' => $line['quantity'], 'unit_price' => $line['price'], 'line_total' => $line['price'] * $line['quantity'], 'discount' => $line['discount']];
            if ($line['lowered']) {
                $columns += ['price_reason' => $reason, 'price_set_by' => $staff->userId];
            }
            if ($line['kept'] !== null) {
                $line['kept']->forceFill($columns)->save();

                continue;
            }
            OrderLine::query()->create([...(new PricedLine($line['product'], $line['quantity']))->snapshot(), ...$columns, 'order_id' => $order->id]);
        }
        $order->unsetRelation('lines');
    }

    /**
     * Lines as the audit log and the timeline show them: "SKU × units @ price", one after the other.
     *
     * @param  array<int, object{sku: string, quantity: int, unit_price: int}>  $lines
     */
    private static function linesText(array $lines): string
    {
        return implode(', ', array_map(static fn (object $line): string => $line->sku.' × '.$line->quantity.' @ '.self::money($line->unit_price), array_values($lines)));
    }

    /**
     * The timeline's words for what changed, one line per field: "Label: old → new".
     *
     * @param  array<string, mixed>  $before
     * @param  array<string, mixed>  $after
     */
    private static function summary(array $before, array $after): string
    {
        $rows = [];
        foreach ($after as $field => $value) {
            $show = static fn (mixed $value): string => match (true) {
                $value === null || $value === '' => '—',
                in_array($field, ['subtotal', 'discount_total', 'delivery_fee', 'total'], true) => self::money((int) $value),
                default => is_scalar($value) ? (string) $value : '',
            };
            $rows[] = Text::get('admin.order_edit.fields.'.$field).': '.$show($before[$field] ?? null).' → '.$show($value);
        }

        return implode("\n", $rows);
    }

    /**
     * The change as the audit log keeps it: the discount under the log's name for an amount taken off (shown in lei).
     *
     * @param  array<string, mixed>  $values
     * @return array<string, mixed>
     */
    private static function audited(array $values): array
    {
        if (array_key_exists('discount_total', $values)) {
            $values['discount_amount'] = $values['discount_total'];
            unset($values['discount_total']);
        }

        return $values;
    }

    /** Bani as the audit log shows them, to the ban: `1 234.50 MDL`. */
    private static function money(int $bani): string
    {
        return number_format($bani / 100, 2, '.', ' ').' MDL';
    }
}
