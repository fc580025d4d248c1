<?php

declare(strict_types=1);

namespace App\Actions\Customers;

use App\Actions\Settings\DeleteAccount;
use App\Infrastructure\Security\StaffActor;
use App\Models\Customer;
use App\Models\User;
use App\Services\Audit\AuditLog;
use Illuminate\Support\Facades\DB;

/**
 * Erases a customer's personal data on request (docs/customers.md); irreversible.
 *
 * The account goes as when its owner deletes it (DeleteAccount::removeAccount: tokens, sessions, reset links, reviews
 * with their ratings recounted, and by the foreign keys its addresses, carts, lists and alerts). Orders stay, as the
 * law wants for accounting: number, dates, lines, amounts, payment and the company's name and IDNO on an invoice; the
 * name and phone become an anonymous marker, the e-mail, street address, the customer's comment and the confirming
 * call's note are removed, as are the return addresses, refund IBANs, the person's stock alerts and newsletter
 * subscription. The customer's staff notes and flag go; the customer row stays, marked erased, for the figures. The
 * audit log says who did it and when, and how many orders were kept, nothing of what was erased.
 */
final class EraseCustomer
{
    public function __construct(private readonly DeleteAccount $deleteAccount)
    {
    }

    public static function marker(int $customerId): string
    {
        return 'anonim-'.$customerId;
    }

    /** The number of orders anonymised, null when the customer was already erased (a second request). */
    public function handle(Customer $customer, StaffActor $actor): ?int
    {
        return DB::transaction(function () use ($customer, $actor): ?int {
            /** @var Customer|null $locked */
            $locked = Customer::query()->whereKey($customer->id)->whereNull('erased_at')->lockForUpdate()->first();
            if ($locked === null) {
                return null;
            }
            $user = $locked->user_id === null ? null : User::query()->find($locked->user_id);
            $emails = array_values(array_unique(array_filter([$locked->email, $user === null ? null : mb_strtolower($user->email)], static fn (?string $email): bool => $email !== null)));
            $marker = self::marker($locked->id);
            $orderIds = DB::table('orders')->where('customer_id', $locked->id)->pluck('id')->all();

            foreach (array_chunk($orderIds, 500) as $ids) {
                DB::table('orders')->whereIn('id', $ids)->update([
                    'name' => $marker, 'phone' => $marker, 'email' => null, 'address' => DB::raw('case when address is null then null else '.DB::getPdo()->quote($marker).' end'),
                    'comment' => null, 'call_note' => null, 'guest_id' => null, 'user_id' => null, 'updated_at' => now(),
                ]);
                DB::table('order_returns')->whereIn('order_id', $ids)->update(['address' => null, 'details' => null]);
                DB::table('refunds')->whereIn('order_id', $ids)->update(['iban' => null]);
            }
            if ($emails !== []) {
                DB::table('stock_alerts')->whereIn('email', $emails)->delete();
                DB::table('newsletter_subscriptions')->whereIn('email', $emails)->delete();
            }
            DB::table('customer_notes')->where('customer_id', $locked->id)->delete();
            if ($user !== null && $user->role === null) {
                $this->deleteAccount->removeAccount($user);
            }
            $locked->forceFill([
                'user_id' => null, 'name' => null, 'phone' => null, 'email' => null, 'flag' => null, 'flag_note' => null,
                'flagged_by' => null, 'flagged_at' => null, 'erased_at' => now(),
            ])->save();
            AuditLog::record($actor, 'customer.erase', $locked, [], ['orders' => count($orderIds), 'account' => $user !== null]);

            return count($orderIds);
        });
    }
}
