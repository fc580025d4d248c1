<?php

declare(strict_types=1);

// The cart's limits: a line never holds more than the stock nor more than this many units (a shop sells to
// households, not to resellers; larger orders go through the office).
return [
    'max_quantity' => (int) env('CART_MAX_QUANTITY', 10),
];
