<?php

declare(strict_types=1);

namespace Tests\Feature\PageCache;

use App\Enums\StaffRole;
use App\Infrastructure\Shopper\GuestId;
use App\Models\Product;
use App\Models\User;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Str;
use Inertia\Inertia;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\PageCache\Concerns\ReadsPages;
use Tests\TestCase;

/**
 * Two guests with different carts and favourites, a signed-in customer, a staff member and an anonymous shopper ask
 * for the same URLs in turn, with the page cache on: each sees only their own state, the anonymous one gets the
 * public page, nobody with state ever gets or leaves a public one.
 */
final class SeparateShoppersTest extends TestCase
{
    use ReadsPages;

    #[Test]
    public function interleaved_shoppers_each_see_only_their_own_state(): void
    {
        $this->seed(DatabaseSeeder::class);
        config(['page_cache.enabled' => true]);
        [$first, $second] = Product::query()->where('is_active', true)->where('stock_total', '>', 3)->orderBy('id')->limit(2)->get()->all();
        $customer = User::factory()->createOne(['name' => 'Ion Client']);
        $staff = User::factory()->staff(StaffRole::Editor)->createOne(['name' => 'Dana Personal']);
        $guestA = Str::random(40);
        $guestB = Str::random(40);

        $this->as(['guest' => $guestA], fn () => $this->postJson('/cos/produse', ['product_id' => $first->id, 'quantity' => 1])->assertOk());
        $this->as(['guest' => $guestA], fn () => $this->post('/favorite/'.$first->id)->assertRedirect());
        $this->as(['guest' => $guestB], fn () => $this->postJson('/ru/cos/produse', ['product_id' => $second->id, 'quantity' => 3])->assertOk());
        $this->as(['user' => $customer], fn () => $this->postJson('/cos/produse', ['product_id' => $second->id, 'quantity' => 2])->assertOk());

        $shoppers = [
            'guest A' => [['guest' => $guestA], null, 1, 1],
            'guest B' => [['guest' => $guestB], null, 3, 0],
            'customer' => [['user' => $customer], 'Ion Client', 2, 0],
            'staff' => [['user' => $staff], 'Dana Personal', 0, 0],
            'anonymous' => [[], null, 0, 0],
        ];
        $urls = ['/', '/produs/'.$first->slug, '/ru/produs/'.$first->slug, '/catalog', '/ru'];
        foreach ([array_keys($shoppers), array_reverse(array_keys($shoppers))] as $order) {
            foreach ($urls as $url) {
                foreach ($order as $name) {
                    [$who, $user, $cart, $favourites] = $shoppers[$name];
                    $response = $this->as($who, fn () => $this->get($url)->assertOk());
                    $props = $this->props($response);
                    $where = "$name on $url";
                    $this->assertSame($user, $props['auth']['user']['name'] ?? null, $where);
                    $this->assertSame($cart, $props['cart']['count'], $where);
                    $this->assertSame($favourites, $props['favourites']['count'], $where);
                    $this->assertSame(str_starts_with($url, '/ru') ? 'ru' : 'ro', $props['locale'], $where);
                    if ($who === []) {
                        $this->assertPublic($response);
                    } else {
                        $this->assertPrivate($response);
                    }
                }
            }
        }
    }

    /**
     * One shopper's request: their guest cookie or their account, nothing left from the one before.
     *
     * @param  array{guest?: string, user?: User}  $who
     * @param  callable(): \Illuminate\Testing\TestResponse<\Symfony\Component\HttpFoundation\Response>  $request
     * @return \Illuminate\Testing\TestResponse<\Symfony\Component\HttpFoundation\Response>
     */
    private function as(array $who, callable $request)
    {
        $this->defaultCookies = [];
        auth()->forgetGuards();
        Inertia::flushShared();
        if (isset($who['guest'])) {
            $this->withCredentials()->withCookie(GuestId::COOKIE, $who['guest']);
        }
        if (isset($who['user'])) {
            $this->actingAs($who['user']);
        }

        return $request();
    }
}
