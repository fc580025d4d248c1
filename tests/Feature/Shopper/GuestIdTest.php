<?php

declare(strict_types=1);

namespace Tests\Feature\Shopper;

use App\Infrastructure\Shopper\GuestId;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Route;
use Illuminate\Support\Str;
use Tests\TestCase;

final class GuestIdTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();

        Route::middleware('web')->get('/__guest/read', static fn (Request $request) => response()->json(['id' => GuestId::of($request)]));
        Route::middleware('web')->get('/__guest/ensure', static fn (Request $request) => response()->json([
            'first' => GuestId::ensure($request),
            'again' => GuestId::ensure($request),
            'read' => GuestId::of($request),
        ]));
        Route::middleware('web')->get('/__guest/forget', static function (Request $request) {
            GuestId::forget($request);

            return response()->json(['id' => GuestId::of($request)]);
        });
    }

    public function test_a_page_view_issues_no_guest_id(): void
    {
        $this->get('/__guest/read')->assertExactJson(['id' => null])->assertCookieMissing(GuestId::COOKIE);
    }

    public function test_ensure_issues_one_id_per_request_as_a_lasting_http_only_cookie(): void
    {
        $response = $this->get('/__guest/ensure')->assertOk();

        $id = $response->json('first');
        $this->assertIsString($id);
        $this->assertMatchesRegularExpression('/^[A-Za-z0-9]{40}$/', $id);
        $this->assertSame($id, $response->json('again'));
        $this->assertSame($id, $response->json('read'));

        $response->assertCookie(GuestId::COOKIE, $id);
        $cookie = $response->getCookie(GuestId::COOKIE, decrypt: false);
        $this->assertNotNull($cookie);
        $this->assertTrue($cookie->isHttpOnly());
        $this->assertSame('lax', $cookie->getSameSite());
        $this->assertGreaterThan(now()->addDays(364)->getTimestamp(), $cookie->getExpiresTime());
        $this->assertNotSame($id, $cookie->getValue(), 'the cookie is encrypted');
    }

    public function test_the_id_comes_back_from_the_cookie_and_is_kept(): void
    {
        $id = Str::random(40);

        $this->withCookie(GuestId::COOKIE, $id)->get('/__guest/read')->assertExactJson(['id' => $id]);
        $this->withCookie(GuestId::COOKIE, $id)->get('/__guest/ensure')
            ->assertJson(['first' => $id])
            ->assertCookieMissing(GuestId::COOKIE);
    }

    public function test_a_malformed_or_unencrypted_cookie_is_no_id(): void
    {
        $this->withCookie(GuestId::COOKIE, 'short')->get('/__guest/read')->assertExactJson(['id' => null]);
        $this->withUnencryptedCookie(GuestId::COOKIE, str_repeat('a', 40))->get('/__guest/read')->assertExactJson(['id' => null]);
    }

    public function test_forget_expires_the_cookie(): void
    {
        $id = Str::random(40);

        $response = $this->withCookie(GuestId::COOKIE, $id)->get('/__guest/forget')->assertExactJson(['id' => $id]);
        $cookie = $response->getCookie(GuestId::COOKIE, decrypt: false);
        $this->assertNotNull($cookie);
        $this->assertLessThan(time(), $cookie->getExpiresTime());
    }
}
