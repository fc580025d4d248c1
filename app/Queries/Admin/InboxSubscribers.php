<?php

declare(strict_types=1);

namespace App\Queries\Admin;

use App\Models\NewsletterSubscription;
use App\Support\Dates;
use Generator;
use Illuminate\Database\Eloquent\Builder;

/**
 * The newsletter's subscribers in the back office: searched by e-mail, narrowed to the confirmed (on the list), the
 * unconfirmed or the unsubscribed, newest first, 25 a page; and the same list row by row for the CSV export.
 */
final class InboxSubscribers
{
    public const PER_PAGE = 25;

    public const STATES = ['confirmed', 'pending', 'unsubscribed'];

    /**
     * @param  array<array-key, mixed>  $query
     * @return array{state: string|null, q: string|null}
     */
    public static function filters(array $query): array
    {
        $state = $query['state'] ?? null;
        $q = is_string($query['q'] ?? null) ? trim(mb_substr($query['q'], 0, 100)) : '';

        return [
            'state' => is_string($state) && in_array($state, self::STATES, true) ? $state : null,
            'q' => $q === '' ? null : $q,
        ];
    }

    /**
     * @param  array{state: string|null, q: string|null}  $filters
     * @return array{subscribers: list<array<string, mixed>>, pagination: array<string, mixed>, counts: array<string, int>}
     */
    public function page(array $filters): array
    {
        $page = $this->filtered($filters)->orderByDesc('id')->paginate(self::PER_PAGE)->withQueryString();

        /** @var object{confirmed: int|string|null, pending: int|string|null, unsubscribed: int|string|null} $counts */
        $counts = $this->filtered(['state' => null, 'q' => $filters['q']])->toBase()->selectRaw(
            'SUM(CASE WHEN unsubscribed_at IS NULL AND confirmed_at IS NOT NULL THEN 1 ELSE 0 END) AS confirmed, '
            .'SUM(CASE WHEN unsubscribed_at IS NULL AND confirmed_at IS NULL THEN 1 ELSE 0 END) AS pending, '
            .'SUM(CASE WHEN unsubscribed_at IS NULL THEN 0 ELSE 1 END) AS unsubscribed'
        )->first();

        return [
            'subscribers' => array_values(array_map(static fn (NewsletterSubscription $subscription): array => [
                'id' => $subscription->id,
                'email' => $subscription->email,
                'locale' => $subscription->locale,
                'state' => self::state($subscription->confirmed_at !== null, $subscription->unsubscribed_at !== null),
                'subscribed_at' => $subscription->created_at === null ? null : Dates::dateTime($subscription->created_at),
                'confirmed_at' => $subscription->confirmed_at === null ? null : Dates::dateTime($subscription->confirmed_at),
                'unsubscribed_at' => $subscription->unsubscribed_at === null ? null : Dates::dateTime($subscription->unsubscribed_at),
            ], $page->items())),
            'pagination' => ['current' => $page->currentPage(), 'last' => $page->lastPage(), 'total' => $page->total(), 'next' => $page->nextPageUrl(), 'previous' => $page->previousPageUrl()],
            'counts' => ['confirmed' => (int) ($counts->confirmed ?? 0), 'pending' => (int) ($counts->pending ?? 0), 'unsubscribed' => (int) ($counts->unsubscribed ?? 0)],
        ];
    }

    /**
     * Every subscriber under the filters as plain rows, read a thousand at a time by id (memory stays flat).
     *
     * @param  array{state: string|null, q: string|null}  $filters
     * @return Generator<int, object{id: int, email: string, locale: string, created_at: string|null, confirmed_at: string|null, unsubscribed_at: string|null}>
     */
    public function every(array $filters): Generator
    {
        $query = $this->filtered($filters)->toBase()->select(['id', 'email', 'locale', 'created_at', 'confirmed_at', 'unsubscribed_at']);
        foreach ($query->lazyById(1000, 'id') as $row) {
            /** @var object{id: int, email: string, locale: string, created_at: string|null, confirmed_at: string|null, unsubscribed_at: string|null} $row */
            yield $row;
        }
    }

    public static function state(bool $confirmed, bool $unsubscribed): string
    {
        return $unsubscribed ? 'unsubscribed' : ($confirmed ? 'confirmed' : 'pending');
    }

    /**
     * @param  array{state: string|null, q: string|null}  $filters
     * @return Builder<NewsletterSubscription>
     */
    private function filtered(array $filters): Builder
    {
        $query = NewsletterSubscription::query();
        if ($filters['q'] !== null) {
            $query->whereRaw('LOWER(email) LIKE ?', ['%'.str_replace(['%', '_'], '_', mb_strtolower($filters['q'])).'%']);
        }
        match ($filters['state']) {
            'confirmed' => $query->whereNull('unsubscribed_at')->whereNotNull('confirmed_at'),
            'pending' => $query->whereNull('unsubscribed_at')->whereNull('confirmed_at'),
            'unsubscribed' => $query->whereNotNull('unsubscribed_at'),
            default => null,
        };

        return $query;
    }
}
