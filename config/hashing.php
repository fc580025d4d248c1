<?php

declare(strict_types=1);

/*
 * Argon2id: no 72-byte input limit (bcrypt silently ignores the rest of a longer password), memory-hard.
 * `verify` is off so that a bcrypt hash from before still checks and is rehashed at the next login.
 */
return [
    'driver' => env('HASH_DRIVER', 'argon2id'),
    'bcrypt' => [
        'rounds' => (int) env('BCRYPT_ROUNDS', 12),
        'verify' => false,
        'limit' => null,
    ],
    'argon' => [
        'memory' => (int) env('ARGON_MEMORY', 65536),
        'threads' => (int) env('ARGON_THREADS', 1),
        'time' => (int) env('ARGON_TIME', 4),
        'verify' => false,
    ],
    'rehash_on_login' => true,
];
