<?php

declare(strict_types=1);

namespace Tests\Feature\Products;

use App\Models\Attribute;
use App\Models\Product;
use App\Support\Units;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class SpecUnitsTest extends TestCase
{
    /** Units Russian shops write with Latin letters too. */
    private const LATIN_IN_RUSSIAN = ['BTU'];

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    #[Test]
    public function every_unit_of_the_catalogue_has_its_russian_form(): void
    {
        $units = Attribute::query()->whereNotNull('unit')->where('unit', '!=', '')->distinct()->pluck('unit');
        $this->assertNotEmpty($units);

        foreach ($units as $unit) {
            $russian = (string) Units::localized($unit, 'ru');
            if (! in_array($unit, self::LATIN_IN_RUSSIAN, true)) {
                $this->assertDoesNotMatchRegularExpression('/[A-Za-z]/', $russian, "the unit {$unit} in Russian");
            }
        }
    }

    #[Test]
    public function the_product_page_shows_spec_units_in_the_page_language(): void
    {
        $attribute = Attribute::query()->where('code', 'refresh_rate')->firstOrFail();
        $product = Product::query()
            ->whereIn('id', DB::table('product_attribute_values')->where('attribute_id', $attribute->id)->whereNotNull('number_value')->select('product_id'))
            ->orderBy('id')->firstOrFail();

        $value = fn (string $url): string => collect($this->get($url)->assertOk()->viewData('page')['props']['specs'])
            ->flatMap(fn (array $section) => $section['specs'])->firstWhere('code', 'refresh_rate')['value'];

        $this->assertMatchesRegularExpression('/^\d+\x{00A0}Hz$/u', $value('/produs/'.$product->slug));
        $this->assertMatchesRegularExpression('/^\d+\x{00A0}Гц$/u', $value('/ru/produs/'.$product->slug));
    }

    #[Test]
    public function range_filters_name_their_unit_in_the_page_language(): void
    {
        $facet = fn (string $url): array => collect($this->get($url)->assertOk()->viewData('page')['props']['listing']['facets'])
            ->firstWhere('key', 'refresh_rate');

        $this->assertSame('Hz', $facet('/categorie-produs/tv-audio-foto/televizoare')['unit']);
        $this->assertSame('Гц', $facet('/ru/categorie-produs/tv-audio-foto/televizoare')['unit']);

        $this->get('/ru/categorie-produs/tv-audio-foto/televizoare?refresh_rate=100-')->assertInertia(fn (Assert $page) => $page
            ->where('listing.chips', fn ($chips): bool => collect($chips)->contains(fn (array $chip): bool => str_ends_with($chip['label'], ' Гц')))
            ->etc());
    }
}
