<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\CatalogImport;

use App\Actions\CatalogImport\ApplyPendingCatalogImport;
use App\Actions\CatalogImport\ExportCatalog;
use App\Actions\CatalogImport\PreviewCatalogImport;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\CatalogImport\ApplyCatalogImportRequest;
use App\Http\Requests\Admin\CatalogImport\ExportCatalogRequest;
use App\Http\Requests\Admin\CatalogImport\PreviewCatalogImportRequest;
use App\Http\Requests\Admin\CatalogImport\ShowCatalogImportRequest;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Security\StaffActor;
use App\Queries\Admin\CatalogImport\CatalogImportPage;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Inertia\Response;
use Symfony\Component\HttpFoundation\StreamedResponse;

/**
 * /admin/import-catalog: prices and stock in bulk by CSV (manage-stock; price columns need manage-catalog): the
 * upload and its dry run, applying it, and the export in the same shape.
 */
final class CatalogImportController extends Controller
{
    public function index(ShowCatalogImportRequest $request, CatalogImportPage $page): Response
    {
        return Page::render('admin/catalog-import/index', Text::get('admin.catalog_import.title'),
            $page->props($request->token(), (int) $request->user()?->getAuthIdentifier(), $request->mayChangePrices()));
    }

    public function preview(PreviewCatalogImportRequest $request, PreviewCatalogImport $preview): RedirectResponse
    {
        $file = $request->csv();
        $zip = $request->picturesZip();
        $result = $preview->handle((string) $file->getRealPath(), $file->getClientOriginalName(), $request->mayChangePrices(), (int) $request->user()?->getAuthIdentifier(), $zip === null ? null : (string) $zip->getRealPath());

        return redirect()->route('admin.catalog-import.index', ['token' => $result['token']]);
    }

    public function apply(ApplyCatalogImportRequest $request, ApplyPendingCatalogImport $apply): RedirectResponse
    {
        $report = $apply->handle($request->token(), (int) $request->user()?->getAuthIdentifier(), $request->mayChangePrices(), StaffActor::of($request));
        if ($report === null) {
            return redirect()->route('admin.catalog-import.index')->withErrors(['token' => Text::get('admin.catalog_import.validation.token')]);
        }
        if (! $report->applied) {
            return redirect()->route('admin.catalog-import.index', ['token' => $request->token()])
                ->withErrors(['token' => Text::get('admin.catalog_import.refused')]);
        }

        return redirect()->route('admin.catalog-import.index')->with('status', Text::get('admin.catalog_import.applied', [
            'file' => $report->fileName, 'changed' => $report->changed + $report->created, 'rows' => $report->rows,
        ]));
    }

    public function export(ExportCatalogRequest $request, ExportCatalog $export): StreamedResponse
    {
        $write = $export->handle($request->withPrices(), $request->categoryId(), $request->brandId(), StaffActor::of($request), $request->full());

        return response()->streamDownload(static function () use ($write): void {
            $out = fopen('php://output', 'wb');
            if ($out !== false) {
                $write($out);
                fclose($out);
            }
        }, ExportCatalog::filename(), ['Content-Type' => 'text/csv; charset=UTF-8']);
    }
}
