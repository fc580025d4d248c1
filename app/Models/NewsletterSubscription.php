<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;

/**
 * An e-mail address on the newsletter list, in the language it signed up in; active once confirmed and until it
 * unsubscribes. The confirmation token is kept as a SHA-256 hash of the one in the link; the unsubscribe token is
 * the id signed with the app key, so every mail's link keeps working and nothing secret is stored.
 *
 * @property int $id
 * @property string $email
 * @property string $locale
 * @property string|null $confirm_token
 * @property \Illuminate\Support\Carbon|null $confirmed_at
 * @property \Illuminate\Support\Carbon|null $unsubscribed_at
 * @property \Illuminate\Support\Carbon|null $created_at
 */
final class NewsletterSubscription extends Model
{
    use BootsFromCompiledPlan;

    /** @var array<int, string> */
    protected $fillable = ['email', 'locale', 'confirm_token', 'confirmed_at', 'unsubscribed_at'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['confirmed_at' => 'datetime', 'unsubscribed_at' => 'datetime'];
    }

    public static function hash(string $token): string
    {
        return hash('sha256', $token);
    }

    public function unsubscribeToken(): string
    {
        return $this->id.'-'.self::signature($this->id);
    }

    public static function findByUnsubscribeToken(string $token): ?self
    {
        if (preg_match('/^([0-9]{1,18})-([a-f0-9]{64})$/', $token, $parts) !== 1) {
            return null;
        }
        if (! hash_equals(self::signature((int) $parts[1]), $parts[2])) {
            return null;
        }

        return self::query()->find((int) $parts[1]);
    }

    private static function signature(int $id): string
    {
        return hash_hmac('sha256', 'newsletter-unsubscribe|'.$id, config()->string('app.key'));
    }
}
