<?php

declare(strict_types=1);

namespace App\Http\Requests\Listing;

use App\Enums\ListingSort;
use App\Models\Category;
use App\Queries\Brands\BrandDirectory;
use App\Queries\Listing\ListingFilters;
use App\Queries\Products\AttributeCatalogue;
use Illuminate\Foundation\Http\FormRequest;

/**
 * A listing's URL state: `category=televizoare,laptopuri` (second-level categories), `discount=20-` (percent),
 * `brand=lg,samsung`, `price=1000-5000` (lei), `stock=1`, an attribute's code with option
 * slugs (`resolution=4k,8k`) or a range (`screen_size=40-55`), `sort` and `page`. Links are shared and edited by
 * hand, so unknown names and malformed values are dropped rather than refused; the canonical query lists what
 * was understood, in a fixed order.
 */
final class ListingRequest extends FormRequest
{
    /** No listing has more pages than this; deeper page numbers are treated as past the end. */
    public const MAX_PAGE = 10000;

    /**
     * The parameters a listing reads besides the filterable attributes' codes (App\Infrastructure\PageCache\CanonicalPage
     * keeps only these in a listing's cache key).
     */
    public const PARAMETERS = ['category', 'discount', 'brand', 'price', 'stock', 'rating', 'sort', 'page'];

    /**
     * The deepest page a listing numbers and serves (config shop.listing_max_pages, 100 by default): far pages are
     * never reached by browsing, and an OFFSET of tens of thousands of rows would cost them many times a near page.
     */
    public static function maxPages(): int
    {
        return min(self::MAX_PAGE, max(1, config()->integer('shop.listing_max_pages', 100)));
    }

    private const MAX_VALUES = 50;

    private ?ListingFilters $filters = null;

    /** @var array<string, string> */
    private array $canonical = [];

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [];
    }

    public function filters(): ListingFilters
    {
        return $this->filters ??= $this->parse(app(AttributeCatalogue::class));
    }

    /**
     * The understood filters (and the search query), in a fixed order, without sort and page.
     *
     * @return array<string, string>
     */
    public function canonicalQuery(): array
    {
        $this->filters();

        return $this->canonical;
    }

    /** The order asked for, or the page's default when none (or an unknown one) is given. */
    public function sort(bool $search, ?ListingSort $default = null): ListingSort
    {
        $sort = ListingSort::tryFrom($this->text('sort') ?? '');

        return $sort !== null && in_array($sort, ListingSort::forListing($search), true)
            ? $sort
            : ($default ?? ListingSort::defaultFor($search));
    }

    public function page(): int
    {
        $page = $this->text('page');

        return $page !== null && preg_match('/^\d{1,6}$/', $page) === 1 ? max(1, (int) $page) : 1;
    }

    private function parse(AttributeCatalogue $catalogue): ListingFilters
    {
        $categorySlugs = $this->values('category');
        $categories = $categorySlugs === [] ? [] : Category::query()->where('depth', 1)->whereIn('slug', $categorySlugs)->orderBy('slug')->pluck('id', 'slug')->all();
        $this->remember('category', array_keys($categories));

        $discount = $this->range('discount');
        $discount = $discount === null ? null : [
            $discount[0] === null ? null : (int) min(100, $discount[0]),
            $discount[1] === null ? null : (int) min(100, $discount[1]),
        ];
        $this->canonical += $discount === null ? [] : ['discount' => self::rangeText([$discount[0] === null ? null : (float) $discount[0], $discount[1] === null ? null : (float) $discount[1]])];

        $brandSlugs = $this->values('brand');
        $brands = $brandSlugs === [] ? [] : app(BrandDirectory::class)->idsOfSlugs($brandSlugs);
        $this->remember('brand', array_keys($brands));

        $price = $this->range('price');
        $this->canonical += $price === null ? [] : ['price' => self::rangeText($price)];
        $inStock = $this->text('stock') === '1';
        $this->canonical += $inStock ? ['stock' => '1'] : [];
        $topRated = $this->text('rating') === '1';
        $this->canonical += $topRated ? ['rating' => '1'] : [];

        $options = [];
        $ranges = [];
        foreach ($catalogue->filterable() as $attributeId => $attribute) {
            $code = $attribute['code'];
            if ($attribute['type'] === 'number') {
                $range = $this->range($code);
                if ($range !== null) {
                    $ranges[$attributeId] = $range;
                    $this->canonical[$code] = self::rangeText($range);
                }

                continue;
            }
            $picked = [];
            foreach ($this->values($code) as $slug) {
                $optionId = $catalogue->optionIdOfSlug($attributeId, $slug);
                if ($optionId !== null) {
                    $picked[$slug] = $optionId;
                }
            }
            ksort($picked);
            if ($picked !== []) {
                $options[$attributeId] = array_values($picked);
                $this->remember($code, array_keys($picked));
            }
        }

        return new ListingFilters(
            array_values(array_map('intval', $brands)),
            $price === null || $price[0] === null ? null : (int) round($price[0] * 100),
            $price === null || $price[1] === null ? null : (int) round($price[1] * 100),
            $inStock,
            $options,
            $ranges,
            array_values(array_map('intval', $categories)),
            $discount[0] ?? null,
            $discount[1] ?? null,
            $topRated,
        );
    }

    /**
     * @param  list<string>  $values
     */
    private function remember(string $name, array $values): void
    {
        if ($values !== []) {
            $this->canonical[$name] = implode(',', $values);
        }
    }

    /** A query parameter given once as text (arrays and other shapes are ignored). */
    private function text(string $name): ?string
    {
        $value = $this->query($name);

        return is_string($value) ? trim($value) : null;
    }

    /**
     * @return list<string>
     */
    private function values(string $name): array
    {
        $text = $this->text($name);
        if ($text === null || $text === '') {
            return [];
        }
        $values = array_filter(array_map('trim', explode(',', mb_strtolower($text))), static fn (string $v): bool => $v !== '' && strlen($v) <= 64);

        return array_slice(array_values(array_unique($values)), 0, self::MAX_VALUES);
    }

    /**
     * `min-max`, either side optional; a reversed range is turned round.
     *
     * @return array{0: float|null, 1: float|null}|null
     */
    private function range(string $name): ?array
    {
        $text = $this->text($name);
        if ($text === null || preg_match('/^(\d{1,9}(?:\.\d{1,2})?)?-(\d{1,9}(?:\.\d{1,2})?)?$/', str_replace(' ', '', $text), $m) !== 1) {
            return null;
        }
        $min = ($m[1] ?? '') === '' ? null : (float) $m[1];
        $max = ($m[2] ?? '') === '' ? null : (float) $m[2];
        if ($min === null && $max === null) {
            return null;
        }

        return $min !== null && $max !== null && $min > $max ? [$max, $min] : [$min, $max];
    }

    /**
     * @param  array{0: float|null, 1: float|null}  $range
     */
    private static function rangeText(array $range): string
    {
        $format = static fn (?float $v): string => $v === null ? '' : rtrim(rtrim(number_format($v, 2, '.', ''), '0'), '.');

        return $format($range[0]).'-'.$format($range[1]);
    }
}
