<?php

declare(strict_types=1);

namespace App\Http\Controllers\Brands;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Queries\Brands\BrandsWithProducts;
use App\Support\Text;
use Inertia\Response;

/**
 * Every brand that has products, alphabetically, with its product count.
 */
final class BrandIndexController extends Controller
{
    public function __invoke(BrandsWithProducts $withProducts): Response
    {
        $title = Text::get('brands.title');
        $brands = array_map(
            static fn (array $brand): array => [
                ...$brand,
                'url' => LocalizedRoutes::url('brands.show', ['slug' => $brand['slug']]),
            ],
            $withProducts->get(),
        );

        return Page::render('brands/index', $title, [
            'breadcrumbs' => [['name' => $title, 'url' => LocalizedRoutes::url('brands.index')]],
            'brands' => $brands,
        ], Text::get('brands.description'));
    }
}
