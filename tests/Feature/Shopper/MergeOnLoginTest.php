<?php

declare(strict_types=1);

namespace Tests\Feature\Shopper;

use App\Infrastructure\Shopper\GuestId;
use App\Mail\Account\AccountMail;
use App\Models\SavedProduct;
use App\Models\User;
use Illuminate\Support\Facades\Mail;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;

final class MergeOnLoginTest extends ShopperListsTestCase
{
    #[Test]
    public function a_guest_who_signs_in_finds_their_favourites_and_compare_list_in_the_account(): void
    {
        [$tvA, $tvB, $tvC] = self::productsIn('smart-tv', 3);
        $user = User::factory()->create(['email' => 'ana@example.md']);
        SavedProduct::query()->create(['list' => 'favourites', 'user_id' => $user->id, 'product_id' => $tvA->id, 'category_id' => $tvA->category_id]);

        $this->withCookie(GuestId::COOKIE, self::GUEST_A);
        $this->postJson('/favorite/'.$tvA->id)->assertOk();
        $this->postJson('/favorite/'.$tvB->id)->assertOk();
        $this->postJson('/compara/'.$tvC->id)->assertOk();

        $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'password'])->assertRedirect('/cont');

        $this->get('/favorite')->assertInertia(fn (Assert $page) => $page
            ->where('products', fn ($products) => collect($products)->pluck('id')->sort()->values()->all() === [$tvA->id, $tvB->id])
            ->where('favourites.count', 2)
            ->where('compare.ids', [$tvC->id])
            ->etc());
        $this->assertSame(0, SavedProduct::query()->whereNotNull('guest_id')->count());
        $this->assertSame(3, SavedProduct::query()->where('user_id', $user->id)->count());
    }

    #[Test]
    public function a_guest_who_creates_an_account_keeps_their_lists_too(): void
    {
        Mail::fake();
        $tv = self::tv();
        $this->withCookie(GuestId::COOKIE, self::GUEST_A);
        $this->postJson('/ru/favorite/'.$tv->id)->assertOk();

        $this->post('/ru/inregistrare', [
            'name' => 'Ana Popescu',
            'email' => 'ana@example.md',
            'phone' => '+373 69 123 456',
            'password' => 'a long passphrase',
            'password_confirmation' => 'a long passphrase',
            'terms' => true,
        ])->assertRedirect('/ru/inregistrare/trimis');

        // The account signs in from the mailed confirmation link, opened in the same browser.
        $link = '';
        Mail::assertQueued(AccountMail::class, function (AccountMail $mail) use (&$link): bool {
            preg_match('#https?://[^"\s]+/inregistrare/confirmare/[^"\s]+#', $mail->render(), $match);
            $link = html_entity_decode($match[0] ?? '');

            return $mail->kind === AccountMail::CONFIRM_REGISTRATION;
        });
        $this->get($link)->assertRedirect('/ru/cont/bun-venit');

        $user = User::query()->where('email', 'ana@example.md')->firstOrFail();
        $this->assertDatabaseHas('saved_products', ['list' => 'favourites', 'user_id' => $user->id, 'product_id' => $tv->id]);
        $this->assertSame(0, SavedProduct::query()->whereNotNull('guest_id')->count());
    }

    #[Test]
    public function merging_keeps_the_compare_limit_with_the_accounts_own_products_first(): void
    {
        $tvs = self::productsIn('smart-tv', 6);
        $user = User::factory()->create(['email' => 'ana@example.md']);
        foreach (array_slice($tvs, 0, 3) as $tv) {
            SavedProduct::query()->create(['list' => 'compare', 'user_id' => $user->id, 'product_id' => $tv->id, 'category_id' => $tv->category_id]);
        }

        $this->withCookie(GuestId::COOKIE, self::GUEST_A);
        foreach (array_slice($tvs, 3, 3) as $tv) {
            $this->postJson('/compara/'.$tv->id)->assertOk();
        }
        $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'password'])->assertRedirect('/cont');

        $ids = SavedProduct::query()->where('user_id', $user->id)->where('list', 'compare')->orderBy('id')->pluck('product_id')->all();
        $this->assertSame([$tvs[0]->id, $tvs[1]->id, $tvs[2]->id, $tvs[3]->id], array_map(intval(...), $ids));
        $this->assertSame(0, SavedProduct::query()->where('guest_id', self::GUEST_A)->count());
    }

    #[Test]
    public function another_guests_lists_stay_theirs_when_someone_signs_in(): void
    {
        $tv = self::tv();
        User::factory()->create(['email' => 'ana@example.md']);
        $this->withCookie(GuestId::COOKIE, self::GUEST_B)->postJson('/favorite/'.$tv->id)->assertOk();

        $this->withCookie(GuestId::COOKIE, self::GUEST_A)
            ->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'password'])->assertRedirect('/cont');

        $this->get('/favorite')->assertInertia(fn (Assert $page) => $page->where('products', [])->etc());
        $this->assertSame(1, SavedProduct::query()->where('guest_id', self::GUEST_B)->count());
    }
}
