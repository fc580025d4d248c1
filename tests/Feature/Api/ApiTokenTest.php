<?php

declare(strict_types=1);

namespace Tests\Feature\Api;

use App\Models\User;
use Illuminate\Support\Facades\Route;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class ApiTokenTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        Route::middleware('api')->get('/api/__whoami', static fn () => response()->json(['user' => auth()->id()]));
    }

    #[Test]
    public function a_request_without_a_token_goes_on_as_a_guest(): void
    {
        $this->getJson('/api/__whoami')->assertOk()->assertExactJson(['user' => null]);
        $this->getJson('/api/shop/get-stores/')->assertOk();
    }

    /**
     * @return array<string, array{string}>
     */
    public static function schemes(): array
    {
        return ['the spec\'s Token form' => ['Token'], 'Bearer' => ['Bearer']];
    }

    #[Test]
    #[DataProvider('schemes')]
    public function a_valid_token_identifies_its_owner(string $scheme): void
    {
        $user = User::factory()->create();
        $token = $user->createToken('phone')->plainTextToken;

        $this->getJson('/api/__whoami', ['Authorization' => "$scheme $token"])->assertOk()->assertExactJson(['user' => $user->id]);
        $this->assertNotNull($user->tokens()->firstOrFail()->last_used_at);
    }

    /**
     * @return array<string, array{string, string}>
     */
    public static function badTokens(): array
    {
        return [
            'unknown token' => ['Token 1|not-a-real-token', 'ro'],
            'malformed header' => ['Basic dXNlcjpwYXNz', 'ro'],
            'empty token' => ['Token ', 'ru'],
        ];
    }

    #[Test]
    #[DataProvider('badTokens')]
    public function an_invalid_token_is_a_401_json_answer_not_a_redirect(string $header, string $lang): void
    {
        $this->get("/api/$lang/shop/category-in-home_page/", ['Authorization' => $header])
            ->assertUnauthorized()
            ->assertHeader('Content-Type', 'application/json')
            ->assertExactJson(['message' => __('errors.401.message', [], $lang)]);
    }

    #[Test]
    public function an_expired_token_is_refused(): void
    {
        $token = User::factory()->create()->createToken('old', expiresAt: now()->subMinute())->plainTextToken;

        $this->getJson('/api/__whoami', ['Authorization' => "Token $token"])->assertUnauthorized();
    }
}
