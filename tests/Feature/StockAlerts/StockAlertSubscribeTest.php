<?php

declare(strict_types=1);

namespace Tests\Feature\StockAlerts;

use App\Mail\StockAlerts\StockAlertConfirmation;
use App\Mail\StockAlerts\StockAlertMail;
use App\Models\StockAlert;
use App\Models\User;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * Asking for an alert: a guest's waits for its confirmation link (double opt-in, nothing else mailed before), an
 * account's is active at once; every bad request is refused with a message in the shopper's language.
 */
final class StockAlertSubscribeTest extends TestCase
{
    use MakesAlerts;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        Mail::fake();
    }

    /** @return array<string, array{string, string, string}> */
    public static function languages(): array
    {
        return [
            'ro' => ['', 'ro', 'Verificați e-mailul: confirmați alerta prin linkul primit.'],
            'ru' => ['/ru', 'ru', 'Проверьте почту: подтвердите оповещение по ссылке из письма.'],
        ];
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_guest_confirms_by_the_mailed_link_and_nothing_is_sent_before(string $prefix, string $locale, string $pending): void
    {
        $product = $this->soldOut();

        $this->postJson($prefix.'/alerte', ['product_id' => $product->id, 'kind' => 'stock', 'email' => ' Ion@Example.MD '])
            ->assertStatus(202)->assertJson(['status' => 'pending', 'message' => $pending])->assertHeader('Cache-Control', 'no-store, private');

        $alert = StockAlert::query()->sole();
        $this->assertSame('ion@example.md', $alert->email);
        $this->assertSame($locale, $alert->locale);
        $this->assertNull($alert->confirmed_at);
        $token = null;
        Mail::assertQueued(StockAlertConfirmation::class, function (StockAlertConfirmation $mail) use (&$token, $locale): bool {
            $this->assertTrue($mail->hasTo('ion@example.md'));
            $this->assertSame($locale, $mail->locale);
            $html = $mail->render();
            preg_match('#/alerte/confirmare/([A-Za-z0-9]+)#', $html, $match);
            $token = $match[1] ?? null;

            return true;
        });
        $this->assertIsString($token);

        // A restock before the confirmation mails nobody.
        $this->inStock();
        Mail::assertNotQueued(StockAlertMail::class);

        Stock::only($product, 0);
        $this->get($prefix.'/alerte/confirmare/'.$token)->assertOk()
            ->assertInertia(fn ($page) => $page->component('stock-alerts/show')->where('state', 'confirmed')->where('kind', 'stock'));
        $this->assertNotNull(StockAlert::query()->sole()->confirmed_at);
        // Each link works once.
        $this->get($prefix.'/alerte/confirmare/'.$token)->assertNotFound();
        $this->inStock();
        Mail::assertQueued(StockAlertMail::class, 1);
    }

    #[Test]
    public function a_guest_asking_again_gets_the_same_answer_and_an_active_alert_no_new_mail(): void
    {
        $product = $this->soldOut();
        $body = ['product_id' => $product->id, 'kind' => 'stock', 'email' => 'ana@example.md'];
        $this->postJson('/alerte', $body)->assertStatus(202);
        $this->postJson('/alerte', $body)->assertStatus(202);
        Mail::assertQueued(StockAlertConfirmation::class, 2);
        $this->assertSame(1, StockAlert::query()->count());

        StockAlert::query()->update(['confirmed_at' => now(), 'confirm_token' => null]);
        $this->postJson('/alerte', $body)->assertStatus(202)->assertJson(['status' => 'pending']);
        Mail::assertQueued(StockAlertConfirmation::class, 2);
    }

    #[Test]
    public function confirmation_mails_to_one_address_are_limited(): void
    {
        $product = $this->soldOut();
        for ($i = 0; $i < 5; $i++) {
            $this->postJson('/alerte', ['product_id' => $product->id, 'kind' => 'price', 'email' => 'bomb@example.md'])->assertStatus(202);
        }
        Mail::assertQueued(StockAlertConfirmation::class, 3);
    }

    #[Test]
    #[DataProvider('languages')]
    public function an_account_subscribes_at_once_and_a_typed_address_is_ignored(string $prefix, string $locale): void
    {
        $product = $this->soldOut();
        $user = User::factory()->createOne();

        $this->actingAs($user)->postJson($prefix.'/alerte', ['product_id' => $product->id, 'kind' => 'price', 'email' => 'alt@example.md'])
            ->assertCreated()->assertJson(['status' => 'subscribed']);

        $alert = StockAlert::query()->sole();
        $this->assertSame($user->id, $alert->user_id);
        $this->assertNull($alert->email);
        $this->assertNotNull($alert->confirmed_at);
        $this->assertSame($product->price, $alert->price_baseline);
        $this->assertSame($locale, $alert->locale);
        Mail::assertNothingQueued();
        // Twice is still one alert.
        $this->actingAs($user)->postJson($prefix.'/alerte', ['product_id' => $product->id, 'kind' => 'price'])->assertCreated();
        $this->assertSame(1, StockAlert::query()->count());
    }

    #[Test]
    public function an_account_keeps_at_most_the_limit_of_alerts(): void
    {
        config(['stock_alerts.max_per_shopper' => 2]);
        $user = User::factory()->createOne();
        $products = [$this->soldOut(0), $this->soldOut(1), $this->soldOut(2)];
        $this->actingAs($user)->postJson('/alerte', ['product_id' => $products[0]->id, 'kind' => 'stock'])->assertCreated();
        $this->actingAs($user)->postJson('/alerte', ['product_id' => $products[1]->id, 'kind' => 'stock'])->assertCreated();

        $this->actingAs($user)->postJson('/alerte', ['product_id' => $products[2]->id, 'kind' => 'stock'])
            ->assertUnprocessable()->assertJsonPath('message', 'Aveți deja 2 alerte. Ștergeți câteva din „Alertele mele” pentru a adăuga altele.');
        $this->actingAs($user)->postJson('/ru/alerte', ['product_id' => $products[2]->id, 'kind' => 'stock'])
            ->assertUnprocessable()->assertJsonPath('message', 'У вас уже 2 оповещений. Удалите некоторые в разделе «Мои оповещения», чтобы добавить новые.');
        // Asking again for one it has is no new alert and no refusal.
        $this->actingAs($user)->postJson('/alerte', ['product_id' => $products[0]->id, 'kind' => 'stock'])->assertCreated();
        $this->assertSame(2, StockAlert::query()->count());
    }

    #[Test]
    public function a_guest_address_is_limited_too_counting_unconfirmed_alerts(): void
    {
        config(['stock_alerts.max_per_shopper' => 1]);
        [$a, $b] = [$this->soldOut(0), $this->soldOut(1)];
        $this->postJson('/alerte', ['product_id' => $a->id, 'kind' => 'stock', 'email' => 'x@example.md'])->assertStatus(202);
        $this->postJson('/alerte', ['product_id' => $b->id, 'kind' => 'stock', 'email' => 'X@example.md'])->assertUnprocessable();
        $this->assertSame(1, StockAlert::query()->count());
    }

    #[Test]
    public function a_stock_alert_for_a_product_in_stock_is_refused_in_both_languages(): void
    {
        $product = $this->inStock();
        $this->postJson('/alerte', ['product_id' => $product->id, 'kind' => 'stock', 'email' => 'a@example.md'])
            ->assertUnprocessable()->assertJsonPath('message', 'Produsul este în stoc: îl puteți comanda acum.');
        $this->postJson('/ru/alerte', ['product_id' => $product->id, 'kind' => 'stock', 'email' => 'a@example.md'])
            ->assertUnprocessable()->assertJsonPath('message', 'Товар в наличии: его можно заказать сейчас.');
        // A price alert for it is fine.
        $this->postJson('/alerte', ['product_id' => $product->id, 'kind' => 'price', 'email' => 'a@example.md'])->assertStatus(202);
    }

    /**
     * @return array<string, array{array<string, mixed>, string, string}>
     */
    public static function refusals(): array
    {
        $email = ['Introduceți o adresă de e-mail validă.', 'Введите правильный адрес электронной почты.'];
        $product = ['Alegeți un produs aflat în vânzare.', 'Выберите товар, который есть в продаже.'];
        $kind = ['Alegeți tipul alertei: stoc sau preț.', 'Выберите вид оповещения: наличие или цена.'];

        return [
            'an invalid e-mail' => [['kind' => 'stock', 'email' => 'not an address'], ...$email],
            'an e-mail as a list' => [['kind' => 'stock', 'email' => ['a@example.md']], ...$email],
            'an e-mail too long' => [['kind' => 'stock', 'email' => str_repeat('a', 250).'@example.md'], ...$email],
            'no e-mail from a guest' => [['kind' => 'stock'], 'Introduceți adresa de e-mail.', 'Введите адрес электронной почты.'],
            'a kind of nothing' => [['kind' => 'weather', 'email' => 'a@example.md'], ...$kind],
            'a kind as a list' => [['kind' => ['stock'], 'email' => 'a@example.md'], ...$kind],
            'a product as a list' => [['product_id' => [1], 'kind' => 'stock', 'email' => 'a@example.md'], ...$product],
            'a product as text' => [['product_id' => 'abc', 'kind' => 'stock', 'email' => 'a@example.md'], ...$product],
            'a product past 64 bits' => [['product_id' => '99999999999999999999999', 'kind' => 'stock', 'email' => 'a@example.md'], ...$product],
            'a product id of 0' => [['product_id' => 0, 'kind' => 'stock', 'email' => 'a@example.md'], ...$product],
            'no such product' => [['product_id' => PHP_INT_MAX, 'kind' => 'stock', 'email' => 'a@example.md'], ...$product],
        ];
    }

    /**
     * @param  array<string, mixed>  $body
     */
    #[Test]
    #[DataProvider('refusals')]
    public function bad_requests_are_refused_with_a_message_in_both_languages(array $body, string $ro, string $ru): void
    {
        $product = $this->soldOut();
        $body += ['product_id' => $product->id];
        $this->postJson('/alerte', $body)->assertUnprocessable()->assertJsonPath('message', $ro);
        $this->postJson('/ru/alerte', $body)->assertUnprocessable()->assertJsonPath('message', $ru);
        $this->assertSame(0, StockAlert::query()->count());
        Mail::assertNothingQueued();
    }

    #[Test]
    public function an_inactive_product_is_refused(): void
    {
        $product = $this->soldOut();
        DB::table('products')->where('id', $product->id)->update(['is_active' => false]);
        $this->postJson('/alerte', ['product_id' => $product->id, 'kind' => 'stock', 'email' => 'a@example.md'])
            ->assertUnprocessable()->assertJsonPath('message', 'Alegeți un produs aflat în vânzare.');
    }

    #[Test]
    public function invalid_utf8_is_refused_not_an_error(): void
    {
        $product = $this->soldOut();
        $response = $this->call('POST', '/alerte', ['product_id' => $product->id, 'kind' => 'stock', 'email' => "a\xC3\x28@example.md"], [], [], ['HTTP_ACCEPT' => 'application/json']);
        $this->assertGreaterThanOrEqual(400, $response->getStatusCode());
        $this->assertLessThan(500, $response->getStatusCode());
        $this->assertSame(0, StockAlert::query()->count());
    }

    #[Test]
    public function a_confirmation_link_of_nothing_is_a_404_page_and_a_malformed_one_no_route(): void
    {
        $this->get('/alerte/confirmare/abc')->assertNotFound()->assertInertia(fn ($page) => $page->component('stock-alerts/show')->where('state', 'invalid'));
        $this->get('/ru/alerte/confirmare/abc')->assertNotFound()->assertInertia(fn ($page) => $page->where('state', 'invalid'));
        $this->get('/alerte/confirmare/'.str_repeat('a', 101))->assertNotFound();
    }
}
