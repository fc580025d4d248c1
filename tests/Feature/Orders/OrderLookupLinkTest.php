<?php

declare(strict_types=1);

namespace Tests\Feature\Orders;

use App\Enums\OrderStatus;
use App\Mail\Orders\OrderAfterSaleLink;
use App\Models\Order;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The order lookup's "return or warranty" button: the order's signed link goes to the address on the order (masked
 * in the answer), in the order's language, through the order mails' outbox; a wrong phone is refused, an order
 * without an address is told to call the shop, and the mails are capped per order and per IP.
 */
final class OrderLookupLinkTest extends TestCase
{
    use RefreshDatabase;

    /**
     * @return array<string, array{string, string, string, string, string}>
     */
    public static function languages(): array
    {
        return [
            'ro' => ['', 'ro', 'Am trimis linkul comenzii la a***@example.md.', 'Nu am găsit o comandă cu acest număr și acest telefon. Verificați ce ați introdus.', 'Comanda nu are o adresă de e-mail. Pentru retur sau garanție sunați-ne la '],
            'ru' => ['/ru', 'ru', 'Мы отправили ссылку на заказ на a***@example.md.', 'Заказ с таким номером и телефоном не найден. Проверьте введённые данные.', 'В заказе нет адреса e-mail. Для возврата или гарантии позвоните нам: '],
        ];
    }

    private function order(string $locale, ?string $email = 'ana.popescu@example.md'): Order
    {
        return Order::factory()->status(OrderStatus::Completed)
            ->createOne(['phone' => '+37360123456', 'email' => $email, 'locale' => $locale, 'guest_id' => 'someone-elses-browser']);
    }

    #[Test]
    #[DataProvider('languages')]
    public function the_orders_signed_link_goes_to_the_address_on_the_order(string $prefix, string $locale, string $sent): void
    {
        Mail::fake();
        $order = $this->order($locale);

        $this->from($prefix.'/comanda/cautare')
            ->post($prefix.'/comanda/cautare/link', ['number' => $order->number, 'phone' => '060 12 34 56', 'email' => 'thief@example.md'])
            ->assertRedirect($prefix.'/comanda/cautare')->assertSessionHasNoErrors()
            ->assertSessionHas('inertia.flash_data.orderLookupLink', ['sent' => true, 'message' => $sent])
            ->assertSessionHas('inertia.flash_data.orderLookup.number', $order->number);

        Mail::assertSent(OrderAfterSaleLink::class, 1);
        Mail::assertSent(OrderAfterSaleLink::class, function (OrderAfterSaleLink $mail) use ($order, $locale): bool {
            $html = $mail->render();

            return $mail->hasTo('ana.popescu@example.md') && ! $mail->hasTo('thief@example.md') && $mail->locale === $locale
                && str_contains($html, 'signature=') && str_contains($html, ($locale === 'ru' ? '/ru' : '').'/comanda/'.$order->number);
        });
        $this->assertDatabaseHas('order_mails', ['order_id' => $order->id, 'recipient' => 'ana.popescu@example.md', 'locale' => $locale]);
        $this->assertNotNull(DB::table('order_mails')->where('order_id', $order->id)->where('type', 'like', 'link_%')->value('sent_at'));
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_wrong_phone_is_refused_and_mails_nothing(string $prefix, string $locale, string $sent, string $notFound): void
    {
        Mail::fake();
        $order = $this->order($locale);

        $this->from($prefix.'/comanda/cautare')
            ->post($prefix.'/comanda/cautare/link', ['number' => $order->number, 'phone' => '069 99 99 99'])
            ->assertRedirect($prefix.'/comanda/cautare')->assertSessionHasErrors(['number' => $notFound])
            ->assertSessionMissing('inertia.flash_data.orderLookupLink');
        $this->postJson($prefix.'/comanda/cautare/link', ['number' => $order->number, 'phone' => 'not a phone'])->assertStatus(422);

        Mail::assertNothingSent();
        $this->assertDatabaseMissing('order_mails', ['order_id' => $order->id]);
    }

    #[Test]
    #[DataProvider('languages')]
    public function an_order_without_an_address_is_told_to_call_the_shop(string $prefix, string $locale, string $sent, string $notFound, string $call): void
    {
        Mail::fake();
        config(['shop.phones' => ['+37322123456']]);
        $order = $this->order($locale, null);

        $this->postJson($prefix.'/comanda/cautare/link', ['number' => $order->number, 'phone' => '+37360123456'])
            ->assertOk()->assertJson(['sent' => false, 'message' => $call.'022 12 34 56.']);

        Mail::assertNothingSent();
    }

    #[Test]
    public function the_mails_are_capped_per_order_and_per_ip(): void
    {
        Mail::fake();
        config(['rate_limits.order-lookup-link.attempts' => 2, 'rate_limits.order-lookup-link.ip_attempts' => 3]);
        $order = $this->order('ro');
        $other = Order::factory()->status(OrderStatus::Completed)->createOne(['phone' => '+37360654321', 'email' => 'ion@example.md']);

        for ($i = 0; $i < 2; $i++) {
            $this->travel(1)->seconds();
            $this->postJson('/comanda/cautare/link', ['number' => $order->number, 'phone' => '+37360123456'])->assertStatus(202);
        }
        $this->postJson('/comanda/cautare/link', ['number' => $order->number, 'phone' => '+37360123456'])->assertStatus(429);
        Mail::assertSent(OrderAfterSaleLink::class, 2);

        // Another order from the same address: its own first mail, then the address's cap.
        $this->postJson('/comanda/cautare/link', ['number' => $other->number, 'phone' => '+37360654321'])->assertStatus(202);
        $this->postJson('/comanda/cautare/link', ['number' => $other->number, 'phone' => '+37360654321'])->assertStatus(429);
        Mail::assertSent(OrderAfterSaleLink::class, 3);
    }
}
