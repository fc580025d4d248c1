<?php

declare(strict_types=1);

namespace App\Models;

use App\Enums\StaffRole;
use App\Mail\Account\AccountMail;
use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Contracts\Auth\MustVerifyEmail;
use Illuminate\Contracts\Translation\HasLocalePreference;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Foundation\Auth\User as Authenticatable;
use Illuminate\Notifications\Notifiable;
use Illuminate\Support\Facades\Mail;
use Laravel\Sanctum\Contracts\HasApiTokens as HasApiTokensContract;
use Laravel\Sanctum\HasApiTokens;

/**
 * @property int $id
 * @property string $name
 * @property string $email
 * @property \Illuminate\Support\Carbon|null $email_verified_at
 * @property string|null $pending_email a new address typed on the profile, the account's once its link is opened
 * @property string $password
 * @property string $locale
 * @property string|null $phone
 * @property string|null $appearance
 * @property string|null $two_factor_secret
 * @property \Illuminate\Support\Carbon|null $two_factor_confirmed_at
 * @property int|null $last_totp_step
 * @property string|null $remember_token
 * @property StaffRole|null $role null for shoppers
 * @property \Illuminate\Support\Carbon|null $disabled_at a disabled account is signed out everywhere and cannot sign in
 * @property \Illuminate\Support\Carbon|null $invited_at staff without a password of their own yet: when their set-password link was last sent
 * @property \Illuminate\Support\Carbon|null $last_login_at the last sign-in with the password (and second factor) or a set-password link
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 */
final class User extends Authenticatable implements HasApiTokensContract, HasLocalePreference, MustVerifyEmail
{
    use BootsFromCompiledPlan, HasApiTokens;

    /** @use HasFactory<\Database\Factories\UserFactory> */
    use HasFactory;

    use \Illuminate\Auth\MustVerifyEmail;
    use Notifiable;

    /**
     * Known before the first save, so a new model reads them without a reload.
     *
     * @var array<string, mixed>
     */
    protected $attributes = [
        'pending_email' => null,
        'phone' => null,
        'appearance' => null,
        'two_factor_secret' => null,
        'two_factor_confirmed_at' => null,
        'last_totp_step' => null,
        'locale' => 'ro',
        'role' => null,
        'disabled_at' => null,
        'invited_at' => null,
        'last_login_at' => null,
    ];

    /** @var array<int, string> */
    protected $fillable = ['name', 'email', 'password', 'locale', 'phone', 'appearance'];

    /** @var array<string> */
    protected $hidden = ['password', 'remember_token', 'two_factor_secret'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'email_verified_at' => 'datetime',
            'password' => 'hashed',
            'two_factor_secret' => 'encrypted',
            'two_factor_confirmed_at' => 'datetime',
            'last_totp_step' => 'integer',
            'role' => StaffRole::class,
            'disabled_at' => 'datetime',
            'invited_at' => 'datetime',
            'last_login_at' => 'datetime',
        ];
    }

    /**
     * @return HasMany<TwoFactorRecoveryCode, $this>
     */
    public function recoveryCodes(): HasMany
    {
        return $this->hasMany(TwoFactorRecoveryCode::class);
    }

    public function hasTwoFactorEnabled(): bool
    {
        return $this->two_factor_secret !== null && $this->two_factor_confirmed_at !== null;
    }

    public function sendEmailVerificationNotification(): void
    {
        Mail::to($this)->queue(new AccountMail(AccountMail::VERIFY, $this));
    }

    /**
     * @param  string  $token
     */
    public function sendPasswordResetNotification($token): void
    {
        Mail::to($this)->queue(new AccountMail(AccountMail::RESET, $this, $token));
    }

    public function preferredLocale(): string
    {
        return $this->locale;
    }

    /** A member of staff whose account is not disabled. */
    public function isActiveStaff(): bool
    {
        return $this->role !== null && $this->disabled_at === null;
    }

    /** True for active staff holding one of the given roles. */
    public function hasRole(StaffRole ...$roles): bool
    {
        return $this->isActiveStaff() && $this->role?->in(...$roles) === true;
    }
}
