<?php

declare(strict_types=1);

namespace Tests\Feature\Returns;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Infrastructure\Http\OrderLinks;
use App\Infrastructure\Shopper\GuestId;
use App\Models\AuditEntry;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Models\OrderReturn;
use App\Models\User;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * A customer asks for a return from their order's page: within `returns.window_days` of delivery, never more units
 * than bought minus what earlier returns hold, only for their own order (account, guest cookie, signed link), with
 * every refusal a 4xx in their language.
 */
final class RequestReturnTest extends TestCase
{
    use MakesDeliveredOrders;

    private string $guestId;

    protected function setUp(): void
    {
        parent::setUp();
        Queue::fake();
        config(['returns.window_days' => 14]);
        $this->arrangeCatalogue();
        $this->guestId = Str::random(40);
    }

    protected function tearDown(): void
    {
        $this->assertSame([], Stock::drift(), 'stock_total is the sum of the places');
        parent::tearDown();
    }

    private function asGuest(): static
    {
        return $this->withCredentials()->withCookie(GuestId::COOKIE, $this->guestId);
    }

    /**
     * @param  array<int, int>  $lines
     * @return array<string, mixed>
     */
    private function form(array $lines, string $handover = 'courier'): array
    {
        return ['lines' => $lines, 'reason' => 'changed_mind', 'details' => null, 'handover' => $handover, 'address' => 'str. Ismail 5, Chișinău', 'store_id' => null];
    }

    private function guestOrder(int $quantity = 2, ?\Carbon\CarbonInterface $completedAt = null, string $locale = 'ro'): Order
    {
        return $this->deliveredOrder($this->product(), $quantity, $completedAt, ['guest_id' => $this->guestId, 'locale' => $locale]);
    }

    #[Test]
    public function a_guest_asks_to_return_part_of_a_delivered_order_and_everything_follows(): void
    {
        $order = $this->guestOrder(3, locale: 'ru');
        $line = $this->lineId($order);

        $this->asGuest()->from('/ru/comanda/'.$order->number)->post('/ru/comanda/'.$order->number.'/retur', $this->form([$line => 2]))
            ->assertRedirect('/ru/comanda/'.$order->number)->assertSessionHasNoErrors();

        $return = OrderReturn::query()->with('lines')->sole();
        $this->assertSame(['requested', 'changed_mind', 'courier', 'str. Ismail 5, Chișinău'], [$return->status, $return->reason, $return->handover, $return->address]);
        $this->assertSame([[$line, 2]], $return->lines->map(static fn ($l): array => [$l->order_line_id, $l->quantity])->all());
        $event = OrderEvent::query()->where('type', OrderEventType::Return->value)->sole();
        $this->assertSame([OrderActor::Customer, 'requested', true], [$event->actor, $event->to_status, $event->public]);
        $this->assertSame([['return_'.$return->id.'_requested', 'ru']], DB::table('order_mails')->get(['type', 'locale'])->map(static fn ($r): array => [$r->type, $r->locale])->all());
        $this->assertSame('return.request', AuditEntry::query()->where('subject_label', $order->number)->sole()->action);

        // The order page shows it, with its timeline row, in the order's language; one unit is left to return.
        $this->asGuest()->get('/ru/comanda/'.$order->number)->assertInertia(fn (Assert $page) => $page
            ->where('afterSale.returns.0.status_label', 'Заявка отправлена')
            ->where('afterSale.return_form.lines.0.free', 1)
            ->where('order.timeline.2.status', 'return_requested')
            ->where('order.timeline.2.label', 'Запрошен возврат'));

        // Whoever finds the order by its number and phone sees the step on its timeline, and nothing of its lines.
        $found = $this->postJson('/ru/comanda/cautare', ['number' => $order->number, 'phone' => '069 123 456'])->assertOk();
        $this->assertSame(['placed', 'completed', 'return_requested'], array_column($found->json('data.timeline'), 'status'));
        $this->assertArrayNotHasKey('lines', $found->json('data'));
    }

