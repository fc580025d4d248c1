<?php

declare(strict_types=1);

// The couriers staff may name when they move an order to shipped (App\Services\Orders\Couriers), each with the
// address of its tracking page, `{number}` standing for the tracking number; a courier without one shows the number
// alone. Their names are the translations `orders.couriers.<key>`.
return [
    'own' => ['url' => env('COURIER_OWN_URL')],
    'nova_poshta' => ['url' => env('COURIER_NOVA_POSHTA_URL')],
    'dhl' => ['url' => env('COURIER_DHL_URL', 'https://www.dhl.com/md-en/home/tracking/tracking-express.html?submit=1&tracking-id={number}')],
];
