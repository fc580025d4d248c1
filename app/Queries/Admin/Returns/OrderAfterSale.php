<?php

declare(strict_types=1);

namespace App\Queries\Admin\Returns;

use App\Enums\RefundMethod;
use App\Enums\StockPlaceKind;
use App\Enums\WarrantyClaimStatus;
use App\Models\Order;
use App\Models\OrderLine;
use App\Models\OrderReturn;
use App\Models\OrderReturnLine;
use App\Models\Payment;
use App\Models\Refund;
use App\Models\Store;
use App\Models\User;
use App\Models\WarrantyClaim;
use App\Policies\StaffGates;
use App\Services\Returns\AfterSaleRules;
use App\Support\Dates;
use App\Support\Money\Money;
use App\Support\Text;
use Illuminate\Support\Facades\DB;

/**
 * The admin order page's returns, refunds and warranty claims panel: each return with its lines (and what came back),
 * each claim with the moves this person may make, the refunds made, what was paid and what may still be refunded,
 * the places returned goods may go back to (stores and warehouses) and the stores that pay cash; what this person
 * may do (docs/back-office.md: managers and owners decide and refund, the warehouse records receipts and moves claims).
 *
 * @phpstan-type AdminReturnLine array{id: int, name: string, quantity: int, received_quantity: int|null, condition: string|null, place: string|null}
 * @phpstan-type AdminReturn array{id: int, status: string, status_label: string, version: int, created_at: string, reason: string, details: string|null, handover: string, address: string|null, store: string|null, note: string|null, by_staff: bool, lines: list<AdminReturnLine>}
 * @phpstan-type AdminClaim array{id: int, status: string, status_label: string, version: int, created_at: string, product: string, description: string, note: string|null, moves: list<array{status: string, label: string}>}
 * @phpstan-type AdminRefund array{id: int, amount: int, method: string, method_label: string, return_id: int|null, iban: string|null, store: string|null, by: string|null, created_at: string}
 */
final class OrderAfterSale
{
    /**
     * @return array{returns: list<AdminReturn>, claims: list<AdminClaim>, refunds: list<AdminRefund>, paid: int, refunded: int, refundable: int, delivered_at: string|null, return_until: string|null, transfer_unpaid: bool, lines: list<array{id: int, name: string}>, places: list<array{value: int, label: string}>, stores: list<array{value: int, label: string}>, methods: list<array{value: string, label: string}>, card_payments: list<array{value: int, label: string}>, can: array{decide: bool, receive: bool}}
     */
    public static function of(Order $order, User $user): array
    {
        /** @var list<OrderReturn> $returns */
        $returns = OrderReturn::query()->where('order_id', $order->id)->with(['lines.line', 'lines', 'store'])->orderBy('id')->get()->all();
        /** @var list<WarrantyClaim> $claims */
        $claims = WarrantyClaim::query()->where('order_id', $order->id)->with('line')->orderBy('id')->get()->all();
        /** @var list<Refund> $refunds */
        $refunds = Refund::query()->where('order_id', $order->id)->with(['user', 'store'])->orderBy('id')->get()->all();
        $canReceive = $user->can(StaffGates::RECEIVE_RETURNS);
        $places = self::places();
        /** @var list<Store> $stores */
        $stores = Store::scopeShops(Store::query())->orderBy('sorted')->orderBy('id')->get()->all();
        $delivered = AfterSaleRules::deliveredAt($order);
        $until = AfterSaleRules::returnUntil($order);

        return [
            'returns' => array_map(static fn (OrderReturn $return): array => self::returnRow($return, $places), $returns),
            'claims' => array_map(static fn (WarrantyClaim $claim): array => self::claimRow($claim, $canReceive), $claims),
            'refunds' => array_map(self::refundRow(...), $refunds),
            'paid' => AfterSaleRules::paid($order),
            'refunded' => AfterSaleRules::refunded($order),
            'refundable' => AfterSaleRules::refundable($order),
            'delivered_at' => $delivered === null ? null : Dates::dateTime($delivered),
            'return_until' => $until === null ? null : Dates::dateTime($until),
            'transfer_unpaid' => $order->payment_method === 'transfer' && ! DB::table('transfer_payments')->where('order_id', $order->id)->exists(),
            'lines' => array_values($order->lines->map(static fn (OrderLine $line): array => ['id' => $line->id, 'name' => $line->translate('name')])->all()),
            'places' => array_map(static fn (int $id, string $name): array => ['value' => $id, 'label' => $name], array_keys($places), $places),
            'stores' => array_map(static fn (Store $store): array => ['value' => $store->id, 'label' => $store->translate('name')], $stores),
            // Back to the card only when the provider captured a payment of the order.
            'methods' => array_values(array_map(
                static fn (RefundMethod $method): array => ['value' => $method->value, 'label' => Text::get($method->labelKey())],
                array_filter(RefundMethod::cases(), static fn (RefundMethod $method): bool => $method !== RefundMethod::Card || AfterSaleRules::paidOnline($order) > 0),
            )),
            // The payments a card refund may come from: those the order was paid with, with what is left of each.
            'card_payments' => array_map(static fn (Payment $payment): array => [
                'value' => $payment->id,
                'label' => sprintf('%s · %s · %s', $payment->provider, $payment->card ?? $payment->reference ?? '#'.$payment->id, Money::format($payment->refundable(), app()->getLocale())),
            ], self::cardPayments($order)),
            'can' => ['decide' => $user->can(StaffGates::DECIDE_RETURNS), 'receive' => $canReceive],
        ];
    }

