<?php

declare(strict_types=1);

use App\Models\NewsletterSubscription;
use App\Support\Page;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Route;
use Inertia\Inertia;

/*
 * Fixture pages for the browser tests of our Inertia server side (tests/e2e/inertia-protocol.test.ts).
 * Loaded only in a local or testing app with E2E_FIXTURES exactly "true" (App\Support\Routing\TestRoutes); their names start with "e2e." so the route export leaves them out.
 */
// The database cache store increments only keys that exist.
$bump = static function (string $key): int {
    Cache::add($key, 0);

    return (int) Cache::increment($key);
};

Route::prefix('__e2e')->name('e2e.')->group(function () use ($bump): void {
    Route::get('first', function () use ($bump) {
        return Page::render('testing/protocol-first', 'Protocol first', [
            'requestedAt' => fn (): float => microtime(true),
            'visits' => fn (): int => $bump('e2e.first.visits'),
            'slow' => Inertia::defer(fn (): string => 'deferred value arrived'),
        ]);
    })->name('first');

    Route::get('second', function () use ($bump) {
        return Page::render('testing/protocol-second', 'Protocol second', [
            'hits' => $bump('e2e.second.hits'),
        ]);
    })->name('second');

    Route::get('hits', fn () => response()->json(['second' => (int) Cache::get('e2e.second.hits', 0)]))->name('hits');

    Route::get('reset', function () {
        Cache::forget('e2e.second.hits');
        Cache::forget('e2e.first.visits');

        return response()->noContent();
    })->name('reset');

    Route::get('form', fn () => Page::render('testing/protocol-form', 'Protocol form'))->name('form');

    Route::put('form', function (Request $request) {
        $request->validate(['email' => ['required', 'email']]);
        Inertia::flash('saved', $request->string('email')->toString());

        return redirect()->route('e2e.form');
    })->name('form.update');

    // What the newsletter box stored for an address (the browser tests read no mail).
    Route::get('newsletter', function (Request $request) {
        $row = NewsletterSubscription::query()->where('email', $request->string('email')->lower()->toString())->first();

        return response()->json(['subscription' => $row === null ? null : ['locale' => $row->locale, 'confirmed' => $row->confirmed_at !== null]]);
    })->name('newsletter');
});
