<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\MarkdownPreviewController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// The Preview tab of every Markdown field (product descriptions, blog posts, pages): it only renders the text sent.
Route::post('markdown', MarkdownPreviewController::class)->middleware('can:'.StaffGates::ACCESS_ADMIN)->name('markdown.preview');
