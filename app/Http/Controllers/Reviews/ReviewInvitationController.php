<?php

declare(strict_types=1);

namespace App\Http\Controllers\Reviews;

use App\Actions\Reviews\OptOutOfReviewInvitations;
use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Support\Text;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * The one-click link of a review invitation: with a valid signature its address gets no more invitations (said on
 * a short page); a link whose signature or address was changed is refused (403) and changes nothing.
 */
final class ReviewInvitationController extends Controller
{
    public function unsubscribe(Request $request, OptOutOfReviewInvitations $optOut): Response
    {
        $email = $request->query('email');
        $valid = is_string($email) && $email !== '' && mb_strlen($email) <= 190 && $request->hasValidSignature();
        if ($valid) {
            $optOut->handle($email);
        }
        $state = $valid ? 'unsubscribed' : 'invalid';

        $response = Page::render('reviews/unsubscribed', Text::get('reviews.invite.page.'.$state.'.title'), ['state' => $state])
            ->toResponse($request)->setStatusCode($valid ? 200 : 403);
        $response->headers->set('Cache-Control', 'no-store, private');

        return $response;
    }
}
