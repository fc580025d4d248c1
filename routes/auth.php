<?php

declare(strict_types=1);

use App\Http\Controllers\Auth\ConfirmPasswordController;
use App\Http\Controllers\Auth\EmailVerificationController;
use App\Http\Controllers\Auth\ForgotPasswordController;
use App\Http\Controllers\Auth\LoginController;
use App\Http\Controllers\Auth\RegisterController;
use App\Http\Controllers\Auth\ResetPasswordController;
use App\Http\Controllers\Auth\TwoFactorChallengeController;
use Illuminate\Support\Facades\Route;
use Inertia\Middleware\EncryptHistory;

/*
 * Signing in and out, registration, password reset and confirmation, e-mail verification; registered once per
 * language from web.php inside LocalizedRoutes::register(). Romanian slugs in both languages, as in the rest of the
 * shop: /autentificare and /ru/autentificare. The route names are the ones Laravel's own middleware and
 * notifications look up (login, password.reset, password.confirm, verification.notice, verification.verify), so
 * they carry no feature prefix.
 */
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
Route::get('cont/confirmare-email-nou/{id}/{hash}', [EmailVerificationController::class, 'confirmEmailChange'])
    ->where('id', '[0-9]+')->name('email-change.confirm');

// Signed-in pages are kept in the browser's history encrypted, with a key that signing out drops (LoginController).
Route::middleware(['auth', EncryptHistory::class])->group(function (): void {
    Route::post('iesire', [LoginController::class, 'destroy'])->name('logout');
    Route::get('confirmare-parola', [ConfirmPasswordController::class, 'form'])->name('password.confirm');
    Route::post('confirmare-parola', [ConfirmPasswordController::class, 'store'])->name('password.confirm.store');
    Route::get('cont/verificare-email', [EmailVerificationController::class, 'notice'])->name('verification.notice');
    Route::post('cont/verificare-email', [EmailVerificationController::class, 'send'])->middleware('throttle:verify-resend')->name('verification.send');
});
