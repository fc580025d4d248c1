<?php

declare(strict_types=1);

namespace Tests\Feature\Security;

use App\Models\User;
use Illuminate\Mail\Transport\ArrayTransport;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\URL;
use PHPUnit\Framework\Attributes\Test;
use Symfony\Component\Mailer\SentMessage;
use Tests\TestCase;

/**
 * Only APP_URL's host (http://localhost in phpunit.xml) and the configured aliases are served, and every link the
 * app makes points at APP_URL whatever Host the request came with.
 */
final class HostPinningTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();

        config(['app.allowed_hosts' => ['www.shop.example']]);
        User::factory()->create(['email' => 'ana@example.md', 'locale' => 'ro']);
    }

    #[Test]
    public function a_password_reset_asked_with_a_foreign_host_is_refused_and_mails_nothing(): void
    {
        $response = $this->post('http://evil.example/parola-uitata', ['email' => 'ana@example.md']);

        $response->assertStatus(400)->assertSee(__('errors.400.message', [], 'ro'));
        $this->assertSame([], $this->sentMails());
    }

    #[Test]
    public function a_password_reset_asked_on_an_alias_host_mails_a_link_on_app_urls_host(): void
    {
        $this->post('http://www.shop.example/parola-uitata', ['email' => 'ana@example.md'])->assertSessionHasNoErrors();

        $mails = $this->sentMails();
        $this->assertCount(1, $mails);
        $this->assertMatchesRegularExpression('~http://localhost/resetare-parola/[A-Za-z0-9]+\?email=ana%40example\.md~', $mails[0]);
        $this->assertStringNotContainsString('shop.example', $mails[0]);
    }

    #[Test]
    public function a_forwarded_host_that_is_not_served_is_refused_too(): void
    {
        $this->get('/', ['X-Forwarded-Host' => 'evil.example'])->assertStatus(400);
        $this->get('/', ['X-Forwarded-Host' => 'www.shop.example'])->assertOk();
    }

    #[Test]
    public function the_api_refuses_a_foreign_host_with_json_in_the_callers_language(): void
    {
        $this->getJson('http://evil.example/api/shop/get-stores/', ['Accept-Language' => 'ru'])
            ->assertStatus(400)
            ->assertExactJson(['message' => __('errors.400.message', [], 'ru')]);
    }

    #[Test]
    public function a_foreign_host_gets_the_page_in_the_shoppers_language(): void
    {
        $this->get('http://evil.example/ru/catalog')->assertStatus(400)->assertSee(__('errors.400.title', [], 'ru'));
    }

    #[Test]
    public function app_urls_host_and_aliases_are_served_case_insensitively_and_on_any_port(): void
    {
        $this->get('http://LOCALHOST:8080/')->assertOk();
        $this->get('http://www.shop.example/ru')->assertOk();
    }

    #[Test]
    public function redirects_and_signed_urls_are_built_from_app_url_on_an_alias_host(): void
    {
        $this->get('http://www.shop.example/cont')->assertRedirect('http://localhost/autentificare');
        $this->assertSame('http://localhost/cont', session('url.intended'));

        $signed = URL::signedRoute('orders.show', ['number' => 'ES-2611-000001']);
        $this->assertStringStartsWith('http://localhost/comanda/ES-2611-000001?signature=', $signed);
    }

    /** The mails sent through the array transport (phpunit.xml), as text. @return list<string> */
    private function sentMails(): array
    {
        $transport = Mail::mailer()->getSymfonyTransport();
        $this->assertInstanceOf(ArrayTransport::class, $transport);

        return array_values($transport->messages()->map(static fn (SentMessage $message): string => quoted_printable_decode($message->toString()))->all());
    }
}
