<?php

declare(strict_types=1);

namespace App\Listeners;

use App\Actions\Cart\MergeGuestCart;
use App\Support\Shopper\GuestId;
use Illuminate\Auth\Events\Login;
use Illuminate\Http\Request;

/**
 * A guest who signs in (or registers) keeps what they put in the cart. The guest cookie stays: favourites and the
 * compare list are merged from it too.
 */
final readonly class MergeGuestCartOnLogin
{
    public function __construct(private MergeGuestCart $merge, private Request $request)
    {
    }

    public function handle(Login $event): void
    {
        $guestId = GuestId::of($this->request);
        if ($guestId !== null) {
            $this->merge->handle($guestId, (int) $event->user->getAuthIdentifier());
        }
    }
}
