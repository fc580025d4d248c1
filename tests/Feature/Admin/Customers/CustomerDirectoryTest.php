<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Customers;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Enums\OrderStatus;
use App\Events\Orders\OrderPlaced;
use App\Models\Customer;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Models\User;
use App\Services\Customers\CustomerDirectory;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** The folding rule and the figures of docs/customers.md. */
final class CustomerDirectoryTest extends TestCase
{
    /** @param  array<string, mixed>  $attributes */
    private function place(array $attributes): Order
    {
        $order = Order::factory()->createOne($attributes);
        OrderPlaced::dispatch($order);

        return $order->refresh();
    }

    #[Test]
    public function guests_fold_by_normalised_phone_then_by_lower_case_email(): void
    {
        $first = $this->place(['phone' => '+37369123456', 'email' => 'Ana@Example.md', 'name' => 'Ana']);
        $samePhone = $this->place(['phone' => '+37369123456', 'email' => null, 'name' => 'Ana P.']);
        $sameEmail = $this->place(['phone' => '+37360111222', 'email' => ' ana@example.MD', 'name' => 'Ana']);
        $stranger = $this->place(['phone' => '+37360999888', 'email' => 'ion@example.md', 'name' => 'Ion']);

        $this->assertNotNull($first->customer_id);
        $this->assertSame($first->customer_id, $samePhone->customer_id);
        $this->assertSame($first->customer_id, $sameEmail->customer_id);
        $this->assertNotSame($first->customer_id, $stranger->customer_id);
        $customer = Customer::query()->findOrFail($first->customer_id);
        $this->assertSame(['+37369123456', 'ana@example.md', 3, 'Ana'], [$customer->phone, $customer->email, $customer->orders_count, $customer->name]);
        $this->assertSame(2, Customer::query()->count());
    }

    #[Test]
    public function the_phone_wins_when_phone_and_email_point_at_two_customers(): void
    {
        $byPhone = $this->place(['phone' => '+37369123456', 'email' => 'a@example.md']);
        $byEmail = $this->place(['phone' => '+37360111222', 'email' => 'b@example.md']);
        $both = $this->place(['phone' => '+37369123456', 'email' => 'b@example.md']);

        $this->assertSame($byPhone->customer_id, $both->customer_id);
        $this->assertNotSame($byEmail->customer_id, $both->customer_id);
    }

    #[Test]
    public function a_guest_who_later_makes_an_account_folds_into_it_with_notes_and_flag(): void
    {
        $guest = $this->place(['phone' => '+37369123456', 'email' => 'old@example.md']);
        $other = $this->place(['phone' => '+37360111222', 'email' => 'ana@example.md']);
        Customer::query()->whereKey($other->customer_id)->update(['flag' => 'vip', 'flag_note' => 'Cumpără des']);
        DB::table('customer_notes')->insert(['customer_id' => $other->customer_id, 'author' => 'Manager', 'body' => 'Sună seara', 'created_at' => now()]);
        $user = User::factory()->createOne(['email' => 'ana@example.md', 'phone' => null, 'name' => 'Ana Account']);

        $fromAccount = $this->place(['user_id' => $user->id, 'phone' => '+37369123456', 'email' => 'ana@example.md']);

        $customer = Customer::query()->where('user_id', $user->id)->sole();
        $this->assertSame($customer->id, $fromAccount->customer_id);
        $this->assertSame([$customer->id], Order::query()->distinct()->pluck('customer_id')->all());
        $this->assertSame(1, Customer::query()->count(), 'both guest customers folded into the account');
        $this->assertSame(3, $customer->orders_count);
        $this->assertSame('vip', $customer->flag?->value);
        $this->assertSame(1, DB::table('customer_notes')->where('customer_id', $customer->id)->count());
        $this->assertSame('Ana Account', $customer->name);
        $this->assertNotNull($guest->customer_id);
    }

