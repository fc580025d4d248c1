<?php

declare(strict_types=1);

namespace App\Http\Controllers\Reviews;

use App\Actions\Reviews\ReportReview;
use App\Actions\Reviews\SubmitReview;
use App\Actions\Reviews\VoteHelpful;
use App\Http\Controllers\Controller;
use App\Http\Requests\Reviews\ReviewListRequest;
use App\Http\Requests\Reviews\SubmitReviewRequest;
use App\Models\User;
use App\Queries\Reviews\ProductReviews;
use App\Queries\Reviews\ReviewTargets;
use App\Queries\Reviews\ShopperReviewState;
use App\Support\Text;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

/**
 * The product page's reviews, asked for by its script (docs/reviews.md): another page or sort of the published ones,
 * the shopper's own review and votes (after the page, which may come from the page cache), writing or editing one's
 * review, "was this helpful" and reporting a review. JSON only, never cached by a browser or a proxy.
 */
final class ReviewController extends Controller
{
    public function __construct(private readonly ReviewTargets $targets)
    {
    }

    public function index(ReviewListRequest $request, ProductReviews $reviews, string $product): JsonResponse
    {
        return self::answer($reviews->page($this->targets->product($product), $request->sort(), $request->page()));
    }

    public function mine(Request $request, ShopperReviewState $state, string $product): JsonResponse
    {
        $user = $request->user();

        return self::answer($state->for($user instanceof User ? $user : null, $this->targets->product($product)));
    }

    public function store(SubmitReviewRequest $request, SubmitReview $submit, ShopperReviewState $state, string $product): JsonResponse
    {
        $user = self::user($request);
        $found = $this->targets->product($product);
        $submit->handle($user, $found, $request->review(), app()->getLocale());

        return self::answer(['message' => Text::get('reviews.form.sent'), ...$state->for($user, $found)], 201);
    }

    public function vote(Request $request, VoteHelpful $vote, string $review): JsonResponse
    {
        $user = self::user($request);
        $found = $this->targets->published($review);
        if ($found->user_id === $user->id) {
            return self::answer(['message' => Text::get('reviews.helpful.own')], 422);
        }

        return self::answer(['helpful' => $vote->handle($found, $user)]);
    }

    public function report(Request $request, ReportReview $report, string $review): JsonResponse
    {
        $user = self::user($request);
        $found = $this->targets->published($review);
        if ($found->user_id === $user->id) {
            return self::answer(['message' => Text::get('reviews.report.own')], 422);
        }
        $report->handle($found, $user);

        return self::answer(['message' => Text::get('reviews.report.sent')]);
    }

    private static function user(Request $request): User
    {
        $user = $request->user();

        return $user instanceof User ? $user : abort(401);
    }

    /**
     * @param  array<string, mixed>  $body
     */
    private static function answer(array $body, int $status = 200): JsonResponse
    {
        return (new JsonResponse($body, $status))->header('Cache-Control', 'no-store, private');
    }
}
