<?php

declare(strict_types=1);

namespace App\Infrastructure\Database\Replicas;

use Illuminate\Database\PostgresConnection;

/** PostgreSQL with read replicas, reading from the primary while none answers (FallsBackToPrimary). */
final class ReplicatedPostgresConnection extends PostgresConnection
{
    use FallsBackToPrimary;
}
