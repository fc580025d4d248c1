<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Models\User;
use App\Queries\Admin\MenuBadges;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

/** GET /admin/insigne: the menu's counts for this staff member (null for a badge they may not see). */
final class MenuBadgesController extends Controller
{
    public function __invoke(Request $request, MenuBadges $badges): JsonResponse
    {
        /** @var User $user */
        $user = $request->user();

        return response()->json($badges->for($user))->header('Cache-Control', 'no-store, private');
    }
}
