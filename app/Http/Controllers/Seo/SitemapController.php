<?php

declare(strict_types=1);

namespace App\Http\Controllers\Seo;

use App\Http\Controllers\Controller;
use App\Support\Seo\SitemapFiles;
use App\Support\Seo\SitemapWriter;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\BinaryFileResponse;

/**
 * `/sitemap.xml` and `/sitemaps/{file}.xml`: the files `php artisan sitemap:generate` published, streamed from
 * disk with Last-Modified and an ETag (a crawler asking again gets a 304); 404 before the first run.
 */
final class SitemapController extends Controller
{
    public function index(Request $request): BinaryFileResponse
    {
        return self::serve($request, SitemapWriter::INDEX);
    }

    public function file(Request $request, string $file): BinaryFileResponse
    {
        return self::serve($request, $file.'.xml');
    }

    private static function serve(Request $request, string $file): BinaryFileResponse
    {
        $path = SitemapFiles::path($file) ?? abort(404);

        $response = new BinaryFileResponse($path, 200, [
            'Content-Type' => 'application/xml; charset=UTF-8',
            'Cache-Control' => 'public, max-age=3600',
        ], public: true, autoEtag: false, autoLastModified: true);
        // Cheaper than hashing a file of several megabytes: a new run writes a new file.
        $response->setEtag(sprintf('%x-%x', (int) filemtime($path), (int) filesize($path)));
        $response->isNotModified($request);

        return $response;
    }
}
