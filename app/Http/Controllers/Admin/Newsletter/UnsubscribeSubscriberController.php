<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Newsletter;

use App\Actions\Inbox\UnsubscribeSubscriber;
use App\Http\Controllers\Controller;
use App\Infrastructure\Security\StaffActor;
use App\Models\NewsletterSubscription;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;

/** Takes an address off the newsletter list. */
final class UnsubscribeSubscriberController extends Controller
{
    public function __invoke(Request $request, NewsletterSubscription $subscriber, UnsubscribeSubscriber $unsubscribe): RedirectResponse
    {
        $unsubscribe->handle($subscriber, StaffActor::of($request));

        return back()->with('status', Text::get('admin.newsletter.unsubscribed', ['email' => $subscriber->email]));
    }
}
