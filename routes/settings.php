<?php

declare(strict_types=1);

use App\Http\Controllers\Settings\ApiTokenController;
use App\Http\Controllers\Settings\AppearanceController;
use App\Http\Controllers\Settings\PasswordController;
use App\Http\Controllers\Settings\ProfileController;
use App\Http\Controllers\Settings\TwoFactorController;
use Illuminate\Support\Facades\Route;
use Inertia\Middleware\EncryptHistory;

// The account's settings pages (profile, password, look, two-factor sign-in, API tokens); registered once per language from web.php inside LocalizedRoutes::register().
Route::middleware(['auth', EncryptHistory::class])->group(function (): void {
    // Fixing a mistyped address, the password or the look must work before the address is verified.
    Route::get('cont/setari/profil', [ProfileController::class, 'edit'])->name('settings.profile.edit');
    Route::patch('cont/setari/profil', [ProfileController::class, 'update'])->middleware('throttle:email-change')->name('settings.profile.update');
    // Both check the current password (a slow hash) before anything else: limited per account.
    Route::delete('cont/setari/profil', [ProfileController::class, 'destroy'])->middleware('throttle:account-delete')->name('settings.profile.destroy');
    Route::get('cont/setari/parola', [PasswordController::class, 'edit'])->name('settings.password.edit');
    Route::put('cont/setari/parola', [PasswordController::class, 'update'])->middleware('throttle:password-change')->name('settings.password.update');
    Route::get('cont/setari/aspect', [AppearanceController::class, 'edit'])->name('settings.appearance.edit');
    Route::put('cont/setari/aspect', [AppearanceController::class, 'update'])->name('settings.appearance.update');

    Route::middleware(['verified', 'password.confirm'])->group(function (): void {
        Route::get('cont/setari/doi-factori', [TwoFactorController::class, 'show'])->name('settings.two-factor.show');
        Route::post('cont/setari/doi-factori', [TwoFactorController::class, 'enable'])->name('settings.two-factor.enable');
        Route::post('cont/setari/doi-factori/confirmare', [TwoFactorController::class, 'confirm'])->name('settings.two-factor.confirm');
        Route::post('cont/setari/doi-factori/coduri', [TwoFactorController::class, 'regenerate'])->name('settings.two-factor.recovery-codes');
        Route::delete('cont/setari/doi-factori', [TwoFactorController::class, 'disable'])->name('settings.two-factor.disable');
        Route::get('cont/setari/tokenuri-api', [ApiTokenController::class, 'index'])->name('settings.api-tokens.index');
        Route::post('cont/setari/tokenuri-api', [ApiTokenController::class, 'store'])->name('settings.api-tokens.store');
        Route::delete('cont/setari/tokenuri-api/{token}', [ApiTokenController::class, 'destroy'])->name('settings.api-tokens.destroy');
    });
});
