<?php

declare(strict_types=1);

namespace App\Providers;

use App\Infrastructure\Database\MariaDbSafeBlueprint;
use App\Infrastructure\Database\PersistentSqliteConnector;
use App\Infrastructure\Database\Replicas\ReadReplicas;
use App\Infrastructure\Frontend\FrontendBuild;
use App\Infrastructure\Frontend\ShopVite;
use App\Infrastructure\Locale\CompiledTranslationLoader;
use App\Infrastructure\PageCache\PageCacheInvalidation;
use App\Policies\StaffGates;
use App\Search\DatabaseFtsEngine;
use App\Search\SearchIndexes;
use App\Services\Customers\CustomerDirectory;
use Illuminate\Contracts\Translation\Loader;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Foundation\Vite;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\URL;
use Illuminate\Support\ServiceProvider;
use Laravel\Scout\EngineManager;
use Laravel\Scout\Engines\CollectionEngine;
use Laravel\Scout\Engines\Engine;

final class AppServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        // The JSON translations from the PHP file `php artisan optimize` writes, when it has (CompiledTranslations).
        $this->app->extend('translation.loader', static fn (Loader $files): Loader => new CompiledTranslationLoader($files));
        $this->optimizes(optimize: 'translations:cache', clear: 'translations:clear', key: 'translations');
        // The build's manifest from the PHP file `php artisan optimize` writes, while it matches the build (CompiledViteManifest);
        // the build read from public/build, or the folder FrontendBuild names.
        $this->app->singleton(Vite::class, static fn (): Vite => (new ShopVite)->useBuildDirectory(FrontendBuild::directory()));
        $this->optimizes(optimize: 'vite-manifest:cache', clear: 'vite-manifest:clear', key: 'vite-manifest');
        // What booting each model runs, from the PHP file `php artisan optimize` writes (ModelBootPlans).
        $this->optimizes(optimize: 'models:cache', clear: 'models:clear', key: 'models');
        // SQLite connections kept by each worker between requests, with what a dead request left open rolled back.
        $this->app->bind('db.connector.sqlite', PersistentSqliteConnector::class);
        // Migrations written on SQLite run on MariaDB too (MariaDbSafeBlueprint).
        $this->app->bind(Blueprint::class, MariaDbSafeBlueprint::class);
        // With read replicas (DB_READ_HOST): their connections, the stores that must stay on the primary, and the
        // queue worker, scheduler and Artisan reading from the primary.
        ReadReplicas::register($this->app->runningInConsole());
    }

    public function boot(): void
    {
        Model::shouldBeStrict(! app()->isProduction());

        // Every link, signed URL and redirect is built from APP_URL, never from the request's Host header (which
        // a client chooses): mails sent on an alias host or from the queue link to the same place.
        URL::useOrigin(config()->string('app.url'));
        URL::forceScheme(str_starts_with(config()->string('app.url'), 'https://') ? 'https' : 'http');

        StaffGates::register();

        // Anonymous shoppers' cached pages: a new version after any write to what a page shows; the catalogue's
        // version and the sitemap's stale mark after a write to theirs.
        PageCacheInvalidation::register();

        // The back office's customers follow the order pipeline's timeline (docs/customers.md).
        CustomerDirectory::register();

        // When Scout is first used, not at every request's boot.
        // `database-fts` follows the database: SQLite FTS5, PostgreSQL tsvector or MariaDB word tables; on a database
        // without an index of ours, Scout's in-memory collection engine. `sqlite-fts` is its former name.
        $this->callAfterResolving(EngineManager::class, static function (EngineManager $engines): void {
            $database = static fn (): Engine => SearchIndexes::supports(DB::connection()->getDriverName()) ? new DatabaseFtsEngine : new CollectionEngine;
            $engines->extend('database-fts', $database);
            $engines->extend('sqlite-fts', $database);
        });
    }
}
