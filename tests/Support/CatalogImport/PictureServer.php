<?php

declare(strict_types=1);

namespace Tests\Support\CatalogImport;

/**
 * A local HTTP server of pictures for the catalogue import's tests (picture-server.php by `php -S` on a free port of
 * 127.0.0.1, once per test process): the tests never reach the internet. Loopback is refused by the downloader, so a
 * test that downloads names 127.0.0.1 in `catalog_import.pictures.allow_hosts`.
 */
final class PictureServer
{
    private static ?string $url = null;

    public static function url(): string
    {
        if (self::$url !== null) {
            return self::$url;
        }
        $socket = stream_socket_server('tcp://127.0.0.1:0', $errorCode, $errorMessage);
        if ($socket === false) {
            throw new \RuntimeException("No free port on 127.0.0.1: $errorMessage");
        }
        $name = (string) stream_socket_get_name($socket, false);
        fclose($socket);
        $port = (int) substr($name, (int) strrpos($name, ':') + 1);
        $process = proc_open(
            [PHP_BINARY, '-S', '127.0.0.1:'.$port, __DIR__.'/picture-server.php'],
            [0 => ['file', '/dev/null', 'r'], 1 => ['file', '/dev/null', 'w'], 2 => ['file', '/dev/null', 'w']],
            $pipes,
        );
        if (! is_resource($process)) {
            throw new \RuntimeException('The picture server did not start.');
        }
        register_shutdown_function(static function () use ($process): void {
            proc_terminate($process);
            proc_close($process);
        });
        $url = 'http://127.0.0.1:'.$port;
        $deadline = microtime(true) + 10;
        while (microtime(true) < $deadline) {
            if (@file_get_contents($url.'/health') === 'ok') {
                return self::$url = $url;
            }
            usleep(50_000);
        }

        throw new \RuntimeException("The picture server did not answer on $url within 10 s.");
    }
}
