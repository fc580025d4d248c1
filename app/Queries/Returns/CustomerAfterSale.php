<?php

declare(strict_types=1);

namespace App\Queries\Returns;

use App\Enums\ReturnReason;
use App\Infrastructure\Http\OrderLinks;
use App\Models\Order;
use App\Models\OrderLine;
use App\Models\OrderReturn;
use App\Models\OrderReturnLine;
use App\Models\Store;
use App\Models\WarrantyClaim;
use App\Services\Returns\AfterSaleLinks;
use App\Services\Returns\AfterSaleRules;
use App\Support\Dates;
use App\Support\Text;
use Illuminate\Http\Request;

/**
 * The order page's returns and warranty part, as the customer sees it: their returns and claims with their statuses,
 * and, while the order allows it, what the return form offers (the lines with the units still free, the reasons,
 * the stores) or the warranty form (the lines). Null for an order that was never delivered and has nothing to show,
 * so such a page carries nothing more. Load `lines`.
 *
 * @phpstan-type CustomerReturn array{id: int, status: string, status_label: string, created_at: string, reason: string, handover: string, store: string|null, address: string|null, note: string|null, lines: list<array{name: string, quantity: int}>}
 * @phpstan-type CustomerClaim array{id: int, status: string, status_label: string, created_at: string, product: string, description: string, note: string|null}
 * @phpstan-type ReturnForm array{url: string, until: string, days: int, lines: list<array{id: int, name: string, bought: int, free: int}>, reasons: list<array{value: string, label: string}>, stores: list<array{value: int, label: string}>}
 * @phpstan-type ClaimForm array{url: string, until: string, lines: list<array{id: int, name: string}>}
 */
final class CustomerAfterSale
{
    /**
     * @return array{returns: list<CustomerReturn>, claims: list<CustomerClaim>, return_form: ReturnForm|null, claim_form: ClaimForm|null, return_until: string|null}|null
     */
    public static function of(Order $order, Request $request): ?array
    {
        $delivered = AfterSaleRules::deliveredAt($order);
        /** @var list<OrderReturn> $returns */
        $returns = OrderReturn::query()->where('order_id', $order->id)->with(['lines.line', 'store'])->orderBy('id')->get()->all();
        /** @var list<WarrantyClaim> $claims */
        $claims = WarrantyClaim::query()->where('order_id', $order->id)->with('line')->orderBy('id')->get()->all();
        if ($delivered === null && $returns === [] && $claims === []) {
            return null;
        }
        $until = AfterSaleRules::returnUntil($order);

        return [
            'returns' => array_map(self::returnRow(...), $returns),
            'claims' => array_map(self::claimRow(...), $claims),
            'return_form' => AfterSaleRules::returnWindowOpen($order) ? self::returnForm($order, $request) : null,
            'claim_form' => AfterSaleRules::warrantyOpenForCustomer($order) ? self::claimForm($order, $request) : null,
            'return_until' => $until === null ? null : Dates::dateTime($until),
        ];
    }

    /**
     * @return CustomerReturn
     */
    private static function returnRow(OrderReturn $return): array
    {
        return [
            'id' => $return->id,
            'status' => $return->status,
            'status_label' => Text::get('returns.status.'.$return->status),
            'created_at' => Dates::dateTime($return->created_at),
            'reason' => Text::get('returns.reason.'.$return->reason),
            'handover' => $return->handover,
            'store' => $return->store?->translate('name'),
            'address' => $return->address,
            'note' => $return->decision_note,
            'lines' => array_values($return->lines->map(static fn (OrderReturnLine $line): array => [
                'name' => $line->line->translate('name'), 'quantity' => $line->quantity,
            ])->all()),
        ];
    }

    /**
     * @return CustomerClaim
     */
    private static function claimRow(WarrantyClaim $claim): array
    {
        return [
            'id' => $claim->id,
            'status' => $claim->status,
            'status_label' => Text::get('claims.status.'.$claim->status),
            'created_at' => Dates::dateTime($claim->created_at),
            'product' => $claim->line->translate('name'),
            'description' => $claim->description,
            'note' => $claim->note,
        ];
    }

    /**
     * @return ReturnForm|null
     */
    private static function returnForm(Order $order, Request $request): ?array
    {
        $free = AfterSaleRules::returnable($order);
        if (array_sum($free) === 0) {
            return null;
        }
        /** @var list<Store> $stores */
        $stores = Store::scopeShops(Store::query())->orderBy('sorted')->orderBy('id')->get()->all();

        return [
            'url' => AfterSaleLinks::url(OrderLinks::signedUntil($request), $order, 'returns.store'),
            'until' => Dates::dateTime(AfterSaleRules::returnUntil($order) ?? now()),
            'days' => config()->integer('returns.window_days'),
            'lines' => array_values($order->lines->map(static fn (OrderLine $line): array => [
                'id' => $line->id, 'name' => $line->translate('name'), 'bought' => $line->quantity, 'free' => $free[$line->id] ?? 0,
            ])->all()),
            'reasons' => array_map(static fn (ReturnReason $reason): array => ['value' => $reason->value, 'label' => Text::get($reason->labelKey())], ReturnReason::cases()),
            'stores' => array_map(static fn (Store $store): array => ['value' => $store->id, 'label' => $store->translate('name').', '.$store->translate('address')], $stores),
        ];
    }

    /**
     * @return ClaimForm
     */
    private static function claimForm(Order $order, Request $request): array
    {
        return [
            'url' => AfterSaleLinks::url(OrderLinks::signedUntil($request), $order, 'returns.claims.store'),
            'until' => Dates::dateTime(AfterSaleRules::warrantyUntil($order) ?? now()),
            'lines' => array_values($order->lines->map(static fn (OrderLine $line): array => ['id' => $line->id, 'name' => $line->translate('name')])->all()),
        ];
    }
}
