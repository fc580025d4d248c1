<?php

declare(strict_types=1);

namespace App\Infrastructure\Database\Replicas;

use Illuminate\Database\MariaDbConnection;

/** MariaDB with read replicas, reading from the primary while none answers (FallsBackToPrimary). */
final class ReplicatedMariaDbConnection extends MariaDbConnection
{
    use FallsBackToPrimary;
}
