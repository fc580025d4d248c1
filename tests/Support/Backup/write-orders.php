<?php

declare(strict_types=1);

/*
 * A process that keeps placing orders, for the backup tests: each order with three lines in one write transaction,
 * through the app's own database connection (WAL, busy timeout), until the stop file appears or 60 s have passed.
 * Usage: php write-orders.php STOP_FILE WRITER_NAME (the database is DB_DATABASE's). Prints how many it wrote.
 */

use App\Infrastructure\Database\WriteTransaction;
use Illuminate\Contracts\Console\Kernel;
use Illuminate\Support\Facades\DB;

require __DIR__.'/../../../vendor/autoload.php';
$app = require __DIR__.'/../../../bootstrap/app.php';
$app->make(Kernel::class)->bootstrap();

$stopFile = (string) ($argv[1] ?? '');
$writer = (string) ($argv[2] ?? 'w');
$deadline = microtime(true) + 60;
$written = 0;

while (! is_file($stopFile) && microtime(true) < $deadline) {
    WriteTransaction::run(static function () use ($writer, $written): void {
        $lines = [];
        foreach ([1, 2, 3] as $n) {
            $quantity = random_int(1, 4);
            $unit = random_int(100, 99_999) * 100;
            $lines[] = ['sku' => "B-$n", 'name' => '{"ro":"Produs","ru":"Товар"}', 'slug' => "produs-$n", 'unit_price' => $unit, 'quantity' => $quantity, 'line_total' => $unit * $quantity];
        }
        $subtotal = array_sum(array_column($lines, 'line_total'));
        $now = now()->toDateTimeString();
        $id = DB::table('orders')->insertGetId([
            'idempotency_key' => "$writer-$written-".bin2hex(random_bytes(6)),
            'locale' => 'ro',
            'phone' => '+37360000000',
            'subtotal' => $subtotal,
            'total' => $subtotal,
            'created_at' => $now,
            'updated_at' => $now,
        ]);
        DB::table('order_lines')->insert(array_map(static fn (array $line): array => ['order_id' => $id] + $line, $lines));
    });
    $written++;
}

echo $written;
