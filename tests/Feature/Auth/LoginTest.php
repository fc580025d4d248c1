<?php

declare(strict_types=1);

namespace Tests\Feature\Auth;

use App\Models\User;
use Illuminate\Auth\Events\Login;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Hash;
use Inertia\Testing\AssertableInertia as Assert;
use Mockery;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Account\AccountTestCase;

final class LoginTest extends AccountTestCase
{
    /** @return array<string, array{string, string, string, string}> */
    public static function languages(): array
    {
        return [
            'ro' => ['', 'Autentificare', 'Datele de autentificare introduse sunt incorecte.', 'Prea multe încercări. Încercați din nou peste'],
            'ru' => ['/ru', 'Вход', 'Неверные данные для входа.', 'Слишком много попыток. Повторите через'],
        ];
    }

    #[Test]
    #[DataProvider('languages')]
    public function the_login_page_is_shown_in_the_store_layout(string $prefix, string $title): void
    {
        $this->get($prefix.'/autentificare')->assertOk()
            ->assertSee('>'.$title.' - '.config('app.name').'</title>', false)
            ->assertInertia(fn (Assert $page) => $page->component('auth/login')->where('meta.title', $title)->where('auth.user', null)->etc());
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_person_signs_in_with_a_new_session_id_and_the_login_event(string $prefix): void
    {
        Event::fake([Login::class]);
        $user = User::factory()->create(['email' => 'ana@example.md']);
        $this->get($prefix.'/autentificare');
        $before = session()->getId();

        $this->post($prefix.'/autentificare', ['email' => 'Ana@Example.md', 'password' => 'password'])
            ->assertRedirect($prefix.'/cont');

        $this->assertAuthenticatedAs($user);
        $this->assertNotSame($before, session()->getId());
        Event::assertDispatched(Login::class, static fn (Login $event): bool => $event->user->getAuthIdentifier() === $user->id);
        $this->get($prefix.'/cont')->assertOk()->assertInertia(fn (Assert $page) => $page->component('account/dashboard')->etc());
    }

    #[Test]
    public function remember_me_sets_the_remember_cookie_and_without_it_none_is_set(): void
    {
        User::factory()->create(['email' => 'ana@example.md']);

        $with = $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'password', 'remember' => true]);
        $this->assertNotEmpty(array_filter($with->headers->getCookies(), static fn ($c): bool => str_starts_with($c->getName(), 'remember_web_')));
        $this->post('/iesire');

