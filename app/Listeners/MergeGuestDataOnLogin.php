<?php

declare(strict_types=1);

namespace App\Listeners;

use App\Actions\Cart\MergeGuestCart;
use App\Actions\RecentlyViewed\MergeGuestViews;
use App\Actions\Shopper\MergeGuestLists;
use App\Infrastructure\Shopper\GuestId;
use App\Infrastructure\Shopper\ViewerId;
use Illuminate\Auth\Events\Login;
use Illuminate\Http\Request;

/**
 * A guest who signs in (or registers) keeps what they collected before: the cart, the favourites and the compare
 * list (under the guest cookie), and the recently viewed products (under the viewer cookie). Each merge is its own
 * write transaction that takes the write lock up front. Registered by event discovery (app/Listeners) and nowhere
 * else, so it runs once per sign-in; the guest and viewer cookies stay.
 */
final readonly class MergeGuestDataOnLogin
{
    public function __construct(private Request $request, private MergeGuestCart $cart, private MergeGuestLists $lists, private MergeGuestViews $views)
    {
    }

    public function handle(Login $event): void
    {
        $userId = (int) $event->user->getAuthIdentifier();
        $viewerId = ViewerId::of($this->request);
        if ($viewerId !== null) {
            $this->views->handle($viewerId, $userId);
        }

        $guestId = GuestId::of($this->request);
        if ($guestId === null) {
            return;
        }

        $this->cart->handle($guestId, $userId);
        $this->lists->handle($guestId, $userId);
    }
}
