<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Marketing;

use App\Enums\StaffRole;
use App\Models\AuditEntry;
use App\Models\CreditProgramme;
use App\Models\CreditRequest;
use App\Models\Product;
use App\Models\User;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** /admin/programe-credit: managers edit the partners' terms; the product page's calculator follows at once. */
final class CreditProgrammesAdminTest extends TestCase
{
    use RefreshDatabase;

    /**
     * @param  array<string, mixed>  $overrides
     * @return array<string, mixed>
     */
    private function valid(array $overrides = []): array
    {
        return [
            'slug' => 'rate-0-12',
            'partner' => 'Banca Demo',
            'name' => ['ro' => 'Rate 0%', 'ru' => 'Рассрочка 0%'],
            'months' => '12',
            'monthly_fee' => '0',
            'annual_rate' => '0',
            'min_amount' => '1000',
            'max_amount' => '50000',
            'valid_until' => '',
            'is_active' => true,
            'sort' => '1',
            ...$overrides,
        ];
    }

    #[Test]
    public function a_manager_creates_a_programme_the_product_page_offers_at_once(): void
    {
        $this->seed(DatabaseSeeder::class);
        CreditProgramme::query()->delete();
        $product = Product::query()->where('price', '>=', 2_000_00)->where('price', '<=', 40_000_00)->orderBy('id')->firstOrFail();
        $this->get('/produs/'.$product->slug)->assertInertia(fn (Assert $page) => $page->where('creditProgrammes', []));

        $manager = User::factory()->staff(StaffRole::Manager)->createOne();
        $this->actingAs($manager)->post('/admin/programe-credit', $this->valid(['monthly_fee' => '0,99', 'annual_rate' => '12.5']))
            ->assertRedirect('/admin/programe-credit')->assertSessionHas('status');

        $programme = CreditProgramme::query()->sole();
        $this->assertSame([99, 1250, 1000_00, 50000_00], [$programme->monthly_fee_bp, $programme->annual_rate_bp, $programme->min_amount, $programme->max_amount]);
        $this->assertSame('credit_programme.create', AuditEntry::query()->sole()->action);

        $this->get('/produs/'.$product->slug)->assertInertia(fn (Assert $page) => $page->has('creditProgrammes', 1));

        $this->actingAs($manager)->put('/admin/programe-credit/'.$programme->id, $this->valid(['monthly_fee' => '0.99', 'annual_rate' => '12.50', 'is_active' => false]))->assertRedirect();
        $this->get('/produs/'.$product->slug)->assertInertia(fn (Assert $page) => $page->where('creditProgrammes', []));
        $this->assertSame(['is_active' => true], AuditEntry::query()->latest('id')->firstOrFail()->before);
    }

    #[Test]
    public function bad_terms_are_refused_beside_their_fields_in_the_staff_members_language(): void
    {
        CreditProgramme::factory()->createOne(['slug' => 'taken']);
        $bad = $this->valid(['slug' => 'taken', 'months' => '0', 'monthly_fee' => '11', 'annual_rate' => '-1', 'min_amount' => '5000', 'max_amount' => '100', 'name' => ['ro' => '', 'ru' => '']]);

        $ro = User::factory()->staff(StaffRole::Owner)->createOne(['locale' => 'ro']);
        $this->actingAs($ro)->from('/admin/programe-credit/nou')->post('/admin/programe-credit', $bad)
            ->assertRedirect('/admin/programe-credit/nou')
            ->assertSessionHasErrors(['slug', 'months', 'monthly_fee', 'annual_rate', 'name.ro', 'name.ru', 'max_amount' => 'Suma maximă nu poate fi mai mică decât cea minimă.']);

        $ru = User::factory()->staff(StaffRole::Manager)->createOne(['locale' => 'ru']);
        $this->actingAs($ru)->post('/admin/programe-credit', $bad)
            ->assertSessionHasErrors(['max_amount' => 'Максимальная сумма не может быть меньше минимальной.']);
        $this->assertSame(1, CreditProgramme::query()->count());
    }

    #[Test]
    public function editors_and_the_warehouse_are_refused(): void
    {
        foreach ([StaffRole::Editor, StaffRole::Warehouse] as $role) {
            $this->actingAs(User::factory()->staff($role)->createOne())->post('/admin/programe-credit', $this->valid())->assertForbidden();
        }
        $this->assertSame(0, CreditProgramme::query()->count());
    }

    #[Test]
    public function a_programme_with_credit_requests_is_not_deleted(): void
    {
        $used = CreditProgramme::factory()->createOne();
        $unused = CreditProgramme::factory()->createOne();
        CreditRequest::query()->create(['credit_programme_id' => $used->id, 'amount' => 1000_00, 'months' => 12, 'monthly_payment' => 84_00, 'total' => 1008_00, 'name' => 'Ion', 'phone' => '+37369000000', 'locale' => 'ro', 'consented_at' => now()]);
        $owner = User::factory()->staff(StaffRole::Owner)->createOne();

        $this->actingAs($owner)->delete('/admin/programe-credit/'.$used->id)->assertSessionHasErrors('programme');
        $this->actingAs($owner)->delete('/admin/programe-credit/'.$unused->id)->assertRedirect('/admin/programe-credit');
        $this->assertSame([$used->id], CreditProgramme::query()->pluck('id')->all());
    }

    #[Test]
    public function the_list_shows_amounts_in_lei_and_rates_in_percent(): void
    {
        CreditProgramme::factory()->createOne(['monthly_fee_bp' => 99, 'annual_rate_bp' => 1200, 'min_amount' => 300_00]);
        $this->actingAs(User::factory()->staff(StaffRole::Owner)->createOne())->get('/admin/programe-credit')->assertOk()
            ->assertInertia(fn (Assert $page) => $page->component('admin/credit-programmes/index')
                ->where('programmes.0.monthly_fee', '0.99')->where('programmes.0.annual_rate', '12')
                ->where('programmes.0.min_amount', 300)->where('programmes.0.max_amount', null));
    }
}
