<?php

declare(strict_types=1);

namespace App\Http\Controllers\Api\Account;

use App\Http\Controllers\Controller;
use App\Http\Resources\Api\Account\AccountResource;
use App\Support\Text;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

/**
 * `GET /api/user`: the token owner's profile; without a token, 401 JSON (never a redirect).
 */
final class UserController extends Controller
{
    public function __invoke(Request $request): JsonResponse
    {
        $user = $request->user();
        if ($user === null) {
            return response()->json(['message' => Text::get('errors.401.message')], 401);
        }

        return response()->json(['data' => AccountResource::make($user)->resolve($request)]);
    }
}