        $without = $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'password']);
        $this->assertEmpty(array_filter($without->headers->getCookies(), static fn ($c): bool => str_starts_with($c->getName(), 'remember_web_')));
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_wrong_password_is_refused_with_a_message_in_the_shoppers_language(string $prefix, string $title, string $failed): void
    {
        User::factory()->create(['email' => 'ana@example.md']);

        $this->from($prefix.'/autentificare')->post($prefix.'/autentificare', ['email' => 'ana@example.md', 'password' => 'wrong-password'])
            ->assertRedirect($prefix.'/autentificare')
            ->assertSessionHasErrors(['email' => $failed])
            ->assertSessionHasInput('email', 'ana@example.md');
        $this->assertGuest();
    }

    #[Test]
    #[DataProvider('languages')]
    public function the_sixth_failed_try_in_a_minute_gets_429_on_the_form(string $prefix, string $title, string $failed, string $throttled): void
    {
        User::factory()->create(['email' => 'ana@example.md']);
        for ($i = 0; $i < 5; $i++) {
            $this->post($prefix.'/autentificare', ['email' => 'ana@example.md', 'password' => 'wrong'])->assertSessionHasErrors('email');
        }

        // Even the right password waits: the limit is on the e-mail and IP, whatever is typed.
        $this->withHeaders($this->inertia())->post($prefix.'/autentificare', ['email' => 'ANA@example.md', 'password' => 'password'])
            ->assertStatus(429)
            ->assertHeader('Retry-After')
            ->assertJsonPath('component', 'auth/login')
            ->assertJsonPath('props.errors.email', fn (string $message): bool => str_starts_with($message, $throttled));
        $this->assertGuest();

        $this->postJson($prefix.'/autentificare', ['email' => 'ana@example.md', 'password' => 'password'])
            ->assertStatus(429)->assertJsonPath('message', fn (string $message): bool => str_starts_with($message, $throttled));

        // Another address from the same IP, or the same address from another IP, is not held up.
        $this->withServerVariables(['REMOTE_ADDR' => '10.0.0.2'])->post($prefix.'/autentificare', ['email' => 'ana@example.md', 'password' => 'password'])
            ->assertRedirect($prefix.'/cont');
    }

    #[Test]
    public function the_limit_lifts_after_a_minute(): void
    {
        User::factory()->create(['email' => 'ana@example.md']);
        for ($i = 0; $i < 5; $i++) {
            $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'wrong']);
        }
        $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'password'])->assertStatus(429);

        $this->travel(61)->seconds();
        $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'password'])->assertRedirect('/cont');
    }

    #[Test]
    public function logout_ends_the_session(): void
    {
        $user = User::factory()->create();
        $this->actingAs($user)->get('/cont')->assertOk();
        $before = session()->getId();

        $this->post('/iesire')->assertRedirect('/');

        $this->assertGuest();
        $this->assertNotSame($before, session()->getId());
        $this->get('/cont')->assertRedirect('/autentificare');
    }

    #[Test]
    public function guests_are_sent_to_the_login_page_of_their_language_and_back_after(): void
    {
        User::factory()->create(['email' => 'ana@example.md']);
        $this->get('/ru/cont/setari/profil')->assertRedirect('/ru/autentificare');

        $this->post('/ru/autentificare', ['email' => 'ana@example.md', 'password' => 'password'])
            ->assertRedirect(url('/ru/cont/setari/profil'));
    }

    #[Test]
    public function signed_in_people_skip_the_guest_pages(): void
    {
        $this->actingAs(User::factory()->create());

        $this->get('/autentificare')->assertRedirect('/cont');
        $this->get('/ru/inregistrare')->assertRedirect('/ru/cont');
    }

    #[Test]
    public function every_form_needs_the_csrf_token(): void
    {
        User::factory()->create(['email' => 'ana@example.md']);
        // The token check is off under unit tests; look like a real environment for this request.
        $this->app['env'] = 'local';

        $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'password'])->assertStatus(419);
        $this->post('/inregistrare', [])->assertStatus(419);
        $this->assertGuest();
    }

    #[Test]
    public function an_unknown_address_gets_the_same_answer_as_a_wrong_password(): void
    {
        User::factory()->create(['email' => 'ana@example.md']);

        $known = $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'nope'])->assertSessionHasErrors('email');
        $knownMessage = session('errors')->first('email');
        $this->post('/autentificare', ['email' => 'nobody@example.md', 'password' => 'nope'])->assertSessionHasErrors(['email' => $knownMessage]);
    }

    #[Test]
    public function an_unknown_address_still_checks_a_hash_of_the_same_algorithm_and_cost(): void
    {
        User::factory()->create(['email' => 'ana@example.md']);
        $checked = [];
        $hasher = Mockery::mock(app('hash'));
        $hasher->shouldReceive('check')->andReturnUsing(function (string $password, ?string $hash) use (&$checked): bool {
            $checked[] = [$password, (string) $hash];

            return password_verify($password, (string) $hash);
        });
        Hash::swap($hasher);

        $this->post('/autentificare', ['email' => 'nobody@example.md', 'password' => 'typed password'])->assertSessionHasErrors('email');
        $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'typed password'])->assertSessionHasErrors('email');

        $this->assertCount(2, $checked);
        [$unknown, $known] = $checked;
        $this->assertSame('typed password', $unknown[0]);
        // Same algorithm and the same cost as a real account's hash: the same work, so the same time.
        $this->assertSame(password_get_info($known[1]), password_get_info($unknown[1]));
        $this->assertSame('argon2id', password_get_info($unknown[1])['algoName']);
        $this->assertGuest();
    }
}
