<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\About;

use App\Actions\Content\SaveAboutPage;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\About\UpdateAboutPageRequest;
use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Security\StaffActor;
use App\Queries\About\AboutPage;
use App\Queries\Admin\Blog\BlogPostEditor;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Inertia\Response;

/**
 * /admin/despre: the about page's title, intro, sections, figures and team (manage-content). `content:page` still
 * exports and imports the same page as JSON for scripts.
 */
final class AboutPageController extends Controller
{
    public function edit(AboutPage $about, ImageStore $images): Response
    {
        $page = $about->find();

        return Page::render('admin/about/edit', Text::get('admin.about.title'), [
            'about' => [
                'title' => BlogPostEditor::texts($page?->title),
                'intro' => BlogPostEditor::texts($page?->intro),
                'sections' => array_map(static fn (array $s): array => ['title' => BlogPostEditor::texts($s['title']), 'body' => BlogPostEditor::texts($s['body'])], $page->sections ?? []),
                'figures' => array_map(static fn (array $f): array => ['value' => $f['value'], 'label' => BlogPostEditor::texts($f['label'])], $page->figures ?? []),
                'team' => array_map(static fn (array $m): array => [
                    'name' => $m['name'],
                    'role' => BlogPostEditor::texts($m['role']),
                    'photo' => $m['photo'],
                    'photo_url' => $m['photo'] === null ? null : $images->url($m['photo'], 'photo'),
                ], $page->team ?? []),
            ],
            'url' => \App\Infrastructure\Locale\LocalizedRoutes::url('about.show', []),
        ]);
    }

    public function update(UpdateAboutPageRequest $request, AboutPage $about, SaveAboutPage $save, ImageStore $images): RedirectResponse
    {
        $known = array_values(array_filter(array_column($about->find()->team ?? [], 'photo'), 'is_string'));
        ['page' => $page, 'team' => $team] = $request->about($known);

        $stored = [];
        $members = [];
        foreach ($team as $member) {
            $photo = $member['photo'];
            if ($member['upload'] !== null) {
                $photo = $stored[] = $images->store($member['upload'], 'team')->key;
            }
            $members[] = ['name' => $member['name'], 'role' => $member['role'], 'photo' => $photo];
        }
        $save->handle([...$page, 'team' => $members], $stored, StaffActor::of($request));

        return redirect()->route('admin.about.edit')->with('status', Text::get('admin.about.saved'));
    }
}
