<?php

declare(strict_types=1);

namespace App\Providers;

use App\Search\Sqlite\SqliteFtsEngine;
use App\Support\Content\FormRateLimits;
use App\Support\Credit\CreditTeaser;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\ServiceProvider;
use Laravel\Scout\EngineManager;

final class AppServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        // One programme list per request, whatever number of product cards it renders.
        $this->app->scoped(CreditTeaser::class);
    }

    public function boot(): void
    {
        Model::shouldBeStrict(! app()->isProduction());

        FormRateLimits::register();

        resolve(EngineManager::class)->extend('sqlite-fts', static fn (): SqliteFtsEngine => new SqliteFtsEngine);
    }
}
