<?php

declare(strict_types=1);

namespace Tests\Feature\Platform;

use Illuminate\Contracts\Cache\LockTimeoutException;
use Illuminate\Database\DeadlockException;
use Illuminate\Database\QueryException;
use Illuminate\Support\Facades\Route;
use Inertia\Testing\AssertableInertia as Assert;
use PDOException;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Symfony\Component\HttpKernel\Exception\HttpException;
use Tests\TestCase;

final class ErrorPagesTest extends TestCase
{
    #[Test]
    public function an_unknown_page_is_a_404_page_in_romanian(): void
    {
        $this->get('/nu-exista')
            ->assertNotFound()
            ->assertSee('<html lang="ro"', false)
            ->assertSee('<title data-inertia="">Pagina nu a fost găsită - Electro Shop</title>', false)
            ->assertInertia(fn (Assert $page) => $page
                ->component('errors/error')
                ->where('status', 404)
                ->where('message', __('errors.404.message', [], 'ro'))
                ->where('meta.title', __('errors.404.title', [], 'ro'))
                ->where('locale', 'ro')
                ->where('route.alternates', ['ro' => '/nu-exista', 'ru' => '/ru/nu-exista'])
                ->etc());
    }

    #[Test]
    public function an_unknown_page_under_ru_is_a_404_page_in_russian(): void
    {
        $this->get('/ru/net-takoj-stranicy')
            ->assertNotFound()
            ->assertSee('<html lang="ru"', false)
            ->assertSee('<title data-inertia="">Страница не найдена - Electro Shop</title>', false)
            ->assertInertia(fn (Assert $page) => $page
                ->component('errors/error')
                ->where('message', __('errors.404.message', [], 'ru'))
                ->where('locale', 'ru')
                ->etc());
    }

    #[Test]
    public function an_inertia_visit_to_an_unknown_page_gets_the_error_page_as_json(): void
    {
        $version = $this->get('/')->inertiaPage()['version'];

        $this->get('/ru/lipseste', ['X-Inertia' => 'true', 'X-Inertia-Version' => $version])
            ->assertNotFound()
            ->assertHeader('X-Inertia', 'true')
            ->assertJsonPath('component', 'errors/error')
            ->assertJsonPath('props.status', 404);
    }

    /**
     * @return array<string, array{int}>
     */
    public static function statuses(): array
    {
        return ['forbidden' => [403], 'page expired' => [419], 'too many requests' => [429], 'server error' => [500], 'maintenance' => [503]];
    }

    #[Test]
    #[DataProvider('statuses')]
    public function http_errors_render_the_shop_error_page_with_their_status(int $status): void
    {
        Route::middleware('web')->get('/__fails', static fn () => throw new HttpException($status));
        Route::middleware('web')->get('/ru/__fails', static fn () => throw new HttpException($status));

        foreach (['ro' => '/__fails', 'ru' => '/ru/__fails'] as $locale => $url) {
            $this->get($url)
                ->assertStatus($status)
                ->assertInertia(fn (Assert $page) => $page
                    ->component('errors/error')
                    ->where('status', $status)
                    ->where('message', __("errors.$status.message", [], $locale))
                    ->where('locale', $locale)
                    ->etc());
        }
    }

    #[Test]
    public function a_crash_shows_no_stack_trace_when_debug_is_off(): void
    {
        config(['app.debug' => false]);
        Route::middleware('web')->get('/__crash', static fn () => throw new \RuntimeException('secret internals'));

        $this->get('/__crash')
            ->assertStatus(500)
            ->assertDontSee('secret internals')
            ->assertDontSee('RuntimeException')
            ->assertInertia(fn (Assert $page) => $page->component('errors/error')->where('status', 500)->etc());
    }

    #[Test]
    public function api_errors_are_json_in_the_language_of_the_url(): void
    {
        $this->getJson('/api/nothing-here')
            ->assertNotFound()
            ->assertExactJson(['message' => __('errors.404.message', [], 'ro')]);

        $this->get('/api/nothing-here', ['Accept' => 'text/html'])
            ->assertNotFound()
            ->assertHeader('Content-Type', 'application/json');

        Route::middleware('api')->get('/api/{lang}/__crash', static fn () => throw new \RuntimeException('secret internals'));
        $this->get('/api/ru/__crash')
            ->assertStatus(500)
            ->assertDontSee('secret internals')
            ->assertExactJson(['message' => __('errors.500.message', [], 'ru')]);
    }

