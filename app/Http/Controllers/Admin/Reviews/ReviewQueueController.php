<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Reviews;

use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Reviews\ReviewQueueRequest;
use App\Infrastructure\Inertia\Page;
use App\Queries\Admin\Reviews\ReviewQueue;
use App\Support\Text;
use Inertia\Response;

/** The moderation queue (/admin/recenzii): waiting reviews first, then the reported, published and rejected ones. */
final class ReviewQueueController extends Controller
{
    public function __invoke(ReviewQueueRequest $request, ReviewQueue $queue): Response
    {
        $filters = $request->filters();

        return Page::render('admin/reviews/index', Text::get('admin.reviews.title'), [
            ...$queue->page($filters),
            'filters' => $filters,
        ]);
    }
}
