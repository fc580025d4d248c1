<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\MenuBadgesController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// The menu's badges (new orders, calls waiting), polled by the back office's pages while they are in view; each
// count shows only to those who see its list.
Route::get('insigne', MenuBadgesController::class)->middleware(['session.keep-flash', 'can:'.StaffGates::ACCESS_ADMIN])->name('badges');
