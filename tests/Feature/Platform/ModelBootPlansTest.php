<?php

declare(strict_types=1);

namespace Tests\Feature\Platform;

use App\Infrastructure\Eloquent\ModelBootPlans;
use App\Models\Concerns\BootsFromCompiledPlan;
use App\Models\Product;
use Closure;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Events\Dispatcher;
use Illuminate\Support\Facades\File;
use Illuminate\Support\ServiceProvider;
use Laravel\Scout\SearchableScope;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * `php artisan optimize` (`models:cache`) writes what booting each model runs (App\Infrastructure\Eloquent\ModelBootPlans):
 * a model booted from it is booted exactly as Eloquent boots it, and every model under app/Models uses it.
 */
final class ModelBootPlansTest extends TestCase
{
    private string $directory;

    protected function setUp(): void
    {
        parent::setUp();
        $this->directory = sys_get_temp_dir().'/shop-models-'.bin2hex(random_bytes(6));
        File::ensureDirectoryExists($this->directory);
        config(['app.model_boot_cache' => $this->directory.'/model-boot.php']);
        ModelBootPlans::clear();
    }

    protected function tearDown(): void
    {
        ModelBootPlans::clear();
        File::deleteDirectory($this->directory);
        Model::clearBootedModels();
        parent::tearDown();
    }

    #[Test]
    public function every_model_boots_from_the_plan(): void
    {
        $models = [];
        foreach (File::files(app_path('Models')) as $file) {
            $class = 'App\\Models\\'.$file->getFilenameWithoutExtension();
            if (is_subclass_of($class, Model::class)) {
                $models[] = $class;
                $this->assertContains(BootsFromCompiledPlan::class, class_uses_recursive($class), "$class boots by reflection at every request");
            }
        }

        $this->assertGreaterThan(25, count($models));
        $this->assertSame($models, ModelBootPlans::models());
    }

    #[Test]
    public function a_model_booted_from_the_plan_is_booted_as_eloquent_boots_it(): void
    {
        $eloquent = [];
        foreach (ModelBootPlans::models() as $class) {
            $eloquent[$class] = $this->boot($class);
        }
        // Something to compare: scopes, listeners and initializers, not only empty lists.
        $this->assertContains(SearchableScope::class, $eloquent[Product::class]['scopes']);
        $this->assertNotSame([], $eloquent[Product::class]['listeners']);

        $this->artisan('models:cache')->assertSuccessful();
        $this->assertFileExists($this->directory.'/model-boot.php');
        $this->assertContains('bootSearchable', ModelBootPlans::for(Product::class)['boot'] ?? []);

        foreach (ModelBootPlans::models() as $class) {
            $this->assertSame($eloquent[$class], $this->boot($class), $class);
        }
    }

    #[Test]
    public function models_boot_from_the_file_when_it_is_there(): void
    {
        // A plan that runs nothing for the product: the product has no search scope, so the plan was what booted it.
        File::put($this->directory.'/model-boot.php', '<?php return '.var_export([Product::class => ['boot' => [], 'initialize' => []]], true).';');
        $this->assertNotContains(SearchableScope::class, $this->boot(Product::class)['scopes']);

        ModelBootPlans::clear();
        $this->assertContains(SearchableScope::class, $this->boot(Product::class)['scopes']);
    }

    #[Test]
    public function optimize_writes_the_file_and_optimize_clear_removes_it(): void
    {
        $this->assertSame('models:cache', ServiceProvider::$optimizeCommands['models'] ?? null);
        $this->assertSame('models:clear', ServiceProvider::$optimizeClearCommands['models'] ?? null);

        $this->artisan('models:cache')->assertSuccessful();
        $this->assertFileExists($this->directory.'/model-boot.php');
        $this->artisan('models:clear')->assertSuccessful();
        $this->assertFileDoesNotExist($this->directory.'/model-boot.php');
        $this->assertNull(ModelBootPlans::for(Product::class));
    }

    /**
     * Boots a model class afresh; answers what booting left behind: its instances' initializers, its global scopes and
     * the model events listened to.
     *
     * @param  class-string<Model>  $class
     * @return array{initializers: list<string>, scopes: list<string>, listeners: list<string>}
     */
    private function boot(string $class): array
    {
        Model::clearBootedModels();
        $events = new Dispatcher;
        $previous = Model::getEventDispatcher();
        Model::setEventDispatcher($events);
        try {
            new $class;
        } finally {
            Model::setEventDispatcher($previous ?? $events);
        }
        $state = Closure::bind(static fn (): array => [
            'initializers' => array_values(Model::$traitInitializers[$class] ?? []),
            'scopes' => array_keys(Model::$globalScopes[$class] ?? []),
        ], null, Model::class)();
        $listeners = array_keys(array_filter(
            Closure::bind(static fn (Dispatcher $dispatcher): array => $dispatcher->listeners, null, Dispatcher::class)($events),
        ));
        sort($listeners);

        return [...$state, 'listeners' => $listeners];
    }
}
