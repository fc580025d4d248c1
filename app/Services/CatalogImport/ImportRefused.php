<?php

declare(strict_types=1);

namespace App\Services\CatalogImport;

use RuntimeException;

/** Thrown inside the import's transaction when a row is bad, so that everything written so far rolls back. */
final class ImportRefused extends RuntimeException
{
    public function __construct(public readonly ImportReport $report)
    {
        parent::__construct('The import file has bad rows');
    }
}
