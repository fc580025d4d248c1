<?php

declare(strict_types=1);

namespace App\Enums;

/** The product lists a shopper keeps besides the cart. */
enum ShopperList: string
{
    case Favourites = 'favourites';
    case Compare = 'compare';
}
