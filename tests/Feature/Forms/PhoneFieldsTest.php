<?php

declare(strict_types=1);

namespace Tests\Feature\Forms;

use App\Infrastructure\Shopper\GuestId;
use App\Models\CreditRequest;
use App\Models\JobApplication;
use App\Models\Order;
use App\Models\Product;
use App\Models\User;
use Database\Seeders\DemoCreditSeeder;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * Every form that takes a phone reads it by the same rule: the ways people type a Moldovan number are stored as
 * +373 and 8 digits, anything else is refused with the same message, in the visitor's language.
 */
final class PhoneFieldsTest extends TestCase
{
    private const FORMS = ['registration', 'profile', 'checkout', 'one click', 'credit', 'job application'];

    private const OPTIONAL = ['registration', 'profile'];

    private const MESSAGES = [
        'ro' => 'Introduceți un număr de telefon din Moldova: 0XX XX XX XX sau +373 XX XX XX XX, cu sau fără spații și cratime, de exemplu 060 12 34 56.',
        'ru' => 'Введите молдавский номер телефона: 0XX XX XX XX или +373 XX XX XX XX, с пробелами и дефисами или без них, например 060 12 34 56.',
    ];

    /** @return array<string, array{string, string}> */
    private static function accepted(): array
    {
        return [
            'local, spaced 3-3-3' => ['060 123 456', '+37360123456'],
            'local, no spaces' => ['060123456', '+37360123456'],
            'local, dashed' => ['079-12-34-56', '+37379123456'],
            'international, spaced' => ['+373 69 123 456', '+37369123456'],
            'international, stored form' => ['+37368123456', '+37368123456'],
            'international with the trunk zero' => ['+373 (0)22 78 22 22', '+37322782222'],
            'international with 00' => ['00373 78 123 456', '+37378123456'],
            'landline in brackets' => ['(022) 78-22-22', '+37322782222'],
        ];
    }

    /** @return array<string, array{string, string}> */
    private static function refused(): array
    {
        return [
            'too short' => ['060 123 45', 'ro'],
            'too long' => ['060 123 4567', 'ru'],
            'another country' => ['+40 721 000 000', 'ro'],
            'premium rate' => ['0900 12345', 'ru'],
            'free-phone' => ['0800 12345', 'ro'],
            'letters' => ['sunați-mă', 'ru'],
            'a second plus' => ['++373 60 123 456', 'ro'],
        ];
    }

    /** @return array<string, array{string, string, string}> */
    public static function acceptedNumbers(): array
    {
        $cases = [];
        foreach (self::FORMS as $form) {
            foreach (self::accepted() as $name => [$typed, $stored]) {
                $cases[$form.': '.$name] = [$form, $typed, $stored];
            }
        }

        return $cases;
    }

    /** @return array<string, array{string, string, string}> */
    public static function refusedNumbers(): array
    {
        $cases = [];
        foreach (self::FORMS as $form) {
            foreach (self::refused() as $name => [$typed, $locale]) {
                $cases[$form.': '.$name.', '.$locale] = [$form, $typed, $locale];
            }
            if (! in_array($form, self::OPTIONAL, true)) {
                $cases[$form.': empty, ru'] = [$form, '', 'ru'];
                $cases[$form.': only spaces, ro'] = [$form, '   ', 'ro'];
            }
        }

        return $cases;
    }

    /** @return array<string, array{string}> */
    public static function optionalForms(): array
    {
        return array_combine(self::OPTIONAL, array_map(fn (string $form): array => [$form], self::OPTIONAL));
    }

    protected function setUp(): void
    {
        parent::setUp();
        Mail::fake();
        Storage::fake('applications');
        $this->withCredentials()->withCookie(GuestId::COOKIE, Str::random(40));
    }

    #[Test]
    #[DataProvider('acceptedNumbers')]
    public function a_typed_moldovan_number_is_stored_as_plus_373_and_eight_digits(string $form, string $typed, string $stored): void
    {
        $response = $this->submit($form, $typed, 'ro');

        $response->assertRedirect()->assertSessionHasNoErrors();
        $this->assertSame($stored, $this->stored($form));
    }

