<?php

declare(strict_types=1);

namespace Tests\Unit\Search;

use App\Search\MatchQuery;
use App\Search\Postgres\TsQuery;
use App\Search\SearchDocument;
use App\Search\Sqlite\FtsQuery;
use InvalidArgumentException;
use PHPUnit\Framework\Attributes\Test;
use PHPUnit\Framework\TestCase;

final class RankingTest extends TestCase
{
    #[Test]
    public function in_stock_ranks_before_popularity_and_popularity_before_the_key(): void
    {
        $inStockUnpopular = SearchDocument::orderKey(1, 0, true);
        $outOfStockPopular = SearchDocument::orderKey(2, 1_000_000, false);
        $inStockPopular = SearchDocument::orderKey(3, 500, true);
        $inStockPopularNewer = SearchDocument::orderKey(4, 500, true);

        $keys = [$inStockUnpopular, $outOfStockPopular, $inStockPopular, $inStockPopularNewer];
        rsort($keys);

        $this->assertSame([4, 3, 1, 2], array_map(SearchDocument::keyOf(...), $keys));
    }

    #[Test]
    public function the_order_key_gives_the_record_key_back_at_the_extremes(): void
    {
        $this->assertSame(4_294_967_295, SearchDocument::keyOf(SearchDocument::orderKey(4_294_967_295, PHP_INT_MAX, true)));
        $this->assertGreaterThan(0, SearchDocument::orderKey(4_294_967_295, PHP_INT_MAX, true));
        $this->assertSame(7, SearchDocument::keyOf(SearchDocument::orderKey(7, -5, false)));

        $this->expectException(InvalidArgumentException::class);
        SearchDocument::orderKey(0, 1, true);
    }

    #[Test]
    public function a_document_indexes_its_texts_and_ranks_by_its_ranking_values(): void
    {
        $document = SearchDocument::fromSearchableArray(42, [
            'names' => ['Televizor Samsung 55"', 'Телевизор Samsung 55"'],
            'brand' => 'Samsung',
            'sku' => 'TV-00042',
            'categories' => ['Televizoare', 'Телевизоры'],
            'popularity' => 300,
            'in_stock' => true,
        ]);

        $this->assertSame(['televizor', 'samsung', '55', 'tv', '00042', 'televizoare', 'televizory'], $document->tokens);
        $this->assertSame(['televizor', 'samsung', 'televizoare', 'televizory'], $document->vocabulary());
        $this->assertSame(SearchDocument::orderKey(42, 300, true), $document->order);
    }

    #[Test]
    public function words_match_as_prefixes_numbers_whole_and_typos_widen_single_words(): void
    {
        $exact = MatchQuery::exact(['iphone', '15', '128']);
        $this->assertSame('"iphone"* AND "15" AND "128"', FtsQuery::expression($exact));
        $this->assertSame('iphone:* & 15 & 128', TsQuery::expression($exact));

        $widened = MatchQuery::withCorrections(['samsnug', '55'], ['samsnug' => ['samsung', 'samsnog']]);
        $this->assertNotNull($widened);
        $this->assertSame('("samsnug"* OR "samsung" OR "samsnog") AND "55"', FtsQuery::expression($widened));
        $this->assertSame('(samsnug:* | samsung | samsnog) & 55', TsQuery::expression($widened));

        $this->assertNull(MatchQuery::withCorrections(['samsung'], ['samsung' => []]));

        // One letter: whole ("a" of "a4tech", "b" of "oral-b"), a prefix only as the last word while typing.
        $this->assertSame('"a" AND "4" AND "tech"*', FtsQuery::expression(MatchQuery::exact(['a', '4', 'tech'])));
        $this->assertSame('"oral"* AND "b"', FtsQuery::expression(MatchQuery::exact(['oral', 'b'])));
        $this->assertSame('"samsung"* AND "g"*', FtsQuery::expression(MatchQuery::exact(['samsung', 'g'], typing: true)));
        $this->assertSame('"g" AND "samsung"*', FtsQuery::expression(MatchQuery::exact(['g', 'samsung'], typing: true)));
        $this->assertSame('("a" OR "b") AND "4"', FtsQuery::expression(MatchQuery::withCorrections(['a', '4'], ['a' => ['b']]) ?? MatchQuery::exact([])));
        $this->assertSame('"4" AND ("a"* OR "b")', FtsQuery::expression(MatchQuery::withCorrections(['4', 'a'], ['a' => ['b']], typing: true) ?? MatchQuery::exact([])));
    }
}
