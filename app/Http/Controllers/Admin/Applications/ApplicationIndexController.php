<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Applications;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Queries\Admin\InboxApplications;
use App\Support\Text;
use Illuminate\Http\Request;
use Inertia\Response;

/** Job applications (/admin/candidaturi): by vacancy, searched, newest first. */
final class ApplicationIndexController extends Controller
{
    public function __invoke(Request $request, InboxApplications $applications): Response
    {
        $filters = InboxApplications::filters($request->query->all());

        return Page::render('admin/applications/index', Text::get('admin.applications.title'), [
            ...$applications->page($filters),
            'filters' => $filters,
            'retention_days' => config()->integer('privacy.job_applications_days'),
        ]);
    }
}
