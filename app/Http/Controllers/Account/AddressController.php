<?php

declare(strict_types=1);

namespace App\Http\Controllers\Account;

use App\Actions\Account\AddAddress;
use App\Actions\Account\MakeAddressDefault;
use App\Actions\Account\RemoveAddress;
use App\Actions\Account\UpdateAddress;
use App\Http\Controllers\Controller;
use App\Http\Requests\Account\SaveAddressRequest;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\Shopper\GuestId;
use App\Models\Address;
use App\Models\User;
use App\Queries\Account\OrderAddressOffer;
use App\Queries\Account\SavedAddresses;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Validation\ValidationException;
use Inertia\Inertia;
use Inertia\Response;

/**
 * The account's saved delivery addresses (/cont/adrese): list, add, change, delete, make default. Every address is
 * looked up within the signed-in account, so another account's id answers 404 and changes nothing.
 */
final class AddressController extends Controller
{
    public function __construct(private readonly SavedAddresses $addresses)
    {
    }

    public function index(Request $request, OrderAddressOffer $offers): Response
    {
        $user = self::user($request);
        $title = Text::get('addresses.title');

        return Page::render('account/addresses', $title, [
            'breadcrumbs' => [
                ['name' => Text::get('account.dashboard.title'), 'url' => LocalizedRoutes::url('account.dashboard')],
                ['name' => $title, 'url' => LocalizedRoutes::url('account.addresses.index')],
            ],
            'addresses' => $this->addresses->for($user->id),
            'zones' => array_keys(config()->array('checkout.delivery.zones')),
            'max' => Address::MAX_PER_ACCOUNT,
            'offer' => $offers->for($user, GuestId::of($request)),
        ]);
    }

    public function store(SaveAddressRequest $request, AddAddress $add): RedirectResponse
    {
        if ($add->handle(self::user($request)->id, $request->fields()) === null) {
            throw ValidationException::withMessages(['address' => Text::get('addresses.limit', ['max' => Address::MAX_PER_ACCOUNT])]);
        }

        return $this->done('addresses.saved');
    }

    public function update(SaveAddressRequest $request, int $address, UpdateAddress $update): RedirectResponse
    {
        $update->handle($this->owned($request, $address), $request->fields());

        return $this->done('addresses.updated');
    }

    public function destroy(Request $request, int $address, RemoveAddress $remove): RedirectResponse
    {
        $remove->handle($this->owned($request, $address));

        return $this->done('addresses.deleted');
    }

    public function makeDefault(Request $request, int $address, MakeAddressDefault $makeDefault): RedirectResponse
    {
        $makeDefault->handle(self::user($request)->id, $this->owned($request, $address)->id);

        return $this->done('addresses.made_default');
    }

    private function owned(Request $request, int $id): Address
    {
        return $this->addresses->find(self::user($request)->id, $id) ?? abort(404);
    }

    private function done(string $message): RedirectResponse
    {
        Inertia::flash('addresses', ['message' => Text::get($message)]);

        return redirect(LocalizedRoutes::url('account.addresses.index'));
    }

    private static function user(Request $request): User
    {
        /** @var User $user */
        $user = $request->user();

        return $user;
    }
}
