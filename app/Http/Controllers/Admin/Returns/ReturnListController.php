<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Returns;

use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Returns\ListReturnsRequest;
use App\Infrastructure\Inertia\Page;
use App\Queries\Admin\Returns\ReturnList;
use App\Support\Text;
use Inertia\Response;

/** Returns and warranty claims (/admin/retururi): a tab per return status and the claims, each row leading to its order. */
final class ReturnListController extends Controller
{
    public function __invoke(ListReturnsRequest $request, ReturnList $list): Response
    {
        $tab = $request->tab();

        return Page::render('admin/returns/index', Text::get('returns.admin.title'), [
            ...$list->page($tab),
            'tab' => $tab,
            'counts' => $list->counts(),
        ]);
    }
}
