<?php

declare(strict_types=1);

namespace Tests\Feature\Security;

use App\Http\Middleware\RequirePasswordConfirmation;
use App\Models\User;
use Illuminate\Support\Facades\Route;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use RuntimeException;
use Tests\TestCase;

/**
 * Requests no shopper's browser makes (undecodable URLs, ids past 64 bits) get a clean 400 or 404, in JSON under
 * /api and as the shop's page elsewhere, never a 500 or a framework page.
 */
final class MalformedRequestsTest extends TestCase
{
    /** @return array<string, array{string, string}> */
    public static function malformedApiUrls(): array
    {
        return [
            'path' => ['/api/shop/get-stores/%ff', 'ru'],
            'query value' => ['/api/search/suggest?q=%ff%fe&lang=ro', 'ro'],
            'query name' => ['/api/shop/product/?%ff=1', 'ru'],
            'nested query value' => ['/api/shop/product/?type[]=%c0%af', 'ru'],
        ];
    }

    #[Test]
    #[DataProvider('malformedApiUrls')]
    public function the_api_answers_malformed_utf8_with_a_400_json_message(string $url, string $locale): void
    {
        $this->get($url, ['Accept-Language' => 'ru'])
            ->assertStatus(400)
            ->assertHeader('Content-Type', 'application/json')
            ->assertExactJson(['message' => __('errors.400.message', [], $locale)]);
    }

    #[Test]
    public function the_api_keeps_answering_json_with_debug_on(): void
    {
        config(['app.debug' => true]);

        $this->get('/api/x%ff')->assertStatus(400)->assertExactJson(['message' => __('errors.400.message', [], 'ro')]);
        $this->post('/api/shop/get-stores/')->assertStatus(405)->assertHeader('Content-Type', 'application/json');
    }

    #[Test]
    public function an_api_server_error_is_json_too(): void
    {
        Route::middleware('api')->get('/api/__boom', static fn () => throw new RuntimeException('boom'));

        $this->get('/api/__boom')->assertStatus(500)->assertExactJson(['message' => __('errors.500.message', [], 'ro')]);
    }

    /** @return array<string, array{string, string}> */
    public static function malformedPages(): array
    {
        return [
            'romanian path' => ['/produs/%ff', 'ro'],
            'russian path' => ['/ru/produs/%ff', 'ru'],
            'romanian query' => ['/cautare?q=%ff', 'ro'],
            'russian query' => ['/ru/cautare?q=telev%e2%28%a1', 'ru'],
        ];
    }

    #[Test]
    #[DataProvider('malformedPages')]
    public function a_page_with_malformed_utf8_is_a_400_page_in_the_shoppers_language(string $url, string $locale): void
    {
        $this->get($url)
            ->assertStatus(400)
            ->assertInertia(fn (Assert $page) => $page
                ->component('errors/error')
                ->where('status', 400)
                ->where('message', __('errors.400.message', [], $locale))
                ->where('locale', $locale)
                ->etc());
    }

    #[Test]
    public function a_cart_line_id_past_64_bits_is_a_404(): void
    {
        $this->delete('/cos/produse/99999999999999999999')->assertNotFound();
        $this->patch('/ru/cos/produse/18446744073709551616', ['quantity' => 1])->assertNotFound();
        $this->deleteJson('/cos/produse/99999999999999999999')->assertNotFound();
        // The largest 64-bit id is still an id: simply not in the cart.
        $this->deleteJson('/cos/produse/9223372036854775807')->assertStatus($this->deleteJson('/cos/produse/1')->status());
    }

    #[Test]
    public function favourite_and_compare_ids_past_64_bits_are_404s(): void
    {
        foreach (['favorite', 'compara', 'ru/favorite', 'ru/compara'] as $list) {
            $this->post("/$list/99999999999999999999")->assertNotFound();
            $this->deleteJson("/$list/99999999999999999999")->assertNotFound();
        }
    }

    #[Test]
    public function an_api_token_id_past_64_bits_is_a_404(): void
    {
        $this->actingAs(User::factory()->create())
            ->withSession([RequirePasswordConfirmation::SESSION_KEY => now()->getTimestamp()])
            ->delete('/cont/setari/tokenuri-api/99999999999999999999')
            ->assertNotFound();
    }

    #[Test]
    public function an_e_mail_verification_link_with_an_id_past_64_bits_is_a_404(): void
    {
        $this->actingAs(User::factory()->unverified()->create())
            ->get('/cont/verificare-email/99999999999999999999/abc')
            ->assertNotFound();
    }
}
