<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\AuditLog\AuditLogRequest;
use App\Infrastructure\Inertia\Page;
use App\Queries\Admin\AuditLog\AuditLogPage;
use App\Support\Text;
use Inertia\Response;

/** /admin/jurnal: the audit log, read-only, newest first, filtered (owners: view-audit). */
final class AuditLogController extends Controller
{
    public function __invoke(AuditLogRequest $request, AuditLogPage $log): Response
    {
        $filters = $request->filters();

        return Page::render('admin/audit/index', Text::get('admin.audit.title'), [
            ...$log->get($filters, $request->integer('page', 1)),
            'filters' => $filters,
            'options' => $log->options(),
        ]);
    }
}
