<?php

declare(strict_types=1);

namespace App\Infrastructure\Http;

use Illuminate\Http\Exceptions\HttpResponseException;
use Illuminate\Http\Request;
use Illuminate\Pagination\LengthAwarePaginator;
use Illuminate\Support\Arr;

/**
 * `?page=` past the end of a numbered list (a shared link to a page the list no longer has, a typo) leads to the list's
 * last page rather than an empty one: a temporary redirect, as the list grows and shrinks. Junk (`?page=abc`) is
 * page 1 already (Laravel's paginator reads only whole numbers from 1).
 */
final class LastPage
{
    /**
     * @param  LengthAwarePaginator<int, mixed>  $page
     */
    public static function unlessPast(LengthAwarePaginator $page, Request $request): void
    {
        $last = max(1, $page->lastPage());
        if ($page->currentPage() <= $last) {
            return;
        }
        // The request's other parameters (filters) stay; the first page is the list's own address, without `page`.
        /** @var array<string, mixed> $parameters */
        $parameters = $request->query->all();
        $query = Arr::except($parameters, [$page->getPageName()]);
        if ($last > 1) {
            $query[$page->getPageName()] = $last;
        }

        throw new HttpResponseException(redirect($page->path().($query === [] ? '' : '?'.Arr::query($query))));
    }
}
