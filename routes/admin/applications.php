<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Applications\ApplicationIndexController;
use App\Http\Controllers\Admin\Applications\ApplicationShowController;
use App\Http\Controllers\Admin\Applications\DownloadApplicationCvController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Job applications: the list, one application, and its CV, only through the temporary signed link its page makes
// (`signed`) AND for a signed-in staff member allowed to see applications (`can:`): a leaked link alone is not enough.
Route::middleware('can:'.StaffGates::VIEW_APPLICATIONS)->group(function (): void {
    Route::get('candidaturi', ApplicationIndexController::class)->name('applications.index');
    Route::get('candidaturi/{application}', ApplicationShowController::class)->whereNumber('application')->name('applications.show');
    Route::get('candidaturi/{application}/cv', DownloadApplicationCvController::class)->whereNumber('application')
        ->middleware('signed')->name('applications.cv');
});
