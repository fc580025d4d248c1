<?php

declare(strict_types=1);

namespace App\Infrastructure\Seo;

use App\Infrastructure\Locale\Locales;
use RuntimeException;
use XMLWriter;

/**
 * Writes sitemap files with XMLWriter, flushed to disk as it goes: one `<url>` per page and language, each with its
 * alternates in every language and x-default (`xhtml:link rel="alternate" hreflang`), files of at most `$chunkSize`
 * URLs named `{section}-{n}.xml`, and the index `sitemap.xml` that lists them. Each finished file is handed to `$written`
 * (the command copies it to the sitemap's disk and deletes it), so the folder holds one file at a time.
 */
final class SitemapWriter
{
    public const INDEX = 'sitemap.xml';

    private const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

    private const XHTML = 'http://www.w3.org/1999/xhtml';

    /** URLs between flushes of the writer's buffer to the file. */
    private const FLUSH_EVERY = 500;

    /** Pages between progress reports. */
    private const TICK_EVERY = 1000;

    /** @var list<array{file: string, lastmod: string|null, urls: int}> */
    private array $files = [];

    private readonly string $baseUrl;

    /**
     * @param  string  $directory  an empty local folder the files are written into
     * @param  string  $baseUrl  the shop's address (APP_URL)
     * @param  (\Closure(string, string): void)|null  $written  told each finished file's name and local path
     */
    public function __construct(
        private readonly string $directory,
        private readonly int $chunkSize,
        string $baseUrl,
        private readonly ?\Closure $written = null,
    ) {
        if ($chunkSize < count(Locales::all())) {
            throw new RuntimeException('A sitemap file must hold at least one page in every language.');
        }
        $this->baseUrl = rtrim($baseUrl, '/');
    }

    /**
     * Writes one section's files from its pages (path in the default language, W3C lastmod or null).
     *
     * @param  iterable<array{0: string, 1: string|null}>  $entries
     * @param  (callable(int): void)|null  $tick  told how many pages were written since it was last called
     * @return int URLs written
     */
    public function section(string $name, iterable $entries, ?callable $tick = null): int
    {
        $locales = Locales::all();
        $perFile = intdiv($this->chunkSize, count($locales)) * count($locales);
        $xml = null;
        $inFile = 0;
        $lastmod = null;
        $total = 0;
        $number = 0;
        $pending = 0;

        foreach ($entries as [$path, $modified]) {
            if ($xml === null || $inFile + count($locales) > $perFile) {
                if ($xml !== null) {
                    $this->close($xml, $lastmod, $inFile);
                }
                $xml = $this->open($name.'-'.(++$number).'.xml');
                $inFile = 0;
                $lastmod = null;
            }

            $this->url($xml, self::normalized($path), $modified, $locales);
            $inFile += count($locales);
            $total += count($locales);
            if ($modified !== null && ($lastmod === null || strcmp($modified, $lastmod) > 0)) {
                $lastmod = $modified;
            }
            if ($inFile % self::FLUSH_EVERY < count($locales)) {
                $xml->flush();
            }
            if ($tick !== null && ++$pending === self::TICK_EVERY) {
                $tick($pending);
                $pending = 0;
            }
        }

        if ($xml !== null) {
            $this->close($xml, $lastmod, $inFile);
        }
        if ($tick !== null && $pending > 0) {
            $tick($pending);
        }

        return $total;
    }

    /**
     * The index of every file written so far, dated by each file's newest page.
     *
     * @return list<array{file: string, lastmod: string|null, urls: int}>
     */
    public function index(): array
    {
        $xml = $this->start(self::INDEX);
        $xml->startElement('sitemapindex');
        $xml->writeAttribute('xmlns', self::NS);
        foreach ($this->files as $file) {
            $xml->startElement('sitemap');
            $xml->writeElement('loc', $this->baseUrl.'/sitemaps/'.$file['file']);
            if ($file['lastmod'] !== null) {
                $xml->writeElement('lastmod', $file['lastmod']);
            }
            $xml->endElement();
        }
        $xml->endElement();
        $xml->endDocument();
        $xml->flush();
        $this->finished(self::INDEX);

        return $this->files;
    }

    /** A path as Locales::translatePath leaves it in the default language: one leading slash, none at the end. */
    private static function normalized(string $path): string
    {
        return '/'.trim($path, '/');
    }

    private function open(string $file): XMLWriter
    {
        $xml = $this->start($file);
        $xml->startElement('urlset');
        $xml->writeAttribute('xmlns', self::NS);
        $xml->writeAttribute('xmlns:xhtml', self::XHTML);
        $this->files[] = ['file' => $file, 'lastmod' => null, 'urls' => 0];

        return $xml;
    }

    private function close(XMLWriter $xml, ?string $lastmod, int $urls): void
    {
        $xml->endElement();
        $xml->endDocument();
        $xml->flush();
        $file = array_pop($this->files);
        if ($file !== null) {
            $this->files[] = ['file' => $file['file'], 'lastmod' => $lastmod, 'urls' => $urls];
            $this->finished($file['file']);
        }
    }

    private function finished(string $file): void
    {
        if ($this->written !== null) {
            ($this->written)($file, $this->directory.'/'.$file);
        }
    }

    private function start(string $file): XMLWriter
    {
        $xml = new XMLWriter;
        if (! $xml->openUri($this->directory.'/'.$file)) {
            throw new RuntimeException("Cannot write the sitemap file $file.");
        }
        $xml->setIndent(false);
        $xml->startDocument('1.0', 'UTF-8');

        return $xml;
    }

    /**
     * One page's `<url>` in every language, written as escaped text in one call (element by element costs several
     * times more at a million products); the paths follow Locales::translatePath (`/x`, `/ru/x`; home `/`, `/ru`).
     *
     * @param  list<string>  $locales
     */
    private function url(XMLWriter $xml, string $path, ?string $modified, array $locales): void
    {
        $default = Locales::default();
        $links = '';
        $urls = [];
        $defaultUrl = '';
        foreach ($locales as $locale) {
            $prefix = $locale === $default ? '' : '/'.$locale;
            $url = self::escape($this->baseUrl.($prefix !== '' && $path === '/' ? $prefix : $prefix.$path));
            $urls[] = $url;
            $defaultUrl = $locale === $default ? $url : $defaultUrl;
            $links .= '<xhtml:link rel="alternate" hreflang="'.$locale.'" href="'.$url.'"/>';
        }
        $links .= '<xhtml:link rel="alternate" hreflang="x-default" href="'.$defaultUrl.'"/>';
        $lastmod = $modified === null ? '' : '<lastmod>'.self::escape($modified).'</lastmod>';

        $text = '';
        foreach ($urls as $url) {
            $text .= '<url><loc>'.$url.'</loc>'.$lastmod.$links.'</url>';
        }
        $xml->writeRaw($text);
    }

    private static function escape(string $text): string
    {
        return htmlspecialchars($text, ENT_XML1 | ENT_QUOTES, 'UTF-8');
    }
}
