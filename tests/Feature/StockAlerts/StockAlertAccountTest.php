<?php

declare(strict_types=1);

namespace Tests\Feature\StockAlerts;

use App\Enums\StaffRole;
use App\Mail\StockAlerts\StockAlertMail;
use App\Models\StockAlert;
use App\Models\User;
use App\Services\Privacy\ShopPruner;
use App\Services\StockAlerts\AlertLinks;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Foundation\Http\Middleware\ValidateCsrfToken;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\Route;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The account's alerts page, the mails' unsubscribe link (a page with a button, and mail clients' one-click POST),
 * pruning, and the back office's count of shoppers waiting for a product.
 */
final class StockAlertAccountTest extends TestCase
{
    use MakesAlerts;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        Mail::fake();
    }

    #[Test]
    public function an_account_lists_its_own_alerts_newest_first_in_both_languages(): void
    {
        $user = User::factory()->createOne();
        $other = User::factory()->createOne();
        [$a, $b] = [$this->soldOut(0), $this->inStock(1)];
        $older = $this->alert($a, 'stock', $user);
        $newer = $this->alert($b, 'price', $user, baseline: $b->price);
        $this->alert($a, 'stock', $other);

        $this->actingAs($user)->get('/cont/alerte')->assertOk()->assertHeader('Cache-Control', 'no-store, private')
            ->assertInertia(fn (Assert $page) => $page->component('account/alerts')->where('limit', 50)->has('alerts', 2)
                ->where('alerts.0.id', $newer->id)->where('alerts.0.kind', 'price')->where('alerts.0.product.in_stock', true)
                ->where('alerts.0.price_baseline', $b->price)
                ->where('alerts.1.id', $older->id)->where('alerts.1.product.name', $a->translate('name', 'ro'))
                ->where('alerts.1.product.in_stock', false)->etc());
        $this->actingAs($user)->get('/ru/cont/alerte')->assertOk()
            ->assertInertia(fn (Assert $page) => $page->where('alerts.1.product.name', $a->translate('name', 'ru'))
                ->where('alerts.1.product.url', '/ru/produs/'.$a->slug)->etc());
    }

    #[Test]
    public function a_guest_is_sent_to_sign_in(): void
    {
        $this->get('/cont/alerte')->assertRedirect('/autentificare');
        $this->delete('/cont/alerte/1')->assertRedirect('/autentificare');
    }

    #[Test]
    public function an_account_removes_its_alert_and_never_another_ones(): void
    {
        $user = User::factory()->createOne();
        $other = User::factory()->createOne();
        $product = $this->soldOut();
        $mine = $this->alert($product, 'stock', $user);
        $theirs = $this->alert($product, 'stock', $other);

        $this->actingAs($user)->delete('/cont/alerte/'.$theirs->id)->assertNotFound();
        $this->actingAs($user)->delete('/cont/alerte/99999999999999999999999')->assertNotFound();
        $this->assertTrue(StockAlert::query()->whereKey($theirs->id)->exists());

        $this->actingAs($user)->delete('/ru/cont/alerte/'.$mine->id)->assertRedirect('/ru/cont/alerte')
            ->assertSessionHas('status', 'Оповещение удалено.');
        $this->assertFalse(StockAlert::query()->whereKey($mine->id)->exists());
        $this->actingAs($user)->delete('/cont/alerte/'.$mine->id)->assertNotFound();
    }

    #[Test]
    public function the_mail_link_opens_a_page_with_a_button_and_its_post_unsubscribes(): void
    {
        $product = $this->soldOut();
        $alert = $this->alert($product, 'stock', email: 'a@example.md', locale: 'ru');
        $url = AlertLinks::unsubscribe($alert->id, 'ru');
        $this->assertStringContainsString('/ru/alerte/dezabonare/'.$alert->id.'?signature=', $url);

        $this->get($url)->assertOk()->assertHeader('Cache-Control', 'no-store, private')
            ->assertInertia(fn (Assert $page) => $page->component('stock-alerts/show')->where('state', 'unsubscribe')
                ->where('product.name', $product->translate('name', 'ru'))->where('unsubscribe_url', $url));
        // Opening the link (or a mail scanner fetching it) removes nothing.
        $this->assertTrue(StockAlert::query()->whereKey($alert->id)->exists());

        $this->post($url)->assertOk()->assertInertia(fn (Assert $page) => $page->where('state', 'unsubscribed'));
        $this->assertFalse(StockAlert::query()->whereKey($alert->id)->exists());
        // Again: still the same page, no error.
        $this->get($url)->assertOk()->assertInertia(fn (Assert $page) => $page->where('state', 'unsubscribed'));
    }

    #[Test]
    public function a_mail_clients_one_click_post_needs_no_session_and_a_bad_signature_is_refused(): void
    {
        $product = $this->soldOut();
        $alert = $this->alert($product, 'stock', email: 'a@example.md');
        $url = AlertLinks::unsubscribe($alert->id, 'ro');

        $this->post($url.'x', ['List-Unsubscribe' => 'One-Click'])->assertForbidden();
        // An id past 64 bits is no alert's: refused before anything reads it.
        $huge = $this->get('/alerte/dezabonare/99999999999999999999999?signature=x');
        $this->assertContains($huge->getStatusCode(), [403, 404]);
        $this->get('/alerte/dezabonare/abc')->assertNotFound();
        $this->get('/alerte/dezabonare/'.$alert->id)->assertForbidden();
        $other = $this->alert($this->soldOut(1), 'stock', email: 'b@example.md');
        // One alert's signature does not open another's.
        $this->post(str_replace('/dezabonare/'.$alert->id.'?', '/dezabonare/'.$other->id.'?', $url), ['List-Unsubscribe' => 'One-Click'])->assertForbidden();
        $this->assertSame(2, StockAlert::query()->count());

        // No session and so no CSRF token, as a mail provider posts it: the route does without the CSRF check.
        $this->assertContains(ValidateCsrfToken::class, Route::getRoutes()->getByName('stock-alerts.unsubscribe.confirm')?->excludedMiddleware() ?? []);
        $this->post($url, ['List-Unsubscribe' => 'One-Click'])->assertOk();
        $this->assertFalse(StockAlert::query()->whereKey($alert->id)->exists());
    }

    #[Test]
    public function the_pruner_removes_unconfirmed_guest_alerts_after_the_period_and_sent_stock_alerts_later(): void
    {
        $product = $this->soldOut();
        $old = StockAlert::query()->create(['kind' => 'stock', 'product_id' => $product->id, 'email' => 'old@example.md', 'locale' => 'ro']);
        $fresh = StockAlert::query()->create(['kind' => 'price', 'product_id' => $product->id, 'email' => 'fresh@example.md', 'locale' => 'ro']);
        $confirmed = $this->alert($product, 'price', email: 'kept@example.md');
        $sent = $this->alert($product, 'stock', email: 'sent@example.md');
        DB::table('stock_alerts')->whereIn('id', [$old->id, $confirmed->id])->update(['created_at' => now()->subDays(8)]);
        DB::table('stock_alerts')->where('id', $sent->id)->update(['sent_at' => now()->subDays(31)]);

        $removed = app(ShopPruner::class)->prune();

        $this->assertSame(1, $removed['unconfirmed stock alerts']);
        $this->assertSame(1, $removed['sent stock alerts']);
        $this->assertEqualsCanonicalizing([$fresh->id, $confirmed->id], StockAlert::query()->pluck('id')->all());
    }

    #[Test]
    public function staff_who_see_products_see_how_many_wait_for_each(): void
    {
        $product = $this->soldOut();
        $this->alert($product, 'stock', email: 'a@example.md');
        $this->alert($product, 'stock', email: 'b@example.md');
        $this->alert($product, 'price', email: 'c@example.md');
        StockAlert::query()->create(['kind' => 'stock', 'product_id' => $product->id, 'email' => 'unconfirmed@example.md', 'locale' => 'ro']);

        foreach ([StaffRole::Warehouse, StaffRole::Editor] as $role) {
            $this->actingAs(User::factory()->staff($role)->createOne());
            $this->get('/admin/produse?q='.urlencode($product->sku))->assertOk()
                ->assertInertia(fn (Assert $page) => $page->where('products', fn ($rows) => collect($rows)->firstWhere('id', $product->id)['waiting'] === 2)->etc());
            $this->get('/admin')->assertOk()
                ->assertInertia(fn (Assert $page) => $page->where('lowStock.products', fn ($rows) => ($row = collect($rows)->firstWhere('id', $product->id)) === null || $row['waiting'] === 2)->etc());
        }
        $this->actingAs(User::factory()->staff(StaffRole::Editor)->createOne());
        $this->get('/admin/produse/'.$product->id.'/editare')->assertOk()
            ->assertInertia(fn (Assert $page) => $page->where('product.waiting', ['stock' => 2, 'price' => 1])->etc());
    }

    #[Test]
    public function a_sent_alert_shows_as_sent_in_the_account(): void
    {
        $user = User::factory()->createOne();
        $product = $this->soldOut();
        $this->alert($product, 'stock', $user);
        $this->inStock();
        Mail::assertQueued(StockAlertMail::class, 1);
        $this->actingAs($user)->get('/cont/alerte')
            ->assertInertia(fn (Assert $page) => $page->where('alerts.0.sent_at', now()->format('Y-m-d'))->etc());
    }
}
