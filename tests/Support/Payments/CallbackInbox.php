<?php

declare(strict_types=1);

namespace Tests\Support\Payments;

use Illuminate\Routing\UrlGenerator;

/**
 * The shop's address as the payment stand-in sees it in PHPUnit: a `php -S` server on a free port that keeps every
 * callback the stand-in sends (callback-inbox.php), so a test hands the same bytes to the shop and reads its answer.
 * aim() makes the shop give the inbox's address as its callbackUrl (and okUrl, failUrl) to the payments it starts.
 */
final class CallbackInbox
{
    private static ?string $url = null;

    private static string $file = '';

    public static function url(): string
    {
        if (self::$url !== null) {
            return self::$url;
        }
        $file = (string) tempnam(sys_get_temp_dir(), 'inbox');
        $socket = stream_socket_server('tcp://127.0.0.1:0', $errorCode, $errorMessage);
        if ($socket === false) {
            throw new \RuntimeException("No free port on 127.0.0.1: $errorMessage");
        }
        $name = (string) stream_socket_get_name($socket, false);
        fclose($socket);
        $url = 'http://127.0.0.1:'.substr($name, (int) strrpos($name, ':') + 1);
        $process = proc_open(
            [PHP_BINARY, '-S', substr($url, 7), __DIR__.'/callback-inbox.php'],
            [0 => ['file', '/dev/null', 'r'], 1 => ['file', '/dev/null', 'w'], 2 => ['file', '/dev/null', 'w']],
            $pipes,
            null,
            ['INBOX_FILE' => $file],
        );
        if (! is_resource($process)) {
            throw new \RuntimeException('The callback inbox did not start.');
        }
        register_shutdown_function(static function () use ($process, $file): void {
            proc_terminate($process);
            proc_close($process);
            @unlink($file);
        });
        $deadline = microtime(true) + 10;
        while (microtime(true) < $deadline) {
            if (@file_get_contents($url.'/__inbox/health') !== false) {
                self::$file = $file;

                return self::$url = $url;
            }
            usleep(50_000);
        }

        throw new \RuntimeException("The callback inbox did not answer on $url within 10 s.");
    }

    /**
     * The shop is served at the inbox's address for the rest of the test: the addresses it generates (the callbackUrl
     * it gives the provider among them) lead there, and the test's own requests name that host.
     */
    public static function aim(): void
    {
        config(['app.url' => self::url()]);
        $urls = app('url');
        assert($urls instanceof UrlGenerator);
        $urls->forceRootUrl(self::url());
        self::take();
    }

    /**
     * The callbacks that arrived since the last call, oldest first, and the inbox emptied.
     *
     * @return list<array{path: string, body: string}>
     */
    public static function take(): array
    {
        self::url();
        $handle = fopen(self::$file, 'c+');
        if ($handle === false) {
            throw new \RuntimeException('The callback inbox cannot be read.');
        }
        flock($handle, LOCK_EX);
        $lines = (string) stream_get_contents($handle);
        ftruncate($handle, 0);
        flock($handle, LOCK_UN);
        fclose($handle);
        $callbacks = [];
        foreach (array_filter(explode("\n", $lines), static fn (string $line): bool => $line !== '') as $line) {
            /** @var array{path: string, body: string} $callback */
            $callback = json_decode($line, true, flags: JSON_THROW_ON_ERROR);
            $callbacks[] = $callback;
        }

        return $callbacks;
    }
}
