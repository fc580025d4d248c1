<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Infrastructure\Images\ImageStore;
use Illuminate\Console\Command;

/**
 * Moves the uploaded originals that an older release kept beside their variants on the public media disk
 * (`products/01jd…/original.jpg`, with the camera's GPS position and serials) to the private originals disk. Safe to
 * run again: what has moved is not there any more. deploy.sh runs it after the migrations.
 */
final class HideMediaOriginals extends Command
{
    protected $signature = 'media:hide-originals';

    protected $description = 'Move uploaded images\' originals from the public media disk to the private originals disk';

    public function handle(): int
    {
        $public = ImageStore::disk();
        $private = ImageStore::originalsDisk();
        $moved = 0;
        foreach ($public->allFiles() as $file) {
            if (preg_match('#^'.ImageStore::KEY_PATTERN.'/original\.(?:jpg|png|webp)$#', $file) !== 1) {
                continue;
            }
            $stream = $public->readStream($file);
            if ($stream === null) {
                continue;
            }
            $private->writeStream($file, $stream);
            if (is_resource($stream)) {
                fclose($stream);
            }
            $public->delete($file);
            $moved++;
        }
        $this->info("Originals moved to the private disk: {$moved}.");

        return self::SUCCESS;
    }
}
