<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\AuditLogController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// The audit log: read-only, no route changes or deletes its rows (owners only).
Route::get('jurnal', AuditLogController::class)->middleware('can:'.StaffGates::VIEW_AUDIT)->name('audit.index');
