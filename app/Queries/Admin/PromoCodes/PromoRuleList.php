<?php

declare(strict_types=1);

namespace App\Queries\Admin\PromoCodes;

use App\Models\Brand;
use App\Models\Category;
use App\Models\Product;
use App\Models\PromoRule;
use App\Support\Dates;
use App\Support\PeriodState;
use Carbon\CarbonImmutable;
use Illuminate\Database\Query\Builder as QueryBuilder;
use Illuminate\Pagination\LengthAwarePaginator;
use Illuminate\Support\Facades\DB;

/**
 * The back office's codes and cart rules: a page of them with each one's uses and the revenue of the orders that used
 * it (orders not cancelled or released), in one query of correlated subqueries on promo_uses' (rule, released_at,
 * order) index; one rule for its form with the lists it picks from.
 *
 * @phpstan-type UseRow array{number: string, placed_at: string, customer: string, discount: int, free_delivery: bool, total: int}
 * @phpstan-type Row array{id: int, label: string, code: string|null, automatic: bool, kind: string, value: int, scope: string, min_subtotal: int, starts_at: string|null, ends_at: string|null, status: string, state: string, uses: int, usage_limit: int|null, revenue: int, codes: int}
 */
final class PromoRuleList
{
    public const PER_PAGE = 25;

    public const LATEST_USES = 50;

    public const FILTERS = ['codes', 'automatic', 'active', 'paused', 'ended'];

    /**
     * @return LengthAwarePaginator<int, PromoRule>
     */
    public function paginate(?string $filter): LengthAwarePaginator
    {
        $query = PromoRule::query()->withCount('codes');
        $query->selectSub(static fn (QueryBuilder $uses) => $uses->from('promo_uses')->selectRaw('count(*)')
            ->whereColumn('promo_uses.promo_rule_id', 'promo_rules.id')->whereNull('promo_uses.released_at'), 'uses')
            ->selectSub(static fn (QueryBuilder $revenue) => $revenue->from('promo_uses')->join('orders', 'orders.id', '=', 'promo_uses.order_id')
                ->selectRaw('coalesce(sum(orders.total), 0)')
                ->whereColumn('promo_uses.promo_rule_id', 'promo_rules.id')->whereNull('promo_uses.released_at'), 'revenue')
            ->selectSub(static fn (QueryBuilder $code) => $code->from('promo_codes')->select('code')
                ->whereColumn('promo_codes.promo_rule_id', 'promo_rules.id')->orderBy('id')->limit(1), 'main_code');
        match ($filter) {
            'codes' => $query->where('automatic', false),
            'automatic' => $query->where('automatic', true),
            'active', 'paused', 'ended' => $query->where('status', $filter),
            default => $query,
        };

        /** @var LengthAwarePaginator<int, PromoRule> $page */
        $page = $query->orderByDesc('id')->paginate(self::PER_PAGE)->withQueryString();

        return $page;
    }

    /**
     * @return Row
     */
    public function row(PromoRule $rule): array
    {
        $attributes = $rule->getAttributes();

        return [
            'id' => $rule->id,
            'label' => $rule->translate('label'),
            'code' => isset($attributes['main_code']) ? (string) $attributes['main_code'] : null,
            'automatic' => $rule->automatic,
            'kind' => $rule->kind,
            'value' => $rule->value,
            'scope' => $rule->scope,
            'min_subtotal' => $rule->min_subtotal,
            'starts_at' => PeriodState::local($rule->starts_at),
            'ends_at' => PeriodState::local($rule->ends_at),
            'status' => $rule->status,
            'state' => self::state($rule),
            'uses' => (int) ($attributes['uses'] ?? 0),
            'usage_limit' => $rule->usage_limit,
            'revenue' => (int) ($attributes['revenue'] ?? 0),
            'codes' => (int) ($attributes['codes_count'] ?? 0),
        ];
    }

    /** Where the rule stands now: running, scheduled, paused, ended (by staff or by its period), used up. */
    public static function state(PromoRule $rule): string
    {
        if ($rule->status !== 'active') {
            return $rule->status;
        }
        if ($rule->usage_limit !== null && $rule->uses_count >= $rule->usage_limit) {
            return 'used_up';
        }

        return PeriodState::of(true, $rule->starts_at, $rule->ends_at);
    }

