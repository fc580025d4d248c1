<?php

declare(strict_types=1);

namespace Database\Seeders;

use App\Enums\EmploymentType;
use App\Models\BlogCategory;
use App\Models\BlogPost;
use App\Models\BlogTag;
use App\Models\Vacancy;
use Carbon\CarbonImmutable;
use Database\Seeders\Demo\CompanyContent;
use Illuminate\Database\Seeder;
use Illuminate\Support\Facades\DB;

/**
 * The demo blog (buying guides and advice in both languages, plus a draft and a scheduled post that stay hidden) and
 * vacancies (open ones and a closed one). Dates are relative to the day of seeding; products are attached by
 * category, the most popular first, so the choice is the same on every run.
 */
final class DemoContentSeeder extends Seeder
{
    public function run(): void
    {
        DB::transaction(function (): void {
            $this->blog();
            $this->vacancies();
        });
    }

    private function blog(): void
    {
        $categories = [];
        foreach (CompanyContent::categories() as $sort => [$slug, $ro, $ru]) {
            $categories[$slug] = BlogCategory::query()->updateOrCreate(['slug' => $slug], ['name' => ['ro' => $ro, 'ru' => $ru], 'sort' => $sort])->id;
        }
        $tags = [];
        foreach (CompanyContent::tags() as [$slug, $ro, $ru]) {
            $tags[$slug] = BlogTag::query()->updateOrCreate(['slug' => $slug], ['name' => ['ro' => $ro, 'ru' => $ru]])->id;
        }

        $today = CarbonImmutable::now(config()->string('app.shop_timezone'))->setTime(10, 0);
        foreach (CompanyContent::posts() as $post) {
            $model = BlogPost::query()->updateOrCreate(['slug' => $post['slug']], [
                'blog_category_id' => $categories[$post['category']],
                'title' => $post['title'],
                'excerpt' => $post['excerpt'],
                'body' => $post['body'],
                'cover' => 'images/blog/'.$post['cover'].'.svg',
                'published_at' => $post['days'] === null ? null : $today->addDays($post['days'])->utc(),
            ]);
            $model->tags()->sync(array_map(static fn (string $tag): int => $tags[$tag], $post['tags']));
            $model->products()->sync($this->productsOf($post['products']));
        }
    }

    /**
     * @param  list<string>  $categorySlugs
     * @return array<int, array{sort: int}>
     */
    private function productsOf(array $categorySlugs): array
    {
        $ids = [];
        foreach ($categorySlugs as $slug) {
            $category = DB::table('categories')->where('slug', $slug)->value('id');
            if ($category === null) {
                continue;
            }
            $ids = [...$ids, ...DB::table('products')
                ->where(static fn ($q) => $q->where('category_id', $category)->orWhere('category_sub_id', $category)->orWhere('category_root_id', $category))
                ->orderByDesc('popularity')->orderBy('id')->limit(2)->pluck('id')->map(static fn (mixed $id): int => (int) $id)->all()];
        }
        $pivot = [];
        foreach (array_values(array_unique($ids)) as $sort => $id) {
            $pivot[$id] = ['sort' => $sort];
        }

        return $pivot;
    }

    private function vacancies(): void
    {
        foreach (CompanyContent::vacancies() as $sort => $vacancy) {
            Vacancy::query()->updateOrCreate(['slug' => $vacancy['slug']], [
                'title' => $vacancy['title'],
                'city' => $vacancy['city'],
                'employment_type' => EmploymentType::from($vacancy['type']),
                'description' => $vacancy['description'],
                'requirements' => $vacancy['requirements'],
                'is_open' => $vacancy['open'],
                'sort' => $sort * 10,
            ]);
        }
    }
}
