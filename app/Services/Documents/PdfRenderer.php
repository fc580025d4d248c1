<?php

declare(strict_types=1);

namespace App\Services\Documents;

use Dompdf\Dompdf;
use Dompdf\Options;
use Illuminate\Support\Facades\File;

/**
 * A printed document's HTML as a PDF (dompdf, docs/dependencies.md). The document's own print CSS lays it out on A4;
 * DejaVu Sans, shipped with dompdf, carries Romanian's ș ț and Cyrillic and is embedded as a subset. Nothing is
 * fetched from elsewhere: remote resources are off, and files are read only from dompdf's own fonts.
 */
final class PdfRenderer
{
    public function render(string $html): string
    {
        $cache = storage_path('fonts');
        File::ensureDirectoryExists($cache);

        $options = new Options();
        $options->setIsRemoteEnabled(false);
        $options->setIsPhpEnabled(false);
        $options->setIsJavascriptEnabled(false);
        $options->setDefaultFont('DejaVu Sans');
        $options->setDefaultPaperSize('a4');
        $options->setFontCache($cache);
        $options->setFontDir($cache);
        $options->setTempDir(sys_get_temp_dir());
        $options->setIsFontSubsettingEnabled(true);
        $options->setChroot([base_path('vendor/dompdf/dompdf')]);

        $dompdf = new Dompdf($options);
        $dompdf->loadHtml($html, 'UTF-8');
        $dompdf->render();

        return $dompdf->output();
    }
}
