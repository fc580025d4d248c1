<?php

declare(strict_types=1);

namespace Tests\Feature\Security;

use App\Infrastructure\Shopper\GuestId;
use App\Models\Order;
use App\Models\Product;
use App\Models\User;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Console\Scheduling\Event;
use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/** `shop:prune` removes personal data and leftovers past the periods of config/privacy.php, and keeps the rest. */
final class ShopPruneTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        Mail::fake();
    }

    private function prune(): void
    {
        $this->assertSame(0, Artisan::call('shop:prune'));
    }

    private function product(int $offset = 0): Product
    {
        return Product::query()->orderBy('id')->skip($offset)->firstOrFail();
    }

    #[Test]
    public function idle_guest_carts_go_and_carts_changed_lately_or_of_accounts_stay(): void
    {
        $product = $this->product();
        $user = User::factory()->create();
        $old = now()->subDays(91);
        $idle = DB::table('carts')->insertGetId(['guest_id' => Str::random(40), 'created_at' => $old, 'updated_at' => $old]);
        $touched = DB::table('carts')->insertGetId(['guest_id' => Str::random(40), 'created_at' => $old, 'updated_at' => $old]);
        $recent = DB::table('carts')->insertGetId(['guest_id' => Str::random(40), 'created_at' => now()->subDays(10), 'updated_at' => now()->subDays(10)]);
        $account = DB::table('carts')->insertGetId(['user_id' => $user->id, 'created_at' => $old, 'updated_at' => $old]);
        foreach ([[$idle, $old], [$touched, now()->subDay()], [$account, $old]] as [$cart, $at]) {
            DB::table('cart_items')->insert(['cart_id' => $cart, 'product_id' => $product->id, 'quantity' => 1, 'created_at' => $at, 'updated_at' => $at]);
        }

        $this->prune();

        $this->assertSame([$touched, $recent, $account], DB::table('carts')->orderBy('id')->pluck('id')->all());
        $this->assertSame(0, DB::table('cart_items')->where('cart_id', $idle)->count());
    }

    #[Test]
    public function idle_guests_saved_lists_go_and_active_guests_and_accounts_keep_theirs(): void
    {
        $user = User::factory()->create();
        [$idle, $active] = [Str::random(40), Str::random(40)];
        $row = fn (?string $guest, ?int $userId, int $offset, int $daysAgo): array => [
            'list' => 'favourites', 'guest_id' => $guest, 'user_id' => $userId, 'product_id' => $this->product($offset)->id,
            'category_id' => $this->product($offset)->category_id, 'created_at' => now()->subDays($daysAgo),
        ];
        DB::table('saved_products')->insert([
            $row($idle, null, 0, 120), $row($idle, null, 1, 95),
            $row($active, null, 0, 200), $row($active, null, 1, 3),
            $row(null, $user->id, 0, 500),
        ]);

        $this->prune();

        $this->assertSame(0, DB::table('saved_products')->where('guest_id', $idle)->count());
        $this->assertSame(2, DB::table('saved_products')->where('guest_id', $active)->count(), 'a guest who added something lately keeps the whole list');
        $this->assertSame(1, DB::table('saved_products')->where('user_id', $user->id)->count());
    }

    #[Test]
    public function guest_data_days_come_from_the_configuration(): void
    {
        config(['privacy.guest_data_days' => 7]);
        $at = now()->subDays(8);
        DB::table('carts')->insert(['guest_id' => Str::random(40), 'created_at' => $at, 'updated_at' => $at]);

        $this->prune();

        $this->assertSame(0, DB::table('carts')->count());
    }

    #[Test]
    public function expired_api_tokens_password_reset_and_staff_links_go(): void
    {
        $user = User::factory()->create();
        $expired = $user->createToken('old', ['*'], now()->subMinute())->accessToken;
        $valid = $user->createToken('valid', ['*'], now()->addDay())->accessToken;
        $forever = $user->createToken('no expiry')->accessToken;
        DB::table('password_reset_tokens')->insert([
            ['email' => 'old@example.md', 'token' => 'x', 'created_at' => now()->subMinutes(61)],
            ['email' => 'new@example.md', 'token' => 'y', 'created_at' => now()->subMinutes(5)],
        ]);
        // A new staff member's link lasts STAFF_LINK_HOURS (72).
        DB::table('staff_password_tokens')->insert([
            ['email' => 'old-staff@example.md', 'token' => 'x', 'created_at' => now()->subHours(73)],
            ['email' => 'new-staff@example.md', 'token' => 'y', 'created_at' => now()->subHours(71)],
        ]);

        $this->prune();

        $this->assertSame([$valid->getKey(), $forever->getKey()], DB::table('personal_access_tokens')->orderBy('id')->pluck('id')->all());
        $this->assertNotContains($expired->getKey(), DB::table('personal_access_tokens')->pluck('id')->all());
        $this->assertSame(['new@example.md'], DB::table('password_reset_tokens')->pluck('email')->all());
        $this->assertSame(['new-staff@example.md'], DB::table('staff_password_tokens')->pluck('email')->all());
    }

    #[Test]
    public function old_failed_jobs_expired_cache_rows_and_sent_order_mails_go(): void
    {
        foreach ([31, 2] as $i => $daysAgo) {
            DB::table('failed_jobs')->insert(['uuid' => (string) Str::uuid(), 'connection' => 'database', 'queue' => 'default', 'payload' => '{}', 'exception' => 'x', 'failed_at' => now()->subDays($daysAgo)]);
        }
        DB::table('cache')->insert([
            ['key' => 'limiter:old', 'value' => '1', 'expiration' => now()->subMinute()->getTimestamp()],
            ['key' => 'limiter:live', 'value' => '1', 'expiration' => now()->addMinute()->getTimestamp()],
        ]);
        $this->withCredentials()->withCookie(GuestId::COOKIE, Str::random(40));
        Stock::only($this->product(), 5);
        $this->postJson('/comanda-rapida', ['product_id' => $this->product()->id, 'phone' => '069123456', 'idempotency_key' => (string) Str::uuid()])->assertCreated();
        $this->postJson('/comanda-rapida', ['product_id' => $this->product()->id, 'phone' => '079123456', 'idempotency_key' => (string) Str::uuid()])->assertCreated();
        [$first, $second] = Order::query()->orderBy('id')->pluck('id')->all();
        DB::table('order_mails')->where('order_id', $first)->update(['sent_at' => now()->subDays(31)]);
        DB::table('order_mails')->where('order_id', $second)->update(['sent_at' => null]);

        $this->prune();

        $this->assertSame(1, DB::table('failed_jobs')->count());
        $this->assertSame(['limiter:live'], DB::table('cache')->pluck('key')->all());
        $this->assertSame([$second], DB::table('order_mails')->pluck('order_id')->all(), 'an unsent mail is never pruned');
        $this->assertSame(2, Order::query()->count(), 'orders are kept');
    }

    #[Test]
    public function contact_messages_and_credit_requests_go_after_their_periods(): void
    {
        config(['privacy.contact_messages_days' => 30, 'privacy.credit_requests_days' => 60]);
        foreach ([31, 29] as $daysAgo) {
            DB::table('contact_messages')->insert(['name' => 'Ana', 'email' => "ana$daysAgo@example.md", 'phone' => null, 'message' => 'Bună ziua', 'locale' => 'ro', 'ip' => '10.0.0.1', 'created_at' => now()->subDays($daysAgo)]);
        }
        $programme = (int) DB::table('credit_programmes')->value('id');
        foreach ([61, 59] as $daysAgo) {
            DB::table('credit_requests')->insert([
                'credit_programme_id' => $programme, 'product_id' => null, 'amount' => 1_000_000, 'months' => 12, 'monthly_payment' => 90_000,
                'total' => 1_080_000, 'name' => "Ion $daysAgo", 'phone' => '+37369123456', 'email' => null, 'locale' => 'ro',
                'consented_at' => now()->subDays($daysAgo), 'created_at' => now()->subDays($daysAgo), 'updated_at' => now()->subDays($daysAgo),
            ]);
        }

        $this->prune();

        $this->assertSame(['ana29@example.md'], DB::table('contact_messages')->pluck('email')->all());
        $this->assertSame(['Ion 59'], DB::table('credit_requests')->pluck('name')->all());
    }

    #[Test]
    public function job_applications_go_with_their_cv_files(): void
    {
        Storage::fake('applications');
        config(['privacy.job_applications_days' => 180]);
        $vacancy = (int) DB::table('vacancies')->value('id');
        foreach (['old' => 181, 'new' => 10] as $name => $daysAgo) {
            Storage::disk('applications')->put("$name.pdf", '%PDF-1.4');
            DB::table('job_applications')->insert([
                'vacancy_id' => $vacancy, 'name' => $name, 'phone' => '+37369123456', 'email' => "$name@example.md", 'message' => null,
                'cv_path' => "$name.pdf", 'cv_original_name' => 'cv.pdf', 'cv_type' => 'pdf', 'cv_size' => 8, 'locale' => 'ro',
                'created_at' => now()->subDays($daysAgo), 'updated_at' => now()->subDays($daysAgo),
            ]);
        }

        $this->prune();

        $this->assertSame(['new'], DB::table('job_applications')->pluck('name')->all());
        Storage::disk('applications')->assertMissing('old.pdf');
        Storage::disk('applications')->assertExists('new.pdf');
    }

    #[Test]
    public function the_prune_is_scheduled_daily(): void
    {
        $event = collect(app(Schedule::class)->events())->first(fn (Event $event): bool => str_contains((string) $event->command, 'shop:prune'));

        $this->assertNotNull($event);
        $this->assertMatchesRegularExpression('/^\d+ \d+ \* \* \*$/', $event->expression);
    }
}
