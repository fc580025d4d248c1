<?php

declare(strict_types=1);

namespace Tests\Support\Payments;

use Illuminate\Support\Facades\Http;

/**
 * The payment stand-in (payment-standin/server.php) served by `php -S` on a free port, once per test process, with
 * its own SQLite file, and stopped when the process ends. point() sets the shop's maib and MIA settings to it.
 */
final class PaymentStandIn
{
    public const PROJECT_ID = 'test-project';

    public const SECRET = 'test-secret';

    public const SIGNATURE_KEY = 'test-signature-key';

    private static ?string $url = null;

    public static function url(): string
    {
        if (self::$url !== null) {
            return self::$url;
        }
        $port = self::freePort();
        $db = tempnam(sys_get_temp_dir(), 'standin');
        $process = proc_open(
            [PHP_BINARY, '-S', '127.0.0.1:'.$port, dirname(__DIR__, 3).'/payment-standin/server.php'],
            [0 => ['file', '/dev/null', 'r'], 1 => ['file', '/dev/null', 'w'], 2 => ['file', '/dev/null', 'w']],
            $pipes,
            null,
            ['STANDIN_DB' => (string) $db, 'STANDIN_PROJECT_ID' => self::PROJECT_ID, 'STANDIN_PROJECT_SECRET' => self::SECRET,
                'STANDIN_SIGNATURE_KEY' => self::SIGNATURE_KEY, 'STANDIN_TOKEN_TTL' => '120'],
        );
        if (! is_resource($process)) {
            throw new \RuntimeException('The payment stand-in did not start.');
        }
        register_shutdown_function(static function () use ($process, $db): void {
            proc_terminate($process);
            proc_close($process);
            @unlink((string) $db);
        });
        $url = 'http://127.0.0.1:'.$port;
        $deadline = microtime(true) + 10;
        while (microtime(true) < $deadline) {
            if (@file_get_contents($url.'/__standin/health') !== false) {
                return self::$url = $url;
            }
            usleep(50_000);
        }

        throw new \RuntimeException("The payment stand-in did not answer on $url within 10 s.");
    }

    /** The shop's settings aimed at the stand-in. */
    public static function point(): void
    {
        $url = self::url();
        config([
            'payments.maib' => ['base_url' => $url, 'project_id' => self::PROJECT_ID, 'project_secret' => self::SECRET, 'signature_key' => self::SIGNATURE_KEY],
            'payments.mia' => ['base_url' => $url, 'client_id' => self::PROJECT_ID, 'client_secret' => self::SECRET, 'signature_key' => self::SIGNATURE_KEY],
        ]);
    }

    /**
     * Settles a payment at the stand-in as its page's buttons would, and sends `$callbacks` callbacks (0: never).
     *
     * @param  array<string, mixed>  $extra  signature: good|bad, amount: lei
     */
    public static function settle(string $id, string $status, int $callbacks = 0, array $extra = []): void
    {
        $response = Http::post(self::url().'/__standin/settle', ['id' => $id, 'status' => $status, 'callbacks' => $callbacks] + $extra);
        assert($response instanceof \Illuminate\Http\Client\Response);
        $response->throw();
    }

    /** The shopper presses Pay or Decline on the stand-in's card or QR page. */
    public static function press(string $payUrl, string $action): void
    {
        Http::asForm()->withOptions(['allow_redirects' => false])->post($payUrl, ['action' => $action])->throw();
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
}
