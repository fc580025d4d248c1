<?php

declare(strict_types=1);

namespace Tests\Feature\Orders;

use App\Enums\OrderStatus;
use App\Models\Order;
use App\Models\OrderEvent;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * Finding an order without its link (/comanda/cautare): its number and the phone it was placed with show its status
 * and timeline; a wrong phone and an unknown number get the very same answer; the tries are rate limited per address
 * and per number; malformed input is a 4xx in the shopper's language, never a 500.
 */
final class OrderLookupTest extends TestCase
{
    use RefreshDatabase;

    /**
     * @return array<string, array{string, string, string, string, string}>
     */
    public static function languages(): array
    {
        return [
            'ro' => ['', 'Găsiți comanda', 'Nu am găsit o comandă cu acest număr și acest telefon. Verificați ce ați introdus.', 'Introduceți numărul comenzii, de exemplu ES-2611-000123.', 'Confirmată'],
            'ru' => ['/ru', 'Найти заказ', 'Заказ с таким номером и телефоном не найден. Проверьте введённые данные.', 'Введите номер заказа, например ES-2611-000123.', 'Подтверждён'],
        ];
    }

    private function order(): Order
    {
        $order = Order::factory()->status(OrderStatus::Confirmed)->createOne(['phone' => '+37360123456', 'guest_id' => 'someone-elses-browser']);
        OrderEvent::query()->create(['order_id' => $order->id, 'type' => 'status', 'actor' => 'staff', 'from_status' => 'new', 'to_status' => 'confirmed', 'public' => true]);

        return $order;
    }

    #[Test]
    #[DataProvider('languages')]
    public function the_page_answers_in_both_languages(string $prefix, string $title): void
    {
        $this->get($prefix.'/comanda/cautare')->assertOk()
            ->assertSee('<title data-inertia="">'.$title.' - Electro Shop</title>', false)
            ->assertHeader('Cache-Control', 'no-store, private')
            ->assertInertia(fn (Assert $page) => $page->component('orders/lookup')->where('meta.title', $title)
                ->where('breadcrumbs.0.url', $prefix.'/comanda/cautare'));
    }

