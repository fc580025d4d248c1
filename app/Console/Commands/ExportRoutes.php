<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Support\Routing\RouteExport;
use Illuminate\Console\Command;
use Illuminate\Filesystem\Filesystem;

final class ExportRoutes extends Command
{
    public const PATH = 'resources/js/generated/routes.json';

    protected $signature = 'routes:export {--check : Fail when the committed file differs from the routes}';

    protected $description = 'Write the named routes for ziggy-js to '.self::PATH;

    public function handle(RouteExport $export, Filesystem $files): int
    {
        $path = base_path(self::PATH);
        $json = $export->toJson();

        if ($this->option('check') === true) {
            if (! $files->exists($path) || $files->get($path) !== $json) {
                $this->error(self::PATH.' is out of date: run `php artisan routes:export`.');

                return self::FAILURE;
            }

            $this->info(self::PATH.' is up to date.');

            return self::SUCCESS;
        }

        // Unchanged routes leave the file (and its timestamp, which decides whether the front end is rebuilt) alone.
        if ($files->exists($path) && $files->get($path) === $json) {
            $this->info(self::PATH.' is up to date.');

            return self::SUCCESS;
        }

        $files->ensureDirectoryExists(dirname($path));
        $files->put($path, $json);
        $this->info('Wrote '.self::PATH.'.');

        return self::SUCCESS;
    }
}
