<?php

declare(strict_types=1);

namespace Tests\Unit\Search;

use App\Search\KeyboardLayout;
use PHPUnit\Framework\Attributes\Test;
use PHPUnit\Framework\TestCase;

final class KeyboardLayoutTest extends TestCase
{
    #[Test]
    public function latin_keys_read_as_the_russian_layout(): void
    {
        $this->assertSame('телевизор', KeyboardLayout::switch('ntktdbpjh'));
        $this->assertSame('холодильник', KeyboardLayout::switch('[jkjlbkmybr'));
        $this->assertSame('ноутбук', KeyboardLayout::switch('YJEN,ER'));
    }

    #[Test]
    public function russian_keys_read_as_the_latin_layout(): void
    {
        $this->assertSame('samsung', KeyboardLayout::switch('ыфьыгтп'));
        $this->assertSame('iphone 15', KeyboardLayout::switch('ШЗРЩТУ 15'));
    }

    #[Test]
    public function switching_twice_gives_the_text_back(): void
    {
        $this->assertSame('lenovo legion', KeyboardLayout::switch(KeyboardLayout::switch('lenovo legion')));
        $this->assertSame('пылесос', KeyboardLayout::switch(KeyboardLayout::switch('пылесос')));
    }
}
