<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Infrastructure\Routing\RouteExport;
use Illuminate\Console\Command;
use Illuminate\Filesystem\Filesystem;

final class ExportRoutes extends Command
{
    /** The storefront's routes, in every page's script. */
    public const PATH = 'resources/js/generated/routes.json';

    /** The back office's routes, loaded with its layout. */
    public const BACK_OFFICE_PATH = 'resources/js/generated/admin-routes.json';

    protected $signature = 'routes:export {--check : Fail when a committed file differs from the routes}';

    protected $description = 'Write the named routes for ziggy-js to '.self::PATH.' and '.self::BACK_OFFICE_PATH;

    public function handle(RouteExport $export, Filesystem $files): int
    {
        $failed = false;
        foreach ([self::PATH => false, self::BACK_OFFICE_PATH => true] as $file => $backOffice) {
            $failed = ! $this->export($files, $file, $export->toJson($backOffice)) || $failed;
        }

        return $failed ? self::FAILURE : self::SUCCESS;
    }

    private function export(Filesystem $files, string $file, string $json): bool
    {
        $path = base_path($file);
        // Unchanged routes leave the file (and its timestamp, which decides whether the front end is rebuilt) alone.
        if ($files->exists($path) && $files->get($path) === $json) {
            $this->info($file.' is up to date.');

            return true;
        }

        if ($this->option('check') === true) {
            $this->error($file.' is out of date: run `php artisan routes:export`.');

            return false;
        }

        $files->ensureDirectoryExists(dirname($path));
        $files->put($path, $json);
        $this->info('Wrote '.$file.'.');

        return true;
    }
}
