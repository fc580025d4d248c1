<?php

declare(strict_types=1);

namespace App\Jobs\StockAlerts;

use App\Mail\StockAlerts\StockAlertMail;
use App\Models\StockAlert;
use App\Services\StockAlerts\ProductState;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;

/**
 * Mails one batch of a product's alerts (ids from $fromId to $toId). The product is read again first: units gone or
 * the price back up since the check, nothing is sent. Then one conditional UPDATE takes the alerts still due, stamping
 * them with this run's claim (a stock alert is sent, a price alert's price becomes the price mailed): a restock seen
 * twice, or this job run twice or by two workers at once, finds them taken and mails nobody again. The UPDATE touches
 * only the batch's rows, never a lock over the table.
 */
final class SendStockAlerts implements ShouldQueue
{
    use Dispatchable;
    use InteractsWithQueue;
    use Queueable;

    public function __construct(
        public readonly int $productId,
        public readonly string $kind,
        public readonly int $fromId,
        public readonly int $toId,
    ) {
        $this->afterCommit();
    }

    /** @return int the alerts this run mailed */
    public function handle(): int
    {
        $state = ProductState::one($this->productId);
        if ($state === null || ($this->kind === StockAlert::STOCK && ! $state->inStock)) {
            return 0;
        }
        $claim = Str::random(40);
        $now = now();
        $batch = DB::table('stock_alerts')->where('product_id', $this->productId)->where('kind', $this->kind)
            ->whereBetween('id', [$this->fromId, $this->toId])->whereNotNull('confirmed_at');
        $due = $this->kind === StockAlert::STOCK
            ? (clone $batch)->whereNull('sent_at')
            : (clone $batch)->where('price_baseline', '>', $state->price);
        $values = ['claim' => $claim, 'sent_at' => $now, 'updated_at' => $now];
        if ($this->kind === StockAlert::PRICE) {
            $values['price_baseline'] = $state->price;
        }
        if ($due->update($values) === 0) {
            return 0;
        }

        $alerts = StockAlert::query()->with('user:id,email')->where('product_id', $this->productId)
            ->whereBetween('id', [$this->fromId, $this->toId])->where('claim', $claim)->orderBy('id')->get();
        foreach ($alerts as $alert) {
            $address = $alert->user !== null ? $alert->user->email : $alert->email;
            if ($address === null || $address === '') {
                continue;
            }
            Mail::to($address)->queue(new StockAlertMail($alert->id, $this->productId, $this->kind, $state->price, $alert->locale));
        }

        return $alerts->count();
    }
}
