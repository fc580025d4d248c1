<?php

declare(strict_types=1);

namespace App\Infrastructure\Shopper;

use Illuminate\Database\Query\Builder;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

/**
 * Whose recently viewed products a request reads and writes: the signed-in account, else the guest's `viewer_id`
 * cookie. Every query on recently_viewed_products goes through scope(), so nobody reaches another shopper's rows.
 */
final readonly class ViewerKey
{
    private function __construct(public ?int $userId, public ?string $viewerId)
    {
    }

    public static function forUser(int $userId): self
    {
        return new self($userId, null);
    }

    public static function forGuest(string $viewerId): self
    {
        return new self(null, $viewerId);
    }

    /** The request's shopper for reading; null for a guest who has viewed nothing yet. */
    public static function of(Request $request): ?self
    {
        $user = $request->user();
        if ($user !== null) {
            return self::forUser((int) $user->getAuthIdentifier());
        }
        $viewerId = ViewerId::of($request);

        return $viewerId === null ? null : self::forGuest($viewerId);
    }

    /** The request's shopper for writing: a guest gets a lasting viewer id now. */
    public static function ensure(Request $request): self
    {
        return self::of($request) ?? self::forGuest(ViewerId::ensure($request));
    }

    public function scope(): Builder
    {
        $query = DB::table('recently_viewed_products');

        return $this->userId !== null ? $query->where('user_id', $this->userId) : $query->where('viewer_id', $this->viewerId);
    }

    /**
     * @return array{user_id: int|null, viewer_id: string|null}
     */
    public function columns(): array
    {
        return ['user_id' => $this->userId, 'viewer_id' => $this->viewerId];
    }
}
