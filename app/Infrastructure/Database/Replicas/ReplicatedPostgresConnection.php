<?php

declare(strict_types=1);

namespace App\Support\Database\Replicas;

use Illuminate\Database\PostgresConnection;

/** PostgreSQL with read replicas, reading from the primary while none answers (FallsBackToPrimary). */
final class ReplicatedPostgresConnection extends PostgresConnection
{
    use FallsBackToPrimary;
}
