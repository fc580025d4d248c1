<?php

declare(strict_types=1);

namespace App\Services\Returns;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Models\OrderEvent;
use App\Support\Dates;
use App\Support\Money\Money;
use App\Support\Text;

/**
 * The words of a return's, refund's or warranty claim's step on the order's timeline (AfterSaleLog writes the rows):
 * `returns.timeline.accepted`, `refunds.timeline` with the amount and the method, `claims.timeline.at_service`.
 */
final class AfterSaleTimeline
{
    public const TYPES = [OrderEventType::Return, OrderEventType::Refund, OrderEventType::Warranty];

    public static function label(OrderEvent $event): ?string
    {
        if ($event->to_status === null) {
            return null;
        }

        return match ($event->type) {
            OrderEventType::Return => Text::get('returns.timeline.'.$event->to_status),
            OrderEventType::Refund => Text::get('refunds.timeline', [
                'amount' => Money::format((int) $event->body, app()->getLocale()),
                'method' => Text::get('refunds.method.'.$event->to_status),
            ]),
            OrderEventType::Warranty => Text::get('claims.timeline.'.$event->to_status),
            default => null,
        };
    }

    /**
     * The customer's timeline row of such a step (the status is the step's kind and name: `return_accepted`), or null
     * for any other row.
     *
     * @return array{status: string, label: string, at: string, reason: string|null, by_you: bool}|null
     */
    public static function customerRow(OrderEvent $event): ?array
    {
        $label = self::label($event);
        if ($label === null || ! $event->public) {
            return null;
        }

        return [
            'status' => $event->type->value.'_'.$event->to_status,
            'label' => $label,
            'at' => Dates::dateTime($event->created_at ?? now()),
            // A refusal's reason and a claim's note are the customer's to read; a refund's body is its amount.
            'reason' => $event->type === OrderEventType::Refund ? null : $event->body,
            'by_you' => $event->actor === OrderActor::Customer,
        ];
    }
}
