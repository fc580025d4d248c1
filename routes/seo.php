<?php

declare(strict_types=1);

use App\Http\Controllers\Seo\RobotsController;
use App\Http\Controllers\Seo\SitemapController;
use App\Infrastructure\Seo\SitemapFiles;
use Illuminate\Support\Facades\Route;

/*
 * For crawlers: robots.txt and the sitemap's files. Outside the web middleware group (no session, no cookies, no
 * locale), each request counted against `throttle:crawlers` per client address.
 */
Route::middleware('throttle:crawlers')->group(function (): void {
    Route::get('robots.txt', RobotsController::class)->name('robots');
    Route::get('sitemap.xml', [SitemapController::class, 'index'])->name('sitemap.index');
    Route::get('sitemaps/{file}.xml', [SitemapController::class, 'file'])->where('file', SitemapFiles::FILE_PATTERN)->name('sitemap.file');
});
