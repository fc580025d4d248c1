<?php

declare(strict_types=1);

namespace App\Support\Shopper;

use App\Actions\Shopper\MergeGuestLists;
use Illuminate\Auth\Events\Login;
use Illuminate\Http\Request;

/**
 * A guest who signs in keeps the favourites and compare list they collected before. Registered in
 * AppServiceProvider; it lives outside app/Listeners so event discovery does not register it a second time.
 */
final readonly class MergeGuestListsOnLogin
{
    public function __construct(private Request $request, private MergeGuestLists $merge)
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
