<?php

declare(strict_types=1);

namespace App\Services\Payments;

use App\Actions\Payments\SettlePayment;
use App\Models\Order;
use App\Models\Payment;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Log;

/**
 * Asks the provider about an order's pending payment when its callback is late: at most once per `every` seconds
 * per payment, however many tabs poll (the ask is claimed by a conditional UPDATE of `checked_at`), and not in the
 * first seconds, when the callback normally comes on its own. What the provider says is settled like a callback.
 */
final readonly class PollPayment
{
    public function __construct(private PaymentProviders $providers, private SettlePayment $settle, private int $every = 10)
    {
    }

    public function handle(Order $order): void
    {
        /** @var Payment|null $payment */
        $payment = Payment::query()->where('order_id', $order->id)->where('status', Payment::PENDING)->whereNotNull('reference')
            ->where('created_at', '<=', now()->subSeconds($this->every))->latest('id')->first();
        if ($payment === null || ! $this->claim($payment)) {
            return;
        }
        $this->ask($payment);
    }

    /** Reads the payment at its provider and settles what it says; false when the provider did not answer. */
    public function ask(Payment $payment): bool
    {
        try {
            $report = $this->providers->get($payment->provider)->read($payment);
        } catch (ProviderUnavailable $exception) {
            Log::warning('A payment could not be read from its provider', ['payment' => $payment->id, 'reason' => $exception->getMessage()]);

            return false;
        }
        $this->settle->handle($payment, $report);

        return true;
    }

    private function claim(Payment $payment): bool
    {
        $now = now();

        return DB::table('payments')->where('id', $payment->id)
            ->where(fn ($query) => $query->whereNull('checked_at')->orWhere('checked_at', '<=', $now->copy()->subSeconds($this->every)))
            ->update(['checked_at' => $now]) === 1;
    }
}
