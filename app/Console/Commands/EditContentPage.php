<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Models\Page;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\Validator;
use JsonException;

/**
 * Lets staff edit a company page (the about page) without an admin screen: export it to a JSON file, edit the
 * texts in both languages, import it back. The import is checked before anything is saved.
 */
final class EditContentPage extends Command
{
    protected $signature = 'content:page {slug : The page, e.g. despre-companie}
        {--export= : Write the page to this JSON file}
        {--import= : Replace the page with this JSON file}';

    protected $description = 'Export or import an editable company page (title, intro, sections, figures and team in ro and ru)';

    public function handle(): int
    {
        $slug = $this->argument('slug');
        if (! is_string($slug)) {
            return self::INVALID;
        }
        $export = $this->option('export');
        $import = $this->option('import');

        if (is_string($export) && $export !== '') {
            return $this->export($slug, $export);
        }
        if (is_string($import) && $import !== '') {
            return $this->import($slug, $import);
        }
        $this->error('Pass --export=FILE or --import=FILE.');

        return self::INVALID;
    }

    private function export(string $slug, string $file): int
    {
        $page = Page::query()->where('slug', $slug)->first();
        if ($page === null) {
            $this->error("No page \"$slug\".");

            return self::FAILURE;
        }
        $data = [...$page->only(['title', 'intro', 'sections', 'figures']), 'team' => $page->team ?? []];
        file_put_contents($file, json_encode($data, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR)."\n");
        $this->info("Wrote \"$slug\" to $file.");

        return self::SUCCESS;
    }

    private function import(string $slug, string $file): int
    {
        $contents = is_readable($file) ? file_get_contents($file) : false;
        if ($contents === false) {
            $this->error("Cannot read $file.");

            return self::FAILURE;
        }
        try {
            $data = json_decode($contents, true, 32, JSON_THROW_ON_ERROR);
        } catch (JsonException $e) {
            $this->error("$file is not valid JSON: {$e->getMessage()}");

            return self::FAILURE;
        }

        $validator = Validator::make(is_array($data) ? $data : [], [
            'title.ro' => ['required', 'string', 'max:200'], 'title.ru' => ['required', 'string', 'max:200'],
            'intro.ro' => ['required', 'string', 'max:2000'], 'intro.ru' => ['required', 'string', 'max:2000'],
            'sections' => ['present', 'array', 'list'],
            'sections.*.title.ro' => ['required', 'string'], 'sections.*.title.ru' => ['required', 'string'],
            'sections.*.body.ro' => ['required', 'string'], 'sections.*.body.ru' => ['required', 'string'],
            'figures' => ['present', 'array', 'list'],
            'figures.*.value' => ['required', 'string', 'max:30'],
            'figures.*.label.ro' => ['required', 'string'], 'figures.*.label.ru' => ['required', 'string'],
            // The team is edited at /admin/despre (photos are uploaded there); a file without it keeps the team as is.
            'team' => ['sometimes', 'array', 'list'],
            'team.*.name' => ['required', 'string'],
            'team.*.role.ro' => ['required', 'string'], 'team.*.role.ru' => ['required', 'string'],
            'team.*.photo' => ['present', 'nullable', 'string'],
        ]);
        if ($validator->fails()) {
            foreach ($validator->errors()->all() as $message) {
                $this->error($message);
            }

            return self::FAILURE;
        }

        /** @var array{title: array<string, string>, intro: array<string, string>, sections: list<mixed>, figures: list<mixed>, team?: list<mixed>} $valid */
        $valid = $data;
        Page::query()->updateOrCreate(['slug' => $slug], [
            'title' => $valid['title'], 'intro' => $valid['intro'], 'sections' => $valid['sections'], 'figures' => $valid['figures'],
            ...(isset($valid['team']) ? ['team' => $valid['team']] : []),
        ]);
        $this->info("Saved \"$slug\".");

        return self::SUCCESS;
    }
}
