<?php

declare(strict_types=1);

namespace Tests\Feature\Security;

use App\Actions\Contacts\SendContactMessage;
use App\Models\ContactMessage;
use App\Models\CreditRequest;
use App\Models\JobApplication;
use App\Models\User;
use App\Services\Auth\Totp;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\Storage;
use PHPUnit\Framework\Attributes\Test;
use Symfony\Component\Mailer\Exception\TransportException;
use Symfony\Component\Mailer\SentMessage;
use Symfony\Component\Mailer\Transport\AbstractTransport;
use Symfony\Component\Mime\Address;
use Tests\Feature\Account\AccountTestCase;

/**
 * The mail server is down: every form that mails still saves and answers, the mails wait in the queue (database
 * driver, as in production), and the worker sends them once the server is back.
 */
final class MailerDownTest extends AccountTestCase
{
    public static bool $down = true;

    /** @var list<SentMessage> */
    public static array $delivered = [];

    protected function setUp(): void
    {
        parent::setUp();
        self::$down = true;
        self::$delivered = [];
        Mail::extend('flaky', static fn (): AbstractTransport => new class extends AbstractTransport
        {
            protected function doSend(SentMessage $message): void
            {
                if (MailerDownTest::$down) {
                    throw new TransportException('Connection refused');
                }
                MailerDownTest::$delivered[] = $message;
            }

            public function __toString(): string
            {
                return 'flaky://';
            }
        });
        config(['mail.mailers.flaky' => ['transport' => 'flaky'], 'mail.default' => 'flaky', 'queue.default' => 'database', 'shop.email' => 'shop@shop.test']);
        Storage::fake('applications');
    }

    /** @return list<string> the addresses of the mails delivered so far */
    private function deliveredTo(): array
    {
        return array_map(static fn (SentMessage $m): string => implode(',', array_map(static fn (Address $a): string => $a->getAddress(), $m->getEnvelope()->getRecipients())), self::$delivered);
    }

    private function work(): void
    {
        while (DB::table('jobs')->where('available_at', '<=', now()->getTimestamp())->exists()) {
            $this->artisan('queue:work', ['connection' => 'database', '--once' => true, '--sleep' => 0])->assertExitCode(0);
        }
    }

    #[Test]
    public function registration_credit_and_job_applications_and_contact_messages_are_saved_and_mailed_later(): void
    {
        $this->seed(DatabaseSeeder::class);

        $this->post('/inregistrare', ['name' => 'Ana', 'email' => 'ana@example.md', 'password' => 'a long passphrase', 'password_confirmation' => 'a long passphrase', 'terms' => true])
            ->assertRedirect('/inregistrare/trimis');
        $this->from('/credit')->post('/credit', ['programme' => 'easy-credit-18', 'amount' => '12969', 'months' => 18, 'name' => 'Maria Rusu', 'phone' => '+373 69 123 456', 'email' => 'maria@example.md', 'consent' => '1'])
            ->assertRedirect('/credit')->assertSessionHasNoErrors();
        $cv = UploadedFile::fake()->createWithContent('cv.pdf', "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
        $this->from('/cariera/consultant-vanzari-chisinau')->post('/cariera/consultant-vanzari-chisinau', ['name' => 'Ion Popescu', 'phone' => '060 12 34 56', 'email' => 'ion@example.md', 'cv' => $cv])
            ->assertSessionHasNoErrors();
        app(SendContactMessage::class)->handle(['name' => 'Dan', 'email' => 'dan@example.md', 'phone' => null, 'message' => 'Salut'], 'ro', '127.0.0.1');

        $this->assertSame(1, User::query()->whereNull('role')->count());
        $this->assertSame(1, CreditRequest::query()->count());
        $this->assertSame(1, JobApplication::query()->count());
        $this->assertSame(1, ContactMessage::query()->count());
        // Confirmation to the person and notice to the shop for credit and CV, one for the registration and contact.
        $this->assertSame(6, DB::table('jobs')->count());

        // A worker while the server is down: nothing is lost, every mail is tried again later.
        $this->work();
        $this->assertSame([], self::$delivered);
        $this->assertSame(6, DB::table('jobs')->count());
        $this->assertSame(0, DB::table('failed_jobs')->count());

        self::$down = false;
        $this->travel(11)->seconds();
        $this->work();

        $this->assertSame(0, DB::table('jobs')->count());
        $to = $this->deliveredTo();
        sort($to);
        $this->assertSame(['ana@example.md', 'ion@example.md', 'maria@example.md', 'shop@shop.test', 'shop@shop.test', 'shop@shop.test'], $to);
    }

    #[Test]
    public function confirming_two_factor_keeps_and_shows_the_recovery_codes_while_the_mail_waits(): void
    {
        $user = User::factory()->create(['email' => 'ana@example.md']);
        $this->actingAs($user)->withConfirmedPassword();
        $this->post('/cont/setari/doi-factori');
        $secret = (string) $user->fresh()?->two_factor_secret;

        $this->post('/cont/setari/doi-factori/confirmare', ['code' => Totp::codeAt($secret, Totp::step(now()->getTimestamp()))])
            ->assertRedirect('/cont/setari/doi-factori')->assertSessionHas('recovery_codes', fn (array $codes): bool => count($codes) === 8);
        $this->assertTrue($user->fresh()?->hasTwoFactorEnabled());
        $this->assertSame(8, DB::table('two_factor_recovery_codes')->where('user_id', $user->id)->count());
        $this->assertSame(1, DB::table('jobs')->count());
        // The queued payload is encrypted: a reset or verification link never sits readable in the jobs table.
        $this->assertStringNotContainsString('ana@example.md', (string) DB::table('jobs')->value('payload'));

        self::$down = false;
        $this->work();
        $this->assertSame(['ana@example.md'], $this->deliveredTo());
    }
}
