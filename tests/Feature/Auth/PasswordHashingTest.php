<?php

declare(strict_types=1);

namespace Tests\Feature\Auth;

use App\Models\User;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Account\AccountTestCase;

final class PasswordHashingTest extends AccountTestCase
{
    #[Test]
    public function passwords_are_hashed_with_argon2id(): void
    {
        $this->post('/inregistrare', ['name' => 'Ana', 'email' => 'ana@example.md', 'password' => 'a long passphrase', 'password_confirmation' => 'a long passphrase', 'terms' => '1']);

        $this->assertSame('argon2id', password_get_info(User::query()->firstOrFail()->password)['algoName']);
    }

    #[Test]
    public function two_passwords_sharing_their_first_72_bytes_are_different_passwords(): void
    {
        $prefix = str_repeat('ă', 36); // 72 bytes in UTF-8: all bcrypt would read.
        $this->assertSame(72, strlen($prefix));
        $this->post('/inregistrare', ['name' => 'Ana', 'email' => 'ana@example.md', 'password' => $prefix.'first', 'password_confirmation' => $prefix.'first', 'terms' => '1']);
        $this->post('/iesire');

        $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => $prefix.'second'])->assertSessionHasErrors('email');
        $this->assertGuest();
        $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => $prefix.'first'])->assertRedirect();
        $this->assertAuthenticated();
    }

    #[Test]
    public function an_old_bcrypt_hash_still_signs_in_and_is_upgraded(): void
    {
        $user = User::factory()->create(['email' => 'ana@example.md']);
        DB::table('users')->where('id', $user->id)->update(['password' => password_hash('password', PASSWORD_BCRYPT, ['cost' => 4])]);

        $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'password'])->assertRedirect('/cont');
        $this->assertSame('argon2id', password_get_info((string) $user->fresh()?->password)['algoName']);
    }

    #[Test]
    public function an_overlong_password_is_refused_out_loud_not_cut(): void
    {
        $long = str_repeat('a', 256);
        $this->post('/inregistrare', ['name' => 'Ana', 'email' => 'ana@example.md', 'password' => $long, 'password_confirmation' => $long, 'terms' => '1'])
            ->assertSessionHasErrors('password');
        $this->assertSame(0, User::query()->count());
    }
}
