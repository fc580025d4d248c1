<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Newsletter;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Queries\Admin\InboxSubscribers;
use App\Support\Text;
use Illuminate\Http\Request;
use Inertia\Response;

/** The newsletter's subscribers (/admin/abonati): searched by e-mail, by state, newest first. */
final class SubscriberIndexController extends Controller
{
    public function __invoke(Request $request, InboxSubscribers $subscribers): Response
    {
        $filters = InboxSubscribers::filters($request->query->all());

        return Page::render('admin/newsletter/index', Text::get('admin.newsletter.title'), [
            ...$subscribers->page($filters),
            'filters' => $filters,
        ]);
    }
}
