<?php

declare(strict_types=1);

namespace App\Providers;

use App\Search\Sqlite\SqliteFtsEngine;
use App\Support\Admin\StaffGates;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\Facades\URL;
use Illuminate\Support\ServiceProvider;
use Laravel\Scout\EngineManager;

final class AppServiceProvider extends ServiceProvider
{
    public function boot(): void
    {
        Model::shouldBeStrict(! app()->isProduction());

        // Every link, signed URL and redirect is built from APP_URL, never from the request's Host header (which
        // a client chooses): mails sent on an alias host or from the queue link to the same place.
        URL::useOrigin(config()->string('app.url'));
        URL::forceScheme(str_starts_with(config()->string('app.url'), 'https://') ? 'https' : 'http');

        StaffGates::register();

        resolve(EngineManager::class)->extend('sqlite-fts', static fn (): SqliteFtsEngine => new SqliteFtsEngine);
    }
}
