<?php

declare(strict_types=1);

namespace App\Infrastructure\Eloquent;

use App\Infrastructure\Frontend\PhpArrayFile;
use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Attributes\Boot;
use Illuminate\Database\Eloquent\Attributes\Initialize;
use Illuminate\Support\Facades\File;
use ReflectionClass;

/**
 * What booting each of the shop's models runs, found once by `php artisan optimize` (`models:cache`) instead of at
 * every request. Eloquent boots a model class the first time a request uses it by reflecting on all of its 400-odd
 * methods (and their attributes) for its traits' boot and initialize methods: about 0.17 ms a model, 1–1.5 ms on a
 * product page. The answer only changes with the code, so it is kept with the other caches `optimize` writes (a PHP
 * file OPcache keeps); without the file, or for a class it does not name, models boot Eloquent's own way.
 * `optimize:clear` removes it; a deployment writes it for each release, as it does the config.
 */
final class ModelBootPlans
{
    /** @var array<class-string, array{boot: list<string>, initialize: list<string>}>|false|null */
    private static array|false|null $plans = null;

    public static function path(): string
    {
        return PhpArrayFile::path('app.model_boot_cache', 'model-boot.php');
    }

    /**
     * The compiled plan of a model class, or null when there is none (no file, or a class it does not name).
     *
     * @param  class-string  $class
     * @return array{boot: list<string>, initialize: list<string>}|null
     */
    public static function for(string $class): ?array
    {
        if (self::$plans === null) {
            /** @var array<class-string, array{boot: list<string>, initialize: list<string>}>|false $plans */
            $plans = PhpArrayFile::read(self::path());
            self::$plans = $plans;
        }

        return self::$plans === false ? null : (self::$plans[$class] ?? null);
    }

    /**
     * The static methods Eloquent calls when the class boots, in its order, and the methods each new instance runs:
     * what Model::bootTraits finds (conventional names `boot{Trait}` / `initialize{Trait}`, or the #[Boot] and
     * #[Initialize] attributes).
     *
     * @param  class-string  $class
     * @return array{boot: list<string>, initialize: list<string>}
     */
    public static function compute(string $class): array
    {
        $traits = array_map(class_basename(...), class_uses_recursive($class));
        $bootNames = array_map(static fn (string $trait): string => 'boot'.$trait, $traits);
        $initializeNames = array_map(static fn (string $trait): string => 'initialize'.$trait, $traits);
        $boot = [];
        $initialize = [];
        foreach ((new ReflectionClass($class))->getMethods() as $method) {
            $name = $method->getName();
            if (! in_array($name, $boot, true) && $method->isStatic()
                && (in_array($name, $bootNames, true) || $method->getAttributes(Boot::class) !== [])) {
                $boot[] = $name;
            }
            if (in_array($name, $initializeNames, true) || $method->getAttributes(Initialize::class) !== []) {
                $initialize[] = $name;
            }
        }

        return ['boot' => $boot, 'initialize' => array_values(array_unique($initialize))];
    }

    /**
     * Every model under app/Models that boots from the plan (uses BootsFromCompiledPlan).
     *
     * @return list<class-string>
     */
    public static function models(): array
    {
        $models = [];
        foreach (File::files(app_path('Models')) as $file) {
            $class = 'App\\Models\\'.$file->getFilenameWithoutExtension();
            if (class_exists($class) && in_array(BootsFromCompiledPlan::class, class_uses_recursive($class), true)) {
                $models[] = $class;
            }
        }

        return $models;
    }

    /** Writes the plans of every model; answers the file's path. */
    public static function write(): string
    {
        $plans = [];
        foreach (self::models() as $class) {
            $plans[$class] = self::compute($class);
        }
        PhpArrayFile::write(self::path(), $plans);
        self::$plans = null;

        return self::path();
    }

    public static function clear(): void
    {
        File::delete(self::path());
        self::$plans = null;
    }
}
