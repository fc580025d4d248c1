<?php

declare(strict_types=1);

namespace App\Actions\Customers;

use App\Actions\Settings\DeleteAccount;
use App\Infrastructure\Security\StaffActor;
use App\Models\Customer;
use App\Models\User;
use App\Services\Audit\AuditLog;
use App\Services\Customers\CustomerTraces;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Storage;

/**
 * Erases a customer's personal data on request (docs/customers.md lists every place); irreversible.
 *
 * The account goes as when its owner deletes it (DeleteAccount::removeAccount: tokens, sessions, reset links, reviews
 * with their ratings recounted, and by the foreign keys its addresses, carts, lists and alerts). Orders stay, as the
 * law wants for accounting: number, dates, lines, amounts, payment and the company's name and IDNO on an invoice; the
 * name and phone become an anonymous marker, and every other copy of the person's name, phone, e-mail or address the
 * shop keeps beside them is anonymised or removed (CustomerTraces): the timeline's free text, the audit log's values,
 * the mails' addresses, returns, claims, refunds, payments' payer data, alerts, the newsletter, inbox rows and guest
 * data found by the person's phones, e-mails and guest ids. The customer's staff notes and flag go; the customer row
 * stays, marked erased, for the figures. The audit log says who did it and when, and how many orders were kept,
 * nothing of what was erased.
 */
final class EraseCustomer
{
    public function __construct(private readonly DeleteAccount $deleteAccount, private readonly CustomerTraces $traces)
    {
    }

    public static function marker(int $customerId): string
    {
        return 'anonim-'.$customerId;
    }

    /** The number of orders anonymised, null when the customer was already erased (a second request). */
    public function handle(Customer $customer, StaffActor $actor): ?int
    {
        $erased = DB::transaction(function () use ($customer, $actor): ?array {
            /** @var Customer|null $locked */
            $locked = Customer::query()->whereKey($customer->id)->whereNull('erased_at')->lockForUpdate()->first();
            if ($locked === null) {
                return null;
            }
            $user = $locked->user_id === null ? null : User::query()->find($locked->user_id);
            $removeAccount = $user !== null && $user->role === null;
            $marker = self::marker($locked->id);
            $orders = DB::table('orders')->where('customer_id', $locked->id)->get(['id', 'phone', 'email', 'guest_id']);
            $orderIds = $orders->pluck('id')->map(static fn (mixed $id): int => (int) $id)->values()->all();

            // Every phone and e-mail the person gave: the customer's, the account's and each order's, as typed and in
            // lower case (alerts, subscriptions and inbox rows keep the e-mail as it was written).
            $phones = self::distinct([$locked->phone, $user?->phone, ...$orders->pluck('phone')->all()]);
            $typed = [$locked->email, $user?->email, $user?->pending_email, ...$orders->pluck('email')->all()];
            $emails = self::distinct([...$typed, ...array_map(static fn (mixed $email): ?string => is_string($email) ? mb_strtolower(trim($email)) : null, $typed)]);
            $guestIds = self::distinct($orders->pluck('guest_id')->all());
            $reviewIds = $user === null || ! $removeAccount ? [] : DB::table('reviews')->where('user_id', $user->id)->pluck('id')->map(static fn (mixed $id): int => (int) $id)->values()->all();

            foreach (array_chunk($orderIds, 500) as $ids) {
                $this->traces->orders($ids, $marker, $phones, $emails);
            }
            $contacts = $this->traces->contacts($phones, $emails);
            $this->traces->guests($guestIds);
            $this->traces->auditLog(['Order' => $orderIds, 'Customer' => [$locked->id], 'Review' => $reviewIds, ...$contacts['subjects']],
                $removeAccount ? $user->id : null, $marker, $phones, $emails);
            $this->traces->jobs($phones, $emails);
            DB::table('customer_notes')->where('customer_id', $locked->id)->delete();
            if ($removeAccount) {
                $this->deleteAccount->removeAccount($user);
            }
            $locked->forceFill([
                'user_id' => null, 'name' => null, 'phone' => null, 'email' => null, 'flag' => null, 'flag_note' => null,
                'flagged_by' => null, 'flagged_at' => null, 'erased_at' => now(),
            ])->save();
            AuditLog::record($actor, 'customer.erase', $locked, [], ['orders' => count($orderIds), 'account' => $user !== null]);

            return ['orders' => count($orderIds), 'cv_paths' => $contacts['cv_paths']];
        });
        if ($erased === null) {
            return null;
        }
        // The files once the rows are gone for good: a rolled back erasure keeps both.
        $disk = Storage::disk('applications');
        foreach ($erased['cv_paths'] as $path) {
            $disk->delete($path);
        }

        return $erased['orders'];
    }

    /**
     * @param  array<int, mixed>  $values
     * @return list<string>
     */
    private static function distinct(array $values): array
    {
        return array_values(array_unique(array_filter(array_map(static fn (mixed $value): string => is_string($value) ? trim($value) : '', $values), static fn (string $value): bool => $value !== '')));
    }
}
