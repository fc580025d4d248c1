<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Content;

use App\Enums\StaffRole;
use App\Models\AuditEntry;
use App\Models\BlogCategory;
use App\Models\BlogPost;
use App\Models\BlogTag;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * Editors write blog posts at /admin/blog: Markdown bodies shown safely, drafts hidden, scheduled posts appearing by
 * themselves at their moment, tags created once, a cover stored as WebP variants, every change audited.
 */
final class BlogAdminTest extends TestCase
{
    use RefreshDatabase;

    private User $editor;

    private BlogCategory $category;

    protected function setUp(): void
    {
        parent::setUp();
        Storage::fake('media');
        config(['app.shop_timezone' => 'Europe/Chisinau']);
        $this->editor = User::factory()->staff(StaffRole::Editor)->createOne();
        $this->category = BlogCategory::query()->create(['slug' => 'sfaturi', 'name' => ['ro' => 'Sfaturi', 'ru' => 'Советы']]);
    }

    /**
     * @param  array<string, mixed>  $overrides
     * @return array<string, mixed>
     */
    private function postData(array $overrides = []): array
    {
        return [
            'title' => ['ro' => 'Cum alegi un frigider', 'ru' => 'Как выбрать холодильник'],
            'excerpt' => ['ro' => 'Pe scurt.', 'ru' => 'Кратко.'],
            'body' => ['ro' => "## Volumul\n\nAlegeți după familie.", 'ru' => "## Объём\n\nВыбирайте по семье."],
            'slug' => '',
            'blog_category_id' => $this->category->id,
            'status' => 'published',
            'publish_at' => '',
            ...$overrides,
        ];
    }

    #[Test]
    public function a_published_post_is_on_the_blog_at_once_with_its_markdown_rendered(): void
    {
        $this->actingAs($this->editor)->post('/admin/blog', $this->postData())->assertRedirect()->assertSessionHas('status', 'Articolul a fost salvat.');

        $post = BlogPost::query()->sole();
        $this->assertSame('cum-alegi-un-frigider', $post->slug);
        $this->assertSame('blog.create', AuditEntry::query()->sole()->action);

        $this->get('/blog')->assertInertia(fn (Assert $page) => $page->where('posts.0.slug', 'cum-alegi-un-frigider')->etc());
        $this->get('/blog/cum-alegi-un-frigider')->assertInertia(fn (Assert $page) => $page
            ->where('post.body_html', "<h2>Volumul</h2>\n<p>Alegeți după familie.</p>")->etc());
        $this->get('/ru/blog/cum-alegi-un-frigider')->assertInertia(fn (Assert $page) => $page
            ->where('post.title', 'Как выбрать холодильник')
            ->where('post.body_html', "<h2>Объём</h2>\n<p>Выбирайте по семье.</p>")->etc());
    }

    #[Test]
    public function a_script_in_the_body_comes_out_escaped(): void
    {
        $this->actingAs($this->editor)->post('/admin/blog', $this->postData(['body' => ['ro' => '<script>alert(1)</script> [x](javascript:alert(1))', 'ru' => 'Текст']]))->assertRedirect();

        $html = $this->get('/blog/cum-alegi-un-frigider')->viewData('page')['props']['post']['body_html'];
        $this->assertStringNotContainsString('<script>', $html);
        $this->assertStringContainsString('&lt;script&gt;', $html);
        $this->assertStringNotContainsString('href="javascript:', $html);
    }

    #[Test]
    public function a_scheduled_post_stays_hidden_until_its_moment_then_appears_by_itself(): void
    {
        $this->travelTo('2026-11-25 08:00:00'); // 10:00 in Chișinău
        $this->actingAs($this->editor)->post('/admin/blog', $this->postData(['status' => 'scheduled', 'publish_at' => '2026-11-25T12:30']))->assertRedirect();

        $post = BlogPost::query()->sole();
        $this->assertSame('2026-11-25 10:30:00', $post->published_at?->utc()->format('Y-m-d H:i:s'));
        $this->get('/blog/cum-alegi-un-frigider')->assertNotFound();
        $this->actingAs($this->editor)->get('/admin/blog?status=scheduled')->assertInertia(fn (Assert $page) => $page
            ->where('rows.0.status', 'scheduled')->where('rows.0.published_at', '2026-11-25 12:30')->etc());

        $this->travelTo('2026-11-25 10:30:01');
        $this->get('/blog/cum-alegi-un-frigider')->assertOk();
        $this->get('/blog')->assertInertia(fn (Assert $page) => $page->where('posts.0.slug', 'cum-alegi-un-frigider')->etc());
    }

