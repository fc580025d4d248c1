<?php

declare(strict_types=1);

namespace App\Queries\Reviews;

/**
 * A product page's reviews for search engines: `aggregateRating` (the published reviews' average and count) and the
 * page's first published reviews as `review` items, added to the page's first JSON-LD node, the `ProductGroup` of a
 * family (its reviews are the family's, docs/reviews.md) or the `Product` of a product of its own. Nothing is added
 * while there is no published review: a rating of none is not one.
 */
final class ReviewsJsonLd
{
    /**
     * @param  array{json_ld: list<array<string, mixed>>, open_graph: list<array{property: string, content: string}>}  $head
     * @param  array{summary: array{average: float|null, count: int, histogram: array<int, int>}, list: array{reviews: list<array<string, mixed>>}}  $reviews
     * @return array{json_ld: list<array<string, mixed>>, open_graph: list<array{property: string, content: string}>}
     */
    public static function into(array $head, array $reviews): array
    {
        $summary = $reviews['summary'];
        if ($summary['count'] === 0 || $summary['average'] === null || ! isset($head['json_ld'][0])) {
            return $head;
        }
        $head['json_ld'][0]['aggregateRating'] = [
            '@type' => 'AggregateRating',
            'ratingValue' => number_format($summary['average'], 2, '.', ''),
            'reviewCount' => $summary['count'],
            'bestRating' => 5,
            'worstRating' => 1,
        ];
        $head['json_ld'][0]['review'] = array_map(static fn (array $review): array => [
            '@type' => 'Review',
            'author' => ['@type' => 'Person', 'name' => $review['author']],
            'datePublished' => $review['date'],
            'reviewBody' => $review['body'],
            'reviewRating' => ['@type' => 'Rating', 'ratingValue' => $review['rating'], 'bestRating' => 5, 'worstRating' => 1],
        ], $reviews['list']['reviews']);

        return $head;
    }
}
