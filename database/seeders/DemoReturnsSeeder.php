<?php

declare(strict_types=1);

namespace Database\Seeders;

use App\Actions\Returns\DecideReturn;
use App\Actions\Returns\FileWarrantyClaim;
use App\Actions\Returns\MoveWarrantyClaim;
use App\Actions\Returns\RequestReturn;
use App\Enums\OrderStatus;
use App\Enums\ReturnHandover;
use App\Enums\ReturnReason;
use App\Enums\WarrantyClaimStatus;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Services\Returns\AfterSaleRules;
use Illuminate\Database\Seeder;
use Illuminate\Support\Facades\DB;

/**
 * Returns and a warranty claim still in the works among the demo's past orders (DemoHistorySeeder, a developer's
 * machine only), so a newcomer finds each step to try on the admin order page and in /admin/retururi: a return asked
 * for (to accept or refuse), one accepted (its goods to receive, then refund), and a claim at the service centre (to
 * mark repaired, replaced or refused). They go through the actions, so each has its timeline rows, mails and audit
 * entries as a real one would.
 */
final class DemoReturnsSeeder extends Seeder
{
    public function run(): void
    {
        $who = StaffActor::console();
        $recent = $this->completed(now()->subDays(config()->integer('returns.window_days') - 2), now(), 2);
        foreach ($recent as $index => $order) {
            $line = $order->lines()->orderBy('id')->first();
            if ($line === null || (AfterSaleRules::returnable($order)[$line->id] ?? 0) < 1) {
                continue;
            }
            $return = app(RequestReturn::class)->handle(
                $order, [$line->id => 1], $index === 0 ? ReturnReason::NotAsDescribed : ReturnReason::ChangedMind,
                $index === 0 ? 'Culoarea diferă de cea din poze.' : null,
                $index === 0 ? ReturnHandover::Courier : ReturnHandover::Store,
                $index === 0 ? ($order->address ?? 'str. Ismail 5, Chișinău') : null,
                $index === 0 ? null : (int) DB::table('stores')->where('kind', 'store')->orderBy('sorted')->orderBy('id')->value('id'),
                $who,
            );
            if ($index === 1) {
                app(DecideReturn::class)->handle($return, true, $return->version, null, $who);
            }
        }

        foreach ($this->completed(now()->subMonths(config()->integer('returns.warranty_months') - 1), now()->subDays(config()->integer('returns.window_days') + 7), 1) as $order) {
            $line = $order->lines()->orderBy('id')->first();
            if ($line === null) {
                continue;
            }
            $claim = app(FileWarrantyClaim::class)->handle($order, $line->id, 'Nu mai pornește după ce s-a oprit curentul.', false, $who);
            app(MoveWarrantyClaim::class)->handle($claim, WarrantyClaimStatus::AtService, $claim->version, 'Trimis la centrul de service autorizat.', $who);
        }
    }

    /**
     * Completed orders with an address, delivered between the two moments, newest first.
     *
     * @return list<Order>
     */
    private function completed(\DateTimeInterface $from, \DateTimeInterface $to, int $count): array
    {
        /** @var list<Order> $orders */
        $orders = Order::query()->where('status', OrderStatus::Completed->value)->whereNotNull('email')
            ->whereBetween('status_changed_at', [$from, $to])->orderByDesc('status_changed_at')->orderByDesc('id')->limit($count)->get()->all();

        return $orders;
    }
}