    /**
     * The payments the order was paid with and the provider captured: where a card refund may come from.
     *
     * @return list<Payment>
     */
    private static function cardPayments(Order $order): array
    {
        /** @var list<Payment> $payments */
        $payments = Payment::query()->where('order_id', $order->id)->where('status', Payment::PAID)->whereNotNull('captured')->orderBy('id')->get()->all();

        return $payments;
    }

    /**
     * Every place returned goods may go back to: the warehouses first, then the stores.
     *
     * @return array<int, string>
     */
    private static function places(): array
    {
        $places = [];
        /** @var Store $store */
        foreach (Store::query()->orderByRaw('case when kind = ? then 0 else 1 end', [StockPlaceKind::Warehouse->value])->orderBy('sorted')->orderBy('id')->get() as $store) {
            $places[$store->id] = $store->translate('name');
        }

        return $places;
    }

    /**
     * @param  array<int, string>  $places
     * @return AdminReturn
     */
    private static function returnRow(OrderReturn $return, array $places): array
    {
        return [
            'id' => $return->id,
            'status' => $return->status,
            'status_label' => Text::get($return->currentStatus()->labelKey()),
            'version' => $return->version,
            'created_at' => Dates::dateTime($return->created_at),
            'reason' => Text::get('returns.reason.'.$return->reason),
            'details' => $return->details,
            'handover' => $return->handover,
            'address' => $return->address,
            'store' => $return->store?->translate('name'),
            'note' => $return->decision_note,
            'by_staff' => $return->by_staff,
            'lines' => array_values($return->lines->map(static fn (OrderReturnLine $line): array => [
                'id' => $line->id,
                'name' => $line->line->translate('name'),
                'quantity' => $line->quantity,
                'received_quantity' => $line->received_quantity,
                'condition' => $line->condition,
                'place' => $line->store_id === null ? null : ($places[$line->store_id] ?? null),
            ])->all()),
        ];
    }

    /**
     * @return AdminClaim
     */
    private static function claimRow(WarrantyClaim $claim, bool $canMove): array
    {
        return [
            'id' => $claim->id,
            'status' => $claim->status,
            'status_label' => Text::get($claim->currentStatus()->labelKey()),
            'version' => $claim->version,
            'created_at' => Dates::dateTime($claim->created_at),
            'product' => $claim->line->translate('name'),
            'description' => $claim->description,
            'note' => $claim->note,
            'moves' => $canMove ? array_map(
                static fn (WarrantyClaimStatus $to): array => ['status' => $to->value, 'label' => Text::get('claims.move.'.$to->value)],
                $claim->currentStatus()->next(),
            ) : [],
        ];
    }

    /**
     * @return AdminRefund
     */
    private static function refundRow(Refund $refund): array
    {
        return [
            'id' => $refund->id,
            'amount' => $refund->amount,
            'method' => $refund->method,
            'method_label' => Text::get('refunds.method.'.$refund->method),
            'return_id' => $refund->order_return_id,
            'iban' => $refund->iban,
            'store' => $refund->store?->translate('name'),
            'by' => $refund->user?->name,
            'created_at' => Dates::dateTime($refund->created_at ?? now()),
        ];
    }
}
