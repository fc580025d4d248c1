<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Blog;

use App\Enums\BlogPostStatus;
use App\Http\Requests\Admin\AdminListQuery;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** The blog list's filters in the query string: search, status, category, page. Bad values are dropped, not refused. */
final class ListBlogPostsRequest extends FormRequest
{
    use AdminListQuery;

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'q' => ['nullable', 'string'],
            'status' => ['nullable', Rule::enum(BlogPostStatus::class)],
            'category' => ['nullable', 'integer', 'min:1'],
            'page' => ['nullable', 'integer', 'min:1'],
        ];
    }

    /**
     * @return array{q: string|null, status: string|null, category: int|null}
     */
    public function filters(): array
    {
        $q = $this->query('q');
        $status = $this->query('status');
        $category = $this->query('category');

        return [
            'q' => is_string($q) && trim($q) !== '' ? mb_substr(trim($q), 0, 100) : null,
            'status' => is_string($status) && BlogPostStatus::tryFrom($status) !== null ? $status : null,
            'category' => is_string($category) && ctype_digit($category) && strlen($category) < 10 ? (int) $category : null,
        ];
    }
}
