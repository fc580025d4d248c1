<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Messages\MarkMessageHandledController;
use App\Http\Controllers\Admin\Messages\MessageIndexController;
use App\Http\Controllers\Admin\Messages\MessageShowController;
use App\Http\Controllers\Admin\Messages\ReplyToMessageController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Contact messages: the list (new / handled), one message, marking it handled or open again, replying by e-mail.
Route::middleware('can:'.StaffGates::VIEW_INBOX)->group(function (): void {
    Route::get('mesaje', MessageIndexController::class)->name('messages.index');
    Route::get('mesaje/{message}', MessageShowController::class)->whereNumber('message')->name('messages.show');
    Route::put('mesaje/{message}/rezolvat', MarkMessageHandledController::class)->whereNumber('message')->name('messages.handled');
    Route::post('mesaje/{message}/raspuns', ReplyToMessageController::class)->whereNumber('message')->name('messages.reply');
});
