<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Messages;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Queries\Admin\InboxMessages;
use App\Support\Text;
use Illuminate\Http\Request;
use Inertia\Response;

/** The contact messages (/admin/mesaje): the new or handled ones, searched, newest first. */
final class MessageIndexController extends Controller
{
    public function __invoke(Request $request, InboxMessages $messages): Response
    {
        $filters = InboxMessages::filters($request->query->all());

        return Page::render('admin/messages/index', Text::get('admin.messages.title'), [
            ...$messages->page($filters),
            'filters' => $filters,
        ]);
    }
}
