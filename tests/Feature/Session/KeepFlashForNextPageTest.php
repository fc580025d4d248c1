<?php

declare(strict_types=1);

namespace Tests\Feature\Session;

use App\Enums\StaffRole;
use App\Models\Product;
use App\Models\User;
use Illuminate\Support\Str;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Symfony\Component\HttpFoundation\Response;
use Tests\Feature\PageCache\Concerns\ReadsPages;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * A form's errors are flashed for the page it is sent back to. The reads a page makes in the background (the shopper's
 * state, the recently viewed strip, an order's payment status, the back office's badges) can land between the POST
 * and that page: they leave the errors for it (App\Http\Middleware\KeepFlashForNextPage).
 */
final class KeepFlashForNextPageTest extends TestCase
{
    use ReadsPages;

    /** @return array<string, array{string}> */
    public static function languages(): array
    {
        return ['ro' => [''], 'ru' => ['/ru']];
    }

    #[Test]
    #[DataProvider('languages')]
    public function the_storefronts_background_reads_leave_a_forms_errors_for_the_page_it_returns_to(string $prefix): void
    {
        $this->seed();
        $product = Product::query()->orderBy('id')->firstOrFail();
        Stock::only($product, 5);
        $page = $prefix.'/produs/'.$product->slug;

        $this->from($page)->post($prefix.'/comanda-rapida', ['product_id' => $product->id, 'phone' => '123', 'idempotency_key' => (string) Str::uuid()])
            ->assertRedirect($page);

        $this->getJson('/stare')->assertOk();
        $this->getJson($prefix.'/vazute-recent?produs='.$product->id)->assertOk();
        $this->getJson($prefix.'/comanda/ES-2026-999999/plata/stare')->assertNotFound();

        $this->assertPhoneErrorShown($this->get($page, $this->inertiaHeaders()));
        // Shown once: the page after it starts clean.
        $this->assertArrayNotHasKey('oneClick', (array) $this->props($this->get($page, $this->inertiaHeaders()))['errors']);
    }

    #[Test]
    public function the_back_offices_badges_leave_a_forms_errors_for_the_page_it_returns_to(): void
    {
        $this->actingAs(User::factory()->staff(StaffRole::Owner)->createOne());

        $this->from('/admin/branduri')->post('/admin/branduri', ['name' => ''])->assertRedirect('/admin/branduri');
        $this->getJson('/admin/insigne')->assertOk();

        $errors = $this->props($this->get('/admin/branduri', $this->inertiaHeaders()))['errors'];
        $this->assertIsArray($errors);
        $this->assertArrayHasKey('name', $errors);
    }

    /** @param  TestResponse<Response>  $response */
    private function assertPhoneErrorShown(TestResponse $response): void
    {
        $errors = $this->props($response->assertOk())['errors'];
        $this->assertIsArray($errors);
        $this->assertIsArray($errors['oneClick'] ?? null, 'The one-click form\'s errors are gone.');
        $this->assertArrayHasKey('phone', $errors['oneClick']);
    }
}
