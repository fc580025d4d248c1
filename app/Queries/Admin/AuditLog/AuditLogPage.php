<?php

declare(strict_types=1);

namespace App\Queries\Admin\AuditLog;

use App\Models\AuditEntry;
use App\Models\User;
use App\Services\Audit\AuditLog;
use App\Support\Dates;
use App\Support\Text;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Support\Facades\Lang;

/**
 * One page of the audit log, newest first, with the filters the page offers. Each filter rides an index: the staff
 * member (user_id, id), the action (action, id), the date range (created_at); the subject is matched by its type,
 * id or label.
 */
final class AuditLogPage
{
    public const PER_PAGE = 50;

    /**
     * @param  array{user: int|null, action: string|null, subject: string|null, from: string|null, to: string|null}  $filters
     * @return array{entries: list<array<string, mixed>>, page: int, pages: int, total: int}
     */
    public function get(array $filters, int $page): array
    {
        $paginator = $this->query($filters)->orderByDesc('id')->paginate(self::PER_PAGE, ['*'], 'page', max(1, $page));
        /** @var list<AuditEntry> $entries */
        $entries = $paginator->items();
        $labels = $this->forgettableLabels($entries);
        $names = User::query()->whereIn('id', array_values(array_unique(array_filter(array_map(static fn (AuditEntry $entry): ?int => $entry->user_id, $entries), static fn (?int $id): bool => $id !== null))))
            ->pluck('name', 'id');

        return [
            'entries' => array_map(fn (AuditEntry $entry): array => [
                'id' => $entry->id,
                'at' => Dates::dateTime($entry->created_at),
                'user_name' => $entry->user_id === null ? null : $names->get($entry->user_id),
                'user_email' => $entry->user_email,
                'ip' => $entry->ip,
                'action' => $entry->action,
                'action_label' => $this->actionLabel($entry->action),
                'subject_type' => $entry->subject_type,
                'subject_id' => $entry->subject_id,
                'subject_label' => $entry->subject_label ?? $labels[$entry->subject_type.'#'.$entry->subject_id] ?? null,
                'changes' => $this->changes($entry->before ?? [], $entry->after ?? []),
            ], $entries),
            'page' => $paginator->currentPage(),
            'pages' => $paginator->lastPage(),
            'total' => $paginator->total(),
        ];
    }

    /**
     * Who the entries about a member of the public are about, read from the rows that still exist (AuditLog keeps
     * only their ids): one query per kind of subject on the page; a row the privacy prune deleted names nobody.
     *
     * @param  list<AuditEntry>  $entries
     * @return array<string, string> labels by "Type#id"
     */
    private function forgettableLabels(array $entries): array
    {
        $labels = [];
        foreach (AuditLog::FORGETTABLE as $class => $column) {
            $type = class_basename($class);
            $ids = array_values(array_unique(array_map(
                static fn (AuditEntry $entry): int => (int) $entry->subject_id,
                array_filter($entries, static fn (AuditEntry $entry): bool => $entry->subject_type === $type && $entry->subject_label === null && $entry->subject_id !== null),
            )));
            if ($ids === []) {
                continue;
            }
            foreach ($class::query()->whereIn('id', $ids)->pluck($column, 'id') as $id => $label) {
                $labels[$type.'#'.$id] = (string) $label;
            }
        }

        return $labels;
    }

    /**
     * The choices of the filters: staff who appear in the log or are staff now, and the actions recorded so far.
     *
     * @return array{users: list<array{id: int, label: string}>, actions: list<array{value: string, label: string}>}
     */
    public function options(): array
    {
        /** @var \Illuminate\Database\Eloquent\Collection<int, User> $users */
        $users = User::query()->where(static fn (Builder $query) => $query->whereNotNull('role')
            ->orWhereIn('id', AuditEntry::query()->select('user_id')->whereNotNull('user_id')->distinct()))
            ->orderBy('name')->get(['id', 'name', 'email']);
        $actions = AuditEntry::query()->select('action')->distinct()->orderBy('action')->pluck('action');

        return [
            'users' => array_values($users->map(static fn (User $user): array => ['id' => $user->id, 'label' => "{$user->name} ({$user->email})"])->all()),
            'actions' => array_values($actions->map(fn (mixed $action): array => ['value' => (string) $action, 'label' => $this->actionLabel((string) $action) ?? (string) $action])->all()),
        ];
    }

    /**
     * @param  array{user: int|null, action: string|null, subject: string|null, from: string|null, to: string|null}  $filters
     * @return Builder<AuditEntry>
     */
    private function query(array $filters): Builder
    {
        $query = AuditEntry::query();
        if ($filters['user'] !== null) {
            $query->where('user_id', $filters['user']);
        }
        if ($filters['action'] !== null) {
            $query->where('action', $filters['action']);
        }
        if ($filters['subject'] !== null) {
            $term = $filters['subject'];
            // A `%` or `_` typed in the box stands for one character, so it still finds itself (SQLite has no default
            // LIKE escape), as the orders' search does.
            $like = '%'.str_replace(['%', '_'], '_', mb_strtolower($term)).'%';
            $query->where(static fn (Builder $where) => $where->where('subject_type', $term)
                ->orWhere('subject_id', $term)
                ->orWhereRaw('LOWER(subject_label) LIKE ?', [$like]));
        }
        if ($filters['from'] !== null) {
            $query->where('created_at', '>=', Dates::startOfDay($filters['from']));
        }
        if ($filters['to'] !== null) {
            $query->where('created_at', '<', Dates::startOfDay($filters['to'])->addDay());
        }

        return $query;
    }

    /** The action's name in the viewer's language, or null when it has none (the page then shows the raw action). */
    private function actionLabel(string $action): ?string
    {
        $key = 'admin.audit.actions.'.$action;

        return Lang::has($key) ? Text::get($key) : null;
    }

    /** A changed field's name in the viewer's language, or the column's own name when it has none. */
    private function fieldLabel(string $field): string
    {
        $key = 'admin.audit.fields.'.$field;

        return Lang::has($key) ? Text::get($key) : $field;
    }

    /**
     * The fields that changed, before → after, as short strings.
     *
     * @param  array<string, mixed>  $before
     * @param  array<string, mixed>  $after
     * @return list<array{field: string, label: string, before: string|null, after: string|null}>
     */
    private function changes(array $before, array $after): array
    {
        $changes = [];
        foreach (array_unique([...array_keys($before), ...array_keys($after)]) as $field) {
            $old = $before[$field] ?? null;
            $new = $after[$field] ?? null;
            if ($old === $new && array_key_exists($field, $before) && array_key_exists($field, $after)) {
                continue;
            }
            $changes[] = ['field' => $field, 'label' => $this->fieldLabel($field), 'before' => $this->show($old), 'after' => $this->show($new)];
        }

        return $changes;
    }

    private function show(mixed $value): ?string
    {
        $text = match (true) {
            $value === null => null,
            is_bool($value) => $value ? 'true' : 'false',
            is_scalar($value) => (string) $value,
            default => (string) json_encode($value, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES),
        };

        return $text === null ? null : mb_strimwidth($text, 0, 200, '…');
    }
}
