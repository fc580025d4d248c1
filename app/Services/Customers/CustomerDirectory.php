<?php

declare(strict_types=1);

namespace App\Services\Customers;

use App\Enums\OrderStatus;
use App\Models\Customer;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Models\User;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;

/**
 * Keeps the `customers` table (docs/customers.md): which customer each order belongs to and each customer's figures.
 *
 * The folding rule: an order placed from an account belongs to the account's customer. A guest's order belongs to the
 * customer with the same phone (stored +373 form), else the same lower-case e-mail, an account's customer first; else
 * to a new guest customer. The phone wins over the e-mail when they point at two customers (it is the number the shop
 * calls to confirm; two people may share a household e-mail). When an account orders or registers, guest customers with
 * its phone or e-mail fold into it: their orders, notes and flag move over. Erased customers match nobody.
 *
 * The figures (orders, completed orders, money spent on completed orders, first and last order) are worked out again
 * from the customer's orders, by the orders(customer_id, created_at) index, after each placed order (OrderPlaced)
 * and after each row of an order's timeline (every status move, revert, return, refund and edit writes one), once
 * the transaction commits.
 */
final class CustomerDirectory
{
    /** Watches the order pipeline's timeline rows: each one refreshes its order's customer after the commit. */
    public static function register(): void
    {
        OrderEvent::created(static function (OrderEvent $event): void {
            $orderId = $event->order_id;
            DB::afterCommit(static function () use ($orderId): void {
                app(self::class)->refreshForOrderId($orderId);
            });
        });
    }

    /** The order's customer (found or made by the folding rule), recorded on the order, its figures refreshed. */
    public function forOrder(Order $order): Customer
    {
        $customer = $this->withLock(CustomerIdentity::phone($order->phone) ?? 'order-'.$order->id, function () use ($order): Customer {
            $customer = $order->user_id !== null
                ? $this->forAccountId($order->user_id, CustomerIdentity::phone($order->phone), CustomerIdentity::email($order->email))
                : $this->forGuest(CustomerIdentity::phone($order->phone), CustomerIdentity::email($order->email));
            DB::table('orders')->where('id', $order->id)->update(['customer_id' => $customer->id]);
            $order->setAttribute('customer_id', $customer->id);

            return $customer;
        });
        $this->refresh($customer->id);

        return $customer->refresh();
    }

    /** A shopper's account as a customer (made at registration so it is listed before its first order). */
    public function forAccount(User $user): ?Customer
    {
        if ($user->role !== null) {
            return null;
        }
        $customer = $this->withLock(CustomerIdentity::phone($user->phone) ?? 'user-'.$user->id, fn (): Customer => $this->forAccountId($user->id, null, null));
        $this->refresh($customer->id);

        return $customer->refresh();
    }

    public function refreshForOrderId(int $orderId): void
    {
        $customerId = DB::table('orders')->where('id', $orderId)->value('customer_id');
        if ($customerId !== null) {
            $this->refresh((int) $customerId);
        }
    }

    /** Works the customer's figures and contact out again from its orders (and its account, when it has one). */
    public function refresh(int $customerId): void
    {
        $customer = Customer::query()->find($customerId);
        if ($customer === null) {
            return;
        }
        $completed = OrderStatus::Completed->value;
        /** @var object{n: int|string|null, c: int|string|null, s: int|string|null, f: string|null, l: string|null} $figures */
        $figures = DB::table('orders')->where('customer_id', $customerId)->selectRaw(
            'count(*) as n, sum(case when status = ? then 1 else 0 end) as c, sum(case when status = ? then total else 0 end) as s, min(created_at) as f, max(created_at) as l',
            [$completed, $completed],
        )->first();
        $changes = [
            'orders_count' => (int) $figures->n,
            'completed_count' => (int) $figures->c,
            'spent' => (int) $figures->s,
            'first_order_at' => $figures->f,
            'last_order_at' => $figures->l,
        ];
        if (! $customer->isErased()) {
            $changes += $this->contact($customer);
        }
        $customer->forceFill($changes)->save();
    }

