<?php

declare(strict_types=1);

namespace App\Services\Careers;

use Illuminate\Http\UploadedFile;
use ZipArchive;

/**
 * What an uploaded CV really is, judged by its bytes and not by the name or type the browser sent: a PDF starts with
 * `%PDF-`; a DOCX is a ZIP archive with `[Content_Types].xml` and `word/document.xml`. Names that hide a script
 * behind a second extension (`cv.php.pdf`, `cv.pdf.phtml`) are refused whatever the content.
 */
final class CvFile
{
    public const MAX_KILOBYTES = 5 * 1024;

    private const RISKY_EXTENSIONS = [
        'php', 'php3', 'php4', 'php5', 'php7', 'php8', 'phtml', 'phar', 'pht', 'phps', 'cgi', 'pl', 'py', 'sh', 'bash',
        'exe', 'bat', 'cmd', 'com', 'js', 'mjs', 'html', 'htm', 'svg', 'xhtml', 'shtml', 'asp', 'aspx', 'jsp', 'htaccess',
    ];

    /**
     * @return 'pdf'|'docx'|null
     */
    public static function detect(UploadedFile $file): ?string
    {
        if (! $file->isValid() || self::hasRiskyName($file->getClientOriginalName())) {
            return null;
        }

        $extension = strtolower($file->getClientOriginalExtension());
        $path = $file->getRealPath();
        if ($path === false) {
            return null;
        }

        return match ($extension) {
            'pdf' => self::isPdf($path) ? 'pdf' : null,
            'docx' => self::isDocx($path) ? 'docx' : null,
            default => null,
        };
    }

    public static function hasRiskyName(string $name): bool
    {
        $parts = explode('.', strtolower($name));
        array_shift($parts);

        return array_intersect($parts, self::RISKY_EXTENSIONS) !== [];
    }

    private static function isPdf(string $path): bool
    {
        $handle = fopen($path, 'rb');
        if ($handle === false) {
            return false;
        }
        $head = fread($handle, 5);
        fclose($handle);

        return $head === '%PDF-';
    }

    private static function isDocx(string $path): bool
    {
        $zip = new ZipArchive;
        if ($zip->open($path, ZipArchive::RDONLY) !== true) {
            return false;
        }
        $isDocx = $zip->locateName('[Content_Types].xml') !== false && $zip->locateName('word/document.xml') !== false;
        $zip->close();

        return $isDocx;
    }
}
