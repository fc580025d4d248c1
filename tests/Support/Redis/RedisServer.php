<?php

declare(strict_types=1);

namespace Tests\Support\Redis;

/**
 * A throwaway Redis for the tests that need one: Debian's redis-server on 127.0.0.1, started on first use, once per
 * test process, on a free port, writing nothing to disk, and stopped when the process ends. `composer test` installs
 * the package; without it the tests that ask for Redis fail and say so.
 */
final class RedisServer
{
    private static ?int $port = null;

    public static function port(): int
    {
        if (self::$port !== null) {
            return self::$port;
        }

        $binary = trim((string) shell_exec('command -v redis-server 2>/dev/null'));
        if ($binary === '') {
            throw new \RuntimeException('redis-server is not installed: `composer test` installs it (Debian package redis-server).');
        }
        if (! extension_loaded('redis')) {
            throw new \RuntimeException('The PHP extension redis is not loaded: `composer test` installs it (Debian package php8.2-redis).');
        }

        $port = self::freePort();
        $process = proc_open(
            [$binary, '--bind', '127.0.0.1', '--port', (string) $port, '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
            [0 => ['file', '/dev/null', 'r'], 1 => ['file', '/dev/null', 'w'], 2 => ['file', '/dev/null', 'w']],
            $pipes,
        );
        if (! is_resource($process)) {
            throw new \RuntimeException('redis-server did not start.');
        }
        register_shutdown_function(static function () use ($process): void {
            proc_terminate($process);
            proc_close($process);
        });

        self::waitUntilItAnswers($port);

        return self::$port = $port;
    }

    private static function freePort(): int
    {
        $socket = stream_socket_server('tcp://127.0.0.1:0', $errorCode, $errorMessage);
        if ($socket === false) {
            throw new \RuntimeException("No free port on 127.0.0.1: $errorMessage");
        }
        $name = (string) stream_socket_get_name($socket, false);
        fclose($socket);

        return (int) substr($name, (int) strrpos($name, ':') + 1);
    }

    private static function waitUntilItAnswers(int $port): void
    {
        $deadline = microtime(true) + 10;
        while (microtime(true) < $deadline) {
            try {
                $client = new \Redis;
                if ($client->connect('127.0.0.1', $port, 0.2) && $client->ping() !== false) {
                    $client->close();

                    return;
                }
            } catch (\RedisException) {
                // not listening yet
            }
            usleep(20_000);
        }

        throw new \RuntimeException("redis-server did not answer on 127.0.0.1:$port within 10 s.");
    }
}