    /**
     * Fills the table for orders and accounts without a customer yet (the migration that made it, and
     * `customers:rebuild`): account orders first, so guests fold into accounts, a thousand orders at a time with the
     * keys held in memory, then every customer's figures in one statement.
     *
     * @return array{customers: int, orders: int}
     */
    public function rebuild(): array
    {
        $byUser = $byPhone = $byEmail = [];
        $remember = static function (int $id, ?int $userId, ?string $phone, ?string $email) use (&$byUser, &$byPhone, &$byEmail): void {
            if ($userId !== null) {
                $byUser[$userId] = $id;
            }
            if ($phone !== null) {
                $byPhone[$phone] ??= $id;
            }
            if ($email !== null) {
                $byEmail[$email] ??= $id;
            }
        };
        $before = DB::table('customers')->count();
        // Accounts' customers first, so that a phone or e-mail known to both points at the account.
        DB::table('customers')->whereNull('erased_at')->orderByRaw('user_id is null')->orderBy('id')->select(['id', 'user_id', 'phone', 'email'])
            ->chunk(5000, static function ($rows) use ($remember): void {
                foreach ($rows as $row) {
                    $remember((int) $row->id, $row->user_id === null ? null : (int) $row->user_id, $row->phone, $row->email);
                }
            });
        DB::table('users')->whereNull('role')->orderBy('id')->select(['id', 'name', 'phone', 'email'])
            ->chunk(1000, function ($users) use (&$byUser, $remember): void {
                foreach ($users as $user) {
                    if (! isset($byUser[(int) $user->id])) {
                        $phone = CustomerIdentity::phone($user->phone);
                        $email = CustomerIdentity::email($user->email);
                        $id = $this->insert((int) $user->id, $user->name, $phone, $email);
                        $remember($id, (int) $user->id, $phone, $email);
                    }
                }
            });

        $assigned = 0;
        foreach ([true, false] as $accounts) {
            $query = DB::table('orders')->whereNull('customer_id')->select(['id', 'user_id', 'name', 'phone', 'email']);
            $accounts ? $query->whereNotNull('user_id') : $query->whereNull('user_id');
            $query->chunkById(1000, function ($orders) use (&$byUser, &$byPhone, &$byEmail, $remember, &$assigned): void {
                $groups = [];
                foreach ($orders as $order) {
                    $phone = CustomerIdentity::phone($order->phone);
                    $email = CustomerIdentity::email($order->email);
                    $userId = $order->user_id === null ? null : (int) $order->user_id;
                    $id = $userId !== null ? ($byUser[$userId] ?? null) : ($phone !== null ? ($byPhone[$phone] ?? null) : null) ?? ($email !== null ? ($byEmail[$email] ?? null) : null);
                    if ($id === null) {
                        $id = $this->insert($userId, $order->name, $phone, $email);
                    }
                    $remember($id, $userId, $phone, $email);
                    $groups[$id][] = (int) $order->id;
                }
                foreach ($groups as $id => $ids) {
                    $assigned += DB::table('orders')->whereIn('id', $ids)->whereNull('customer_id')->update(['customer_id' => $id]);
                }
            });
        }
        $this->refreshAll();

        return ['customers' => DB::table('customers')->count() - $before, 'orders' => $assigned];
    }

    /** Moves a guest customer's orders, notes and flag to another customer and removes it. */
    public function merge(Customer $from, Customer $into): void
    {
        if ($from->id === $into->id) {
            return;
        }
        DB::transaction(function () use ($from, $into): void {
            DB::table('orders')->where('customer_id', $from->id)->update(['customer_id' => $into->id]);
            DB::table('customer_notes')->where('customer_id', $from->id)->update(['customer_id' => $into->id]);
            if ($into->flag === null && $from->flag !== null) {
                $into->forceFill(['flag' => $from->flag, 'flag_note' => $from->flag_note, 'flagged_by' => $from->flagged_by, 'flagged_at' => $from->flagged_at])->save();
            }
            $from->delete();
        });
        $this->refresh($into->id);
    }

