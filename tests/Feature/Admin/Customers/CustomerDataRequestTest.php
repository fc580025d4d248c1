<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Customers;

use App\Actions\Customers\EraseCustomer;
use App\Enums\StaffRole;
use App\Events\Orders\OrderPlaced;
use App\Models\Address;
use App\Models\AuditEntry;
use App\Models\Customer;
use App\Models\Order;
use App\Models\ProductImage;
use App\Models\Review;
use App\Models\User;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;
use ZipArchive;

/** A customer's data exported and erased on request (docs/customers.md). */
final class CustomerDataRequestTest extends TestCase
{
    private User $shopper;

    private Order $order;

    private Customer $customer;

    protected function setUp(): void
    {
        parent::setUp();
        $this->shopper = User::factory()->createOne(['name' => 'Ana Rusu', 'email' => 'ana@example.md', 'phone' => '+37369123456']);
        Address::query()->create(['user_id' => $this->shopper->id, 'label' => 'Acasă', 'zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Florilor 5', 'is_default' => true]);
        $product = ProductImage::factory()->createOne()->product;
        (new Review(['user_id' => $this->shopper->id, 'product_id' => $product->id, 'subject' => 'p'.$product->id, 'rating' => 5, 'body' => 'Un telefon foarte bun, recomand.', 'locale' => 'ro', 'status' => 'pending']))->save();
        DB::table('stock_alerts')->insert(['kind' => 'stock', 'product_id' => $product->id, 'email' => 'ana@example.md', 'locale' => 'ro', 'created_at' => now(), 'updated_at' => now()]);
        DB::table('newsletter_subscriptions')->insert(['email' => 'ana@example.md', 'locale' => 'ro', 'created_at' => now(), 'updated_at' => now()]);
        $this->order = Order::factory()->createOne([
            'user_id' => $this->shopper->id, 'name' => 'Ana Rusu', 'phone' => '+37369123456', 'email' => 'ana@example.md', 'address' => 'str. Florilor 5',
            'comment' => 'Sunați la interfon 12', 'call_note' => 'Confirmat cu Ana', 'company_name' => 'Rusu SRL', 'company_idno' => '1003600012345',
            'status' => 'completed', 'subtotal' => 5_000_00, 'total' => 5_000_00, 'payment_method' => 'transfer',
        ]);
        $this->order->lines()->create(['sku' => 'TV-55', 'name' => ['ro' => 'Televizor 55', 'ru' => 'Телевизор 55'], 'slug' => 'tv', 'unit_price' => 5_000_00, 'quantity' => 1, 'line_total' => 5_000_00]);
        OrderPlaced::dispatch($this->order);
        // A guest order of the same phone, before the account: folded into the same customer.
        $guest = Order::factory()->createOne(['phone' => '+37369123456', 'email' => null, 'name' => 'Ana', 'address' => 'str. Teilor 2']);
        OrderPlaced::dispatch($guest);
        $this->customer = Customer::query()->where('user_id', $this->shopper->id)->sole();
        DB::table('customer_notes')->insert(['customer_id' => $this->customer->id, 'author' => 'Manager', 'body' => 'Preferă livrarea seara', 'created_at' => now()]);
        $this->customer->forceFill(['flag' => 'vip', 'flag_note' => 'Client fidel'])->save();
    }

    private function owner(): User
    {
        return User::factory()->staff(StaffRole::Owner)->createOne();
    }

    #[Test]
    public function the_export_is_a_zip_of_everything_the_shop_holds_about_the_person_and_is_audited(): void
    {
        $response = $this->actingAs($this->owner())->get("/admin/clienti/{$this->customer->id}/date")->assertOk();
        $this->assertStringContainsString('no-store', (string) $response->headers->get('Cache-Control'));
        $path = $response->baseResponse->getFile()->getPathname();
        $zip = new ZipArchive;
        $this->assertTrue($zip->open($path) === true);
        /** @var array<string, mixed> $data */
        $data = json_decode((string) $zip->getFromName('customer.json'), true);
        $orders = (string) $zip->getFromName('orders.csv');
        $lines = (string) $zip->getFromName('order_lines.csv');
        $zip->close();

        $this->assertSame('ana@example.md', $data['account']['email']);
        $this->assertSame('Preferă livrarea seara', $data['notes'][0]['body']);
        $this->assertSame('str. Florilor 5', $data['addresses'][0]['address']);
        $this->assertCount(2, $data['orders']);
        $this->assertSame('TV-55', $data['orders'][0]['lines'][0]['sku']);
        $this->assertSame('Televizor 55', $data['orders'][0]['lines'][0]['name']);
        $this->assertSame('Un telefon foarte bun, recomand.', $data['reviews'][0]['body']);
        $this->assertSame('ana@example.md', $data['alerts'][0]['email']);
        $this->assertSame('ana@example.md', $data['newsletter']['email']);
        $this->assertSame('vip', $data['customer']['flag']);
        $this->assertStringContainsString((string) $this->order->number, $orders);
        $this->assertStringContainsString('Rusu SRL', $orders);
        $this->assertStringContainsString('TV-55', $lines);
        $entry = AuditEntry::query()->where('action', 'customer.export')->sole();
        $this->assertStringNotContainsString('ana@example.md', (string) json_encode($entry->toArray()));
    }

