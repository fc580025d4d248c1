<?php

declare(strict_types=1);

namespace App\Infrastructure\Shopper;

use App\Enums\ShopperList;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Queries\Shopper\SavedProducts;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;

/**
 * How a favourites / compare write answers: JSON callers get the list's ids and count (and a message, with 422 when
 * nothing could be added); pages get an Inertia redirect back, with the message under `errors.<list>` on a refusal.
 */
final class SavedListAnswer
{
    public static function make(Request $request, ShopperList $list, ?ShopperKey $shopper, ?string $error = null): JsonResponse|RedirectResponse
    {
        $key = $list === ShopperList::Favourites ? 'favourites' : 'compare';
        if ($request->expectsJson() && ! $request->hasHeader('X-Inertia')) {
            $ids = app(SavedProducts::class)->ids($shopper, $list);
            $body = [$key => ['count' => count($ids), 'ids' => $ids]];

            return $error === null ? response()->json($body) : response()->json([...$body, 'message' => $error, 'errors' => [$key => [$error]]], 422);
        }

        $back = back(fallback: LocalizedRoutes::url($key.'.index'));

        return $error === null ? $back : $back->withErrors([$key => $error]);
    }
}
