<?php

declare(strict_types=1);

namespace Tests\Feature\CatalogImport;

use App\Services\CatalogImport\PictureDownloader;
use App\Services\CatalogImport\PictureSources;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\CatalogImport\PictureServer;
use Tests\TestCase;
use ZipArchive;

/**
 * Pictures named in the import file, by URL (from a local server, never the internet) or by name in a zip: only
 * http(s), only public addresses (the local server is let through by name only where a test says so), a size limit
 * while downloading, a timeout, redirects checked again, and every picture checked by its bytes.
 */
final class PictureDownloaderTest extends TestCase
{
    private string $target;

    protected function setUp(): void
    {
        parent::setUp();
        $this->target = (string) tempnam(sys_get_temp_dir(), 'picture-');
        config(['catalog_import.pictures.allow_hosts' => ['127.0.0.1'], 'catalog_import.pictures.timeout' => 2, 'catalog_import.pictures.max_kilobytes' => 1024]);
    }

    protected function tearDown(): void
    {
        @unlink($this->target);
        parent::tearDown();
    }

    private function download(string $url): ?string
    {
        return app(PictureDownloader::class)->download($url, $this->target);
    }

    #[Test]
    public function a_picture_from_an_allowed_server_is_downloaded(): void
    {
        $this->assertNull($this->download(PictureServer::url().'/tv.png'));
        $this->assertSame([40, 30], array_slice((array) getimagesize($this->target), 0, 2));
    }

    #[Test]
    public function a_redirect_is_followed_when_it_stays_outside(): void
    {
        $this->assertNull($this->download(PictureServer::url().'/redirect-ok'));
        $this->assertSame(50, ((array) getimagesize($this->target))[0]);
    }

    #[Test]
    public function the_same_local_server_is_refused_when_not_allowed_by_name(): void
    {
        config(['catalog_import.pictures.allow_hosts' => []]);
        $this->assertSame('picture_url_host', $this->download(PictureServer::url().'/tv.png'));
        $this->assertSame('picture_url_host', $this->download(str_replace('127.0.0.1', 'localhost', PictureServer::url()).'/tv.png'));
        $this->assertSame(0, (int) filesize($this->target));
    }

    /**
     * @return array<string, array{string, string}>
     */
    public static function refusedUrls(): array
    {
        return [
            'the cloud metadata address' => ['http://169.254.169.254/latest/meta-data/', 'picture_url_host'],
            'a private network' => ['http://10.0.0.5/tv.png', 'picture_url_host'],
            'another private network' => ['http://192.168.1.1/tv.png', 'picture_url_host'],
            'loopback in IPv6' => ['http://[::1]/tv.png', 'picture_url_host'],
            'IPv4 written as IPv6' => ['http://[::ffff:127.0.0.1]/tv.png', 'picture_url_host'],
            'zero address' => ['http://0.0.0.0/tv.png', 'picture_url_host'],
            'a name with no address' => ['http://nothing.invalid/tv.png', 'picture_url_host'],
            'a file URL' => ['file:///etc/passwd', 'picture_url_scheme'],
            'ftp' => ['ftp://example.com/tv.png', 'picture_url_scheme'],
            'gopher' => ['gopher://127.0.0.1:25/', 'picture_url_scheme'],
            'credentials in the URL' => ['http://user:secret@example.com/tv.png', 'picture_url_scheme'],
        ];
    }

    #[Test]
    #[DataProvider('refusedUrls')]
    public function urls_inside_or_of_other_schemes_are_refused_before_any_connection(string $url, string $code): void
    {
        config(['catalog_import.pictures.allow_hosts' => []]);
        $this->assertSame($code, $this->download($url));
    }

    #[Test]
    public function a_redirect_inside_is_refused(): void
    {
        $this->assertSame('picture_url_host', $this->download(PictureServer::url().'/redirect-inside'));
    }

    #[Test]
    public function a_body_past_the_limit_is_cut_off_and_a_slow_server_times_out(): void
    {
        $this->assertSame('picture_too_large', $this->download(PictureServer::url().'/big.png'));
        $this->assertFileDoesNotExist($this->target);
        $this->assertSame('picture_url_status', $this->download(PictureServer::url().'/missing.png'));
        $started = microtime(true);
        $this->assertSame('picture_url_failed', $this->download(PictureServer::url().'/slow.png'));
        $this->assertLessThan(3.5, microtime(true) - $started);
        // The one-process server is still asleep on that request: later tests wait for it.
        sleep(3);
    }

    #[Test]
    public function addresses_are_judged_public_or_not(): void
    {
        foreach (['8.8.8.8', '1.1.1.1', '2a00:1450:4001:80b::200e'] as $public) {
            $this->assertTrue(PictureDownloader::isPublic($public), $public);
        }
        foreach (['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1', '224.0.0.1', 'nonsense'] as $inside) {
            $this->assertFalse(PictureDownloader::isPublic($inside), $inside);
        }
    }

    #[Test]
    public function sources_check_each_picture_by_its_bytes_and_read_zips_safely(): void
    {
        $zipPath = (string) tempnam(sys_get_temp_dir(), 'pictures-zip-');
        $zip = new ZipArchive();
        $zip->open($zipPath, ZipArchive::OVERWRITE);
        $image = imagecreatetruecolor(20, 20);
        ob_start();
        imagejpeg($image);
        $zip->addFromString('poze/tv-front.jpg', (string) ob_get_clean());
        $zip->addFromString('notes.jpg', 'just text');
        $zip->addFromString('../../escape.jpg', 'x');
        $zip->close();

        $sources = new PictureSources(app(PictureDownloader::class), $zipPath);
        [$paths, $errors] = $sources->resolve('tv-front.jpg | poze/tv-front.jpg|'.PictureServer::url().'/tv.png');
        $this->assertCount(3, $paths);
        $this->assertSame([], $errors);
        foreach ($paths as $path) {
            $this->assertStringStartsWith(sys_get_temp_dir().'/catalog-pictures-', $path);
        }

        [, $errors] = $sources->resolve('notes.jpg|missing.jpg|'.PictureServer::url().'/text.png|../../escape.jpg');
        $this->assertSame(['picture_not_image', 'picture_not_in_zip', 'picture_not_image', 'picture_not_image'], array_column($errors, 0));
        $this->assertFileDoesNotExist(dirname(sys_get_temp_dir()).'/escape.jpg');

        [, $errors] = (new PictureSources(app(PictureDownloader::class)))->resolve('tv-front.jpg');
        $this->assertSame('picture_no_zip', $errors[0][0]);

        config(['catalog_import.pictures.max_urls' => 1]);
        $sources = new PictureSources(app(PictureDownloader::class));
        [, $errors] = $sources->resolve(PictureServer::url().'/tv.png|'.PictureServer::url().'/tv-2.png');
        $this->assertSame(['pictures_too_many_urls'], array_column($errors, 0));

        $sources->offline();
        [, $errors] = $sources->resolve(PictureServer::url().'/other.png');
        $this->assertSame(['picture_url_failed'], array_column($errors, 0), 'offline: nothing new is fetched');
        @unlink($zipPath);
    }
}
