<?php

declare(strict_types=1);

namespace Tests\Feature\Platform;

use Illuminate\Support\Facades\File;
use PHPUnit\Framework\Attributes\Test;
use Symfony\Component\Process\Process;
use Tests\TestCase;

/**
 * server.php, the router of PHP's built-in server behind `php artisan serve` and `composer start`, run for real on a
 * free port with a public/ folder of its own: precompressed build files, a year for hashed files, the front controller
 * for everything else.
 */
final class StaticFilesServerTest extends TestCase
{
    private string $public;

    private Process $server;

    private int $port;

    protected function setUp(): void
    {
        parent::setUp();
        $this->public = sys_get_temp_dir().'/static-server-'.bin2hex(random_bytes(6));
        File::ensureDirectoryExists($this->public.'/build/assets');
        File::ensureDirectoryExists($this->public.'/images');
        File::put($this->public.'/index.php', '<?php echo "front controller: ".$_SERVER["REQUEST_URI"];');
        $script = str_repeat('console.log("a chunk");', 100);
        File::put($this->public.'/build/assets/app-Ab12Cd34.js', $script);
        File::put($this->public.'/build/assets/app-Ab12Cd34.js.gz', (string) gzencode($script, 9));
        File::put($this->public.'/build/assets/app-Ab12Cd34.js.br', 'brotli bytes');
        File::put($this->public.'/build/assets/only-gzip-Ef56.css', 'body{}');
        File::put($this->public.'/build/assets/only-gzip-Ef56.css.gz', 'gzip bytes');
        File::put($this->public.'/images/logo.png', 'png bytes');
        File::put($this->public.'/.secret.json', '{"secret":true}');
        $this->startServer();
    }

    /** @param  array<string, string>  $environment */
    private function startServer(array $environment = []): void
    {
        $socket = stream_socket_server('tcp://127.0.0.1:0');
        $this->assertNotFalse($socket);
        $this->port = (int) substr((string) strrchr((string) stream_socket_get_name($socket, false), ':'), 1);
        fclose($socket);
        $this->server = new Process([PHP_BINARY, '-S', '127.0.0.1:'.$this->port, base_path('server.php')], $this->public, $environment);
        $this->server->start();
        $deadline = microtime(true) + 10;
        while (@fsockopen('127.0.0.1', $this->port) === false) {
            $this->assertLessThan($deadline, microtime(true), 'the built-in server did not start: '.$this->server->getErrorOutput());
            usleep(50_000);
        }
    }

    protected function tearDown(): void
    {
        $this->server->stop(1);
        File::deleteDirectory($this->public);
        parent::tearDown();
    }

    #[Test]
    public function a_built_script_goes_as_brotli_when_accepted_else_gzip_else_plain_and_is_kept_a_year(): void
    {
        $brotli = $this->fetch('/build/assets/app-Ab12Cd34.js', ['Accept-Encoding: gzip, deflate, br']);
        $this->assertSame(200, $brotli['status']);
        $this->assertSame('br', $brotli['headers']['content-encoding'] ?? null);
        $this->assertSame('brotli bytes', $brotli['body']);
        $this->assertSame('Accept-Encoding', $brotli['headers']['vary'] ?? null);
        $this->assertSame('public, max-age=31536000, immutable', $brotli['headers']['cache-control'] ?? null);
        $this->assertStringStartsWith('text/javascript', $brotli['headers']['content-type'] ?? '');

        $gzip = $this->fetch('/build/assets/app-Ab12Cd34.js', ['Accept-Encoding: gzip, br;q=0']);
        $this->assertSame('gzip', $gzip['headers']['content-encoding'] ?? null);
        $this->assertSame(str_repeat('console.log("a chunk");', 100), gzdecode($gzip['body']));

        $plain = $this->fetch('/build/assets/app-Ab12Cd34.js', []);
        $this->assertArrayNotHasKey('content-encoding', $plain['headers']);
        $this->assertSame(str_repeat('console.log("a chunk");', 100), $plain['body']);
        $this->assertSame('Accept-Encoding', $plain['headers']['vary'] ?? null);

        // Only a .gz beside it: a browser that takes both gets the gzip.
        $css = $this->fetch('/build/assets/only-gzip-Ef56.css', ['Accept-Encoding: br, gzip']);
        $this->assertSame('gzip', $css['headers']['content-encoding'] ?? null);
        $this->assertSame('gzip bytes', $css['body']);
        $this->assertStringStartsWith('text/css', $css['headers']['content-type'] ?? '');
    }

