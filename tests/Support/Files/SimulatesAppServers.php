<?php

declare(strict_types=1);

namespace Tests\Support\Files;

use Illuminate\Support\Facades\File;
use Illuminate\Support\Facades\Storage;

/**
 * Turns the test's application into one app server after another: each has its own storage/ and public/ folders, and
 * the disks are read again from config/filesystems.php with that server's settings — as a server started with that
 * `.env` would have them. What one "server" wrote is found by another only through a disk they share.
 */
trait SimulatesAppServers
{
    private string $serversRoot = '';

    /** @var array<string, string|false> */
    private array $savedFilesEnvironment = [];

    /** The settings that put every kind of file on one shared folder (a shared mount, for real servers). */
    protected function sharedFolders(): array
    {
        $shared = $this->serversRoot().'/shared';

        return [
            'MEDIA_ROOT' => $shared.'/media',
            'APPLICATIONS_PATH' => $shared.'/applications',
            'SITEMAP_DIRECTORY' => $shared.'/sitemap',
            'CATALOG_IMPORTS_PATH' => $shared.'/catalog-imports',
        ];
    }

    /** The settings that put every kind of file in one S3-compatible bucket (answered by $bucket in onServer()). */
    protected function s3Bucket(FakeS3Bucket $bucket): array
    {
        return [
            'FILES_DISK' => 's3',
            'AWS_ACCESS_KEY_ID' => 'shop',
            'AWS_SECRET_ACCESS_KEY' => 'secret-of-the-test',
            'AWS_DEFAULT_REGION' => 'eu-central-1',
            'AWS_BUCKET' => $bucket->name,
            'AWS_ENDPOINT' => 'http://127.0.0.1:9000',
            'AWS_USE_PATH_STYLE_ENDPOINT' => 'true',
        ];
    }

    /**
     * From now on the application runs as app server $name with these environment variables (the others of the
     * files disks unset); S3 disks send their requests to $bucket instead of the network.
     *
     * @param  array<string, string>  $environment
     */
    protected function onServer(string $name, array $environment = [], ?FakeS3Bucket $bucket = null): void
    {
        $folder = $this->serversRoot().'/'.$name;
        File::ensureDirectoryExists($folder.'/storage');
        File::ensureDirectoryExists($folder.'/public');
        $this->app->useStoragePath($folder.'/storage');
        $this->app->usePublicPath($folder.'/public');

        $names = ['FILES_DISK', 'MEDIA_ROOT', 'MEDIA_URL', 'APPLICATIONS_PATH', 'SITEMAP_DIRECTORY', 'CATALOG_IMPORTS_PATH',
            'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_DEFAULT_REGION', 'AWS_BUCKET', 'AWS_ENDPOINT', 'AWS_USE_PATH_STYLE_ENDPOINT'];
        foreach ($names as $variable) {
            if (! array_key_exists($variable, $this->savedFilesEnvironment)) {
                $this->savedFilesEnvironment[$variable] = getenv($variable);
            }
            self::setVariable($variable, $environment[$variable] ?? false);
        }

        /** @var array{disks: array<string, array<string, mixed>>} $files */
        $files = require $this->app->configPath('filesystems.php');
        foreach ($files['disks'] as $disk => $settings) {
            if ($bucket !== null && $settings['driver'] === 's3') {
                $settings['handler'] = $bucket;
            }
            config()->set('filesystems.disks.'.$disk, $settings);
        }
        Storage::forgetDisk(array_keys($files['disks']));
    }

    protected function serversRoot(): string
    {
        if ($this->serversRoot === '') {
            $this->serversRoot = sys_get_temp_dir().'/app-servers-'.bin2hex(random_bytes(6));
            $this->beforeApplicationDestroyed(function (): void {
                foreach ($this->savedFilesEnvironment as $variable => $value) {
                    self::setVariable($variable, $value);
                }
                $this->savedFilesEnvironment = [];
                File::deleteDirectory($this->serversRoot);
                $this->serversRoot = '';
            });
        }

        return $this->serversRoot;
    }

    private static function setVariable(string $name, string|false $value): void
    {
        if ($value === false) {
            putenv($name);
            unset($_ENV[$name], $_SERVER[$name]);
        } else {
            putenv("$name=$value");
            $_ENV[$name] = $_SERVER[$name] = $value;
        }
    }
}
