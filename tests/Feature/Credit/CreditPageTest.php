<?php

declare(strict_types=1);

namespace Tests\Feature\Credit;

use App\Mail\Credit\CreditRequestForShop;
use App\Mail\Credit\CreditRequestReceived;
use App\Models\CreditProgramme;
use App\Models\CreditRequest;
use App\Models\Product;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class CreditPageTest extends TestCase
{
    private const PROGRAMMES = ['iute-credit-36', 'microinvest-24', 'easy-credit-18', 'maib-liber-card-12', 'virtula-3'];

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        Mail::fake();
        config(['shop.email' => 'credit@shop.test']);
    }

    /**
     * @param  array<string, mixed>  $overrides
     * @return array<string, mixed>
     */
    private static function form(array $overrides = []): array
    {
        return [
            'programme' => 'easy-credit-18',
            'amount' => '12969',
            'months' => 18,
            'name' => 'Maria Rusu',
            'phone' => '+373 69 123 456',
            'email' => 'maria@example.md',
            'consent' => '1',
            ...$overrides,
        ];
    }

    #[Test]
    public function the_page_offers_the_available_programmes_with_their_terms_in_both_languages(): void
    {
        $this->get('/credit')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('credit/index')
            ->where('meta.title', 'Cumpără în rate')
            ->where('programmes', fn ($programmes) => collect($programmes)->pluck('slug')->all() === self::PROGRAMMES)
            ->where('programmes.0.terms', [3, 6, 9, 12, 18, 24, 36])
            ->where('programmes.0.monthly_fee_bp', 200)
            ->where('programmes.1.annual_rate_bp', 2400)
            ->where('programmes.4.terms', [3])
            ->where('programmes.0.min_amount', 100_000)
            ->where('product', null)
            ->where('amount', 1_000_000)
            ->etc());

        $this->get('/ru/credit?suma=5999')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('meta.title', 'Покупка в кредит')
            ->where('programmes.0.name', 'Рассрочка до 36 месяцев')
            ->where('amount', 599_900)
            ->etc());
    }

    #[Test]
    public function a_product_link_preselects_the_product_and_its_price(): void
    {
        $product = Product::query()->orderByDesc('price')->firstOrFail();

        $this->get('/ru/credit?produs='.$product->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('product.slug', $product->slug)
            ->where('product.name', $product->name['ru'])
            ->where('product.price', $product->price)
            ->where('product.url', '/ru/produs/'.$product->slug)
            ->where('amount', $product->price)
            ->etc());

        $this->get('/credit?produs=nu-exista&suma=abc')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('product', null)->where('amount', 1_000_000)->etc());
    }

    #[Test]
    public function expired_and_inactive_programmes_are_not_shown_and_are_refused(): void
    {
        CreditProgramme::query()->where('slug', 'easy-credit-18')->firstOrFail()->update(['valid_until' => now()->subDay()->toDateString()]);
        CreditProgramme::query()->where('slug', 'virtula-3')->firstOrFail()->update(['is_active' => false]);

        $this->get('/credit')->assertInertia(fn (Assert $page) => $page
            ->where('programmes', fn ($programmes) => collect($programmes)->pluck('slug')->all() === ['iute-credit-36', 'microinvest-24', 'maib-liber-card-12'])
            ->etc());

        $this->from('/credit')->post('/credit', self::form())
            ->assertRedirect('/credit')
            ->assertSessionHasErrors(['programme' => 'Acest program de credit nu mai este disponibil. Alegeți alt program.']);
        $this->from('/ru/credit')->post('/ru/credit', self::form(['programme' => 'virtula-3', 'months' => 3, 'amount' => '1000']))
            ->assertSessionHasErrors(['programme' => 'Эта кредитная программа больше не доступна. Выберите другую.']);
        $this->assertSame(0, CreditRequest::query()->count());
    }

    #[Test]
    public function a_request_for_an_amount_is_stored_with_the_servers_numbers_and_confirmed(): void
    {
        $this->from('/ru/credit')->post('/ru/credit', self::form())->assertRedirect('/ru/credit')->assertSessionHasNoErrors();

        $request = CreditRequest::query()->sole();
        // The market example: 12 969 lei over 18 months at 1%/month is 850,19 lei a month.
        $this->assertSame(1_296_900, $request->amount);
        $this->assertSame(85_019, $request->monthly_payment);
        $this->assertSame(85_019 * 18, $request->total);
        $this->assertSame('+37369123456', $request->phone);
        $this->assertSame('ru', $request->locale);
        $this->assertNull($request->product_id);

        Mail::assertQueued(CreditRequestReceived::class, function (CreditRequestReceived $mail): bool {
            $mail->assertSeeInHtml('Здравствуйте, Maria Rusu!');
            $mail->assertSeeInHtml("851\u{00A0}лей");
            $mail->assertSeeInText('18 мес.');

            return $mail->hasTo('maria@example.md') && $mail->locale === 'ru';
        });
        Mail::assertQueued(CreditRequestForShop::class, fn (CreditRequestForShop $mail): bool => $mail->hasTo('credit@shop.test'));
    }

    #[Test]
    public function a_request_for_a_product_uses_its_catalogue_price_and_needs_no_email(): void
    {
        $product = Product::query()->where('price', '>=', 300_000)->where('price', '<=', 5_000_000)->orderBy('id')->firstOrFail();

        $this->post('/credit', self::form(['product' => $product->slug, 'amount' => '1', 'programme' => 'iute-credit-36', 'months' => 24, 'email' => '']))
            ->assertSessionHasNoErrors();

        $request = CreditRequest::query()->sole();
        $this->assertSame($product->id, $request->product_id);
        $this->assertSame($product->price, $request->amount);
        $this->assertSame((new \App\Services\Credit\CreditTerms(24, 200))->monthlyPayment($product->price), $request->monthly_payment);
        $this->assertNull($request->email);
        Mail::assertNotQueued(CreditRequestReceived::class);
        Mail::assertQueued(CreditRequestForShop::class, function (CreditRequestForShop $mail) use ($product): bool {
            $mail->assertSeeInHtml($product->name['ro']);
            $mail->assertSeeInText('24 de luni');

            return true;
        });
    }

    #[Test]
    public function bad_input_gets_messages_in_the_shoppers_language_and_nothing_is_stored(): void
    {
        $this->from('/credit')->post('/credit', ['programme' => 'easy-credit-18', 'months' => 18, 'name' => '', 'phone' => '0791', 'email' => 'x@', 'amount' => ''])
            ->assertRedirect('/credit')
            ->assertSessionHasErrors([
                'name' => 'Câmpul „nume” este obligatoriu.',
                'phone' => 'Introduceți un număr de telefon din Moldova: 0XX XX XX XX sau +373 XX XX XX XX, cu sau fără spații și cratime, de exemplu 060 12 34 56.',
                'email',
                'amount' => 'Introduceți suma creditului sau alegeți un produs.',
                'consent' => 'Pentru a trimite cererea, bifați acordul privind prelucrarea datelor personale.',
            ])
            ->assertSessionHasInput('name', '');

        $this->from('/ru/credit')->post('/ru/credit', self::form(['consent' => '0']))
            ->assertSessionHasErrors(['consent' => 'Чтобы отправить заявку, отметьте согласие на обработку персональных данных.']);
        $this->from('/credit')->post('/credit', self::form(['amount' => '500']))
            ->assertSessionHasErrors(['amount' => "Programul ales finanțează sume între 1\u{00A0}000\u{00A0}lei și 80\u{00A0}000\u{00A0}lei."]);
        $this->from('/credit')->post('/credit', self::form(['months' => 36]))
            ->assertSessionHasErrors(['months' => 'Programul ales nu oferă acest termen.']);
        $this->from('/credit')->post('/credit', self::form(['programme' => 'nu-exista']))->assertSessionHasErrors('programme');
        $this->from('/credit')->post('/credit', self::form(['product' => 'nu-exista']))
            ->assertSessionHasErrors(['product' => 'Produsul nu mai este în catalog. Introduceți suma creditului.']);
        $this->from('/credit')->post('/credit', self::form(['amount' => '12,5']))->assertSessionHasErrors('amount');
        $this->from('/credit')->post('/credit', self::form(['months' => 'abc', 'programme' => ['x']]))->assertSessionHasErrors(['months', 'programme']);

        $this->assertSame(0, CreditRequest::query()->count());
        Mail::assertNothingOutgoing();
    }

    #[Test]
    public function requests_are_throttled_per_client(): void
    {
        for ($i = 0; $i < config()->integer('rate_limits.credit-requests.attempts'); $i++) {
            $this->post('/credit', self::form())->assertRedirect();
        }
        $this->post('/credit', self::form())->assertStatus(429)->assertInertia(fn (Assert $page) => $page->component('errors/error')->etc());

        $this->assertSame(config()->integer('rate_limits.credit-requests.attempts'), CreditRequest::query()->count());
    }

    #[Test]
    public function the_page_costs_a_fixed_number_of_queries(): void
    {
        $product = Product::query()->orderBy('id')->firstOrFail();
        $this->get('/credit?produs='.$product->slug)->assertOk();

        DB::enableQueryLog();
        $this->get('/credit?produs='.$product->slug)->assertOk();
        $queries = count(DB::getQueryLog());
        DB::disableQueryLog();

        $this->assertLessThanOrEqual(5, $queries);
    }
}