    #[Test]
    public function a_shopper_account_is_listed_once_its_email_is_confirmed_with_its_guest_orders_folded_in(): void
    {
        $guest = $this->place(['phone' => '+37360111222', 'email' => 'ana@example.md']);
        $user = User::factory()->unverified()->createOne(['email' => 'ana@example.md', 'phone' => null]);
        $staff = User::factory()->staff(\App\Enums\StaffRole::Manager)->createOne();

        event(new \Illuminate\Auth\Events\Verified($user));
        event(new \Illuminate\Auth\Events\Verified($staff));

        $customer = Customer::query()->where('user_id', $user->id)->sole();
        $this->assertSame($guest->customer_id, $customer->id, 'the guest customer became the account\'s');
        $this->assertSame(1, $customer->orders_count);
        $this->assertSame(0, Customer::query()->where('user_id', $staff->id)->count(), 'staff accounts are not customers');
    }

    #[Test]
    public function total_spent_counts_completed_orders_and_follows_status_moves(): void
    {
        $order = $this->place(['total' => 500_00, 'status' => OrderStatus::Completed->value]);
        $this->place(['total' => 300_00, 'status' => OrderStatus::Cancelled->value]);
        $open = $this->place(['total' => 200_00]);
        $customer = Customer::query()->findOrFail($order->customer_id);
        $this->assertSame([3, 1, 500_00], [$customer->orders_count, $customer->completed_count, $customer->spent]);

        // The pipeline's timeline row of a move refreshes the figures after the commit.
        DB::transaction(static function () use ($open): void {
            DB::table('orders')->where('id', $open->id)->update(['status' => OrderStatus::Completed->value]);
            OrderEvent::query()->create(['order_id' => $open->id, 'actor' => OrderActor::Staff, 'type' => OrderEventType::Status, 'from_status' => 'shipped', 'to_status' => 'completed', 'public' => true]);
        });

        $customer->refresh();
        $this->assertSame([3, 2, 700_00], [$customer->orders_count, $customer->completed_count, $customer->spent]);
        $this->assertNotNull($customer->last_order_at);
    }

    #[Test]
    public function a_one_click_order_from_the_shop_finds_its_customer(): void
    {
        $this->seed(\Database\Seeders\DatabaseSeeder::class);
        $this->withCredentials()->withCookie(\App\Infrastructure\Shopper\GuestId::COOKIE, str_repeat('g', 40));
        /** @var \App\Models\Product $product */
        $product = \App\Models\Product::query()->orderBy('id')->firstOrFail();
        \Tests\Support\Stock::only($product, 3);

        $this->postJson('/comanda-rapida', ['product_id' => $product->id, 'phone' => '069 123 456', 'idempotency_key' => (string) \Illuminate\Support\Str::uuid()])->assertCreated();

        $order = Order::query()->latest('id')->firstOrFail();
        $this->assertNotNull($order->customer_id);
        $this->assertSame('+37369123456', Customer::query()->findOrFail($order->customer_id)->phone);
    }

    #[Test]
    public function rebuild_folds_existing_orders_accounts_first_and_counts_them_in_one_pass(): void
    {
        $user = User::factory()->createOne(['email' => 'ana@example.md', 'phone' => '+37369123456']);
        Order::factory()->createOne(['phone' => '+37369123456', 'email' => null, 'status' => 'completed', 'total' => 100_00]);
        Order::factory()->createOne(['user_id' => $user->id, 'phone' => '+37360111222', 'email' => 'ana@example.md', 'status' => 'completed', 'total' => 50_00]);
        Order::factory()->createOne(['phone' => '+37360111222', 'email' => 'x@example.md']);
        Order::factory()->createOne(['phone' => '+37360999888', 'email' => 'ION@example.md', 'name' => 'Ion']);
        User::factory()->staff(\App\Enums\StaffRole::Manager)->createOne();

        $done = app(CustomerDirectory::class)->rebuild();

        $this->assertSame(['customers' => 2, 'orders' => 4], $done);
        $account = Customer::query()->where('user_id', $user->id)->sole();
        $this->assertSame([3, 2, 150_00], [$account->orders_count, $account->completed_count, $account->spent]);
        $guest = Customer::query()->whereNull('user_id')->sole();
        $this->assertSame(['Ion', 'ion@example.md', 1], [$guest->name, $guest->email, $guest->orders_count]);
        $this->assertSame(['customers' => 0, 'orders' => 0], app(CustomerDirectory::class)->rebuild());
    }
}
