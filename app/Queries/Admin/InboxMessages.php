<?php

declare(strict_types=1);

namespace App\Queries\Admin;

use App\Models\ContactMessage;
use App\Models\ContactMessageReply;
use App\Models\User;
use App\Support\Dates;
use App\Support\Phone;
use App\Support\Text;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Support\Str;

/**
 * The contact messages in the back office: the new or handled ones (a tab each, with its count under the search),
 * searched by name, e-mail or text, newest first, 25 a page; and one message with the replies sent to it.
 */
final class InboxMessages
{
    public const PER_PAGE = 25;

    public const TABS = ['new', 'handled'];

    /**
     * The list's filters from the query string, anything unknown dropped: the tab (new by default) and the search.
     *
     * @param  array<array-key, mixed>  $query
     * @return array{status: 'new'|'handled', q: string|null}
     */
    public static function filters(array $query): array
    {
        $q = is_string($query['q'] ?? null) ? trim(mb_substr($query['q'], 0, 100)) : '';

        return ['status' => ($query['status'] ?? null) === 'handled' ? 'handled' : 'new', 'q' => $q === '' ? null : $q];
    }

    /**
     * @param  array{status: 'new'|'handled', q: string|null}  $filters
     * @return array{messages: list<array<string, mixed>>, pagination: array<string, mixed>, counts: array{new: int, handled: int}}
     */
    public function page(array $filters): array
    {
        $query = $this->search($filters['q'])->withCount('replies');
        $filters['status'] === 'new' ? $query->whereNull('handled_at') : $query->whereNotNull('handled_at');
        $page = $query->orderByDesc('id')
            ->paginate(self::PER_PAGE)->withQueryString();

        /** @var object{new: int|string|null, handled: int|string|null} $counts */
        $counts = $this->search($filters['q'])->toBase()
            ->selectRaw('SUM(CASE WHEN handled_at IS NULL THEN 1 ELSE 0 END) AS new, SUM(CASE WHEN handled_at IS NULL THEN 0 ELSE 1 END) AS handled')
            ->first();

        return [
            'messages' => array_values(array_map(static fn (ContactMessage $message): array => [
                'id' => $message->id,
                'name' => $message->name,
                'email' => $message->email,
                'excerpt' => Str::limit(preg_replace('/\s+/u', ' ', $message->message) ?? '', 120),
                'locale' => $message->locale,
                'received_at' => $message->created_at === null ? null : Dates::dateTime($message->created_at),
                'handled' => $message->handled_at !== null,
                'replies' => (int) $message->getAttribute('replies_count'),
            ], $page->items())),
            'pagination' => ['current' => $page->currentPage(), 'last' => $page->lastPage(), 'total' => $page->total(), 'next' => $page->nextPageUrl(), 'previous' => $page->previousPageUrl()],
            'counts' => ['new' => (int) ($counts->new ?? 0), 'handled' => (int) ($counts->handled ?? 0)],
        ];
    }

    /**
     * One message with its replies, oldest first, and the subject a new reply starts with (in the message's language).
     *
     * @return array{message: array<string, mixed>, replies: list<array<string, mixed>>, reply_subject: string}
     */
    public function show(ContactMessage $message): array
    {
        $handledBy = $message->handled_by === null ? null : User::query()->whereKey($message->handled_by)->value('name');
        $locale = in_array($message->locale, ['ro', 'ru'], true) ? $message->locale : null;

        return [
            'message' => [
                'id' => $message->id,
                'name' => $message->name,
                'email' => $message->email,
                'phone' => $message->phone === null ? null : Phone::format($message->phone),
                'text' => $message->message,
                'locale' => $message->locale,
                'received_at' => $message->created_at === null ? null : Dates::dateTime($message->created_at),
                'handled_at' => $message->handled_at === null ? null : Dates::dateTime($message->handled_at),
                'handled_by' => is_string($handledBy) ? $handledBy : null,
            ],
            'replies' => array_values($message->replies->map(static fn (ContactMessageReply $reply): array => [
                'id' => $reply->id,
                'staff' => $reply->staff_name,
                'subject' => $reply->subject,
                'body' => $reply->body,
                'sent_at' => $reply->created_at === null ? null : Dates::dateTime($reply->created_at),
            ])->all()),
            'reply_subject' => Text::get('admin.messages.reply.default_subject', ['app' => (string) config('app.name')], $locale),
        ];
    }

    /**
     * @return Builder<ContactMessage>
     */
    private function search(?string $term): Builder
    {
        $query = ContactMessage::query();
        if ($term !== null) {
            // A `%` or `_` typed in the box stands for one character, so it still finds itself, as the orders' search does.
            $like = '%'.str_replace(['%', '_'], '_', mb_strtolower($term)).'%';
            $query->where(static fn (Builder $where) => $where->whereRaw('LOWER(name) LIKE ?', [$like])
                ->orWhereRaw('LOWER(email) LIKE ?', [$like])
                ->orWhereRaw('LOWER(message) LIKE ?', [$like]));
        }

        return $query;
    }
}
