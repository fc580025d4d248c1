<?php

declare(strict_types=1);

namespace Tests\Feature\Settings;

use App\Models\User;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Account\AccountTestCase;

final class ApiTokensTest extends AccountTestCase
{
    /** @return array<string, array{string, string}> */
    public static function languages(): array
    {
        return ['ro' => ['', 'Tokenuri API'], 'ru' => ['/ru', 'API-токены']];
    }

    private function createToken(string $prefix = '', int $days = 30): string
    {
        $this->post($prefix.'/cont/setari/tokenuri-api', ['token_name' => 'Telefon', 'days' => $days])->assertRedirect($prefix.'/cont/setari/tokenuri-api');

        return (string) session('new_token');
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_token_is_shown_once_stored_hashed_and_identifies_its_owner_on_the_api(string $prefix, string $title): void
    {
        // 00:30 on 27 November in Chisinau, still the 26th in UTC: the expiry day shown is the shop's.
        $this->travelTo(CarbonImmutable::parse('2026-11-26 22:30:00', 'UTC'));
        config(['app.shop_timezone' => 'Europe/Chisinau']);
        $user = User::factory()->create(['name' => 'Ana', 'phone' => '+37369123456']);
        $this->actingAs($user)->get($prefix.'/cont/setari/tokenuri-api')->assertRedirect($prefix.'/confirmare-parola');
        $this->withConfirmedPassword();

        $plain = $this->createToken($prefix);
        $this->get($prefix.'/cont/setari/tokenuri-api')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('settings/api-tokens')->where('meta.title', $title)->where('newToken', $plain)
            ->where('tokens.0.name', 'Telefon')->where('tokens.0.expires_at', '2026-12-27')->where('tokens.0.expired', false)->etc());
        $this->get($prefix.'/cont/setari/tokenuri-api')->assertInertia(fn (Assert $page) => $page->where('newToken', null)->etc());

        [, $secret] = explode('|', $plain, 2);
        $this->assertSame(hash('sha256', $secret), DB::table('personal_access_tokens')->value('token'));
        $this->assertFalse(DB::table('personal_access_tokens')->where('token', $secret)->exists());

        $this->app['auth']->forgetGuards();
        foreach (['Token', 'Bearer'] as $scheme) {
            $this->withHeaders(['Authorization' => $scheme.' '.$plain])->getJson('/api/user')->assertOk()
                ->assertJsonPath('data.id', $user->id)->assertJsonPath('data.name', 'Ana')->assertJsonPath('data.phone', '+37369123456')
                ->assertJsonMissingPath('data.password')->assertJsonMissingPath('data.two_factor_secret');
        }
    }

    #[Test]
    public function without_a_valid_token_the_api_answers_401_json(): void
    {
        $user = User::factory()->create();
        $expired = $user->createToken('old', ['*'], now()->subMinute())->plainTextToken;

        $this->getJson('/api/user')->assertStatus(401)->assertJsonStructure(['message']);
        $this->get('/api/user')->assertStatus(401);
        $this->withHeaders(['Authorization' => 'Token '.$expired])->getJson('/api/user')->assertStatus(401);
        $this->withHeaders(['Authorization' => 'Token 1|not-a-token'])->getJson('/api/user')->assertStatus(401);
    }

    #[Test]
    public function a_token_stops_working_when_it_expires(): void
    {
        $user = User::factory()->create();
        $this->actingAs($user)->withConfirmedPassword();
        $plain = $this->createToken('', 30);
        $this->app['auth']->forgetGuards();

        $this->withHeaders(['Authorization' => 'Token '.$plain])->getJson('/api/user')->assertOk();
        $this->travel(31)->days();
        $this->withHeaders(['Authorization' => 'Token '.$plain])->getJson('/api/user')->assertStatus(401);
    }

    #[Test]
    public function the_list_takes_the_same_queries_for_one_token_or_many(): void
    {
        $user = User::factory()->create();
        $this->actingAs($user)->withConfirmedPassword();
        $user->createToken('one');
        $this->get('/cont/setari/tokenuri-api')->assertOk();

        DB::enableQueryLog();
        $this->get('/cont/setari/tokenuri-api')->assertOk();
        $one = count(DB::getQueryLog());
        foreach (range(1, 10) as $i) {
            $user->createToken("token $i");
        }
        DB::flushQueryLog();
        $this->get('/cont/setari/tokenuri-api')->assertOk()->assertInertia(fn (Assert $page) => $page->has('tokens', 11)->etc());

        $this->assertSame($one, count(DB::getQueryLog()));
    }

    #[Test]
    public function only_the_offered_lifetimes_are_accepted(): void
    {
        $this->actingAs(User::factory()->create())->withConfirmedPassword();

        $this->post('/cont/setari/tokenuri-api', ['token_name' => 'x', 'days' => 9999])->assertSessionHasErrors('days');
        $this->post('/cont/setari/tokenuri-api', ['token_name' => '', 'days' => 30])->assertSessionHasErrors('token_name');
        $this->assertSame(0, DB::table('personal_access_tokens')->count());
    }

    #[Test]
    public function a_revoked_token_is_refused_and_nobody_revokes_someone_elses(): void
    {
        $owner = User::factory()->create();
        $other = User::factory()->create();
        $othersToken = $other->createToken('theirs');

        $this->actingAs($owner)->withConfirmedPassword();
        $plain = $this->createToken();
        $id = (int) explode('|', $plain)[0];

        $this->delete('/cont/setari/tokenuri-api/'.$othersToken->accessToken->getKey())->assertNotFound();
        $this->assertSame(2, DB::table('personal_access_tokens')->count());

        $this->delete('/cont/setari/tokenuri-api/'.$id)->assertRedirect('/cont/setari/tokenuri-api');
        $this->app['auth']->forgetGuards();
        $this->withHeaders(['Authorization' => 'Bearer '.$plain])->getJson('/api/user')->assertStatus(401);
        $this->withHeaders(['Authorization' => 'Bearer '.$othersToken->plainTextToken])->getJson('/api/user')->assertOk();
    }
}
