<?php

declare(strict_types=1);

namespace App\Http\Controllers\Promotions;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Queries\Promotions\PromotionDetails;
use App\Queries\Promotions\RunningPromotions;
use App\Support\Text;
use Inertia\Response;

/** `/promotii`: the running promotions (see RunningPromotions for their order). */
final class PromotionIndexController extends Controller
{
    public function __invoke(RunningPromotions $running): Response
    {
        $promotions = $running->get();
        $title = Text::get('promotions.title');

        return Page::render('promotions/index', $title, [
            'breadcrumbs' => [['name' => $title, 'url' => LocalizedRoutes::url('promotions.index')]],
            'promotions' => PromotionDetails::list($promotions),
        ], Text::get('promotions.description'));
    }
}
