<?php

declare(strict_types=1);

namespace Tests\Feature\Security;

use App\Enums\StaffRole;
use App\Models\User;
use Database\Seeders\DatabaseSeeder;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * Pages with one person's data are `no-store`: a browser keeps no copy on disk or in its Back cache for the next
 * person at a shared computer. Browsing pages stay as they were (public for anonymous shoppers, private otherwise).
 */
final class PersonalPagesNoStoreTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    #[Test]
    #[DataProvider('shopperPages')]
    public function a_shoppers_own_pages_are_never_stored(string $path): void
    {
        $this->actingAs(User::factory()->createOne());

        $response = $this->get($path);

        $this->assertContains($response->getStatusCode(), [200, 302]);
        $this->assertNoStore($response->headers->get('Cache-Control'), $path);
    }

    /** @return array<string, array{string}> */
    public static function shopperPages(): array
    {
        return [
            'account' => ['/cont'], 'account in Russian' => ['/ru/cont'], 'orders' => ['/cont/comenzi'],
            'settings' => ['/cont/setari/profil'], 'cart' => ['/cos'], 'checkout' => ['/checkout'],
            'favourites' => ['/favorite'], 'compare' => ['/compara'], 'recently viewed' => ['/vazute-recent'],
            'recently viewed in Russian' => ['/ru/vazute-recent'],
        ];
    }

    #[Test]
    public function the_sign_in_form_and_the_back_office_are_never_stored(): void
    {
        $this->assertNoStore($this->get('/autentificare')->assertOk()->headers->get('Cache-Control'), '/autentificare');

        $this->actingAs(User::factory()->staff(StaffRole::Owner)->createOne());
        $this->assertNoStore($this->get('/admin')->assertOk()->headers->get('Cache-Control'), '/admin');
        $this->assertNoStore($this->get('/admin/comenzi')->assertOk()->headers->get('Cache-Control'), '/admin/comenzi');
    }

    #[Test]
    public function browsing_pages_of_a_signed_in_shopper_stay_private_but_storable(): void
    {
        $this->actingAs(User::factory()->createOne());

        $cacheControl = (string) $this->get('/')->assertOk()->headers->get('Cache-Control');

        $this->assertStringContainsString('private', $cacheControl);
        $this->assertStringNotContainsString('no-store', $cacheControl);
    }

    private function assertNoStore(?string $cacheControl, string $path): void
    {
        $this->assertStringContainsString('no-store', (string) $cacheControl, $path);
        $this->assertStringContainsString('private', (string) $cacheControl, $path);
    }
}
