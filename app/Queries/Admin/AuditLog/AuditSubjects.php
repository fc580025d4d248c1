<?php

declare(strict_types=1);

namespace App\Queries\Admin\AuditLog;

use App\Models\Attribute;
use App\Models\AttributeOption;
use App\Models\AuditEntry;
use App\Models\Banner;
use App\Models\BlogCategory;
use App\Models\BlogPost;
use App\Models\Brand;
use App\Models\Category;
use App\Models\CreditProgramme;
use App\Models\Order;
use App\Models\Page;
use App\Models\Product;
use App\Models\ProductFamily;
use App\Models\PromoRule;
use App\Models\Promotion;
use App\Models\Store;
use App\Models\User;
use App\Models\Vacancy;
use App\Services\Audit\AuditLog;
use App\Support\Text;
use Illuminate\Database\Eloquent\Model;

/**
 * What the entries of one page are about, as a name and a link to the thing's back-office page: one query per kind
 * of subject on the page. A subject that no longer exists keeps the name recorded with the entry and has no link.
 */
final class AuditSubjects
{
    /** @var array<string, array{label: string, url: string|null}> by "Type#id" */
    private array $found = [];

    /** @var array<int, string> products' SKUs by id: a family's entries name a variant by name and SKU */
    private array $skus = [];

    /**
     * @param  list<AuditEntry>  $entries
     */
    public static function for(array $entries): self
    {
        $subjects = new self;
        $ids = [];
        foreach ($entries as $entry) {
            if ($entry->subject_type !== null && $entry->subject_id !== null && ctype_digit($entry->subject_id)) {
                $ids[$entry->subject_type][(int) $entry->subject_id] = true;
            }
        }
        foreach ($ids as $type => $keys) {
            $subjects->load($type, array_keys($keys));
        }

        return $subjects;
    }

    /**
     * The subject of an entry: its current name and page, else the name recorded, else its id as gone.
     *
     * @return array{label: string, url: string|null}|null
     */
    public function of(AuditEntry $entry): ?array
    {
        $found = $this->found[$entry->subject_type.'#'.$entry->subject_id] ?? null;
        if ($found !== null && $entry->subject_type === 'Product' && str_starts_with($entry->action, 'family.variant_')) {
            $sku = $this->skus[(int) $entry->subject_id] ?? null;

            return $sku === null ? $found : ['label' => $found['label'].' ('.$sku.')', 'url' => $found['url']];
        }
        if ($found !== null) {
            // The about page is a Page but has its own editor.
            return str_starts_with($entry->action, 'about.') ? ['label' => $found['label'], 'url' => route('admin.about.edit', [], false)] : $found;
        }
        if ($entry->subject_label !== null && $entry->subject_label !== '') {
            return ['label' => $entry->subject_label, 'url' => null];
        }

        // A subject recorded by id alone (a person's message, request or application) that the prune has deleted.
        return $entry->subject_id === null ? null : ['label' => Text::get('admin.audit.value.gone', ['id' => $entry->subject_id]), 'url' => null];
    }

