<?php

declare(strict_types=1);

namespace App\Queries\Admin\AuditLog;

use App\Models\AuditEntry;
use App\Models\User;
use App\Support\Dates;
use Illuminate\Database\Eloquent\Builder;

/**
 * One page of the audit log, newest first, with the filters the page offers; each entry as a sentence with its
 * subject's name and link and what changed in words (AuditEntryText), the subjects and the ids in values resolved
 * once for the page (AuditSubjects, AuditReferences). Each filter rides an index: the staff
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
        $names = User::query()->whereIn('id', array_values(array_unique(array_filter(array_map(static fn (AuditEntry $entry): ?int => $entry->user_id, $entries), static fn (?int $id): bool => $id !== null))))
            ->pluck('name', 'id');
        $text = new AuditEntryText(AuditSubjects::for($entries), new AuditValues(AuditReferences::for($entries), app()->getLocale()));

        return [
            'entries' => array_map(static fn (AuditEntry $entry): array => [
                'id' => $entry->id,
                'at' => Dates::dateTime($entry->created_at),
                'user_name' => $entry->user_id === null ? null : $names->get($entry->user_id),
                'user_email' => $entry->user_email,
                'ip' => $entry->ip,
                'action' => $entry->action,
                ...$text->shape($entry),
            ], $entries),
            'page' => $paginator->currentPage(),
            'pages' => $paginator->lastPage(),
            'total' => $paginator->total(),
        ];
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
            'actions' => array_values($actions->map(fn (mixed $action): array => ['value' => (string) $action, 'label' => AuditEntryText::actionLabel((string) $action)])->all()),
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
}
