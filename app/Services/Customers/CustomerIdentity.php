<?php

declare(strict_types=1);

namespace App\Services\Customers;

use App\Support\Phone;

/**
 * The keys a customer is known by (docs/customers.md): the phone in its stored +373 form and the e-mail in lower case.
 * What cannot be read as a Moldovan number is kept as typed, trimmed, so that the same typing still folds together.
 */
final class CustomerIdentity
{
    public static function phone(?string $phone): ?string
    {
        $phone = trim((string) $phone);
        if ($phone === '') {
            return null;
        }

        return Phone::normalize($phone) ?? mb_substr($phone, 0, 20);
    }

    public static function email(?string $email): ?string
    {
        $email = mb_strtolower(trim((string) $email));

        return $email === '' ? null : $email;
    }
}
