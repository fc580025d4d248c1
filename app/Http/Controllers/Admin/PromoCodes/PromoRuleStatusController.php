<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\PromoCodes;

use App\Actions\Marketing\ChangePromoRuleStatus;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\PromoCodes\ChangePromoRuleStatusRequest;
use App\Infrastructure\Security\StaffActor;
use App\Models\PromoRule;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;

/** Pausing, resuming or ending a code or cart rule. */
final class PromoRuleStatusController extends Controller
{
    public function __invoke(ChangePromoRuleStatusRequest $request, PromoRule $rule, ChangePromoRuleStatus $change): RedirectResponse
    {
        $change->handle($rule, $request->status(), StaffActor::of($request));

        return back()->with('status', Text::get('admin.promo_codes.status_saved.'.$request->status()));
    }
}
