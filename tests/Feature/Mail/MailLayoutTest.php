<?php

declare(strict_types=1);

namespace Tests\Feature\Mail;

use Illuminate\Support\Facades\App;
use Illuminate\Support\Facades\Blade;
use PHPUnit\Framework\Attributes\DataProvider;
use Tests\TestCase;

final class MailLayoutTest extends TestCase
{
    /** @return array<string, array{string, string, string}> */
    public static function languages(): array
    {
        return [
            'Romanian' => ['ro', 'Întrebări? Sunați-ne sau scrieți-ne:', '/'],
            'Russian' => ['ru', 'Вопросы? Позвоните или напишите нам:', '/ru'],
        ];
    }

    #[DataProvider('languages')]
    public function test_the_html_frame_carries_the_shop_name_a_localized_home_link_contacts_and_the_content(string $locale, string $questions, string $home): void
    {
        App::setLocale($locale);
        config(['shop.phones' => ['+37322000111'], 'shop.email' => 'help@shop.test', 'app.name' => 'Test Shop']);

        $html = Blade::render(<<<'BLADE'
            @extends('mail.layout')
            @section('preheader', 'Short line')
            @section('content')<p>Body text</p>@include('mail.partials.button', ['url' => 'https://shop.test/x?a=1&b=2', 'label' => 'Open'])@endsection
            BLADE);

        $this->assertStringContainsString('<html lang="'.$locale.'">', $html);
        $this->assertStringContainsString('Test Shop', $html);
        $this->assertStringContainsString('href="'.url($home).'"', $html);
        $this->assertStringContainsString('<p>Body text</p>', $html);
        $this->assertStringContainsString('Short line', $html);
        $this->assertStringContainsString('href="https://shop.test/x?a=1&amp;b=2"', $html);
        $this->assertStringContainsString($questions, $html);
        $this->assertStringContainsString('href="tel:+37322000111"', $html);
        $this->assertStringContainsString('href="tel:+37322000111" style="color:#525252;">022 00 01 11</a>', $html);
        $this->assertStringContainsString('mailto:help@shop.test', $html);
    }

    #[DataProvider('languages')]
    public function test_the_text_frame_carries_the_content_and_contacts_without_markup(string $locale, string $questions): void
    {
        App::setLocale($locale);
        config(['shop.phones' => ['+37322000111', '+37360000222'], 'shop.email' => 'help@shop.test', 'app.name' => 'Test Shop']);

        $text = Blade::render(<<<'BLADE'
            @extends('mail.layout-text')
            @section('content')Body text @endsection
            BLADE);

        $this->assertStringStartsWith('Test Shop', $text);
        $this->assertStringContainsString('Body text', $text);
        $this->assertStringContainsString($questions.' 022 00 01 11, 060 00 02 22 · help@shop.test', $text);
        $this->assertStringNotContainsString('<', $text);
    }
}
