<?php

declare(strict_types=1);

namespace App\Actions\Returns;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Enums\WarrantyClaimStatus;
use App\Exceptions\Returns\AfterSaleRefused;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Mail\Returns\AfterSaleMail;
use App\Models\Order;
use App\Models\WarrantyClaim;
use App\Services\Audit\AuditLog;
use App\Services\Returns\AfterSaleLog;
use App\Services\Returns\AfterSaleRules;
use App\Support\Dates;

/**
 * A warranty claim on one line of a delivered order, with the defect as described. The customer files it online
 * once the return window has closed and while the warranty runs (AfterSaleRules); staff record one for any delivered
 * order (a customer at the counter, on the phone). It starts as received: the shop has the claim.
 */
final class FileWarrantyClaim
{
    /**
     * @throws AfterSaleRefused for an order not delivered, outside the customer's warranty period, or a line not of this order
     */
    public function handle(Order $order, int $lineId, string $description, bool $byStaff, StaffActor $who): WarrantyClaim
    {
        if (AfterSaleRules::deliveredAt($order) === null) {
            throw AfterSaleRefused::rule('order_line_id', 'claims.refused.not_delivered');
        }
        if (! $byStaff && ! AfterSaleRules::warrantyOpenForCustomer($order)) {
            throw AfterSaleRules::returnWindowOpen($order)
                ? AfterSaleRefused::rule('order_line_id', 'claims.refused.return_first')
                : AfterSaleRefused::rule('order_line_id', 'claims.refused.expired', ['date' => Dates::shownDateTime(AfterSaleRules::warrantyUntil($order) ?? now())]);
        }
        if (! $order->lines()->whereKey($lineId)->exists()) {
            throw AfterSaleRefused::rule('order_line_id', 'returns.refused.unknown_line');
        }

        return WriteTransaction::run(function () use ($order, $lineId, $description, $byStaff, $who): WarrantyClaim {
            $claim = WarrantyClaim::query()->create([
                'order_id' => $order->id,
                'order_line_id' => $lineId,
                'status' => WarrantyClaimStatus::Received->value,
                'description' => $description,
                'by_staff' => $byStaff,
            ]);
            AfterSaleLog::step(
                $order, OrderEventType::Warranty, WarrantyClaimStatus::Received->value, null,
                AfterSaleMail::type('claim', $claim->id, WarrantyClaimStatus::Received->value),
                $byStaff ? OrderActor::Staff : OrderActor::Customer, $who->userId,
            );
            AuditLog::record($who, 'claim.create', $order, [], [
                'claim_id' => $claim->id, 'product' => $claim->line->translate('name'), 'status' => WarrantyClaimStatus::Received->value,
            ], $order->number);

            return $claim;
        });
    }
}
