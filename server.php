<?php

declare(strict_types=1);

/*
 * PHP's built-in server behind `php artisan serve` (and so `composer start` and the browser tests): Laravel runs this
 * file, when it exists, in place of its own router. Files of public/ are sent from here rather than by the built-in
 * server, which would send Vite's build uncompressed and without caching:
 *   - /build/ (hashed names; or the folder ASSET_BUILD_DIRECTORY names, as config/app.php reads it) and /media/ (a new
 *     folder per upload): a year, immutable; a script, stylesheet, SVG or JSON file goes as the .br (or else .gz) the
 *     build wrote beside it when the browser accepts that encoding;
 *   - pictures, icons and fonts elsewhere in public/: a week (as nginx does in deploy/nginx/shop.conf);
 *   - anything else (robots.txt and the like): the built-in server's own answer.
 * Every other address goes to the front controller. nginx does the same in production.
 */

$publicPath = (string) getcwd();
$uri = urldecode((string) (parse_url((string) ($_SERVER['REQUEST_URI'] ?? '/'), PHP_URL_PATH) ?? ''));

if ($uri !== '/' && ! str_contains($uri, '/.') && ! str_contains($uri, "\0") && is_file($publicPath.$uri)) {
    $build = '/'.trim((string) (getenv('ASSET_BUILD_DIRECTORY') ?: 'build'), '/').'/';
    $immutable = str_starts_with($uri, $build) || str_starts_with($uri, '/media/');
    $types = [
        'js' => 'text/javascript; charset=utf-8', 'mjs' => 'text/javascript; charset=utf-8',
        'css' => 'text/css; charset=utf-8', 'json' => 'application/json', 'map' => 'application/json',
        'svg' => 'image/svg+xml', 'png' => 'image/png', 'jpg' => 'image/jpeg', 'jpeg' => 'image/jpeg',
        'webp' => 'image/webp', 'avif' => 'image/avif', 'gif' => 'image/gif', 'ico' => 'image/x-icon',
        'woff' => 'font/woff', 'woff2' => 'font/woff2',
    ];
    $extension = strtolower(pathinfo($uri, PATHINFO_EXTENSION));
    if (! isset($types[$extension])) {
        return false;
    }

    $file = $publicPath.$uri;
    $headers = [
        'Content-Type' => $types[$extension],
        'Cache-Control' => $immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=604800',
        'X-Content-Type-Options' => 'nosniff',
    ];
    if (in_array($extension, ['js', 'mjs', 'css', 'json', 'map', 'svg'], true)) {
        $headers['Vary'] = 'Accept-Encoding';
        $accepted = [];
        foreach (explode(',', strtolower((string) ($_SERVER['HTTP_ACCEPT_ENCODING'] ?? ''))) as $part) {
            $pieces = array_map('trim', explode(';', $part));
            $quality = 1.0;
            foreach (array_slice($pieces, 1) as $parameter) {
                if (str_starts_with($parameter, 'q=')) {
                    $quality = (float) substr($parameter, 2);
                }
            }
            if ($pieces[0] !== '' && $quality > 0) {
                $accepted[$pieces[0]] = true;
            }
        }
        foreach (['br' => '.br', 'gzip' => '.gz'] as $encoding => $suffix) {
            if (isset($accepted[$encoding]) && is_file($file.$suffix)) {
                $file .= $suffix;
                $headers['Content-Encoding'] = $encoding;
                break;
            }
        }
    }

    $size = (int) filesize($file);
    $modified = (int) filemtime($file);
    $etag = sprintf('"%x-%x%s"', $modified, $size, isset($headers['Content-Encoding']) ? '-'.$headers['Content-Encoding'] : '');
    $headers['ETag'] = $etag;
    $headers['Last-Modified'] = gmdate('D, d M Y H:i:s', $modified).' GMT';
    foreach ($headers as $name => $value) {
        header($name.': '.$value);
    }
    if (($_SERVER['HTTP_IF_NONE_MATCH'] ?? null) === $etag) {
        http_response_code(304);

        return true;
    }
    header('Content-Length: '.$size);
    if (($_SERVER['REQUEST_METHOD'] ?? 'GET') !== 'HEAD') {
        readfile($file);
    }

    return true;
}

require_once $publicPath.'/index.php';
