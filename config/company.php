<?php

declare(strict_types=1);

// The company behind the shop, shown on the office page (/contacte/oficiu); the phones and support e-mail are in shop.php.
return [
    'legal_name' => env('COMPANY_LEGAL_NAME', 'Electro Shop SRL'),
    'idno' => env('COMPANY_IDNO', '1012600012345'),
    'vat_code' => env('COMPANY_VAT_CODE', '0612345'),
    // The bank account printed on invoices (docs/documents.md): a Moldovan IBAN is MD + 22 characters.
    'iban' => env('COMPANY_IBAN', 'MD24AG000225100013104168'),
    'bank' => env('COMPANY_BANK', 'BC „Moldova Agroindbank” SA, cod AGRNMD2X'),
    'address' => [
        'ro' => env('COMPANY_ADDRESS_RO', 'mun. Chișinău, str. Vasile Alecsandri 78, MD-2012'),
        'ru' => env('COMPANY_ADDRESS_RU', 'мун. Кишинёв, ул. Василе Александри, 78, MD-2012'),
    ],
    'latitude' => (float) env('COMPANY_LATITUDE', 47.0173),
    'longitude' => (float) env('COMPANY_LONGITUDE', 28.8249),
    // The office's hours: Monday to Friday 8:00–18:00, Saturday and Sunday 8:00–16:00 (ISO weekday => [opens, closes]).
    'office_hours' => [
        1 => ['08:00', '18:00'], 2 => ['08:00', '18:00'], 3 => ['08:00', '18:00'], 4 => ['08:00', '18:00'],
        5 => ['08:00', '18:00'], 6 => ['08:00', '16:00'], 7 => ['08:00', '16:00'],
    ],
    'map' => [
        'tiles_url' => env('MAP_TILES_URL', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
        'attribution' => env('MAP_TILES_ATTRIBUTION', '&copy; OpenStreetMap contributors'),
        // Opening an address in a maps site; {lat} and {lng} are replaced.
        'directions_url' => env('MAP_DIRECTIONS_URL', 'https://www.openstreetmap.org/?mlat={lat}&mlon={lng}#map=17/{lat}/{lng}'),
    ],
    // Spam protection of the contact form: a guest's form sent sooner than this after it was shown is refused (a
    // script's answer; a person whose browser autofills the form still takes two seconds). Signed-in shoppers are not timed.
    'contact_min_seconds' => (int) env('CONTACT_MIN_SECONDS', 1),
];
