<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\PromoCodes;

use App\Actions\Marketing\GeneratePromoCodes;
use App\Enums\StaffRole;
use App\Models\AuditEntry;
use App\Models\Category;
use App\Models\Order;
use App\Models\PromoCode;
use App\Models\PromoRule;
use App\Models\User;
use Carbon\CarbonImmutable;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** The back office's promo codes and cart rules (docs/back-office.md, "Promo codes and cart rules"). */
final class PromoCodesAdminTest extends TestCase
{
    private User $editor;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        $this->editor = User::factory()->staff(StaffRole::Editor)->createOne();
        // Only each test's own rules: the demo shop seeds a few.
        PromoRule::query()->delete();
        $this->travelTo(CarbonImmutable::parse('2026-11-30 10:00', 'UTC'));
    }

    /**
     * @param  array<string, mixed>  $overrides
     * @return array<string, mixed>
     */
    private function form(array $overrides = []): array
    {
        return [
            'label' => ['ro' => 'Iarna 10%', 'ru' => 'Зима 10%'], 'automatic' => false, 'code' => ' iarna-10 ', 'kind' => 'percent',
            'value' => '10', 'scope' => 'cart', 'scope_ids' => [], 'min_subtotal' => '1000', 'starts_at' => '2026-12-01T00:00',
            'ends_at' => '2026-12-31T23:59', 'usage_limit' => '100', 'per_customer_limit' => '1', 'combines_with_promotions' => false,
            'combines_with_others' => true, 'priority' => '0', ...$overrides,
        ];
    }

    #[Test]
    public function an_editor_creates_and_changes_a_code_kept_upper_case_in_bani_and_utc_and_audited(): void
    {
        $this->actingAs($this->editor)->post('/admin/coduri-promo', $this->form())->assertRedirect()->assertSessionHasNoErrors();

        $rule = PromoRule::query()->sole();
        $this->assertSame('IARNA-10', PromoCode::query()->sole()->code);
        $this->assertSame(100_000, $rule->min_subtotal);
        // 00:00 in Chișinău (UTC+2 in winter) is 22:00 UTC the day before.
        $this->assertSame('2026-11-30 22:00:00', $rule->starts_at?->toDateTimeString());
        $this->assertSame(['promo_rule.create'], AuditEntry::query()->pluck('action')->all());

        $this->put('/admin/coduri-promo/'.$rule->id, $this->form(['kind' => 'amount', 'value' => '200', 'code' => 'IARNA-10']))->assertRedirect()->assertSessionHasNoErrors();
        $this->assertSame(20_000, $rule->refresh()->value);
        $this->assertSame('amount', $rule->kind);
        $this->assertSame(['promo_rule.create', 'promo_rule.update'], AuditEntry::query()->orderBy('id')->pluck('action')->all());

        $this->get('/admin/coduri-promo/'.$rule->id.'/editare')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('admin/promo-codes/form')->where('rule.code', 'IARNA-10')->where('rule.value', 200)->where('rule.min_subtotal', 1000)
            ->where('rule.starts_at', '2026-12-01T00:00')->has('categories')->has('brands')->etc());
    }

    #[Test]
    public function a_wrong_form_is_refused_with_messages_in_the_staff_members_language(): void
    {
        $this->actingAs($this->editor)->post('/admin/coduri-promo', $this->form(['code' => 'cod greșit!', 'scope' => 'categories', 'value' => '250']))
            ->assertSessionHasErrors([
                'code' => 'Codul poate conține doar litere latine, cifre și cratime.',
                'scope_ids' => 'Alegeți cel puțin o categorie, un brand sau un produs.',
            ])->assertSessionHasErrors('value');

        $this->editor->forceFill(['locale' => 'ru'])->save();
        $this->post('/admin/coduri-promo', $this->form(['code' => str_repeat('A', 10_000), 'value' => ['x']]))
            ->assertSessionHasErrors(['value']);
        $this->post('/admin/coduri-promo', $this->form(['code' => 'cod greșit!']))
            ->assertSessionHasErrors(['code' => 'Код может содержать только латинские буквы, цифры и дефисы.']);
        $this->post('/admin/coduri-promo', $this->form(['code' => 'IARNA-10']))->assertSessionHasNoErrors();
        $this->post('/admin/coduri-promo', $this->form(['code' => 'iarna-10']))->assertSessionHasErrors(['code' => 'Такой код уже есть.']);
        $this->assertSame(1, PromoRule::query()->count());
    }

    #[Test]
    public function a_category_rule_keeps_its_categories(): void
    {
        $ids = Category::query()->orderBy('id')->limit(2)->pluck('id')->map(static fn (mixed $id): int => (int) $id)->all();

        $this->actingAs($this->editor)->post('/admin/coduri-promo', $this->form(['scope' => 'categories', 'scope_ids' => $ids]))->assertSessionHasNoErrors();

        $this->assertSame($ids, PromoRule::query()->sole()->scope_ids);
    }

    #[Test]
    public function the_list_shows_each_rules_uses_and_revenue_in_one_query_whatever_the_rules(): void
    {
        $rule = PromoRule::query()->create(['label' => ['ro' => 'A', 'ru' => 'А'], 'kind' => 'percent', 'value' => 10]);
        PromoCode::query()->create(['promo_rule_id' => $rule->id, 'code' => 'AAA']);
        foreach ([[150_000, null], [250_000, null], [999_000, now()]] as [$total, $released]) {
            $order = Order::factory()->create(['total' => $total]);
            DB::table('promo_uses')->insert(['promo_rule_id' => $rule->id, 'order_id' => $order->id, 'label' => '{}', 'discount' => 1, 'customer_keys' => '[]', 'released_at' => $released, 'created_at' => now()]);
        }

        $this->actingAs($this->editor)->get('/admin/coduri-promo')->assertOk();
        DB::enableQueryLog();
        $this->get('/admin/coduri-promo')->assertInertia(fn (Assert $page) => $page->component('admin/promo-codes/index')
            ->where('rules.0.uses', 2)->where('rules.0.revenue', 400_000)->where('rules.0.code', 'AAA')->etc());
        $one = count(DB::getQueryLog());
        foreach (range(1, 5) as $i) {
            PromoRule::query()->create(['label' => ['ro' => 'R'.$i, 'ru' => 'Р'.$i], 'kind' => 'amount', 'value' => 100 * $i]);
        }
        DB::flushQueryLog();
        $this->get('/admin/coduri-promo')->assertInertia(fn (Assert $page) => $page->has('rules', 6)->etc());
        $this->assertSame($one, count(DB::getQueryLog()));
        DB::disableQueryLog();
    }

    #[Test]
    public function the_edit_page_lists_the_newest_orders_that_used_the_rule_in_one_query(): void
    {
        $rule = PromoRule::query()->create(['label' => ['ro' => 'A', 'ru' => 'А'], 'kind' => 'percent', 'value' => 10]);
        $other = PromoRule::query()->create(['label' => ['ro' => 'B', 'ru' => 'Б'], 'kind' => 'percent', 'value' => 5]);
        $use = static function (PromoRule $rule, Order $order, int $discount, mixed $released = null): void {
            DB::table('promo_uses')->insert(['promo_rule_id' => $rule->id, 'order_id' => $order->id, 'label' => '{}', 'discount' => $discount, 'customer_keys' => '[]', 'released_at' => $released, 'created_at' => now()]);
        };
        $older = Order::factory()->create(['name' => 'Ion Popescu', 'total' => 150_000]);
        $use($rule, $older, 15_000);
        $released = Order::factory()->create(['total' => 999_000]);
        $use($rule, $released, 99_900, now());
        $use($other, Order::factory()->create(), 1_000);
        $newer = Order::factory()->create(['name' => 'Ana Rusu', 'total' => 250_000]);
        $use($rule, $newer, 25_000);

        $this->actingAs($this->editor)->get('/admin/coduri-promo/'.$rule->id.'/editare')->assertInertia(fn (Assert $page) => $page
            ->component('admin/promo-codes/form')
            ->has('latest_uses', 2)
            ->where('latest_uses.0', ['number' => $newer->number, 'placed_at' => '2026-11-30 12:00', 'customer' => 'Ana Rusu', 'discount' => 25_000, 'free_delivery' => false, 'total' => 250_000])
            ->where('latest_uses.1.number', $older->number)->where('latest_uses.1.discount', 15_000));

        DB::enableQueryLog();
        $this->get('/admin/coduri-promo/'.$rule->id.'/editare')->assertOk();
        $one = count(DB::getQueryLog());
        foreach (range(1, 5) as $i) {
            $use($rule, Order::factory()->create(), 100);
        }
        DB::flushQueryLog();
        $this->get('/admin/coduri-promo/'.$rule->id.'/editare')->assertInertia(fn (Assert $page) => $page->has('latest_uses', 7)->etc());
        $this->assertSame($one, count(DB::getQueryLog()));
        DB::disableQueryLog();
    }

    #[Test]
    public function pausing_resuming_and_ending_are_audited_and_an_ended_rule_stays_ended(): void
    {
        $rule = PromoRule::query()->create(['label' => ['ro' => 'A', 'ru' => 'А'], 'kind' => 'percent', 'value' => 10]);
        $this->actingAs($this->editor);

        $this->put('/admin/coduri-promo/'.$rule->id.'/stare', ['status' => 'paused'])->assertRedirect();
        $this->assertSame('paused', $rule->refresh()->status);
        $this->put('/admin/coduri-promo/'.$rule->id.'/stare', ['status' => 'active'])->assertRedirect();
        $this->put('/admin/coduri-promo/'.$rule->id.'/stare', ['status' => 'ended'])->assertRedirect();
        $this->put('/admin/coduri-promo/'.$rule->id.'/stare', ['status' => 'active'])->assertSessionHasErrors(['status' => 'Un cod încheiat nu mai poate fi reluat.']);
        $this->put('/admin/coduri-promo/'.$rule->id.'/stare', ['status' => ['x']])->assertSessionHasErrors(['status' => 'Stare necunoscută.']);

        $this->assertSame('ended', $rule->refresh()->status);
        $this->assertSame(['promo_rule.pause', 'promo_rule.resume', 'promo_rule.end'], AuditEntry::query()->orderBy('id')->pluck('action')->all());
    }

    #[Test]
    public function a_batch_of_500_readable_single_use_codes_is_made_and_exported_as_csv(): void
    {
        $rule = PromoRule::query()->create(['label' => ['ro' => 'Lot', 'ru' => 'Партия'], 'kind' => 'amount', 'value' => 5_000]);
        $this->actingAs($this->editor);

        $this->post('/admin/coduri-promo/'.$rule->id.'/coduri', ['count' => 500, 'prefix' => 'bf'])->assertRedirect()->assertSessionHasNoErrors();

        $codes = PromoCode::query()->where('promo_rule_id', $rule->id)->pluck('code')->all();
        $this->assertCount(500, $codes);
        $this->assertCount(500, array_unique($codes));
        foreach ($codes as $code) {
            $this->assertMatchesRegularExpression('/^BF['.GeneratePromoCodes::ALPHABET.']{8}$/', $code);
            $this->assertDoesNotMatchRegularExpression('/^BF.*[01OI]/', $code);
        }
        $this->assertSame(500, PromoCode::query()->where('promo_rule_id', $rule->id)->where('usage_limit', 1)->count());

        $csv = $this->get('/admin/coduri-promo/'.$rule->id.'/coduri.csv')->assertOk()->streamedContent();
        $lines = array_values(array_filter(explode("\n", trim($csv))));
        $this->assertCount(501, $lines);
        $this->assertStringContainsString('Cod;Utilizări;Limită', $lines[0]);
        $this->assertStringContainsString($codes[0].';0;1', $csv);
        $this->assertSame(['promo_rule.batch', 'promo_rule.export'], AuditEntry::query()->orderBy('id')->pluck('action')->all());

        $this->post('/admin/coduri-promo/'.$rule->id.'/coduri', ['count' => 100_000])->assertSessionHasErrors(['count' => 'Numărul de coduri trebuie să fie între 1 și 5000.']);
        $this->post('/admin/coduri-promo/'.$rule->id.'/coduri', ['count' => 5, 'prefix' => 'a b'])->assertSessionHasErrors(['prefix']);
    }

    #[Test]
    public function the_warehouse_and_shoppers_are_kept_out(): void
    {
        $rule = PromoRule::query()->create(['label' => ['ro' => 'A', 'ru' => 'А'], 'kind' => 'percent', 'value' => 10]);

        $this->actingAs(User::factory()->staff(StaffRole::Warehouse)->createOne())->get('/admin/coduri-promo')->assertForbidden();
        $this->post('/admin/coduri-promo/'.$rule->id.'/coduri', ['count' => 5])->assertForbidden();
        $this->actingAs(User::factory()->createOne())->get('/admin/coduri-promo/'.$rule->id.'/coduri.csv')->assertForbidden();
        $this->assertSame(0, PromoCode::query()->count());
    }
}
