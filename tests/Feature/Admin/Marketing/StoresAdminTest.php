<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Marketing;

use App\Enums\StaffRole;
use App\Enums\StockPlaceKind;
use App\Models\AuditEntry;
use App\Models\Store;
use App\Models\User;
use Carbon\CarbonImmutable;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** /admin/magazine: managers edit the stores, their week and their holidays; shoppers see the change at once. */
final class StoresAdminTest extends TestCase
{
    private User $manager;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        // The demo's holidays are dated from the day it is seeded; these tests set their own.
        DB::table('store_exceptions')->delete();
        $this->manager = User::factory()->staff(StaffRole::Manager)->createOne();
        // Monday 28 December 2026, 10:00 in Chișinău.
        $this->travelTo(CarbonImmutable::parse('2026-12-28 08:00', 'UTC'));
    }

    /**
     * @param  array<string, mixed>  $overrides
     * @return array<string, mixed>
     */
    private function valid(array $overrides = []): array
    {
        return [
            'slug' => 'magazin-nou',
            'name' => ['ro' => 'Magazin Nou', 'ru' => 'Новый магазин'],
            'city' => ['ro' => 'Bălți', 'ru' => 'Бельцы'],
            'address' => ['ro' => 'str. Independenței 1', 'ru' => 'ул. Независимости 1'],
            'phones' => ['022 123 456', '060 123 456'],
            'latitude' => '47,7617',
            'longitude' => '27.9290',
            'hours' => array_map(static fn (int $day): array => ['closed' => $day === 7, 'open' => '09:00', 'close' => '19:00'], range(1, 7)),
            'sorted' => '10',
            ...$overrides,
        ];
    }

    #[Test]
    public function a_manager_opens_a_store_that_shoppers_see_with_its_hours(): void
    {
        $response = $this->actingAs($this->manager)->post('/admin/magazine', $this->valid());
        $store = Store::query()->where('slug', 'magazin-nou')->firstOrFail();
        $response->assertRedirect('/admin/magazine/'.$store->id.'/editare')->assertSessionHas('status', 'Magazinul a fost salvat.');

        $this->assertSame(['+37322123456', '+37360123456'], $store->phones);
        $this->assertSame(['09:00', '19:00'], $store->hours[1]);
        $this->assertNull($store->hours[7]);
        $this->assertEqualsWithDelta(47.7617, (float) $store->latitude, 0.000001);
        $this->assertSame('store.create', AuditEntry::query()->latest('id')->firstOrFail()->action);

        $this->get('/contacte/magazine')->assertInertia(fn (Assert $page) => $page->where('stores', fn ($stores) => collect($stores)->contains(
            fn (array $shop): bool => $shop['slug'] === 'magazin-nou' && $shop['status']['open'] === true && $shop['address'] === 'str. Independenței 1',
        )));
    }

    #[Test]
    public function a_holiday_closes_the_store_that_day_and_is_announced_two_weeks_ahead(): void
    {
        $store = Store::scopeShops(Store::query())->orderBy('sorted')->firstOrFail();
        $store->forceFill(['hours' => array_fill_keys(range(1, 7), ['09:00', '19:00'])])->save();

        $this->actingAs($this->manager)->post('/admin/magazine/'.$store->id.'/exceptii', ['date' => '2026-12-28', 'closed' => true, 'note' => ['ro' => 'Inventar', 'ru' => 'Инвентаризация']])
            ->assertRedirect('/admin/magazine/'.$store->id.'/editare');
        $this->actingAs($this->manager)->post('/admin/magazine/'.$store->id.'/exceptii', ['date' => '2027-01-01', 'closed' => true, 'note' => ['ro' => 'Anul Nou', 'ru' => 'Новый год']]);
        $this->actingAs($this->manager)->post('/admin/magazine/'.$store->id.'/exceptii', ['date' => '2026-12-31', 'closed' => false, 'open' => '09:00', 'close' => '15:00', 'note' => ['ro' => '', 'ru' => '']]);
        // Beyond the two weeks: not announced yet.
        $this->actingAs($this->manager)->post('/admin/magazine/'.$store->id.'/exceptii', ['date' => '2027-03-08', 'closed' => true, 'note' => ['ro' => '', 'ru' => '']]);
        $this->assertSame(4, DB::table('store_exceptions')->count());

        $this->get('/contacte/magazine')->assertInertia(fn (Assert $page) => $page->where('stores', function ($stores) use ($store): bool {
            $shop = collect($stores)->firstWhere('slug', $store->slug);
            $this->assertFalse($shop['status']['open']);
            $this->assertSame(1, $shop['status']['opens_in_days']);
            $this->assertSame(['2026-12-28', '2026-12-31', '2027-01-01'], array_column($shop['exceptions'], 'date'));
            $this->assertSame(['2026-12-31', false, '09:00', '15:00'], [$shop['exceptions'][1]['date'], $shop['exceptions'][1]['closed'], $shop['exceptions'][1]['opens_at'], $shop['exceptions'][1]['closes_at']]);
            $this->assertSame('Anul Nou', $shop['exceptions'][2]['note']);

            return true;
        }));
        $this->get('/ru/contacte/magazine')->assertInertia(fn (Assert $page) => $page->where('stores', fn ($stores) => collect($stores)->firstWhere('slug', $store->slug)['exceptions'][2]['note'] === 'Новый год'));
        // The home page's and the API's "open now" agree.
        $this->getJson('/api/shop/get-stores')->assertJsonFragment(['slug' => $store->slug, 'open_now' => false]);
    }

    #[Test]
    public function bad_input_is_refused_beside_each_field_in_ro_and_ru(): void
    {
        $bad = $this->valid([
            'slug' => 'Cu Spații', 'phones' => ['123'], 'latitude' => '52.5', 'longitude' => '13.4',
            'hours' => array_map(static fn (int $day): array => ['closed' => false, 'open' => '19:00', 'close' => $day === 1 ? '09:00' : '19:30'], range(1, 7)),
        ]);
        $this->actingAs($this->manager)->from('/admin/magazine/nou')->post('/admin/magazine', $bad)->assertRedirect('/admin/magazine/nou')
            ->assertSessionHasErrors(['slug', 'phones.0', 'latitude' => 'Latitudinea trebuie să fie în Moldova (între 45,4 și 48,5).', 'longitude']);
        $this->actingAs($this->manager)->post('/admin/magazine', $this->valid(['hours' => $bad['hours']]))
            ->assertSessionHasErrors(['hours.0.close'])->assertSessionDoesntHaveErrors(['hours.1.close']);

        $ru = User::factory()->staff(StaffRole::Owner)->createOne(['locale' => 'ru']);
        $this->actingAs($ru)->post('/admin/magazine', $bad)->assertSessionHasErrors(['latitude' => 'Широта должна быть в пределах Молдовы (от 45,4 до 48,5).']);
        $store = Store::scopeShops(Store::query())->firstOrFail();
        $this->actingAs($ru)->post('/admin/magazine/'.$store->id.'/exceptii', ['date' => '2026-12-27', 'closed' => false, 'open' => '15:00', 'close' => '09:00'])
            ->assertSessionHasErrors(['date' => 'Выберите сегодняшний или будущий день.']);
        $this->actingAs($ru)->post('/admin/magazine/'.$store->id.'/exceptii', ['date' => '2026-12-29', 'closed' => false, 'open' => '15:00', 'close' => '09:00'])
            ->assertSessionHasErrors(['close' => 'Время закрытия должно быть позже открытия (00:00 — полночь).']);
        $this->assertSame(0, DB::table('store_exceptions')->count());
    }

    #[Test]
    public function a_store_with_stock_or_orders_and_the_warehouse_are_not_deleted(): void
    {
        $withStock = DB::table('product_stock')->where('quantity', '>', 0)->value('store_id');
        $warehouse = Store::query()->where('kind', StockPlaceKind::Warehouse->value)->firstOrFail();
        $this->actingAs($this->manager)->delete('/admin/magazine/'.$withStock)->assertSessionHasErrors('store');
        $this->actingAs($this->manager)->delete('/admin/magazine/'.$warehouse->id)->assertSessionHasErrors('store');

        $this->actingAs($this->manager)->post('/admin/magazine', $this->valid());
        $empty = Store::query()->where('slug', 'magazin-nou')->firstOrFail();
        $this->actingAs($this->manager)->delete('/admin/magazine/'.$empty->id)->assertRedirect('/admin/magazine');
        $this->assertModelMissing($empty);
        $this->assertModelExists($warehouse);
    }

    #[Test]
    public function the_warehouse_keeps_its_kind_and_only_its_name_changes(): void
    {
        $warehouse = Store::query()->where('kind', StockPlaceKind::Warehouse->value)->firstOrFail();
        $this->actingAs($this->manager)->put('/admin/magazine/'.$warehouse->id, ['name' => ['ro' => 'Depozit Nord', 'ru' => 'Склад Север'], 'sorted' => '0'])
            ->assertSessionHasNoErrors();
        $warehouse->refresh();
        $this->assertSame('Depozit Nord', $warehouse->name['ro']);
        $this->assertSame(StockPlaceKind::Warehouse, $warehouse->kind);
    }

    #[Test]
    public function editors_and_the_warehouse_role_are_refused_and_an_exception_of_another_store_is_not_found(): void
    {
        $stores = Store::scopeShops(Store::query())->orderBy('id')->take(2)->get();
        foreach ([StaffRole::Editor, StaffRole::Warehouse] as $role) {
            $this->actingAs(User::factory()->staff($role)->createOne())->get('/admin/magazine')->assertForbidden();
        }
        $exception = $stores[0]->exceptions()->create(['date' => '2027-01-01', 'note' => ['ro' => '', 'ru' => '']]);
        $this->actingAs($this->manager)->delete('/admin/magazine/'.$stores[1]->id.'/exceptii/'.$exception->id)->assertNotFound();
        $this->actingAs($this->manager)->delete('/admin/magazine/'.$stores[0]->id.'/exceptii/'.$exception->id)->assertRedirect();
        $this->assertModelMissing($exception);
    }
}
