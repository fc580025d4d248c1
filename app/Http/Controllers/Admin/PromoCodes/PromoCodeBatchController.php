<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\PromoCodes;

use App\Actions\Marketing\ExportPromoCodes;
use App\Actions\Marketing\GeneratePromoCodes;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\PromoCodes\GeneratePromoCodesRequest;
use App\Infrastructure\Security\StaffActor;
use App\Models\PromoRule;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\StreamedResponse;

/** A code rule's batch of single-use codes: making one, and every code of the rule as CSV. */
final class PromoCodeBatchController extends Controller
{
    public function store(GeneratePromoCodesRequest $request, PromoRule $rule, GeneratePromoCodes $generate): RedirectResponse
    {
        $made = $generate->handle($rule, $request->howMany(), $request->prefix(), StaffActor::of($request));

        return back()->with('status', Text::get('admin.promo_codes.batch_made', ['count' => (string) $made]));
    }

    public function export(Request $request, PromoRule $rule, ExportPromoCodes $export): StreamedResponse
    {
        $write = $export->handle($rule, StaffActor::of($request));

        return response()->streamDownload(static function () use ($write): void {
            $out = fopen('php://output', 'wb');
            if ($out !== false) {
                $write($out);
                fclose($out);
            }
        }, ExportPromoCodes::filename($rule), ['Content-Type' => 'text/csv; charset=UTF-8']);
    }
}
