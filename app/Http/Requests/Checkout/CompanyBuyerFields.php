<?php

declare(strict_types=1);

namespace App\Http\Requests\Checkout;

use App\Support\Text;

/**
 * A company buyer as an order keeps it (its name and IDNO, what an invoice is issued to): the rules and messages the
 * checkout (a bank transfer needs them) and an order taken by hand (staff tick "company buyer") share. The caller
 * says when they are required.
 */
final class CompanyBuyerFields
{
    public const FIELDS = ['company_name', 'company_idno'];

    /**
     * @param  mixed  ...$when  the rules put first: whether the fields may be left out or are required
     * @return array<string, array<mixed>>
     */
    public static function rules(mixed ...$when): array
    {
        return [
            'company_name' => [...$when, 'string', 'max:190'],
            'company_idno' => [...$when, 'string', 'regex:/^\d{13}$/'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public static function messages(): array
    {
        $messages = [];
        foreach (self::FIELDS as $field) {
            $messages[$field.'.*'] = Text::get('checkout.validation.'.$field);
        }

        return $messages;
    }
}
