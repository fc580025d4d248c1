<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Reviews;

use App\Actions\Reviews\PublishReview;
use App\Actions\Reviews\RejectReview;
use App\Actions\Reviews\ReplyToReview;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Reviews\RejectReviewRequest;
use App\Http\Requests\Admin\Reviews\ReplyToReviewRequest;
use App\Infrastructure\Security\StaffActor;
use App\Models\Review;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;

/** Publishing a review, rejecting it with a reason, replying as the shop; back to the queue where it was. */
final class ModerateReviewController extends Controller
{
    public function publish(Request $request, Review $review, PublishReview $publish): RedirectResponse
    {
        $publish->handle($review, StaffActor::of($request));

        return back()->with('status', Text::get('admin.reviews.published'));
    }

    public function reject(RejectReviewRequest $request, Review $review, RejectReview $reject): RedirectResponse
    {
        $reject->handle($review, $request->string('reason')->toString(), StaffActor::of($request));

        return back()->with('status', Text::get('admin.reviews.rejected'));
    }

    public function reply(ReplyToReviewRequest $request, Review $review, ReplyToReview $reply): RedirectResponse
    {
        $reply->handle($review, $request->string('reply')->toString(), StaffActor::of($request));

        return back()->with('status', Text::get('admin.reviews.replied'));
    }
}