    #[Test]
    #[DataProvider('languages')]
    public function the_number_and_phone_show_the_orders_status_and_timeline(string $prefix, string $title, string $notFound, string $badNumber, string $confirmed): void
    {
        $order = $this->order();

        $this->from($prefix.'/comanda/cautare')
            ->post($prefix.'/comanda/cautare', ['number' => '  '.strtolower((string) $order->number).' ', 'phone' => '060 12 34 56'])
            ->assertRedirect($prefix.'/comanda/cautare')->assertSessionHasNoErrors()
            ->assertSessionHas('inertia.flash_data.orderLookup.number', $order->number)
            ->assertSessionHas('inertia.flash_data.orderLookup.status', 'confirmed')
            ->assertSessionHas('inertia.flash_data.orderLookup.status_label', $confirmed)
            ->assertSessionHas('inertia.flash_data.orderLookup.timeline.1.status', 'confirmed');

        $json = $this->postJson($prefix.'/comanda/cautare', ['number' => $order->number, 'phone' => '+373 60 12 34 56'])->assertOk();
        // Where the order is, nothing of whom, where to or what.
        $this->assertSame(['number', 'status', 'status_label', 'status_hint', 'placed_at', 'timeline'], array_keys((array) $json->json('data')));
        $this->assertStringNotContainsString('Popescu', (string) $json->getContent());
        $this->assertStringNotContainsString('Ștefan cel Mare', (string) $json->getContent());
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_wrong_phone_and_an_unknown_number_get_the_same_answer(string $prefix, string $title, string $notFound): void
    {
        $order = $this->order();
        $wrongPhone = $this->from($prefix.'/comanda/cautare')->post($prefix.'/comanda/cautare', ['number' => $order->number, 'phone' => '069 99 99 99']);
        $unknown = $this->from($prefix.'/comanda/cautare')->post($prefix.'/comanda/cautare', ['number' => 'ES-2026-999999', 'phone' => '060 12 34 56']);

        foreach ([$wrongPhone, $unknown] as $response) {
            $response->assertRedirect($prefix.'/comanda/cautare')->assertSessionHasErrors(['number' => $notFound])
                ->assertSessionMissing('inertia.flash_data.orderLookup');
        }
        $this->assertSame($wrongPhone->status(), $unknown->status());

        $a = $this->postJson($prefix.'/comanda/cautare', ['number' => $order->number, 'phone' => '069 99 99 99'])->assertUnprocessable();
        $b = $this->postJson($prefix.'/comanda/cautare', ['number' => 'ES-2026-999999', 'phone' => '060 12 34 56'])->assertUnprocessable();
        $this->assertSame($a->getContent(), $b->getContent());
        $this->assertSame(['message' => $notFound, 'errors' => ['number' => [$notFound]]], $a->json());
    }

    #[Test]
    #[DataProvider('languages')]
    public function tries_are_limited_per_address_and_per_number(string $prefix): void
    {
        config()->set('rate_limits.order-lookup.attempts', 2);
        config()->set('rate_limits.order-lookup.number_attempts', 2);
        $order = $this->order();
        $throttled = $prefix === '' ? 'Ați trimis formularul de prea multe ori. Încercați din nou peste 10 min.' : 'Вы отправляли форму слишком часто. Попробуйте снова через 10 мин.';

        // Per number, whichever address asks: two wrong phones, then even the right one waits.
        $this->withServerVariables(['REMOTE_ADDR' => '203.0.113.1'])->postJson($prefix.'/comanda/cautare', ['number' => $order->number, 'phone' => '069 00 00 01'])->assertUnprocessable();
        $this->withServerVariables(['REMOTE_ADDR' => '203.0.113.2'])->postJson($prefix.'/comanda/cautare', ['number' => $order->number, 'phone' => '069 00 00 02'])->assertUnprocessable();
        $this->withServerVariables(['REMOTE_ADDR' => '203.0.113.3'])->postJson($prefix.'/comanda/cautare', ['number' => $order->number, 'phone' => '060 12 34 56'])
            ->assertStatus(429)->assertHeader('Retry-After')->assertJsonPath('errors.number.0', $throttled);

        // Per address, whatever number: the third try from one address is refused, beside the number on the page.
        $this->withServerVariables(['REMOTE_ADDR' => '203.0.113.9']);
        $this->postJson($prefix.'/comanda/cautare', ['number' => 'ES-2026-100001', 'phone' => '060 12 34 56'])->assertUnprocessable();
        $this->postJson($prefix.'/comanda/cautare', ['number' => 'ES-2026-100002', 'phone' => '060 12 34 56'])->assertUnprocessable();
        // (the per-number counts of these were one each: it is the address that is held)
        $this->from($prefix.'/comanda/cautare')->post($prefix.'/comanda/cautare', ['number' => 'ES-2026-100003', 'phone' => '060 12 34 56'])
            ->assertRedirect($prefix.'/comanda/cautare')->assertSessionHasErrors(['number' => $throttled]);
    }

    /**
     * @return array<string, array{array<string, mixed>, string}>
     */
    public static function malformed(): array
    {
        return [
            'number as a list' => [['number' => ['ES-2026-000001'], 'phone' => '060 12 34 56'], 'number'],
            'number as an object' => [['number' => ['a' => ['b' => 'c']], 'phone' => '060 12 34 56'], 'number'],
            'phone as a list' => [['number' => 'ES-2026-000001', 'phone' => ['060 12 34 56']], 'phone'],
            'number past 64 bits' => [['number' => 'ES-2026-99999999999999999999999999', 'phone' => '060 12 34 56'], 'number'],
            'number as a huge integer' => [['number' => 99999999999999999999, 'phone' => '060 12 34 56'], 'number'],
            'a megabyte of number' => [['number' => str_repeat('9', 1_000_000), 'phone' => '060 12 34 56'], 'number'],
            'nothing' => [[], 'number'],
            'a NUL byte' => [['number' => "ES-2026-\0000001", 'phone' => '060 12 34 56'], 'number'],
            'not a phone' => [['number' => 'ES-2026-000001', 'phone' => '0900 123 456'], 'phone'],
        ];
    }

    /**
     * @param  array<string, mixed>  $input
     */
    #[Test]
    #[DataProvider('malformed')]
    public function malformed_input_is_refused_in_the_shoppers_language(array $input, string $field): void
    {
        $this->order();
        $messages = [
            'number' => ['ro' => 'Introduceți numărul comenzii, de exemplu ES-2611-000123.', 'ru' => 'Введите номер заказа, например ES-2611-000123.'],
            'phone' => ['ro' => __('forms.phone_invalid', [], 'ro'), 'ru' => __('forms.phone_invalid', [], 'ru')],
        ];
        foreach (['ro' => '', 'ru' => '/ru'] as $locale => $prefix) {
            $this->postJson($prefix.'/comanda/cautare', $input)->assertUnprocessable()
                ->assertJsonPath('errors.'.$field.'.0', $messages[$field][$locale]);
            $this->from($prefix.'/comanda/cautare')->post($prefix.'/comanda/cautare', $input)
                ->assertRedirect($prefix.'/comanda/cautare')->assertSessionHasErrors([$field => $messages[$field][$locale]]);
        }
    }

    #[Test]
    #[DataProvider('languages')]
    public function bytes_that_are_not_utf8_are_a_400_in_the_shoppers_language(string $prefix): void
    {
        $locale = $prefix === '' ? 'ro' : 'ru';
        $this->post($prefix.'/comanda/cautare', ['number' => "ES-2026-\xff\xfe", 'phone' => '060 12 34 56'])->assertStatus(400)
            ->assertInertia(fn (Assert $page) => $page->component('errors/error')->where('locale', $locale)
                ->where('message', __('errors.400.message', [], $locale))->etc());
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_json_body_with_bytes_that_are_not_utf8_is_a_400_in_the_shoppers_language(string $prefix): void
    {
        $locale = $prefix === '' ? 'ro' : 'ru';
        $this->call('POST', $prefix.'/comanda/cautare', [], [], [], ['CONTENT_TYPE' => 'application/json', 'HTTP_ACCEPT' => 'application/json'], "{\"number\":\"ES-\xff\",\"phone\":\"060123456\"}")
            ->assertStatus(400)->assertJsonPath('message', __('errors.400.message', [], $locale));
    }
}
