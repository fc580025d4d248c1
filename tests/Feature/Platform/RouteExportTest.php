<?php

declare(strict_types=1);

namespace Tests\Feature\Platform;

use App\Console\Commands\ExportRoutes;
use App\Infrastructure\Routing\RouteExport;
use Illuminate\Support\Facades\Route;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class RouteExportTest extends TestCase
{
    #[Test]
    public function the_committed_export_matches_the_routes(): void
    {
        $this->artisan('routes:export', ['--check' => true])->assertSuccessful();

        $this->assertJsonStringEqualsJsonString(
            app(RouteExport::class)->toJson(),
            (string) file_get_contents(base_path(ExportRoutes::PATH)),
        );
        $this->assertJsonStringEqualsJsonString(
            app(RouteExport::class)->toJson(backOffice: true),
            (string) file_get_contents(base_path(ExportRoutes::BACK_OFFICE_PATH)),
        );
    }

    #[Test]
    public function the_back_office_routes_are_a_list_of_their_own(): void
    {
        $storefront = array_keys(app(RouteExport::class)->toArray()['routes']);
        $backOffice = array_keys(app(RouteExport::class)->toArray(backOffice: true)['routes']);

        $this->assertContains('admin.dashboard', $backOffice);
        $this->assertContains('admin.orders.show', $backOffice);
        $this->assertNotContains('admin.dashboard', $storefront);
        $this->assertNotContains('home', $backOffice);
        $this->assertSame([], array_filter($storefront, static fn (string $name): bool => str_starts_with($name, 'admin.')));
        $this->assertSame([], array_filter($backOffice, static fn (string $name): bool => ! str_starts_with($name, 'admin.')));
    }

    #[Test]
    public function every_page_route_is_exported_in_both_languages_in_the_ziggy_shape(): void
    {
        $routes = app(RouteExport::class)->toArray()['routes'];

        $this->assertSame(['uri' => '/', 'methods' => ['GET']], $routes['home']);
        $this->assertSame(['uri' => 'ru', 'methods' => ['GET']], $routes['ru.home']);
        // The payment provider's addresses are the server's alone.
        $this->assertArrayNotHasKey('payments.callback', $routes);
        $this->assertArrayNotHasKey('ru.payments.return', $routes);
        $this->assertArrayHasKey('orders.payment.status', $routes);
    }

    #[Test]
    public function parameters_wheres_and_bindings_are_described(): void
    {
        Route::get('/x/{category}/{product:slug}', static fn () => '')->whereNumber('category')->name('x.show');
        app('router')->getRoutes()->refreshNameLookups();

        $this->assertSame([
            'uri' => 'x/{category}/{product}',
            'methods' => ['GET'],
            'parameters' => ['category', 'product'],
            'wheres' => ['category' => '[0-9]+'],
            'bindings' => ['product' => 'slug'],
        ], app(RouteExport::class)->toArray()['routes']['x.show']);
    }

    #[Test]
    public function internal_routes_stay_private(): void
    {
        Route::get('/__e2e/secret', static fn () => '')->name('e2e.secret');
        Route::get('/sanctum/csrf-cookie', static fn () => '')->name('sanctum.csrf-cookie');
        app('router')->getRoutes()->refreshNameLookups();

        $names = array_keys(app(RouteExport::class)->toArray()['routes']);

        $this->assertNotContains('e2e.secret', $names);
        $this->assertNotContains('sanctum.csrf-cookie', $names);
    }

    #[Test]
    public function the_check_fails_when_the_file_is_stale(): void
    {
        Route::get('/brand-new', static fn () => '')->name('brand-new');
        app('router')->getRoutes()->refreshNameLookups();

        $this->artisan('routes:export', ['--check' => true])->assertFailed();
    }

    #[Test]
    public function the_check_fails_when_only_the_back_office_list_is_stale(): void
    {
        Route::get('/admin/brand-new', static fn () => '')->name('admin.brand-new');
        app('router')->getRoutes()->refreshNameLookups();

        $this->artisan('routes:export', ['--check' => true])
            ->expectsOutputToContain(ExportRoutes::PATH.' is up to date.')
            ->expectsOutputToContain(ExportRoutes::BACK_OFFICE_PATH.' is out of date')
            ->assertFailed();
    }
}
