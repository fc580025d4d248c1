<?php

declare(strict_types=1);

namespace Tests\Feature\Account;

use App\Models\User;
use Illuminate\Support\Facades\DB;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\Attributes\Test;

/**
 * Account pages ask the client to keep their history entries encrypted; signing out tells the next page to drop the
 * key, so the back button after signing out shows nothing of the account.
 */
final class HistoryEncryptionTest extends AccountTestCase
{
    private function page(TestResponse $response): array
    {
        $response->assertOk();

        return (array) $response->json();
    }

    #[Test]
    public function every_account_settings_and_order_page_is_encrypted_in_the_history(): void
    {
        $user = User::factory()->create();
        $number = 'ES-2611-000001';
        DB::table('orders')->insert([
            'number' => $number, 'idempotency_key' => 'key-0123456789abcdef', 'user_id' => $user->id, 'locale' => 'ro',
            'name' => 'Ana Popescu', 'phone' => '+37360123456', 'email' => 'ana@example.md',
            'subtotal' => 100_000, 'total' => 100_000, 'created_at' => now(), 'updated_at' => now(),
        ]);
        $this->actingAs($user)->withConfirmedPassword()->withHeaders($this->inertia());

        foreach (['/cont', '/ru/cont', '/cont/bun-venit', '/cont/setari/profil', '/cont/setari/parola', '/cont/setari/aspect',
            '/cont/setari/doi-factori', '/cont/setari/tokenuri-api', '/ru/cont/comenzi', '/comanda/'.$number] as $url) {
            $this->assertTrue($this->page($this->get($url))['encryptHistory'] ?? false, $url);
        }

        // Shop pages stay as they were.
        $this->assertArrayNotHasKey('encryptHistory', $this->page($this->get('/catalog')));
    }

    #[Test]
    public function signing_out_clears_the_history_on_the_next_page(): void
    {
        $this->actingAs(User::factory()->create())->withHeaders($this->inertia());
        $this->assertArrayNotHasKey('clearHistory', $this->page($this->get('/cont')));

        $this->post('/ru/iesire')->assertRedirect('/ru');
        $this->assertGuest();
        $home = $this->page($this->get('/ru'));
        $this->assertTrue($home['clearHistory'] ?? false);
        $this->assertNull($home['props']['auth']['user'] ?? null);
        // Once only.
        $this->assertArrayNotHasKey('clearHistory', $this->page($this->get('/ru')));
    }

    #[Test]
    public function deleting_the_account_clears_the_history_too(): void
    {
        $this->actingAs(User::factory()->create())->withHeaders($this->inertia());

        $this->delete('/cont/setari/profil', ['password' => 'password'])->assertRedirect('/');
        $this->assertTrue($this->page($this->get('/'))['clearHistory'] ?? false);
    }
}
