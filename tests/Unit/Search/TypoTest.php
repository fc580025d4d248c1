<?php

declare(strict_types=1);

namespace Tests\Unit\Search;

use App\Search\Typo;
use PHPUnit\Framework\Attributes\Test;
use PHPUnit\Framework\TestCase;

final class TypoTest extends TestCase
{
    #[Test]
    public function each_kind_of_typo_costs_one(): void
    {
        $this->assertSame(0, Typo::distance('samsung', 'samsung'));
        $this->assertSame(1, Typo::distance('samsnug', 'samsung'), 'transposition');
        $this->assertSame(1, Typo::distance('samsong', 'samsung'), 'substitution');
        $this->assertSame(1, Typo::distance('samsuung', 'samsung'), 'insertion');
        $this->assertSame(1, Typo::distance('samung', 'samsung'), 'deletion');
        $this->assertSame(2, Typo::distance('smasnug', 'samsung'));
        $this->assertSame(3, Typo::distance('', 'abc'));
    }

    #[Test]
    public function candidates_are_the_terms_one_typo_away(): void
    {
        $terms = ['samsung', 'samsungs', 'sony', 'sams', 'televizor', 'televizoare'];

        $this->assertSame(['samsung'], Typo::candidates('samsnug', $terms));
        $this->assertSame(['samsung', 'samsungs'], Typo::candidates('samsungg', $terms));
        $this->assertSame(['televizor'], Typo::candidates('televzor', $terms));
        $this->assertSame(['sony'], Typo::candidates('snoy', $terms));
        $this->assertSame([], Typo::candidates('samsung', ['samsung']), 'the token itself is no correction');
    }

    #[Test]
    public function words_shorter_than_four_letters_get_no_candidates(): void
    {
        $this->assertSame([], Typo::candidates('lq', ['lg', 'lq']));
        $this->assertSame([], Typo::candidates('snt', ['sny', 'sony']));
    }
}
