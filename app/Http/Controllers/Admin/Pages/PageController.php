<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Pages;

use App\Actions\Content\DeletePage;
use App\Actions\Content\SavePage;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Pages\SavePageRequest;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Security\StaffActor;
use App\Models\Page as ContentPage;
use App\Queries\About\AboutPage;
use App\Queries\Admin\Blog\BlogPostEditor;
use App\Queries\Admin\Pages\PageList;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

/**
 * /admin/pagini: the shop's editable pages by slug (terms, privacy, delivery and returns…, shown at /pagina/{slug});
 * the about page is listed too and opens its own editor (manage-content).
 */
final class PageController extends Controller
{
    public function index(PageList $pages): Response
    {
        return Page::render('admin/pages/index', Text::get('admin.pages.title'), ['pages' => $pages->get()]);
    }

    public function create(): Response
    {
        return $this->form(null);
    }

    public function edit(ContentPage $contentPage): Response|RedirectResponse
    {
        if ($contentPage->slug === AboutPage::SLUG) {
            return redirect()->route('admin.about.edit');
        }

        return $this->form($contentPage);
    }

    public function store(SavePageRequest $request, SavePage $save): RedirectResponse
    {
        $page = $save->handle(null, $request->page(), StaffActor::of($request));

        return redirect()->route('admin.pages.edit', ['contentPage' => $page->id])->with('status', Text::get('admin.pages.saved'));
    }

    public function update(SavePageRequest $request, ContentPage $contentPage, SavePage $save): RedirectResponse
    {
        if ($contentPage->slug === AboutPage::SLUG) {
            abort(404);
        }
        $save->handle($contentPage, $request->page(), StaffActor::of($request));

        return redirect()->route('admin.pages.edit', ['contentPage' => $contentPage->id])->with('status', Text::get('admin.pages.saved'));
    }

    public function destroy(Request $request, ContentPage $contentPage, DeletePage $delete): RedirectResponse
    {
        $delete->handle($contentPage, StaffActor::of($request));

        return redirect()->route('admin.pages.index')->with('status', Text::get('admin.pages.deleted'));
    }

    private function form(?ContentPage $page): Response
    {
        return Page::render('admin/pages/form', Text::get($page === null ? 'admin.pages.new' : 'admin.pages.edit'), [
            'page' => $page === null ? null : [
                'id' => $page->id,
                'slug' => $page->slug,
                'title' => BlogPostEditor::texts($page->title),
                'intro' => BlogPostEditor::texts($page->intro),
                'body' => BlogPostEditor::texts($page->body),
                'url' => \App\Infrastructure\Locale\LocalizedRoutes::url('pages.show', ['slug' => $page->slug]),
                // Linked from the footer and the consent texts: its slug stays and it cannot be deleted.
                'legal' => \App\Services\Content\LegalPages::isLegal($page->slug),
            ],
        ]);
    }
}