    /**
     * @param  list<int>  $ids
     */
    private function load(string $type, array $ids): void
    {
        $forgettable = [];
        foreach (AuditLog::FORGETTABLE as $class => $column) {
            $forgettable[class_basename($class)] = [$class, $column];
        }
        $routes = [
            'ContactMessage' => ['admin.messages.show', 'message'], 'CreditRequest' => ['admin.credit-requests.show', 'creditRequest'],
            'JobApplication' => ['admin.applications.show', 'application'], 'NewsletterSubscription' => ['admin.newsletter.index', null],
        ];
        if (isset($forgettable[$type])) {
            [$class, $column] = $forgettable[$type];
            [$name, $parameter] = $routes[$type];
            foreach ($class::query()->whereIn('id', $ids)->pluck($column, 'id') as $id => $label) {
                $this->put($type, (int) $id, (string) $label, route($name, $parameter === null ? [] : [$parameter => $id], false));
            }

            return;
        }

        match ($type) {
            'Order' => $this->each(Order::class, $ids, ['id', 'number'], static fn (Order $order): array => [(string) $order->number, route('admin.orders.show', ['order' => $order->number], false)]),
            'Product' => $this->each(Product::class, $ids, ['id', 'name', 'sku'], function (Product $product): array {
                $this->skus[$product->id] = $product->sku;

                return [$product->translate('name'), route('admin.products.edit', ['product' => $product->id], false)];
            }),
            'ProductFamily' => $this->each(ProductFamily::class, $ids, ['id', 'name'], static fn (ProductFamily $family): array => [$family->translate('name'), route('admin.families.edit', ['family' => $family->id], false)]),
            'Category' => $this->each(Category::class, $ids, ['id', 'name'], static fn (Category $category): array => [$category->translate('name'), route('admin.categories.edit', ['category' => $category->id], false)]),
            'Brand' => $this->each(Brand::class, $ids, ['id', 'name'], static fn (Brand $brand): array => [$brand->name, route('admin.brands.edit', ['brand' => $brand->id], false)]),
            'Attribute' => $this->each(Attribute::class, $ids, ['id', 'name'], static fn (Attribute $attribute): array => [$attribute->translate('name'), route('admin.attributes.edit', ['attribute' => $attribute->id], false)]),
            'AttributeOption' => $this->each(AttributeOption::class, $ids, ['id', 'attribute_id', 'value'], static fn (AttributeOption $option): array => [$option->translate('value'), route('admin.attributes.edit', ['attribute' => $option->attribute_id], false)]),
            'Banner' => $this->each(Banner::class, $ids, ['id', 'title'], static fn (Banner $banner): array => [$banner->translate('title'), route('admin.banners.edit', ['banner' => $banner->id], false)]),
            'Promotion' => $this->each(Promotion::class, $ids, ['id', 'title'], static fn (Promotion $promotion): array => [$promotion->translate('title'), route('admin.promotions.edit', ['promotion' => $promotion->id], false)]),
            'PromoRule' => $this->each(PromoRule::class, $ids, ['id', 'label'], static fn (PromoRule $rule): array => [$rule->translate('label'), route('admin.promo-codes.edit', ['rule' => $rule->id], false)]),
            'CreditProgramme' => $this->each(CreditProgramme::class, $ids, ['id', 'partner', 'name'], static fn (CreditProgramme $programme): array => [$programme->partner.' · '.$programme->translate('name'), route('admin.credit-programmes.edit', ['programme' => $programme->id], false)]),
            'Store' => $this->each(Store::class, $ids, ['id', 'name'], static fn (Store $store): array => [$store->translate('name'), route('admin.stores.edit', ['store' => $store->id], false)]),
            'Page' => $this->each(Page::class, $ids, ['id', 'title'], static fn (Page $page): array => [$page->translate('title'), route('admin.pages.edit', ['contentPage' => $page->id], false)]),
            'BlogPost' => $this->each(BlogPost::class, $ids, ['id', 'title'], static fn (BlogPost $post): array => [$post->translate('title'), route('admin.blog.edit', ['blogPost' => $post->id], false)]),
            'BlogCategory' => $this->each(BlogCategory::class, $ids, ['id', 'name'], static fn (BlogCategory $category): array => [$category->translate('name'), route('admin.blog.index', [], false)]),
            'Vacancy' => $this->each(Vacancy::class, $ids, ['id', 'title'], static fn (Vacancy $vacancy): array => [$vacancy->translate('title'), route('admin.vacancies.edit', ['vacancy' => $vacancy->id], false)]),
            'User' => $this->each(User::class, $ids, ['id', 'name', 'email'], static fn (User $user): array => [$user->name.' ('.$user->email.')', route('admin.staff.index', [], false)]),
            default => null,
        };
    }

    /**
     * @template T of Model
     *
     * @param  class-string<T>  $class
     * @param  list<int>  $ids
     * @param  list<string>  $columns
     * @param  callable(T): array{0: string, 1: string}  $shape
     */
    private function each(string $class, array $ids, array $columns, callable $shape): void
    {
        foreach ($class::query()->whereIn('id', $ids)->get($columns) as $model) {
            /** @var T $model */
            [$label, $url] = $shape($model);
            $this->put(class_basename($class), (int) $model->getKey(), $label, $url);
        }
    }

    private function put(string $type, int $id, string $label, string $url): void
    {
        $this->found[$type.'#'.$id] = ['label' => $label, 'url' => $url];
    }
}