    #[Test]
    public function outside_the_window_the_form_is_not_offered_and_the_server_refuses_in_the_shoppers_language(): void
    {
        $order = $this->guestOrder(1, now()->subDays(14)->subMinute());

        $this->asGuest()->get('/comanda/'.$order->number)->assertInertia(fn (Assert $page) => $page
            ->where('afterSale.return_form', null)
            ->where('afterSale.claim_form.lines.0.id', $this->lineId($order)));
        $this->asGuest()->postJson('/comanda/'.$order->number.'/retur', $this->form([$this->lineId($order) => 1]))
            ->assertStatus(422)->assertJsonPath('errors.lines.0', fn (string $m): bool => str_starts_with($m, 'Termenul de retur de 14 zile a expirat'));
        $this->asGuest()->postJson('/ru/comanda/'.$order->number.'/retur', $this->form([$this->lineId($order) => 1]))
            ->assertStatus(422)->assertJsonPath('errors.lines.0', fn (string $m): bool => str_starts_with($m, 'Срок возврата 14 дней истёк'));
        $this->assertSame(0, OrderReturn::query()->count());

        // One minute inside the window it is still open.
        $inside = $this->guestOrder(1, now()->subDays(14)->addMinute());
        $this->asGuest()->postJson('/comanda/'.$inside->number.'/retur', $this->form([$this->lineId($inside) => 1]))->assertOk();
    }

    #[Test]
    public function an_order_not_delivered_yet_offers_nothing_and_is_refused(): void
    {
        $order = Order::factory()->withLine($this->product(), 1)->createOne(['guest_id' => $this->guestId, 'status' => 'shipped']);

        $this->asGuest()->get('/comanda/'.$order->number)->assertInertia(fn (Assert $page) => $page->where('afterSale', null));
        $this->asGuest()->postJson('/comanda/'.$order->number.'/retur', $this->form([$this->lineId($order) => 1]))
            ->assertStatus(422)->assertJsonPath('errors.lines.0', 'Returul se poate cere după ce primiți comanda.');
    }

    #[Test]
    public function never_more_units_than_bought_minus_what_other_returns_hold(): void
    {
        $order = $this->guestOrder(2);
        $line = $this->lineId($order);
        $url = '/comanda/'.$order->number.'/retur';

        $this->asGuest()->postJson($url, $this->form([$line => 3]))->assertStatus(422)
            ->assertJson(['errors' => ['lines.'.$line => ['Puteți returna cel mult 2 buc. din acest produs.']]]);
        $this->asGuest()->postJson($url, $this->form([$line => 1]))->assertOk();
        $this->asGuest()->postJson($url, $this->form([$line => 2]))->assertStatus(422)
            ->assertJson(['errors' => ['lines.'.$line => ['Puteți returna cel mult 1 buc. din acest produs.']]]);
        $this->asGuest()->postJson($url, $this->form([$line => 0]))->assertStatus(422)
            ->assertJsonPath('errors.lines.0', 'Alegeți cel puțin un produs și cantitatea de returnat.');

        // A refused return gives its units back to what may be asked for.
        OrderReturn::query()->update(['status' => 'refused']);
        $this->asGuest()->postJson($url, $this->form([$line => 2]))->assertOk();
        $this->assertSame(2, OrderReturn::query()->count());
    }

    #[Test]
    public function a_line_of_another_order_is_refused(): void
    {
        $order = $this->guestOrder();
        $other = $this->deliveredOrder($this->product());

        $this->asGuest()->postJson('/comanda/'.$order->number.'/retur', $this->form([$this->lineId($other) => 1]))
            ->assertStatus(422)->assertJsonPath('errors.lines.0', 'Acest produs nu face parte din comandă.');
    }

