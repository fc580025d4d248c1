<?php

declare(strict_types=1);

namespace Tests\Feature\Listing;

/**
 * The facets of a listing page checked one by one against a {@see ListingOracle}: the options offered, every count and
 * the in-stock toggle, for a page and its filters.
 */
trait ChecksFacetsAgainstOracle
{
    /**
     * Filter sets of the television listings of the demo catalogue, as URL parameters.
     *
     * @return array<string, array{array<string, string>}>
     */
    public static function filterSets(): array
    {
        return [
            'no filter' => [[]],
            'one brand' => [['brand' => 'samsung']],
            'two brands and a resolution' => [['brand' => 'lg,samsung', 'resolution' => '4k']],
            'diagonal range and in stock' => [['screen_size' => '50-65', 'stock' => '1']],
            'price from only' => [['price' => '10000-']],
            'brand, panel and price' => [['brand' => 'lg,samsung,sony', 'panel' => 'oled,qled', 'price' => '5000-40000']],
        ];
    }

    /**
     * @param  array<string, string>  $filters
     * @param  list<array<string, mixed>>  $facets  the page's `listing.facets`
     * @return int how many option counts were compared
     */
    private function assertFacetsMatch(ListingOracle $oracle, array $filters, array $facets): int
    {
        $checked = 0;
        foreach ($facets as $facet) {
            if ($facet['type'] === 'options') {
                $this->assertEqualsCanonicalizing(
                    $oracle->valuesOf($filters, $facet['key']),
                    collect($facet['options'])->where('count', '>', 0)->pluck('value')->all(),
                    "every option with products is offered in {$facet['key']}",
                );
                foreach ($facet['options'] as $option) {
                    $this->assertSame($oracle->optionCount($filters, $facet['key'], $option['value']), $option['count'], "{$facet['key']}={$option['value']}");
                    $checked++;
                }
            }
            if ($facet['type'] === 'toggle') {
                $this->assertSame($oracle->optionCount($filters, 'stock', '1'), $facet['count']);
            }
        }

        return $checked;
    }
}