    #[Test]
    #[DataProvider('refusedNumbers')]
    public function anything_else_is_refused_with_the_accepted_forms_in_the_visitors_language(string $form, string $typed, string $locale): void
    {
        $response = $this->submit($form, $typed, $locale);

        $response->assertRedirect()->assertSessionHasErrors(['phone' => self::MESSAGES[$locale]], null, $form === 'one click' ? 'oneClick' : 'default');
        $this->assertNull($this->stored($form));
    }

    #[Test]
    #[DataProvider('optionalForms')]
    public function an_account_may_have_no_phone(string $form): void
    {
        $this->submit($form, '  ', 'ru')->assertRedirect()->assertSessionHasNoErrors();

        $this->assertNull($this->stored($form));
        $this->assertSame(1, User::query()->count());
    }

    private function submit(string $form, string $phone, string $locale): TestResponse
    {
        $prefix = $locale === 'ru' ? '/ru' : '';

        return match ($form) {
            'registration' => $this->from($prefix.'/inregistrare')->post($prefix.'/inregistrare', [
                'name' => 'Ana Popescu', 'email' => 'ana@example.md', 'phone' => $phone,
                'password' => 'a long passphrase', 'password_confirmation' => 'a long passphrase', 'terms' => true,
            ]),
            'profile' => $this->actingAs(User::factory()->create(['email' => 'ana@example.md', 'phone' => null]))
                ->from($prefix.'/cont/setari/profil')
                ->patch($prefix.'/cont/setari/profil', ['name' => 'Ana Popescu', 'email' => 'ana@example.md', 'phone' => $phone, 'locale' => $locale]),
            'checkout' => $this->checkout($prefix, $phone),
            'one click' => $this->oneClick($prefix, $phone),
            'credit' => $this->credit($prefix, $phone),
            'job application' => $this->apply($prefix, $phone),
        };
    }

    private function stored(string $form): ?string
    {
        $phone = match ($form) {
            'registration', 'profile' => User::query()->first()?->phone,
            'checkout', 'one click' => Order::query()->first()?->phone,
            'credit' => CreditRequest::query()->first()?->phone,
            'job application' => JobApplication::query()->first()?->phone,
        };

        return is_string($phone) ? $phone : null;
    }

    private function product(): Product
    {
        // The whole demo shop: seeded once per process (Tests\Support\Database\SeededDemoShop), unlike its catalogue alone.
        $this->seed();
        $product = Product::query()->orderBy('id')->firstOrFail();
        $product->forceFill(['price' => 40_000, 'old_price' => null])->save();
        Stock::only($product, 5);

        return $product;
    }

    private function checkout(string $prefix, string $phone): TestResponse
    {
        $this->postJson($prefix.'/cos/produse', ['product_id' => $this->product()->id, 'quantity' => 1])->assertOk();

        return $this->from($prefix.'/checkout')->post($prefix.'/checkout', [
            'idempotency_key' => (string) Str::uuid(), 'name' => 'Ana Popescu', 'phone' => $phone, 'email' => 'ana@example.md',
            'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Ștefan cel Mare 1',
            'delivery_interval' => '09-13', 'payment_method' => 'cash', 'consent' => true,
        ]);
    }

    private function oneClick(string $prefix, string $phone): TestResponse
    {
        $product = $this->product();

        return $this->from($prefix.'/produs/'.$product->slug)
            ->post($prefix.'/comanda-rapida', ['product_id' => $product->id, 'phone' => $phone, 'idempotency_key' => (string) Str::uuid()]);
    }

    private function credit(string $prefix, string $phone): TestResponse
    {
        $this->seed(DemoCreditSeeder::class);

        return $this->from($prefix.'/credit')->post($prefix.'/credit', [
            'programme' => 'easy-credit-18', 'amount' => '12969', 'months' => 18, 'name' => 'Maria Rusu', 'phone' => $phone, 'consent' => '1',
        ]);
    }

    private function apply(string $prefix, string $phone): TestResponse
    {
        $this->seed();
        $url = $prefix.'/cariera/consultant-vanzari-chisinau';

        return $this->from($url)->post($url, [
            'name' => 'Ion Popescu', 'phone' => $phone, 'email' => 'ion@example.md',
            'cv' => UploadedFile::fake()->createWithContent('cv.pdf', "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n"),
        ]);
    }
}