    /**
     * @return array<string, mixed>
     */
    public function form(PromoRule $rule): array
    {
        $ids = $rule->scope_ids ?? [];
        /** @var list<Product> $products */
        $products = $rule->scope === 'products' ? Product::query()->whereKey($ids)->orderBy('id')->get()->all() : [];

        return [
            'id' => $rule->id,
            'label' => ['ro' => $rule->label['ro'] ?? '', 'ru' => $rule->label['ru'] ?? ''],
            'code' => $rule->codes()->orderBy('id')->value('code'),
            'automatic' => $rule->automatic,
            'kind' => $rule->kind,
            // Amounts are typed in whole lei; kept in bani.
            'value' => $rule->kind === 'amount' ? intdiv($rule->value, 100) : ($rule->kind === 'percent' ? $rule->value : null),
            'scope' => $rule->scope,
            'scope_ids' => $ids,
            'products' => array_map(static fn (Product $product): array => ['id' => $product->id, 'name' => $product->translate('name'), 'sku' => $product->sku, 'price' => $product->price], $products),
            'min_subtotal' => intdiv($rule->min_subtotal, 100),
            'starts_at' => PeriodState::local($rule->starts_at),
            'ends_at' => PeriodState::local($rule->ends_at),
            'usage_limit' => $rule->usage_limit,
            'per_customer_limit' => $rule->per_customer_limit,
            'combines_with_promotions' => $rule->combines_with_promotions,
            'combines_with_others' => $rule->combines_with_others,
            'priority' => $rule->priority,
            'status' => $rule->status,
            'uses' => $rule->uses_count,
            'codes' => $rule->codes()->count(),
        ];
    }

    /**
     * The newest orders that used the rule and still hold its use (not cancelled or released), newest first: one query
     * on promo_uses' (rule, released_at, order) index, read backwards.
     *
     * @return list<UseRow>
     */
    public function latestUses(PromoRule $rule): array
    {
        $rows = DB::table('promo_uses')->join('orders', 'orders.id', '=', 'promo_uses.order_id')
            ->where('promo_uses.promo_rule_id', $rule->id)->whereNull('promo_uses.released_at')->whereNotNull('orders.number')
            ->orderByDesc('promo_uses.order_id')->limit(self::LATEST_USES)
            ->get(['orders.number', 'orders.created_at', 'orders.name', 'orders.company_name', 'orders.total', 'promo_uses.discount', 'promo_uses.free_delivery']);

        return array_values(array_map(static fn (object $row): array => [
            'number' => (string) $row->number,
            'placed_at' => Dates::dateTime(CarbonImmutable::parse((string) $row->created_at, 'UTC')),
            'customer' => (string) ($row->name ?? $row->company_name ?? ''),
            'discount' => (int) $row->discount,
            'free_delivery' => (bool) $row->free_delivery,
            'total' => (int) $row->total,
        ], $rows->all()));
    }

    /**
     * The categories (a subcategory after its parent, by depth) and brands a rule may be limited to.
     *
     * @return array{categories: list<array{id: int, name: string, depth: int}>, brands: list<array{id: int, name: string}>}
     */
    public function choices(): array
    {
        /** @var list<Category> $categories */
        $categories = Category::query()->orderBy('depth')->orderBy('sort')->orderBy('id')->get(['id', 'parent_id', 'depth', 'name'])->all();
        $children = [];
        foreach ($categories as $category) {
            $children[$category->parent_id ?? 0][] = $category;
        }
        $ordered = [];
        $walk = static function (int $parent) use (&$walk, &$ordered, $children): void {
            foreach ($children[$parent] ?? [] as $category) {
                $ordered[] = ['id' => $category->id, 'name' => $category->translate('name'), 'depth' => $category->depth];
                $walk($category->id);
            }
        };
        $walk(0);

        /** @var list<Brand> $brands */
        $brands = Brand::query()->orderBy('name')->get(['id', 'name'])->all();

        return [
            'categories' => $ordered,
            'brands' => array_map(static fn (Brand $brand): array => ['id' => $brand->id, 'name' => $brand->name], $brands),
        ];
    }
}