    #[Test]
    public function a_drop_off_needs_one_of_the_shops_stores(): void
    {
        $order = $this->guestOrder();
        $store = $this->shop();
        $form = ['lines' => [$this->lineId($order) => 1], 'reason' => 'defective', 'handover' => 'store'];

        $this->asGuest()->postJson('/comanda/'.$order->number.'/retur', $form)->assertStatus(422)->assertJsonPath('errors.store_id.0', 'Alegeți magazinul în care aduceți produsele.');
        // The warehouse is no store a shopper may pick.
        $this->asGuest()->postJson('/comanda/'.$order->number.'/retur', [...$form, 'store_id' => $this->warehouse])->assertStatus(422);
        $this->asGuest()->postJson('/comanda/'.$order->number.'/retur', [...$form, 'store_id' => $store->id])->assertOk();
        $this->assertSame($store->id, OrderReturn::query()->sole()->store_id);
    }

    #[Test]
    public function only_the_orders_own_account_guest_or_signed_link_reaches_it(): void
    {
        $owner = User::factory()->createOne();
        $order = $this->deliveredOrder($this->product(), 2, null, ['user_id' => $owner->id]);
        $form = $this->form([$this->lineId($order) => 1]);
        $url = '/comanda/'.$order->number.'/retur';

        $this->actingAs(User::factory()->createOne())->postJson($url, $form)->assertNotFound();
        $this->app['auth']->forgetGuards();
        $this->withCookie(GuestId::COOKIE, Str::random(40))->postJson($url, $form)->assertNotFound();
        $this->postJson($url.'?expires='.(time() + 3600).'&signature=forged', $form)->assertNotFound();
        // A link signed for the order page does not open the return's address.
        $this->postJson($url.'?'.parse_url(OrderLinks::page($order, false), PHP_URL_QUERY), $form)->assertNotFound();
        $this->assertSame(0, OrderReturn::query()->count());

        // The page opened through its signed link posts to an address signed until the same moment.
        $page = $this->get(OrderLinks::page($order, false))->assertOk();
        $returnUrl = $page->viewData('page')['props']['afterSale']['return_form']['url'];
        $this->assertStringContainsString('signature=', $returnUrl);
        $this->postJson($returnUrl, $form)->assertOk();
        $this->actingAs($owner)->postJson($url, $form)->assertOk();
        $this->assertSame(2, OrderReturn::query()->count());
    }

    #[Test]
    public function hostile_input_gets_a_translated_4xx_never_a_500(): void
    {
        $order = $this->guestOrder();
        $url = '/comanda/'.$order->number.'/retur';
        $line = $this->lineId($order);

        $this->asGuest()->postJson($url, [...$this->form([$line => 1]), 'lines' => 'toate'])->assertStatus(422)->assertJsonPath('errors.lines.0', 'Alegeți produsele de returnat.');
        $this->asGuest()->postJson($url, $this->form([$line => 1_000_000_000_000]))->assertStatus(422)
            ->assertJson(['errors' => ['lines.'.$line => ['Cantitatea trebuie să fie un număr întreg între 0 și 999.']]]);
        $this->asGuest()->postJson('/ru'.$url, $this->form([$line => [1]]))->assertStatus(422)
            ->assertJson(['errors' => ['lines.'.$line => ['Количество должно быть целым числом от 0 до 999.']]]);
        $this->asGuest()->postJson($url, [...$this->form([$line => 1]), 'reason' => ['other']])->assertStatus(422)->assertJsonPath('errors.reason.0', 'Alegeți motivul returului din listă.');
        $this->asGuest()->postJson($url, [...$this->form([$line => 1]), 'address' => ['x']])->assertStatus(422);
        $this->asGuest()->postJson($url, [...$this->form([$line => 1]), 'reason' => 'other'])->assertStatus(422)->assertJsonPath('errors.details.0', 'Descrieți motivul în câteva cuvinte.');
        $this->asGuest()->postJson($url, ['lines' => ['abc' => 1], 'reason' => 'defective', 'handover' => 'courier', 'address' => 'x'])->assertStatus(422)
            ->assertJsonPath('errors.lines.0', 'Acest produs nu face parte din comandă.');
        $this->asGuest()->post($url, [...$this->form([$line => 1]), 'reason' => 'other', 'details' => "Nu \xff merge"])->assertStatus(400);
        $this->assertSame(0, OrderReturn::query()->count());
    }
}
