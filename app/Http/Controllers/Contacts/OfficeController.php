<?php

declare(strict_types=1);

namespace App\Http\Controllers\Contacts;

use App\Actions\Contacts\SendContactMessage;
use App\Http\Controllers\Controller;
use App\Http\Requests\Contacts\SendContactMessageRequest;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Services\Stores\OpeningHours;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Crypt;
use Inertia\Response;

/** `/contacte/oficiu`: the head office's contacts, hours and company details, and the contact form. */
final class OfficeController extends Controller
{
    public function show(Request $request): Response
    {
        $title = Text::get('office.title');
        $locale = app()->getLocale();
        $hours = new OpeningHours(config()->array('company.office_hours'));
        /** @var array<string, string> $address */
        $address = config()->array('company.address');

        return Page::render('contacts/office', $title, [
            'breadcrumbs' => [['name' => $title, 'url' => LocalizedRoutes::url('contacts.show')]],
            'office' => [
                'legal_name' => config()->string('company.legal_name'),
                'idno' => config()->string('company.idno'),
                'vat_code' => config()->string('company.vat_code'),
                'address' => $address[$locale] ?? $address['ro'] ?? '',
                'hours' => $hours->groups(),
                'status' => $hours->statusAt(now()),
                'map_url' => strtr(config()->string('company.map.directions_url'), [
                    '{lat}' => (string) config()->float('company.latitude'),
                    '{lng}' => (string) config()->float('company.longitude'),
                ]),
            ],
            // When the form was shown, signed: a form sent back within seconds was filled in by a script.
            'form_token' => Crypt::encryptString((string) now()->getTimestamp()),
        ], Text::get('office.description'));
    }

    public function send(SendContactMessageRequest $request, SendContactMessage $send): RedirectResponse
    {
        // A filled-in hidden field means a bot: it is told "sent" and nothing is kept or mailed.
        if (! $request->isHoneypotFilled()) {
            $send->handle($request->message(), app()->getLocale(), $request->ip());
        }

        return redirect()->to(LocalizedRoutes::url('contacts.show'))->with('contact_sent', true);
    }
}
