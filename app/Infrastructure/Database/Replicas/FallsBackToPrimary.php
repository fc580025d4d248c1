<?php

declare(strict_types=1);

namespace App\Infrastructure\Database\Replicas;

use Closure;
use Illuminate\Support\Facades\Log;
use PDO;
use PDOException;

/**
 * A connection with read replicas that keeps answering when none of them does. Laravel opens the read side on the
 * first read, trying each of the configured read hosts in turn, and throws when all of them fail — a 500 for every
 * page while the replicas are down. Here the read side then becomes the write side (the primary) for the rest of the
 * request; the next request tries the replicas again, so one that comes back is used at once.
 */
trait FallsBackToPrimary
{
    /**
     * @return PDO
     */
    public function getReadPdo()
    {
        $opening = $this->readPdo instanceof Closure;
        try {
            return parent::getReadPdo();
        } catch (PDOException $unreachable) {
            // Only the read side failing to open is the replicas' fault (the primary failing is the caller's to see).
            if (! $opening || $this->latestPdoTypeRetrieved !== 'read') {
                throw $unreachable;
            }
            Log::warning('No read replica answers; reading from the primary.', [
                'connection' => $this->getName(),
                'error' => $unreachable->getMessage(),
            ]);
            $this->readPdo = $this->getPdo();

            return $this->readPdo;
        }
    }
}
