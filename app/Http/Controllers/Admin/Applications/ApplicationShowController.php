<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Applications;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Models\JobApplication;
use App\Queries\Admin\InboxApplications;
use App\Support\Text;
use Inertia\Response;

/** One job application: the applicant, their message and a short-lived signed link to the CV. */
final class ApplicationShowController extends Controller
{
    public function __invoke(JobApplication $application, InboxApplications $applications): Response
    {
        return Page::render('admin/applications/show', Text::get('admin.applications.show.title', ['name' => $application->name]), $applications->show($application));
    }
}
