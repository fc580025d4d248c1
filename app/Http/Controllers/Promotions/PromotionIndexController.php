<?php

declare(strict_types=1);

namespace App\Http\Controllers\Promotions;

use App\Http\Controllers\Controller;
use App\Http\Resources\Promotions\PromotionResource;
use App\Models\Promotion;
use App\Support\Locale\LocalizedRoutes;
use App\Support\Page;
use App\Support\Text;
use Illuminate\Http\Request;
use Inertia\Response;

/**
 * The running promotions, in the shop's order and then the soonest ending first (open-ended ones last): one query
 * with the product counts.
 */
final class PromotionIndexController extends Controller
{
    public function __invoke(Request $request): Response
    {
        $promotions = Promotion::scopeRunning(Promotion::query())->withCount('products')
            ->orderBy('sort')->orderByRaw('ends_at is null')->orderBy('ends_at')->orderBy('id')
            ->get();
        $title = Text::get('promotions.title');

        return Page::render('promotions/index', $title, [
            'breadcrumbs' => [['name' => $title, 'url' => LocalizedRoutes::url('promotions.index')]],
            'promotions' => PromotionResource::collection($promotions)->resolve($request),
        ], Text::get('promotions.description'));
    }
}