    #[Test]
    public function an_unchanged_file_answers_304_to_its_etag(): void
    {
        $first = $this->fetch('/build/assets/app-Ab12Cd34.js', ['Accept-Encoding: br']);
        $etag = $first['headers']['etag'] ?? '';
        $this->assertNotSame('', $etag);

        $again = $this->fetch('/build/assets/app-Ab12Cd34.js', ['Accept-Encoding: br', 'If-None-Match: '.$etag]);
        $this->assertSame(304, $again['status']);
        $this->assertSame('', $again['body']);
        // The gzip copy is another representation: another tag.
        $gzip = $this->fetch('/build/assets/app-Ab12Cd34.js', ['Accept-Encoding: gzip', 'If-None-Match: '.$etag]);
        $this->assertSame(200, $gzip['status']);
    }

    #[Test]
    public function the_build_folder_asset_build_directory_names_is_the_one_kept_a_year(): void
    {
        $this->server->stop(1);
        File::ensureDirectoryExists($this->public.'/build-e2e/assets');
        File::put($this->public.'/build-e2e/assets/app-Gh78.js', 'the browser tests\' build');
        $this->startServer(['ASSET_BUILD_DIRECTORY' => 'build-e2e']);

        $e2e = $this->fetch('/build-e2e/assets/app-Gh78.js', []);
        $this->assertSame('the browser tests\' build', $e2e['body']);
        $this->assertSame('public, max-age=31536000, immutable', $e2e['headers']['cache-control'] ?? null);
        $this->assertSame('public, max-age=604800', $this->fetch('/build/assets/app-Ab12Cd34.js', [])['headers']['cache-control'] ?? null);
    }

    #[Test]
    public function other_pictures_are_kept_a_week_and_pages_and_dotfiles_go_to_the_front_controller(): void
    {
        $picture = $this->fetch('/images/logo.png', []);
        $this->assertSame('public, max-age=604800', $picture['headers']['cache-control'] ?? null);
        $this->assertSame('image/png', $picture['headers']['content-type'] ?? null);

        $this->assertSame('front controller: /categorie-produs/tv?x=1', $this->fetch('/categorie-produs/tv?x=1', [])['body']);
        $this->assertSame('front controller: /', $this->fetch('/', [])['body']);
        $this->assertSame('front controller: /.secret.json', $this->fetch('/.secret.json', [])['body']);
        $this->assertSame('front controller: /build/missing.js', $this->fetch('/build/missing.js', [])['body']);
    }

    /**
     * @param  list<string>  $headers
     * @return array{status: int, headers: array<string, string>, body: string}
     */
    private function fetch(string $path, array $headers): array
    {
        $connection = fsockopen('127.0.0.1', $this->port, $errno, $error, 5);
        $this->assertNotFalse($connection, $error);
        fwrite($connection, "GET {$path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n".implode('', array_map(
            static fn (string $header): string => $header."\r\n",
            $headers,
        ))."\r\n");
        $raw = (string) stream_get_contents($connection);
        fclose($connection);
        [$head, $body] = array_pad(explode("\r\n\r\n", $raw, 2), 2, '');
        $lines = explode("\r\n", $head);
        $parsed = [];
        foreach (array_slice($lines, 1) as $line) {
            [$name, $value] = array_pad(explode(':', $line, 2), 2, '');
            $parsed[strtolower(trim($name))] = trim($value);
        }

        return ['status' => (int) (explode(' ', $lines[0])[1] ?? 0), 'headers' => $parsed, 'body' => $body];
    }
}
