<?php

declare(strict_types=1);

namespace Tests\Feature\Security;

use App\Enums\StaffRole;
use App\Infrastructure\Shopper\GuestId;
use App\Models\Order;
use App\Models\User;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use Inertia\Support\Header;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * One rule for all input: bytes that are not UTF-8 anywhere in a request — a form or JSON field at any depth, a key,
 * an uploaded file's name, a header — make it a 400 in the shopper's language, and nothing is stored. A bad byte that
 * got in some other way (an old row, an import) cannot take a page down.
 */
final class InputEncodingTest extends TestCase
{
    private const BAD = "Ion\xff\xfe";

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    /** @return array<string, array{string, array<string, mixed>}> */
    public static function forms(): array
    {
        return [
            'guest checkout' => ['/checkout', ['name' => self::BAD, 'phone' => '060 12 34 56', 'delivery_method' => 'courier', 'payment_method' => 'cash', 'consent' => '1']],
            'contact message' => ['/contacte/oficiu', ['name' => 'Ana', 'email' => 'ana@example.md', 'message' => 'Bună '.self::BAD]],
            'credit request' => ['/credit', ['programme' => 'easy-credit-18', 'months' => 18, 'name' => self::BAD, 'phone' => '060 12 34 56']],
            'a key, not a value' => ['/contacte/oficiu', ['name' => 'Ana', self::BAD => 'x']],
            'deep in an array' => ['/checkout', ['name' => 'Ana', 'extra' => ['a' => ['b' => self::BAD]]]],
            'Russian form' => ['/ru/contacte/oficiu', ['name' => self::BAD]],
        ];
    }

    /** @param  array<string, mixed>  $form */
    #[Test]
    #[DataProvider('forms')]
    public function a_form_with_bytes_that_are_not_utf8_is_a_400_and_nothing_is_stored(string $url, array $form): void
    {
        $before = $this->rows();
        $locale = str_starts_with($url, '/ru/') ? 'ru' : 'ro';

        $this->withCookie(GuestId::COOKIE, Str::random(40))->post($url, $form)->assertStatus(400)
            ->assertInertia(fn (Assert $page) => $page->component('errors/error')->where('locale', $locale)
                ->where('message', __('errors.400.message', [], $locale))->etc());
        // The same as JSON, its bytes as sent (json_encode would refuse them).
        $json = self::rawJson($form);
        $this->call('POST', $url, [], [], [], ['CONTENT_TYPE' => 'application/json', 'HTTP_ACCEPT' => 'application/json'], $json)
            ->assertStatus(400)->assertJsonPath('message', __('errors.400.message', [], $locale));

        $this->assertSame($before, $this->rows());
    }

    #[Test]
    public function a_cv_whose_file_name_is_not_utf8_is_a_400(): void
    {
        $vacancy = (string) DB::table('vacancies')->where('is_open', true)->value('slug');
        $cv = UploadedFile::fake()->create("cv-\xff.pdf", 10, 'application/pdf');

        $this->post('/cariera/'.$vacancy, ['name' => 'Ana', 'phone' => '060 12 34 56', 'email' => 'ana@example.md', 'cv' => $cv])->assertStatus(400);
        $this->assertSame(0, DB::table('job_applications')->count());
    }

    #[Test]
    public function a_json_body_that_does_not_decode_or_a_header_that_is_not_utf8_is_a_400(): void
    {
        foreach (["{\"name\":\"Ion\xff\"}", '{"name": "Ion"', '{"name":"\ud800"}'] as $body) {
            $this->call('POST', '/contacte/oficiu', [], [], [], ['CONTENT_TYPE' => 'application/json', 'HTTP_ACCEPT' => 'application/json'], $body)
                ->assertStatus(400)->assertJsonStructure(['message']);
        }
        $this->get('/', ['User-Agent' => "Mozilla \xff"])->assertStatus(400);
        $this->get('/', [Header::INERTIA => 'true', Header::VERSION => "\xfe"])->assertStatus(400);
    }

    /** @return array<string, array{string}> */
    public static function wrongShapes(): array
    {
        return [
            'reset link with an array for the address' => ['/resetare-parola/x?email[]=1'],
            'search with an array' => ['/cautare?q[]=tv'],
            'search with a nested array' => ['/cautare?q[a][b]=tv'],
            'listing sort as an array' => ['/produse-noi?sort[]=price'],
            'listing page as an array' => ['/produse-noi?page[]=2'],
            'Russian reset link' => ['/ru/resetare-parola/x?email[x]=1'],
        ];
    }

    #[Test]
    #[DataProvider('wrongShapes')]
    public function a_parameter_of_the_wrong_shape_is_never_a_server_error(string $url): void
    {
        $status = $this->get($url)->getStatusCode();

        $this->assertTrue($status < 500, "$url answered $status");
    }

    /** An error under /admin raised before the session was read still gets the back office's error page. */
    #[Test]
    public function a_malformed_back_office_address_is_a_4xx_page_signed_in_or_not(): void
    {
        $this->get('/admin/jurnal?q=%ff')->assertStatus(400);
        $this->put('/admin/bannere/-1')->assertMethodNotAllowed();
        $this->actingAs(User::factory()->staff(StaffRole::Owner)->createOne());
        $this->get('/admin/jurnal?q=%ff')->assertStatus(400);
        $this->put('/admin/bannere/-1')->assertMethodNotAllowed();
    }

    #[Test]
    public function a_stored_bad_byte_cannot_take_a_page_down_for_anyone(): void
    {
        if (DB::connection()->getDriverName() === 'pgsql') {
            $this->markTestSkipped('PostgreSQL refuses bytes that are not UTF-8 in a text column: no such row can exist there.');
        }
        $order = Order::factory()->withLine(\App\Models\Product::query()->where('is_active', true)->firstOrFail(), 1)->createOne();
        DB::table('orders')->where('id', $order->id)->update(['name' => self::BAD, 'comment' => "x\xc3"]);
        DB::table('products')->where('id', DB::table('products')->where('is_active', true)->min('id'))->update(['name->ro' => self::BAD]);

        $this->actingAs(User::factory()->staff(StaffRole::Owner)->createOne());
        $this->get('/admin/comenzi')->assertOk();
        $this->get('/admin/comenzi/'.$order->number)->assertOk();
        $this->get('/')->assertOk();
    }

    /** JSON with the bytes as they are (json_encode would refuse them). */
    private static function rawJson(mixed $value): string
    {
        if (! is_array($value)) {
            return '"'.$value.'"';
        }

        return '{'.implode(',', array_map(static fn (string|int $key, mixed $item): string => '"'.$key.'":'.self::rawJson($item), array_keys($value), $value)).'}';
    }

    /** @return array<string, int> */
    private function rows(): array
    {
        return array_map(static fn (string $table): int => DB::table($table)->count(), [
            'orders' => 'orders', 'contact_messages' => 'contact_messages', 'credit_requests' => 'credit_requests',
        ]);
    }
}
