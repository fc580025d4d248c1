<?php

declare(strict_types=1);

namespace App\Http\Controllers\Seo;

use App\Http\Controllers\Controller;
use App\Infrastructure\Seo\SitemapFile;
use App\Infrastructure\Seo\SitemapFiles;
use App\Infrastructure\Seo\SitemapWriter;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\StreamedResponse;

/**
 * `/sitemap.xml` and `/sitemaps/{file}.xml`: the files `php artisan sitemap:generate` published on the `sitemap`
 * disk (whichever app server wrote them), streamed with Last-Modified and an ETag (a crawler asking again gets a
 * 304 without the file being read); 404 before the first run.
 */
final class SitemapController extends Controller
{
    public function index(Request $request): StreamedResponse
    {
        return self::serve($request, SitemapWriter::INDEX);
    }

    public function file(Request $request, string $file): StreamedResponse
    {
        return self::serve($request, $file.'.xml');
    }

    private static function serve(Request $request, string $file): StreamedResponse
    {
        $found = SitemapFiles::find($file) ?? abort(404);

        $response = new StreamedResponse(static fn () => self::send($found), 200, [
            'Content-Type' => 'application/xml; charset=UTF-8',
            'Content-Length' => (string) $found->size,
        ]);
        $response->setPublic();
        $response->setMaxAge(3600);
        $response->setLastModified($found->modifiedAt());
        $response->setEtag($found->etag());
        $response->isNotModified($request);

        return $response;
    }

    private static function send(SitemapFile $file): void
    {
        $stream = SitemapFiles::disk()->readStream($file->path);
        if (! is_resource($stream)) {
            return;
        }
        fpassthru($stream);
        fclose($stream);
    }
}
