<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\PromoCodes;

use App\Actions\Marketing\SavePromoRule;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\PromoCodes\SavePromoRuleRequest;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Security\StaffActor;
use App\Models\PromoRule;
use App\Queries\Admin\PromoCodes\PromoRuleList;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

/** /admin/coduri-promo: promo codes and automatic cart rules, with their uses and revenue (manage-marketing). */
final class PromoRuleController extends Controller
{
    public function index(Request $request, PromoRuleList $list): Response
    {
        $filter = in_array($request->query('filter'), PromoRuleList::FILTERS, true) ? $request->string('filter')->toString() : null;
        $page = $list->paginate($filter);

        return Page::render('admin/promo-codes/index', Text::get('admin.promo_codes.title'), [
            'rules' => array_map($list->row(...), $page->items()),
            'pagination' => ['page' => $page->currentPage(), 'pages' => $page->lastPage(), 'total' => $page->total()],
            'filter' => $filter,
        ]);
    }

    public function create(PromoRuleList $list): Response
    {
        return Page::render('admin/promo-codes/form', Text::get('admin.promo_codes.create'), ['rule' => null, 'latest_uses' => [], ...$list->choices()]);
    }

    public function store(SavePromoRuleRequest $request, SavePromoRule $save): RedirectResponse
    {
        $rule = $save->handle(null, $request->values(), $request->code(), StaffActor::of($request));

        return redirect()->route('admin.promo-codes.edit', ['rule' => $rule->id])->with('status', Text::get('admin.promo_codes.saved'));
    }

    public function edit(PromoRule $rule, PromoRuleList $list): Response
    {
        return Page::render('admin/promo-codes/form', Text::get('admin.promo_codes.edit'), ['rule' => $list->form($rule), 'latest_uses' => $list->latestUses($rule), ...$list->choices()]);
    }

    public function update(SavePromoRuleRequest $request, PromoRule $rule, SavePromoRule $save): RedirectResponse
    {
        $save->handle($rule, $request->values(), $request->code(), StaffActor::of($request));

        return redirect()->route('admin.promo-codes.edit', ['rule' => $rule->id])->with('status', Text::get('admin.promo_codes.saved'));
    }
}