    #[Test]
    public function a_moment_in_the_past_cannot_be_scheduled(): void
    {
        $this->actingAs($this->editor)->post('/admin/blog', $this->postData(['status' => 'scheduled', 'publish_at' => '2020-01-01T10:00']))
            ->assertSessionHasErrors(['publish_at' => 'Alegeți un moment din viitor sau publicați acum.']);
    }

    #[Test]
    public function a_draft_is_hidden_from_shoppers(): void
    {
        $this->actingAs($this->editor)->post('/admin/blog', $this->postData(['status' => 'draft']))->assertRedirect();
        $this->assertNull(BlogPost::query()->sole()->published_at);
        $this->get('/blog/cum-alegi-un-frigider')->assertNotFound();
    }

    #[Test]
    public function missing_texts_are_refused_beside_their_fields_in_the_staff_members_language(): void
    {
        $bad = $this->postData(['title' => ['ro' => '', 'ru' => ''], 'blog_category_id' => '']);
        $this->actingAs($this->editor)->from('/admin/blog/nou')->post('/admin/blog', $bad)
            ->assertRedirect('/admin/blog/nou')
            ->assertSessionHasErrors(['title.ro' => 'Câmpul „Titlu (Română)” este obligatoriu.', 'blog_category_id']);

        $this->editor->forceFill(['locale' => 'ru'])->save();
        $this->actingAs($this->editor)->post('/admin/blog', $bad)
            ->assertSessionHasErrors(['title.ru' => 'Поле «Заголовок (Русский)» обязательно для заполнения.']);
        $this->assertSame(0, BlogPost::query()->count());
    }

    #[Test]
    public function a_new_tag_typed_in_two_posts_is_created_once(): void
    {
        $tag = ['id' => null, 'name' => ['ro' => 'Eficiență energetică', 'ru' => 'Энергоэффективность']];
        $this->actingAs($this->editor)->post('/admin/blog', $this->postData(['tags' => [$tag]]))->assertRedirect();
        $this->actingAs($this->editor)->post('/admin/blog', $this->postData(['slug' => 'alt-articol', 'tags' => [$tag]]))->assertRedirect();

        $this->assertSame(1, BlogTag::query()->count());
        $this->assertSame('eficienta-energetica', BlogTag::query()->sole()->slug);
        $this->assertSame(2, BlogPost::query()->whereHas('tags')->count());
    }

    #[Test]
    public function a_cover_is_stored_as_webp_variants_and_the_old_one_removed_on_replace(): void
    {
        $this->actingAs($this->editor)->post('/admin/blog', $this->postData(['cover' => UploadedFile::fake()->image('cover.jpg', 1600, 900)]))->assertRedirect();
        $post = BlogPost::query()->sole();
        $first = (string) $post->cover;
        Storage::disk('media')->assertExists($first.'/cover.webp');
        $this->get('/blog')->assertInertia(fn (Assert $page) => $page->where('posts.0.cover', fn (string $url): bool => str_ends_with($url, $first.'/card.webp'))->etc());

        $this->actingAs($this->editor)->put('/admin/blog/'.$post->id, $this->postData(['cover' => UploadedFile::fake()->image('new.png', 1200, 700)]))->assertRedirect();
        Storage::disk('media')->assertMissing($first.'/cover.webp');
        $this->assertNotSame($first, $post->fresh()?->cover);
    }

    #[Test]
    public function a_file_that_is_not_an_image_is_refused_as_cover(): void
    {
        $this->actingAs($this->editor)->post('/admin/blog', $this->postData(['cover' => UploadedFile::fake()->createWithContent('cover.jpg', '<?php echo 1;')]))
            ->assertSessionHasErrors('cover');
        $this->assertSame(0, BlogPost::query()->count());
    }

    #[Test]
    public function the_warehouse_may_not_write_posts(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Warehouse)->createOne())->post('/admin/blog', $this->postData())->assertForbidden();
        $this->assertSame(0, BlogPost::query()->count());
    }

    #[Test]
    public function a_category_with_posts_is_not_deleted(): void
    {
        $this->actingAs($this->editor)->post('/admin/blog', $this->postData())->assertRedirect();
        $this->actingAs($this->editor)->delete('/admin/blog/categorii/'.$this->category->id)->assertSessionHasErrors('category');
        $this->assertTrue($this->category->exists());
    }
}
