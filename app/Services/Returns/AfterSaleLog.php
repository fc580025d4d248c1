<?php

declare(strict_types=1);

namespace App\Services\Returns;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Services\Audit\AuditLog;
use App\Services\Orders\OrderMailOutbox;
use Illuminate\Database\Eloquent\Model;

/**
 * What every step of a return, refund or warranty claim leaves behind, written inside the step's transaction so it
 * exists exactly when the step does: a public row on the order's timeline, the customer's mail in the order mails'
 * outbox (sent after the commit), and an audit log entry naming who acted (a staff member, or the customer's
 * account or address for their own request).
 */
final class AfterSaleLog
{
    /**
     * @param  array<string, mixed>  $before
     * @param  array<string, mixed>  $after
     */
    public static function step(
        Order $order,
        OrderEventType $type,
        string $step,
        ?string $body,
        string $mailType,
        OrderActor $actor,
        StaffActor $who,
        string $auditAction,
        Model $subject,
        array $before = [],
        array $after = [],
    ): void {
        OrderEvent::query()->create([
            'order_id' => $order->id,
            'user_id' => $who->userId,
            'actor' => $actor,
            'type' => $type,
            'from_status' => null,
            'to_status' => $step,
            'body' => $body,
            'public' => true,
            'created_at' => now(),
        ]);
        if (OrderMailOutbox::recordAfterSale($order, $mailType)) {
            OrderMailOutbox::dispatch($order);
        }
        AuditLog::record($who, $auditAction, $subject, $before, $after, $order->number);
    }
}
