<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Customers;

use App\Enums\StaffRole;
use App\Events\Orders\OrderPlaced;
use App\Models\AuditEntry;
use App\Models\Customer;
use App\Models\Order;
use App\Models\User;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** The customer list and page, notes, the flag and where it shows, and who may do what (docs/customers.md). */
final class CustomerPagesTest extends TestCase
{
    private function staff(StaffRole $role): User
    {
        return User::factory()->staff($role)->createOne();
    }

    /** @param  array<string, mixed>  $attributes */
    private function place(array $attributes = []): Order
    {
        $order = Order::factory()->createOne($attributes);
        OrderPlaced::dispatch($order);

        return $order->refresh();
    }

    private function customerOf(Order $order): Customer
    {
        return Customer::query()->findOrFail($order->customer_id);
    }

    #[Test]
    public function the_list_searches_by_name_phone_and_email_and_sorts_by_spending(): void
    {
        $ana = $this->place(['name' => 'Ana Rusu', 'phone' => '+37369123456', 'email' => 'ana@example.md', 'status' => 'completed', 'total' => 900_00]);
        $this->place(['name' => 'Ion Creangă', 'phone' => '+37360111222', 'email' => 'ion@example.md', 'status' => 'completed', 'total' => 2_000_00]);
        $manager = $this->staff(StaffRole::Manager);

        $this->actingAs($manager)->get('/admin/clienti?sort=spent')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('admin/customers/index')->has('customers', 2)
            ->where('customers.0.name', 'Ion Creangă')->where('customers.0.spent', 2_000_00)->where('customers.1.orders', 1)
            ->where('pagination.total', 2)->has('flags', 4));
        foreach (['060 11 12 22' => 'Ion Creangă', '069123456' => 'Ana Rusu', 'ANA@ex' => 'Ana Rusu', 'creang' => 'Ion Creangă', '11122' => 'Ion Creangă'] as $typed => $found) {
            $this->actingAs($manager)->get('/admin/clienti?q='.urlencode((string) $typed))->assertInertia(fn (Assert $page) => $page
                ->has('customers', 1)->where('customers.0.name', $found));
        }
        // Hostile or stale query strings open the list with its defaults instead of failing.
        $this->actingAs($manager)->get('/admin/clienti?sort=drop&flag=nope&page=-4&q[]=x')->assertOk()->assertInertia(fn (Assert $page) => $page->has('customers', 2));
        $this->actingAs($manager)->get('/admin/clienti?q=%25_%25')->assertOk()->assertInertia(fn (Assert $page) => $page->has('customers', 0));
        $this->assertNotNull($ana->customer_id);
    }

    #[Test]
    public function the_list_and_the_page_keep_their_number_of_queries_whatever_the_customers_hold(): void
    {
        $manager = $this->staff(StaffRole::Manager);
        $count = function (string $url) use ($manager): int {
            $this->actingAs($manager)->get($url)->assertOk();
            DB::flushQueryLog();
            DB::enableQueryLog();
            $this->actingAs($manager)->get($url)->assertOk();
            $queries = count(DB::getQueryLog());
            DB::disableQueryLog();

            return $queries;
        };
        $first = $this->place(['phone' => '+37369000001']);
        $few = [$count('/admin/clienti'), $count('/admin/clienti/'.$first->customer_id)];
        for ($i = 2; $i <= 12; $i++) {
            $this->place(['phone' => '+3736900000'.($i % 10).($i > 9 ? '1' : ''), 'email' => "c{$i}@example.md"]);
            $this->place(['phone' => '+37369000001', 'email' => null]);
        }
        DB::table('customer_notes')->insert(['customer_id' => $first->customer_id, 'author' => 'A', 'body' => 'x', 'created_at' => now()]);

        $this->assertSame($few, [$count('/admin/clienti'), $count('/admin/clienti/'.$first->customer_id)]);
    }

    #[Test]
    public function a_manager_appends_notes_and_flags_a_customer_and_the_orders_show_the_flag(): void
    {
        $order = $this->place(['name' => 'Ana', 'phone' => '+37369123456']);
        $customer = $this->customerOf($order);
        $manager = $this->staff(StaffRole::Manager);

        $this->actingAs($manager)->post("/admin/clienti/{$customer->id}/note", ['body' => '  Nu răspunde dimineața  '])->assertRedirect("/admin/clienti/{$customer->id}");
        $this->actingAs($manager)->post("/admin/clienti/{$customer->id}/note", ['body' => 'A doua notă']);
        $this->actingAs($manager)->put("/admin/clienti/{$customer->id}/semnal", ['flag' => 'no_pickup', 'note' => 'Două colete refuzate'])->assertRedirect();

        $this->actingAs($manager)->get("/admin/clienti/{$customer->id}")->assertInertia(fn (Assert $page) => $page
            ->component('admin/customers/show')
            ->where('customer.notes.0.body', 'A doua notă')->where('customer.notes.1.body', 'Nu răspunde dimineața')
            ->where('customer.notes.1.author', $manager->name)
            ->where('customer.flag.value', 'no_pickup')->where('customer.flag.label', 'Nu ridică comenzile')->where('customer.flag.note', 'Două colete refuzate')
            ->where('customer.flag.by', $manager->name)->where('customer.orders.0.number', $order->number)->where('can_manage_data', false));
        $this->assertSame(1, AuditEntry::query()->where('action', 'customer.flag')->count());

        // Notes are appended only: there is no route to change or remove one.
        $this->actingAs($manager)->put("/admin/clienti/{$customer->id}/note", ['body' => 'x'])->assertStatus(405);

        // In Russian, the flag's label follows the staff member's language.
        $manager->forceFill(['locale' => 'ru'])->save();
        $this->actingAs($manager)->get("/admin/clienti/{$customer->id}")->assertInertia(fn (Assert $page) => $page->where('customer.flag.label', 'Не забирает заказы'));
    }

    #[Test]
    public function the_flag_shows_on_the_order_list_and_the_order_page_which_links_to_the_customer(): void
    {
        $flagged = $this->place(['name' => 'Ana', 'phone' => '+37369123456']);
        $other = $this->place(['name' => 'Ion', 'phone' => '+37360111222']);
        $this->customerOf($flagged)->forceFill(['flag' => 'fraud', 'flag_note' => 'Card furat'])->save();
        $manager = $this->staff(StaffRole::Manager);

        $this->actingAs($manager)->get('/admin/comenzi')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('customer_flags', [(string) $flagged->number => ['value' => 'fraud', 'label' => 'Suspiciune de fraudă', 'tone' => 'danger']]));
        $this->actingAs($manager)->get('/admin/comenzi/'.$flagged->number)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('customer.id', $flagged->customer_id)->where('customer.flag.value', 'fraud')->where('customer.flag_note', 'Card furat')
            ->where('customer.orders', 1)->where('can_view_customer', true));
        $this->actingAs($manager)->get('/admin/comenzi/'.$other->number)->assertInertia(fn (Assert $page) => $page->where('customer.flag', null));
        // The warehouse sees the flag on the orders it handles, without the customer's page.
        $this->actingAs($this->staff(StaffRole::Warehouse))->get('/admin/comenzi/'.$flagged->number)->assertInertia(fn (Assert $page) => $page
            ->where('customer.flag.value', 'fraud')->where('can_view_customer', false));
        // An order without a customer yet shows none.
        $loose = Order::factory()->createOne();
        $this->actingAs($manager)->get('/admin/comenzi/'.$loose->number)->assertInertia(fn (Assert $page) => $page->where('customer', null));
    }

    #[Test]
    public function notes_and_flags_refuse_hostile_input_in_the_staff_members_language(): void
    {
        $customer = $this->customerOf($this->place());
        $manager = $this->staff(StaffRole::Manager);
        $url = "/admin/clienti/{$customer->id}";

        $this->actingAs($manager)->from($url)->post("{$url}/note", ['body' => '   '])->assertSessionHasErrors(['body' => 'Scrieți textul notei.']);
        $this->actingAs($manager)->from($url)->post("{$url}/note", ['body' => str_repeat('a', 2001)])->assertSessionHasErrors(['body' => 'Nota poate avea cel mult 2000 de caractere.']);
        $this->actingAs($manager)->from($url)->post("{$url}/note", ['body' => ['x']])->assertSessionHasErrors('body');
        $this->actingAs($manager)->from($url)->put("{$url}/semnal", ['flag' => 'boss'])->assertSessionHasErrors(['flag' => 'Alegeți un semnal din listă.']);
        $this->actingAs($manager)->from($url)->put("{$url}/semnal", ['flag' => 'vip', 'note' => str_repeat('a', 501)])->assertSessionHasErrors('note');
        $manager->forceFill(['locale' => 'ru'])->save();
        $this->actingAs($manager)->from($url)->post("{$url}/note", ['body' => ''])->assertSessionHasErrors(['body' => 'Напишите текст заметки.']);
        $this->actingAs($manager)->from($url)->put("{$url}/semnal", ['flag' => 'boss'])->assertSessionHasErrors(['flag' => 'Выберите отметку из списка.']);
        $this->actingAs($manager)->get('/admin/clienti/abc')->assertNotFound();
        $this->actingAs($manager)->get('/admin/clienti/999999')->assertNotFound();
        $this->assertSame(0, DB::table('customer_notes')->count());
        $this->assertNull($customer->fresh()?->flag);

        // An empty choice clears the flag.
        $this->actingAs($manager)->put("{$url}/semnal", ['flag' => 'vip', 'note' => 'x']);
        $this->actingAs($manager)->put("{$url}/semnal", ['flag' => '', 'note' => 'y']);
        $this->assertNull($customer->fresh()?->flag);
        $this->assertNull($customer->fresh()?->flag_note);
    }

    #[Test]
    public function editors_and_the_warehouse_may_not_see_customers_and_managers_may_not_export_or_erase(): void
    {
        $customer = $this->customerOf($this->place());
        foreach ([StaffRole::Editor, StaffRole::Warehouse] as $role) {
            $user = $this->staff($role);
            $this->actingAs($user)->get('/admin/clienti')->assertForbidden();
            $this->actingAs($user)->get("/admin/clienti/{$customer->id}")->assertForbidden();
            $this->actingAs($user)->post("/admin/clienti/{$customer->id}/note", ['body' => 'x'])->assertForbidden();
            $this->actingAs($user)->put("/admin/clienti/{$customer->id}/semnal", ['flag' => 'vip'])->assertForbidden();
        }
        $manager = $this->staff(StaffRole::Manager);
        $this->actingAs($manager)->get("/admin/clienti/{$customer->id}/date")->assertForbidden();
        $this->actingAs($manager)->post("/admin/clienti/{$customer->id}/stergere", ['confirm' => (string) $customer->id])->assertForbidden();
        $this->actingAs(User::factory()->withTwoFactor()->createOne())->get('/admin/clienti')->assertForbidden();
        auth()->logout();
        $this->get('/admin/clienti')->assertRedirect();
        $this->assertNull($customer->fresh()?->erased_at);
    }
}
