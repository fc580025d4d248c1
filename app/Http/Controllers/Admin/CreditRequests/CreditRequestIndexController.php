<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\CreditRequests;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Queries\Admin\InboxCreditRequests;
use App\Support\Text;
use Illuminate\Http\Request;
use Inertia\Response;

/** The credit requests (/admin/cereri-credit): a tab per status, searched, newest first. */
final class CreditRequestIndexController extends Controller
{
    public function __invoke(Request $request, InboxCreditRequests $requests): Response
    {
        $filters = InboxCreditRequests::filters($request->query->all());

        return Page::render('admin/credit-requests/index', Text::get('admin.credit_requests.title'), [
            ...$requests->page($filters),
            'filters' => $filters,
        ]);
    }
}
