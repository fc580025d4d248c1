<?php

declare(strict_types=1);

// The shop's own contact details, shown in the header, side menu and footer (two phones, a support e-mail).
return [
    'phones' => array_values(array_filter(
        array_map('trim', explode(',', (string) env('SHOP_PHONES', '+37322782222,+37360782223'))),
        static fn (string $phone): bool => $phone !== '',
    )),
    'email' => env('SHOP_EMAIL', 'suport@electroshop.md'),
    // Listings number this many pages at most (24 products each); deeper page numbers answer 404 at once, without a
    // query that would step over tens of thousands of rows. Filters and the other orders reach every product.
    'listing_max_pages' => max(1, (int) env('SHOP_LISTING_MAX_PAGES', 100)),
];