    private function forAccountId(int $userId, ?string $phone, ?string $email): Customer
    {
        $user = User::query()->find($userId);
        $customer = Customer::query()->where('user_id', $userId)->first();
        $phones = array_values(array_unique(array_filter([$phone, CustomerIdentity::phone($user?->phone)], static fn (?string $value): bool => $value !== null)));
        $emails = array_values(array_unique(array_filter([$email, CustomerIdentity::email($user?->email)], static fn (?string $value): bool => $value !== null)));
        /** @var list<Customer> $guests */
        $guests = Customer::query()->whereNull('user_id')->whereNull('erased_at')
            ->where(static fn ($query) => $query->whereIn('phone', $phones)->orWhereIn('email', $emails))->orderBy('id')->get()->all();
        if ($customer === null) {
            // A guest who made an account: the oldest matching guest customer becomes the account's.
            $customer = array_shift($guests) ?? new Customer;
            $customer->forceFill(['user_id' => $userId] + ($user === null ? [] : ['name' => $user->name, 'email' => CustomerIdentity::email($user->email), 'phone' => CustomerIdentity::phone($user->phone) ?? $phone]))->save();
        }
        foreach ($guests as $guest) {
            $this->merge($guest, $customer);
        }

        return $customer;
    }

    private function forGuest(?string $phone, ?string $email): Customer
    {
        $find = static function (string $column, ?string $value): ?Customer {
            if ($value === null) {
                return null;
            }
            /** @var Customer|null $found */
            $found = Customer::query()->whereNull('erased_at')->where($column, $value)->orderByRaw('user_id is null')->orderBy('id')->first();

            return $found;
        };

        return $find('phone', $phone) ?? $find('email', $email) ?? Customer::query()->create(['phone' => $phone, 'email' => $email]);
    }

    /**
     * The name, phone and e-mail to show and search: the account's, else the latest order's.
     *
     * @return array{name: string|null, phone: string|null, email: string|null}
     */
    private function contact(Customer $customer): array
    {
        /** @var object{name: string|null, phone: string|null, email: string|null}|null $latest */
        $latest = DB::table('orders')->where('customer_id', $customer->id)->orderByDesc('created_at')->orderByDesc('id')->first(['name', 'phone', 'email']);
        $user = $customer->user_id === null ? null : User::query()->find($customer->user_id, ['id', 'name', 'phone', 'email']);

        return [
            'name' => $user !== null ? $user->name : ($latest->name ?? $customer->name),
            'phone' => CustomerIdentity::phone($user?->phone) ?? $customer->phone ?? CustomerIdentity::phone($latest?->phone),
            'email' => CustomerIdentity::email($user?->email) ?? $customer->email ?? CustomerIdentity::email($latest?->email),
        ];
    }

    private function insert(?int $userId, ?string $name, ?string $phone, ?string $email): int
    {
        return DB::table('customers')->insertGetId([
            'user_id' => $userId, 'name' => $name, 'phone' => $phone, 'email' => $email, 'created_at' => now(), 'updated_at' => now(),
        ]);
    }

    /** Every customer's figures and a guest's latest name, in one statement of correlated, indexed subqueries. */
    private function refreshAll(): void
    {
        $completed = OrderStatus::Completed->value;
        $of = 'from orders where orders.customer_id = customers.id';
        DB::update(
            "update customers set orders_count = (select count(*) {$of}),"
            ." completed_count = (select count(*) {$of} and status = ?),"
            ." spent = coalesce((select sum(total) {$of} and status = ?), 0),"
            ." first_order_at = (select min(created_at) {$of}), last_order_at = (select max(created_at) {$of}),"
            ." name = coalesce(name, (select name {$of} and name is not null order by created_at desc, id desc limit 1))"
            .' where erased_at is null',
            [$completed, $completed],
        );
    }

    /**
     * @template T
     *
     * @param  callable(): T  $resolve
     * @return T
     */
    private function withLock(string $key, callable $resolve): mixed
    {
        // Two orders of one new phone at once make one customer, not two.
        return Cache::lock('customer-identity:'.sha1($key), 10)->block(5, $resolve);
    }
}
