<?php

declare(strict_types=1);

namespace App\Rules;

use App\Services\Auth\CommonPasswords;
use App\Support\Text;
use Closure;
use Illuminate\Contracts\Validation\DataAwareRule;
use Illuminate\Contracts\Validation\ValidationRule;

/**
 * What a new password must not be, beyond its length: one of the 10 000 most common passwords, or a password that
 * contains the name part of the person's e-mail address (before the @, when it has 3 or more characters). Both are
 * the first guesses of anyone trying an account, whatever the capitals.
 */
final class AccountPassword implements DataAwareRule, ValidationRule
{
    /** @var array<array-key, mixed> */
    private array $data = [];

    /**
     * @param  string|null  $email  the account's address; null takes the form's `email` field
     */
    public function __construct(private readonly ?string $email = null)
    {
    }

    /**
     * @param  array<array-key, mixed>  $data
     */
    public function setData(array $data): static
    {
        $this->data = $data;

        return $this;
    }

    public function validate(string $attribute, mixed $value, Closure $fail): void
    {
        if (! is_string($value)) {
            return;
        }

        if (CommonPasswords::contains($value)) {
            $fail(Text::get('account.validation.password_common'));

            return;
        }

        $name = self::namePart($this->email ?? (is_string($this->data['email'] ?? null) ? $this->data['email'] : ''));
        if ($name !== null && mb_stripos($value, $name) !== false) {
            $fail(Text::get('account.validation.password_email'));
        }
    }

    /** The part of an address before its last @, lower-case, when it is long enough to matter. */
    public static function namePart(string $email): ?string
    {
        $at = mb_strrpos($email, '@');
        if ($at === false) {
            return null;
        }
        $name = mb_strtolower(trim(mb_substr($email, 0, $at)));

        return mb_strlen($name) >= 3 ? $name : null;
    }
}
