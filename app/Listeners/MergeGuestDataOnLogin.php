<?php

declare(strict_types=1);

namespace App\Listeners;

use App\Actions\Cart\MergeGuestCart;
use App\Actions\Shopper\MergeGuestLists;
use App\Infrastructure\Shopper\GuestId;
use Illuminate\Auth\Events\Login;
use Illuminate\Http\Request;

/**
 * A guest who signs in (or registers) keeps what they collected before: the cart, the favourites and the compare
 * list. Each merge is its own write transaction that takes the write lock up front. Registered by event discovery
 * (app/Listeners) and nowhere else, so it runs once per sign-in; the guest cookie stays.
 */
final readonly class MergeGuestDataOnLogin
{
    public function __construct(private Request $request, private MergeGuestCart $cart, private MergeGuestLists $lists)
    {
    }

    public function handle(Login $event): void
    {
        $guestId = GuestId::of($this->request);
        if ($guestId === null) {
            return;
        }

        $userId = (int) $event->user->getAuthIdentifier();
        $this->cart->handle($guestId, $userId);
        $this->lists->handle($guestId, $userId);
    }
}
