<?php

declare(strict_types=1);

namespace App\Http\Controllers\Catalog;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Support\Text;
use Inertia\Response;

/**
 * The whole catalogue on one page, all three levels (the catalogue index): what the phone Catalog and search
 * engines use. The tree itself is the shared `catalog` prop.
 */
final class CatalogIndexController extends Controller
{
    public function __invoke(): Response
    {
        return Page::render('catalog/index', Text::get('catalog.index.title'), description: Text::get('catalog.index.description'));
    }
}
