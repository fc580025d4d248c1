<?php

/*
 * Where the payment stand-in's callbacks go in PHPUnit (the shop under test answers no HTTP): each request is written
 * as one JSON line to INBOX_FILE, exactly as it came, for the test to hand to the shop. Served by `php -S`.
 */

declare(strict_types=1);

if (($_SERVER['REQUEST_URI'] ?? '') === '/__inbox/health') {
    http_response_code(204);
    exit;
}
$line = json_encode([
    'path' => parse_url($_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH),
    'body' => (string) file_get_contents('php://input'),
], JSON_UNESCAPED_SLASHES);
file_put_contents((string) getenv('INBOX_FILE'), $line."\n", FILE_APPEND | LOCK_EX);
http_response_code(202);
