<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\PreviewMarkdownRequest;
use App\Support\Markdown;
use Illuminate\Http\JsonResponse;

/** The Preview tab of the back office's Markdown fields: the HTML shoppers would see, made by the shop's own renderer. */
final class MarkdownPreviewController extends Controller
{
    public function __invoke(PreviewMarkdownRequest $request): JsonResponse
    {
        return response()->json(['html' => Markdown::toHtml($request->string('markdown')->toString())]);
    }
}
