<?php

declare(strict_types=1);

namespace Tests\Feature\Search;

use App\Models\Category;
use Database\Seeders\DatabaseSeeder;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** A missing page gets what its search field and top categories need: the category tree, in the page's language. */
final class MissingPageTest extends TestCase
{
    #[Test]
    public function a_missing_page_has_the_top_categories_in_both_languages(): void
    {
        $this->seed(DatabaseSeeder::class);
        $top = Category::query()->whereNull('parent_id')->orderBy('sort')->orderBy('id')->get();
        $this->assertGreaterThan(1, $top->count());

        foreach (['' => 'ro', '/ru' => 'ru'] as $prefix => $locale) {
            $this->get($prefix.'/pagina-care-nu-exista')->assertNotFound()->assertInertia(fn (Assert $page) => $page
                ->component('errors/error')
                ->where('status', 404)
                ->where('catalog', fn ($catalog) => collect($catalog)->pluck('slug')->all() === $top->pluck('slug')->all())
                ->where('catalog.0.name', $top[0]->translate('name', $locale))
                ->etc());
        }
    }
}
