<?php

declare(strict_types=1);

// The spec's JSON API (architecture.md §5) lands here with the catalogue and shopping work.
