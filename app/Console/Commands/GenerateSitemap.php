<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Console\Concerns\ShowsProgress;
use App\Infrastructure\Seo\SitemapFiles;
use App\Infrastructure\Seo\SitemapWriter;
use App\Queries\Seo\SitemapSections;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\File;
use Throwable;

/**
 * Writes the sitemap (an index and files of at most seo.sitemap.chunk_size URLs) into a new folder of the `sitemap`
 * disk, which every app server reads, and publishes it in one step (App\Infrastructure\Seo\SitemapFiles). Scheduled daily,
 * and every few minutes with --if-stale, which does nothing unless the catalogue or content changed since the last run.
 */
final class GenerateSitemap extends Command
{
    use ShowsProgress;

    protected $signature = 'sitemap:generate {--if-stale : Only when the catalogue or content changed since the last run}';

    protected $description = 'Write sitemap.xml and its files for search engines';

    /** A run that crashed holds the lock no longer than this. */
    private const LOCK_SECONDS = 3600;

    public function handle(SitemapSections $sections): int
    {
        if ($this->option('if-stale') === true && ! SitemapFiles::isStale()) {
            $this->line('The sitemap is up to date.');

            return self::SUCCESS;
        }

        // One run at a time across app servers (the cache is shared); the other one's result is as fresh.
        $lock = Cache::lock('sitemap:generate', self::LOCK_SECONDS);
        if ($lock->get() === false) {
            $this->line('Another run is writing the sitemap.');

            return self::SUCCESS;
        }

        try {
            return $this->generate($sections);
        } finally {
            $lock->release();
        }
    }

    private function generate(SitemapSections $sections): int
    {
        $started = microtime(true);
        $token = SitemapFiles::changeToken();
        $release = SitemapFiles::newRelease();
        // Written here one file at a time, each copied to the shared disk as soon as it is finished.
        $scratch = sys_get_temp_dir().'/sitemap-'.$release;
        $bar = $this->progressBar($sections->count());

        try {
            File::ensureDirectoryExists($scratch, 0700);
            $writer = new SitemapWriter(
                $scratch,
                max(1, config()->integer('seo.sitemap.chunk_size')),
                config()->string('app.url'),
                static function (string $file, string $path) use ($release): void {
                    SitemapFiles::put($release, $file, $path);
                    File::delete($path);
                },
            );
            $bar->start();
            $urls = 0;
            foreach ($sections->all() as $name => $entries) {
                $urls += $writer->section($name, $entries(), static fn (int $pages) => $bar->advance($pages));
            }
            $files = $writer->index();
            SitemapFiles::publish($release, $token);
        } catch (Throwable $error) {
            SitemapFiles::discard($release);

            throw $error;
        } finally {
            File::deleteDirectory($scratch);
        }

        $bar->finish();
        $bar->clear();
        $this->info(sprintf(
            'Sitemap: %d URLs in %d files, %.1f s, peak memory %d MiB.',
            $urls,
            count($files),
            microtime(true) - $started,
            (int) round(memory_get_peak_usage(true) / 1048576),
        ));

        return self::SUCCESS;
    }
}