    #[Test]
    public function erasing_keeps_what_accounting_needs_and_removes_the_person(): void
    {
        $owner = $this->owner();
        $url = "/admin/clienti/{$this->customer->id}";
        // Asked twice: without the customer's number typed again, or with another one, nothing happens.
        $this->actingAs($owner)->from($url)->post("{$url}/stergere")->assertSessionHasErrors(['confirm' => 'Scrieți numărul clientului pentru confirmare.']);
        $this->actingAs($owner)->from($url)->post("{$url}/stergere", ['confirm' => (string) ($this->customer->id + 1)])->assertSessionHasErrors(['confirm' => 'Numărul nu este al acestui client.']);
        $this->actingAs($owner)->from($url)->post("{$url}/stergere", ['confirm' => ['x']])->assertSessionHasErrors('confirm');
        $this->assertNotNull(User::query()->find($this->shopper->id));

        $this->actingAs($owner)->post("{$url}/stergere", ['confirm' => (string) $this->customer->id])->assertRedirect($url)
            ->assertSessionHas('status', 'Datele personale au fost șterse; comenzi păstrate anonim: 2.');

        $marker = EraseCustomer::marker($this->customer->id);
        $order = $this->order->fresh();
        $this->assertNotNull($order);
        // Accounting keeps: number, amounts, lines, dates, payment, the company's invoice data.
        $this->assertSame([$this->order->number, 5_000_00, 5_000_00, 'completed', 'transfer', 'Rusu SRL', '1003600012345'], [$order->number, $order->subtotal, $order->total, $order->status, $order->payment_method, $order->company_name, $order->company_idno]);
        $this->assertSame(1, $order->lines()->count());
        $this->assertEquals($this->order->created_at, $order->created_at);
        // The person goes.
        $this->assertSame([$marker, $marker, null, $marker, null, null, null], [$order->name, $order->phone, $order->email, $order->address, $order->comment, $order->call_note, $order->user_id]);
        $this->assertSame(0, Order::query()->where('phone', '+37369123456')->orWhere('email', 'ana@example.md')->orWhere('address', 'like', '%Teilor%')->count());
        $this->assertNull(User::query()->find($this->shopper->id));
        $this->assertSame(0, DB::table('addresses')->count());
        $this->assertSame(0, DB::table('reviews')->count());
        $this->assertSame(0, DB::table('stock_alerts')->count());
        $this->assertSame(0, DB::table('newsletter_subscriptions')->count());
        $this->assertSame(0, DB::table('customer_notes')->count());
        $customer = $this->customer->fresh();
        $this->assertNotNull($customer?->erased_at);
        $this->assertSame([null, null, null, null, null, 2, 5_000_00], [$customer->name, $customer->phone, $customer->email, $customer->flag, $customer->user_id, $customer->orders_count, $customer->spent]);
        // Audited: who and when, not what was erased.
        $entry = AuditEntry::query()->where('action', 'customer.erase')->sole();
        $this->assertSame($owner->id, $entry->user_id);
        $logged = (string) json_encode($entry->toArray());
        foreach (['Ana', 'ana@example.md', '69123456', 'Florilor'] as $personal) {
            $this->assertStringNotContainsString($personal, $logged);
        }
        // Erased customers leave the list, match no new order and take no notes; a second erasure changes nothing.
        $this->actingAs($owner)->get('/admin/clienti')->assertInertia(fn ($page) => $page->has('customers', 0));
        $next = Order::factory()->createOne(['phone' => '+37369123456', 'email' => 'ana@example.md']);
        OrderPlaced::dispatch($next);
        $this->assertNotSame($this->customer->id, $next->fresh()?->customer_id);
        $this->actingAs($owner)->post("{$url}/note", ['body' => 'x'])->assertStatus(409);
        $this->actingAs($owner)->post("{$url}/stergere", ['confirm' => (string) $this->customer->id])->assertSessionHas('status', 'Datele acestui client au fost deja șterse.');
        $this->assertSame(1, AuditEntry::query()->where('action', 'customer.erase')->count());
    }
}
