<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\About;

use App\Http\Requests\Admin\Pages\ContentRules;
use App\Rules\ImageUpload;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Http\UploadedFile;

/**
 * The about page as its editor sends it: title and intro per language, sections (title and body per language),
 * figures (value, label per language) and the team (name, role per language, the photo kept by its key or a new
 * file uploaded), each list in the order shown. The same limits as `content:page --import`.
 */
final class UpdateAboutPageRequest extends FormRequest
{
    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            ...ContentRules::texts('title', 200),
            ...ContentRules::texts('intro', 2000),
            'sections' => ['array', 'list', 'max:20'],
            'sections.*.title.ro' => ['required', 'string', 'max:200'], 'sections.*.title.ru' => ['required', 'string', 'max:200'],
            'sections.*.body.ro' => ['required', 'string', 'max:10000'], 'sections.*.body.ru' => ['required', 'string', 'max:10000'],
            'figures' => ['array', 'list', 'max:12'],
            'figures.*.value' => ['required', 'string', 'max:30'],
            'figures.*.label.ro' => ['required', 'string', 'max:80'], 'figures.*.label.ru' => ['required', 'string', 'max:80'],
            'team' => ['array', 'list', 'max:40'],
            'team.*.name' => ['required', 'string', 'max:100'],
            'team.*.role.ro' => ['required', 'string', 'max:100'], 'team.*.role.ru' => ['required', 'string', 'max:100'],
            'team.*.photo' => ['nullable', 'string', 'max:255'],
            'team.*.upload' => ['nullable', new ImageUpload],
        ];
    }

    /** @return array<string, string> */
    public function attributes(): array
    {
        $ro = ' ('.Text::get('locale.ro').')';
        $ru = ' ('.Text::get('locale.ru').')';

        return [
            ...ContentRules::attributes(['title' => 'admin.content.field.title', 'intro' => 'admin.about.field.intro']),
            'sections.*.title.ro' => Text::get('admin.content.field.title').$ro, 'sections.*.title.ru' => Text::get('admin.content.field.title').$ru,
            'sections.*.body.ro' => Text::get('admin.content.field.body').$ro, 'sections.*.body.ru' => Text::get('admin.content.field.body').$ru,
            'figures.*.value' => Text::get('admin.about.field.value'),
            'figures.*.label.ro' => Text::get('admin.about.field.label').$ro, 'figures.*.label.ru' => Text::get('admin.about.field.label').$ru,
            'team.*.name' => Text::get('admin.content.field.name'),
            'team.*.role.ro' => Text::get('admin.about.field.role').$ro, 'team.*.role.ru' => Text::get('admin.about.field.role').$ru,
            'team.*.upload' => Text::get('admin.about.field.photo'),
        ];
    }

    /**
     * The page without the team's photos, and the team's rows with the photo each keeps (a key the page already had)
     * and the file each uploads.
     *
     * @param  list<string>  $knownPhotos  the photo keys the page holds now: any other key sent is ignored
     * @return array{page: array{title: array<string, string>, intro: array<string, string>, sections: list<array{title: array<string, string>, body: array<string, string>}>, figures: list<array{value: string, label: array<string, string>}>}, team: list<array{name: string, role: array<string, string>, photo: string|null, upload: UploadedFile|null}>}
     */
    public function about(array $knownPhotos): array
    {
        $list = fn (string $key): array => array_values(array_filter((array) $this->input($key, []), 'is_array'));

        $team = [];
        foreach ($list('team') as $index => $member) {
            $upload = $this->file("team.$index.upload");
            $photo = is_string($member['photo'] ?? null) && in_array($member['photo'], $knownPhotos, true) ? $member['photo'] : null;
            $team[] = [
                'name' => trim((string) $member['name']),
                'role' => ContentRules::value($member['role'] ?? null),
                'photo' => $photo,
                'upload' => $upload instanceof UploadedFile ? $upload : null,
            ];
        }

        return [
            'page' => [
                'title' => ContentRules::value($this->input('title')),
                'intro' => ContentRules::value($this->input('intro')),
                'sections' => array_map(static fn (array $s): array => ['title' => ContentRules::value($s['title'] ?? null), 'body' => ContentRules::value($s['body'] ?? null)], $list('sections')),
                'figures' => array_map(static fn (array $f): array => ['value' => trim((string) $f['value']), 'label' => ContentRules::value($f['label'] ?? null)], $list('figures')),
            ],
            'team' => $team,
        ];
    }
}
