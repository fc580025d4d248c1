<?php

declare(strict_types=1);

namespace Tests\Feature\Settings;

use App\Infrastructure\Shopper\GuestId;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class AppearanceTest extends TestCase
{
    #[Test]
    public function without_a_cookie_the_page_follows_the_system_and_sets_no_dark_class(): void
    {
        $this->get('/')
            ->assertSee('<html lang="ro">', false)
            ->assertSee("window.matchMedia('(prefers-color-scheme: dark)')", false)
            ->assertInertia(fn (Assert $page) => $page->where('appearance', 'system')->etc());
    }

    #[Test]
    public function the_dark_cookie_puts_the_dark_class_on_the_root_element_server_side(): void
    {
        // A shopper with a session; an anonymous shopper's page is the same for everyone (see below).
        $this->withUnencryptedCookie('appearance', 'dark')->withUnencryptedCookie(GuestId::COOKIE, str_repeat('a', 40))
            ->get('/ru')
            ->assertSee('<html lang="ru" class="dark">', false)
            ->assertInertia(fn (Assert $page) => $page->where('appearance', 'dark')->etc());
    }

    #[Test]
    public function an_anonymous_shoppers_public_page_leaves_the_scheme_to_its_head_script(): void
    {
        $this->withUnencryptedCookie('appearance', 'dark')->get('/ru')
            ->assertSee('<html lang="ru">', false)
            ->assertSee('document.cookie.match(/(?:^|;\\s*)appearance=(light|dark|system)/)', false)
            ->assertInertia(fn (Assert $page) => $page->where('appearance', 'system')->etc());
    }

    #[Test]
    public function light_and_unknown_cookie_values_never_force_dark(): void
    {
        $this->withUnencryptedCookie(GuestId::COOKIE, str_repeat('a', 40));
        $this->withUnencryptedCookie('appearance', 'light')->get('/')
            ->assertDontSee('class="dark"', false)
            ->assertInertia(fn (Assert $page) => $page->where('appearance', 'light')->etc());

        $this->withUnencryptedCookie('appearance', '<script>')->get('/')
            ->assertDontSee('class="dark"', false)
            ->assertInertia(fn (Assert $page) => $page->where('appearance', 'system')->etc());
    }
}
