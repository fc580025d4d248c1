<?php

declare(strict_types=1);

namespace App\Http\Controllers\Newsletter;

use App\Actions\Newsletter\ConfirmNewsletterSubscription;
use App\Actions\Newsletter\SubscribeToNewsletter;
use App\Actions\Newsletter\UnsubscribeFromNewsletter;
use App\Http\Controllers\Controller;
use App\Http\Requests\Newsletter\SubscribeToNewsletterRequest;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\Security\ClientContext;
use App\Models\NewsletterSubscription;
use App\Support\Text;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\RedirectResponse;
use Symfony\Component\HttpFoundation\Response;

/** The newsletter's double opt-in: the box's sign-up, the confirmation link and the unsubscribe page. */
final class NewsletterController extends Controller
{
    public function subscribe(SubscribeToNewsletterRequest $request, SubscribeToNewsletter $subscribe): RedirectResponse|JsonResponse
    {
        $subscribe->handle($request->email(), app()->getLocale(), ClientContext::of($request));
        if ($request->expectsJson() && ! $request->hasHeader('X-Inertia')) {
            return response()->json(['message' => Text::get('newsletter.check_inbox')], 202);
        }

        // The same answer whether the address was new, pending or already on the list.
        return back(fallback: LocalizedRoutes::url('home'))->with('newsletter', 'pending');
    }

    public function confirm(string $token, ConfirmNewsletterSubscription $confirm): Response
    {
        $subscription = $confirm->handle($token);

        return $this->page($subscription === null ? 'invalid' : 'confirmed', $subscription, $subscription === null ? 404 : 200);
    }

    public function showUnsubscribe(string $token): Response
    {
        $subscription = NewsletterSubscription::findByUnsubscribeToken($token);
        if ($subscription === null) {
            return $this->page('invalid', null, 404);
        }

        return $this->page($subscription->unsubscribed_at === null ? 'unsubscribe' : 'unsubscribed', $subscription);
    }

    public function unsubscribe(string $token, UnsubscribeFromNewsletter $unsubscribe): Response
    {
        $subscription = NewsletterSubscription::findByUnsubscribeToken($token);
        if ($subscription === null) {
            return $this->page('invalid', null, 404);
        }
        $unsubscribe->handle($subscription);

        return $this->page('unsubscribed', $subscription);
    }

    private function page(string $state, ?NewsletterSubscription $subscription, int $status = 200): Response
    {
        $title = Text::get('newsletter.page.'.$state.'.title');

        return Page::render('newsletter/show', $title, [
            'state' => $state,
            'email' => $subscription === null ? null : self::masked($subscription->email),
            'unsubscribe_url' => $subscription === null ? null : LocalizedRoutes::url('newsletter.unsubscribe', ['token' => $subscription->unsubscribeToken()]),
        ])->toResponse(request())->setStatusCode($status);
    }

    /** Enough of the address to recognise it, not enough to harvest it from a forwarded link. */
    private static function masked(string $email): string
    {
        [$local, $domain] = array_pad(explode('@', $email, 2), 2, '');

        return mb_substr($local, 0, 2).str_repeat('•', max(1, min(6, mb_strlen($local) - 2))).'@'.$domain;
    }
}
