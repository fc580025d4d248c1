<?php

declare(strict_types=1);

/*
 * Account pages, registered once per language by LocalizedRoutes (required from web.php). Romanian slugs in both
 * languages, as in the rest of the shop: /autentificare and /ru/autentificare.
 */

use App\Http\Controllers\Account\DashboardController;
use App\Http\Controllers\Account\WelcomeController;
use App\Http\Controllers\Auth\ConfirmPasswordController;
use App\Http\Controllers\Auth\EmailVerificationController;
use App\Http\Controllers\Auth\ForgotPasswordController;
use App\Http\Controllers\Auth\LoginController;
use App\Http\Controllers\Auth\RegisterController;
use App\Http\Controllers\Auth\ResetPasswordController;
use App\Http\Controllers\Auth\TwoFactorChallengeController;
use App\Http\Controllers\Settings\ApiTokenController;
use App\Http\Controllers\Settings\AppearanceController;
use App\Http\Controllers\Settings\PasswordController;
use App\Http\Controllers\Settings\ProfileController;
use App\Http\Controllers\Settings\TwoFactorController;
use Illuminate\Support\Facades\Route;
use Inertia\Middleware\EncryptHistory;

Route::middleware('guest')->group(function (): void {
    Route::get('autentificare', [LoginController::class, 'form'])->name('login');
    Route::post('autentificare', [LoginController::class, 'store'])->name('login.store');
    Route::get('autentificare/cod', [TwoFactorChallengeController::class, 'create'])->name('two-factor.login');
    Route::post('autentificare/cod', [TwoFactorChallengeController::class, 'store'])->name('two-factor.login.store');
    Route::get('inregistrare', [RegisterController::class, 'form'])->name('register');
    // Counted before validation: a refused form costs a try too.
    Route::post('inregistrare', [RegisterController::class, 'store'])->middleware('throttle:register')->name('register.store');
    Route::get('inregistrare/trimis', [RegisterController::class, 'sent'])->name('register.sent');
    Route::get('parola-uitata', [ForgotPasswordController::class, 'form'])->name('password.request');
    Route::post('parola-uitata', [ForgotPasswordController::class, 'store'])->middleware('throttle:reset-link')->name('password.email');
    Route::get('resetare-parola/{token}', [ResetPasswordController::class, 'form'])->name('password.reset');
    Route::post('resetare-parola', [ResetPasswordController::class, 'store'])->middleware('throttle:reset')->name('password.store');
});

// Work signed in or not: the signature is the proof (see EmailVerificationController).
Route::get('cont/verificare-email/{id}/{hash}', [EmailVerificationController::class, 'verify'])
    ->where('id', '[0-9]+')->name('verification.verify');
Route::get('inregistrare/confirmare/{id}/{hash}', [EmailVerificationController::class, 'confirmRegistration'])
    ->where('id', '[0-9]+')->name('register.confirm');

// Signed-in pages are kept in the browser's history encrypted, with a key that signing out drops (LoginController).
Route::middleware(['auth', EncryptHistory::class])->group(function (): void {
    Route::post('iesire', [LoginController::class, 'destroy'])->name('logout');
    Route::get('confirmare-parola', [ConfirmPasswordController::class, 'form'])->name('password.confirm');
    Route::post('confirmare-parola', [ConfirmPasswordController::class, 'store'])->name('password.confirm.store');
    Route::get('cont/verificare-email', [EmailVerificationController::class, 'notice'])->name('verification.notice');
    Route::post('cont/verificare-email', [EmailVerificationController::class, 'send'])->middleware('throttle:verify-resend')->name('verification.send');
    Route::get('cont/bun-venit', WelcomeController::class)->name('welcome');

    // Fixing a mistyped address, the password or the look must work before the address is verified.
    Route::get('cont/setari/profil', [ProfileController::class, 'edit'])->name('profile.edit');
    Route::patch('cont/setari/profil', [ProfileController::class, 'update'])->name('profile.update');
    // Both check the current password (a slow hash) before anything else: limited per account.
    Route::delete('cont/setari/profil', [ProfileController::class, 'destroy'])->middleware('throttle:account-delete')->name('profile.destroy');
    Route::get('cont/setari/parola', [PasswordController::class, 'edit'])->name('password.edit');
    Route::put('cont/setari/parola', [PasswordController::class, 'update'])->middleware('throttle:password-change')->name('password.update');
    Route::get('cont/setari/aspect', [AppearanceController::class, 'edit'])->name('appearance.edit');
    Route::put('cont/setari/aspect', [AppearanceController::class, 'update'])->name('appearance.update');

    Route::middleware('verified')->group(function (): void {
        Route::get('cont', DashboardController::class)->name('dashboard');

        Route::middleware('password.confirm')->group(function (): void {
            Route::get('cont/setari/doi-factori', [TwoFactorController::class, 'show'])->name('two-factor.show');
            Route::post('cont/setari/doi-factori', [TwoFactorController::class, 'enable'])->name('two-factor.enable');
            Route::post('cont/setari/doi-factori/confirmare', [TwoFactorController::class, 'confirm'])->name('two-factor.confirm');
            Route::post('cont/setari/doi-factori/coduri', [TwoFactorController::class, 'regenerate'])->name('two-factor.recovery-codes');
            Route::delete('cont/setari/doi-factori', [TwoFactorController::class, 'disable'])->name('two-factor.disable');
            Route::get('cont/setari/tokenuri-api', [ApiTokenController::class, 'index'])->name('api-tokens.index');
            Route::post('cont/setari/tokenuri-api', [ApiTokenController::class, 'store'])->name('api-tokens.store');
            Route::delete('cont/setari/tokenuri-api/{token}', [ApiTokenController::class, 'destroy'])->name('api-tokens.destroy');
        });
    });
});
