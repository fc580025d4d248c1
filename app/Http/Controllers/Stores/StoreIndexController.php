<?php

declare(strict_types=1);

namespace App\Http\Controllers\Stores;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\Seo\ShopSchema;
use App\Models\Store;
use App\Queries\Stores\StoreCards;
use App\Queries\Stores\StoresWithStock;
use App\Support\Text;
use Inertia\Response;

/** `/contacte/magazine`: every shop in the shop's order, with hours, open-now state and a map; a schema.org store each. */
final class StoreIndexController extends Controller
{
    public function __invoke(StoresWithStock $withStock): Response
    {
        $stores = $withStock->get();
        $title = Text::get('stores.title');

        return Page::render('stores/index', $title, [
            'breadcrumbs' => [['name' => $title, 'url' => LocalizedRoutes::url('stores.index')]],
            'stores' => StoreCards::cards($stores),
            'map' => [
                'tiles_url' => config()->string('company.map.tiles_url'),
                'attribution' => config()->string('company.map.attribution'),
            ],
        ], Text::get('stores.description'), ['json_ld' => array_values($stores->map(static fn (Store $store): array => ShopSchema::store($store))->all())]);
    }
}
