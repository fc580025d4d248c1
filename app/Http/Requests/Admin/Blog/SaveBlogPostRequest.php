<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Blog;

use App\Enums\BlogPostStatus;
use App\Http\Requests\Admin\Pages\ContentRules;
use App\Models\BlogPost;
use App\Rules\ImageUpload;
use App\Support\Text;
use Carbon\CarbonImmutable;
use Closure;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Http\UploadedFile;
use Illuminate\Validation\Rule;

/**
 * A blog post as the editor sends it: texts per language (the body in Markdown), slug (made from the Romanian title
 * when left empty), category, status (draft, scheduled for a future moment on the shop's clock, published), tags
 * picked (`id`) or typed (`name.ro`, `name.ru`), related products in order, a cover image.
 */
final class SaveBlogPostRequest extends FormRequest
{
    protected function prepareForValidation(): void
    {
        $this->merge(['slug' => ContentRules::slugFrom($this->input('slug'), $this->input('title'))]);
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        $post = $this->route('blogPost');

        return [
            ...ContentRules::texts('title', 200),
            ...ContentRules::texts('excerpt', 500),
            ...ContentRules::texts('body', 100_000),
            'slug' => ['required', 'string', 'max:200', 'regex:'.ContentRules::SLUG,
                Rule::unique('blog_posts', 'slug')->ignore($post instanceof BlogPost ? $post->id : null)],
            'blog_category_id' => ['required', 'integer', Rule::exists('blog_categories', 'id')],
            'status' => ['required', 'string', Rule::enum(BlogPostStatus::class)],
            'publish_at' => ['nullable', Rule::requiredIf($this->input('status') === BlogPostStatus::Scheduled->value), 'date_format:Y-m-d\TH:i',
                function (string $attribute, mixed $value, Closure $fail): void {
                    if ($this->input('status') === BlogPostStatus::Scheduled->value && is_string($value) && ($moment = $this->shopMoment($value)) !== null && ! $moment->isFuture()) {
                        $fail(Text::get('admin.blog.error.publish_at_future'));
                    }
                }],
            'tags' => ['array', 'max:20'],
            'tags.*.id' => ['nullable', 'integer', Rule::exists('blog_tags', 'id')],
            'tags.*.name.ro' => ['required_without:tags.*.id', 'nullable', 'string', 'max:60'],
            'tags.*.name.ru' => ['required_without:tags.*.id', 'nullable', 'string', 'max:60'],
            'products' => ['array', 'max:24'],
            'products.*' => ['integer', 'distinct', Rule::exists('products', 'id')],
            'cover' => ['nullable', new ImageUpload],
            'remove_cover' => ['boolean'],
        ];
    }

    /** @return array<string, string> */
    public function attributes(): array
    {
        return [
            ...ContentRules::attributes([
                'title' => 'admin.content.field.title',
                'excerpt' => 'admin.blog.field.excerpt',
                'body' => 'admin.content.field.body',
            ]),
            'slug' => Text::get('admin.content.field.slug'),
            'blog_category_id' => Text::get('admin.blog.field.category'),
            'status' => Text::get('admin.blog.field.status'),
            'publish_at' => Text::get('admin.blog.field.publish_at'),
            'tags' => Text::get('admin.blog.field.tags'),
            'tags.*.name.ro' => Text::get('admin.blog.field.tag_name').' ('.Text::get('locale.ro').')',
            'tags.*.name.ru' => Text::get('admin.blog.field.tag_name').' ('.Text::get('locale.ru').')',
            'products' => Text::get('admin.blog.field.products'),
            'cover' => Text::get('admin.blog.field.cover'),
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return ['slug.regex' => Text::get('admin.content.error.slug')];
    }

    /**
     * The values SaveBlogPost takes. `published_at`: null for a draft, the moment for a scheduled post, and for
     * "published" the moment it was first published (kept) or now.
     *
     * @return array{slug: string, blog_category_id: int, title: array<string, string>, excerpt: array<string, string>, body: array<string, string>, published_at: CarbonImmutable|null, tags: list<array{id: int|null, name: array<string, string>}>, products: list<int>}
     */
    public function values(?BlogPost $current): array
    {
        $status = BlogPostStatus::from($this->string('status')->toString());
        $publishedAt = match ($status) {
            BlogPostStatus::Draft => null,
            BlogPostStatus::Scheduled => $this->shopMoment($this->string('publish_at')->toString()),
            BlogPostStatus::Published => $current !== null && BlogPostStatus::of($current->published_at) === BlogPostStatus::Published
                ? $current->published_at : CarbonImmutable::now(),
        };
        $tags = [];
        foreach ((array) $this->input('tags', []) as $tag) {
            $tags[] = [
                'id' => is_array($tag) && is_numeric($tag['id'] ?? null) ? (int) $tag['id'] : null,
                'name' => ContentRules::value(is_array($tag) ? ($tag['name'] ?? null) : null),
            ];
        }

        return [
            'slug' => $this->string('slug')->toString(),
            'blog_category_id' => $this->integer('blog_category_id'),
            'title' => ContentRules::value($this->input('title')),
            'excerpt' => ContentRules::value($this->input('excerpt')),
            'body' => ContentRules::value($this->input('body')),
            'published_at' => $publishedAt,
            'tags' => $tags,
            'products' => array_values(array_map('intval', (array) $this->input('products', []))),
        ];
    }

    public function cover(): ?UploadedFile
    {
        $file = $this->file('cover');

        return $file instanceof UploadedFile ? $file : null;
    }

    /** A `YYYY-MM-DDTHH:MM` typed on the shop's clock, as a moment. */
    private function shopMoment(string $value): ?CarbonImmutable
    {
        $moment = CarbonImmutable::createFromFormat('!Y-m-d\TH:i', $value, config()->string('app.shop_timezone'));

        return $moment instanceof CarbonImmutable ? $moment->setTimezone(config()->string('app.timezone', 'UTC')) : null;
    }
}
