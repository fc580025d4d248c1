<?php

declare(strict_types=1);

namespace App\Search;

use InvalidArgumentException;

/**
 * One record of the index: its key, its tokens, and the order key that ranks it among equally relevant matches.
 *
 * The order key packs "in stock" (bit 62), popularity (bits 32–61) and the record key (bits 0–31) into one
 * integer, so the full-text index can hand out matches already ranked, best first, and stop after the first N.
 */
final readonly class SearchDocument
{
    private const KEY_BITS = 32;

    private const MAX_POPULARITY = (1 << 30) - 1;

    /**
     * @param  list<string>  $tokens
     */
    public function __construct(public int $key, public array $tokens, public int $order)
    {
    }

    /**
     * From a model's searchable array: `popularity` and `in_stock` rank it, every other value is text.
     *
     * @param  array<string, mixed>  $data
     */
    public static function fromSearchableArray(int $key, array $data): self
    {
        $texts = [];
        foreach ($data as $field => $value) {
            if ($field === 'popularity' || $field === 'in_stock') {
                continue;
            }
            foreach (is_array($value) ? $value : [$value] as $text) {
                if (is_string($text) || is_int($text)) {
                    $texts[] = (string) $text;
                }
            }
        }

        $popularity = $data['popularity'] ?? 0;
        $inStock = $data['in_stock'] ?? false;

        return new self(
            $key,
            Normalizer::uniqueTokens($texts),
            self::orderKey($key, is_int($popularity) ? $popularity : 0, (bool) $inStock),
        );
    }

    public static function orderKey(int $key, int $popularity, bool $inStock): int
    {
        if ($key < 1 || $key >= 1 << self::KEY_BITS) {
            throw new InvalidArgumentException("Search keys must be positive 32-bit integers, got $key.");
        }

        return ((int) $inStock << 62) | (max(0, min(self::MAX_POPULARITY, $popularity)) << self::KEY_BITS) | $key;
    }

    public static function keyOf(int $order): int
    {
        return $order & ((1 << self::KEY_BITS) - 1);
    }

    public function body(): string
    {
        return implode(' ', $this->tokens);
    }

    /**
     * The words worth offering as typo corrections (numbers and very short words are not).
     *
     * @return list<string>
     */
    public function vocabulary(): array
    {
        return array_values(array_filter(
            $this->tokens,
            static fn (string $token): bool => strlen($token) >= Typo::MIN_LENGTH - 1 && Normalizer::isWord($token),
        ));
    }
}
