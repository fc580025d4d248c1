<?php

declare(strict_types=1);

namespace Tests\Unit\Search;

use App\Search\Normalizer;
use App\Search\Transliterator;
use PHPUnit\Framework\Attributes\Test;
use PHPUnit\Framework\TestCase;

final class NormalizerTest extends TestCase
{
    #[Test]
    public function it_folds_romanian_diacritics_in_both_the_comma_and_the_cedilla_forms(): void
    {
        $this->assertSame('masina de spalat', Normalizer::fold('Mașină de spălat'));
        $this->assertSame('masina de spalat', Normalizer::fold('Maşină de spălat'));
        $this->assertSame('tesatura tesatura', Normalizer::fold('Țesătură ţesătură'));
        $this->assertSame('incarcator inca', Normalizer::fold('ÎNCĂRCĂTOR Încâ'));
        $this->assertSame(Normalizer::tokens('ȘTEFAN ŢARĂ'), Normalizer::tokens('stefan tara'));
    }

    #[Test]
    public function it_reads_yo_as_ye_in_either_case(): void
    {
        $this->assertSame('черный елка', Normalizer::fold('Чёрный ЁЛКА'));
        $this->assertSame(Normalizer::tokens('чёрный'), Normalizer::tokens('ЧЕРНЫЙ'));
    }

    #[Test]
    public function it_transliterates_cyrillic_so_both_scripts_meet(): void
    {
        $this->assertSame(['televizor'], Normalizer::tokens('Телевизор'));
        $this->assertSame(['holodilnik'], Normalizer::tokens('ХОЛОДИЛЬНИК'));
        $this->assertSame('schetka yaschik zhuk tsvet yubka chasy', Transliterator::toLatin('щетка ящик жук цвет юбка часы'));
        $this->assertSame(['obem', 'podezd', 'smart', 'chasy'], Normalizer::tokens('объём подъезд Смарт-часы'));
        $this->assertSame('samsung 55', Transliterator::toLatin('samsung 55'));
    }

    #[Test]
    public function it_splits_on_punctuation_and_between_digits_and_letters(): void
    {
        $this->assertSame(['smartphone', 'apple', 'iphone', '15', '8', '128', 'gb'], Normalizer::tokens('Smartphone Apple iPhone 15 8/128GB'));
        $this->assertSame(['wh', '1000', 'xm', '5'], Normalizer::tokens('WH-1000XM5'));
        $this->assertSame(['delonghi', 'magnifica'], Normalizer::tokens("De'Longhi Magnifica"));
        $this->assertSame(['tv', '55'], Normalizer::tokens('TV, 55"'));
        $this->assertSame([], Normalizer::tokens(' -*"() '));
    }

    #[Test]
    public function unique_tokens_keep_the_first_occurrence_only(): void
    {
        $this->assertSame(['televizor', 'samsung', 'televizoare'], Normalizer::uniqueTokens(['Televizor Samsung', 'ТЕЛЕВИЗОР', 'Televizoare']));
    }
}
