<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Blog\BlogCategoryController;
use App\Http\Controllers\Admin\Blog\BlogPostController;
use App\Http\Controllers\Admin\Blog\BlogProductSearchController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// The blog: posts (drafts, scheduled, published), their categories, the related-products picker's search.
Route::middleware('can:'.StaffGates::MANAGE_CONTENT)->prefix('blog')->name('blog.')->group(function (): void {
    Route::controller(BlogPostController::class)->group(function (): void {
        Route::get('/', 'index')->name('index');
        Route::get('nou', 'create')->name('create');
        Route::post('/', 'store')->name('store');
        Route::get('{blogPost}/editare', 'edit')->whereNumber('blogPost')->name('edit');
        Route::put('{blogPost}', 'update')->whereNumber('blogPost')->name('update');
        Route::delete('{blogPost}', 'destroy')->whereNumber('blogPost')->name('destroy');
    });
    Route::get('produse', BlogProductSearchController::class)->name('products');
    Route::controller(BlogCategoryController::class)->prefix('categorii')->name('categories.')->group(function (): void {
        Route::post('/', 'store')->name('store');
        Route::put('{blogCategory}', 'update')->whereNumber('blogCategory')->name('update');
        Route::delete('{blogCategory}', 'destroy')->whereNumber('blogCategory')->name('destroy');
    });
});