    #[Test]
    public function an_error_raised_before_the_page_middleware_still_gets_the_shared_props(): void
    {
        Route::middleware(FailsBeforePages::class)->get('/ru/__early', static fn () => 'never');

        $this->get('/ru/__early')
            ->assertStatus(419)
            ->assertInertia(fn (Assert $page) => $page
                ->component('errors/error')
                ->where('locale', 'ru')
                ->where('message', __('errors.419.message', [], 'ru'))
                ->has('translations')
                ->has('route.alternates')
                ->etc());
    }

    #[Test]
    public function writers_that_collided_get_a_409_to_send_again_in_their_language_never_a_500(): void
    {
        config(['app.debug' => false]);
        $deadlock = self::queryException('40P01', 7, 'SQLSTATE[40P01]: Deadlock detected: process 1 waits for ShareLock');
        $serialization = self::queryException('40001', 1213, 'SQLSTATE[40001]: Serialization failure: 1213 Deadlock found when trying to get lock');
        $lockWait = self::queryException('HY000', 1205, 'SQLSTATE[HY000]: General error: 1205 Lock wait timeout exceeded; try restarting transaction');
        $lock = new LockTimeoutException;
        // What ended a nested transaction reaches the outer code wrapped in Laravel's DeadlockException.
        $nested = static fn (QueryException $e): DeadlockException => new DeadlockException($e->getMessage(), 0, $e);
        $collisions = ['deadlock' => $deadlock, 'serialization' => $serialization, 'lock-wait' => $lockWait, 'cache-lock' => $lock,
            'nested-deadlock' => $nested($deadlock), 'nested-serialization' => $nested($serialization), 'nested-lock-wait' => $nested($lockWait)];
        foreach ($collisions as $name => $exception) {
            Route::middleware('web')->post("/__collides/$name", static fn () => throw $exception);
            Route::middleware('web')->post("/ru/__collides/$name", static fn () => throw $exception);

            $this->postJson("/__collides/$name")
                ->assertStatus(409)
                ->assertHeader('Retry-After', '1')
                ->assertExactJson(['message' => __('errors.409.message', [], 'ro')]);
            $this->post("/ru/__collides/$name")
                ->assertStatus(409)
                ->assertDontSee('Deadlock')
                ->assertInertia(fn (Assert $page) => $page
                    ->component('errors/error')
                    ->where('status', 409)
                    ->where('message', __('errors.409.message', [], 'ru'))
                    ->where('meta.title', __('errors.409.title', [], 'ru'))
                    ->etc());
        }

        // Any other database error stays a server error: it is not a race that sending again would win.
        $unique = self::queryException('23505', 7, 'SQLSTATE[23505]: Unique violation');
        Route::middleware('web')->post('/__fails-otherwise', static fn () => throw $unique);
        $this->postJson('/__fails-otherwise')->assertStatus(500)->assertExactJson(['message' => __('errors.500.message', [], 'ro')]);
        $nestedUnique = new DeadlockException('wrapped', 0, $unique);
        Route::middleware('web')->post('/__fails-otherwise-nested', static fn () => throw $nestedUnique);
        $this->postJson('/__fails-otherwise-nested')->assertStatus(500);
    }

    private static function queryException(string $state, int $driverCode, string $message): QueryException
    {
        $pdo = new PDOException($message);
        $pdo->errorInfo = [$state, $driverCode, $message];
        (new \ReflectionProperty(\Exception::class, 'code'))->setValue($pdo, $state);

        return new QueryException('pgsql', 'update products set stock_total = stock_total - 1 where id = ?', [1], $pdo);
    }
}

/** Stands for a middleware that fails before the web group's page middleware, as CSRF checking does. */
final class FailsBeforePages
{
    public function handle(): never
    {
        throw new HttpException(419);
    }
}
