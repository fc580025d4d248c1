<?php

declare(strict_types=1);

namespace App\Support\Database\Replicas;

use Illuminate\Database\MariaDbConnection;

/** MariaDB with read replicas, reading from the primary while none answers (FallsBackToPrimary). */
final class ReplicatedMariaDbConnection extends MariaDbConnection
{
    use FallsBackToPrimary;
}
