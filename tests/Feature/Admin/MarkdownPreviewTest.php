<?php

declare(strict_types=1);

namespace Tests\Feature\Admin;

use App\Enums\StaffRole;
use App\Models\User;
use App\Support\Markdown;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * Markdown typed by staff becomes HTML that cannot run in a shopper's browser; the Preview tab of the back office's
 * Markdown fields shows exactly that HTML.
 */
final class MarkdownPreviewTest extends TestCase
{
    #[Test]
    public function markdown_becomes_html_with_raw_html_and_script_links_made_harmless(): void
    {
        $html = Markdown::toHtml("## Garanție\r\n\r\nTrei *ani* <script>alert(1)</script>\n\n[rău](javascript:alert(1)) [bun](https://example.md/x)\n\n- unu\n- doi");

        $this->assertStringContainsString('<h2>Garanție</h2>', $html);
        $this->assertStringContainsString('<em>ani</em>', $html);
        $this->assertStringContainsString('&lt;script&gt;alert(1)&lt;/script&gt;', $html);
        $this->assertStringNotContainsString('<script', $html);
        $this->assertStringNotContainsString('href="javascript:', $html);
        $this->assertStringContainsString('<a href="https://example.md/x" rel="noopener nofollow">bun</a>', $html);
        $this->assertStringContainsString("<li>unu</li>\n<li>doi</li>", $html);
    }

    #[Test]
    public function staff_get_the_preview_of_what_they_typed(): void
    {
        $editor = User::factory()->staff(StaffRole::Editor)->createOne();

        $this->actingAs($editor)->postJson('/admin/markdown', ['markdown' => '**Nou** <b>x</b>'])
            ->assertOk()
            ->assertExactJson(['html' => '<p><strong>Nou</strong> &lt;b&gt;x&lt;/b&gt;</p>']);
    }

    #[Test]
    public function shoppers_and_guests_get_no_preview_and_overlong_text_is_refused_in_the_staff_language(): void
    {
        $this->postJson('/admin/markdown', ['markdown' => 'x'])->assertUnauthorized();
        $this->actingAs(User::factory()->createOne())->postJson('/admin/markdown', ['markdown' => 'x'])->assertForbidden();

        $editor = User::factory()->staff(StaffRole::Editor)->createOne(['locale' => 'ru']);
        $this->actingAs($editor)->postJson('/admin/markdown', ['markdown' => str_repeat('a', 100_001)])
            ->assertUnprocessable()
            ->assertJsonPath('errors.markdown.0', fn (string $message): bool => str_contains($message, '100000') && preg_match('/\p{Cyrillic}/u', $message) === 1);
    }
}
