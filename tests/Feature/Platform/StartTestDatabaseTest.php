<?php

declare(strict_types=1);

namespace Tests\Feature\Platform;

use PHPUnit\Framework\Attributes\Group;
use PHPUnit\Framework\Attributes\Test;
use Symfony\Component\Process\Process;
use Tests\TestCase;

/**
 * scripts/lib.sh's start_test_database, which starts the throwaway PostgreSQL of `composer test`, the browser tests'
 * concurrency run and the two-server test: a server that cannot start is reported, not taken for started. The
 * two-server test once went on to its deploy after PostgreSQL had failed to bind its port (an outgoing connection of
 * the test before had used that port as its own and left it in TIME_WAIT), because the function is called in an
 * `&&` list, where bash runs it without errexit. A server whose runner died without its clean-up (killed, timed out)
 * is stopped all the same: one was once found running an hour and a half after its run. `composer test` installs
 * PostgreSQL.
 */
#[Group('slow')]
final class StartTestDatabaseTest extends TestCase
{
    #[Test]
    public function it_reports_a_postgresql_that_cannot_bind_its_port_and_leaves_nothing_behind(): void
    {
        $this->assertFileExists('/usr/lib/postgresql/15/bin/pg_ctl', '`composer test` installs PostgreSQL 15 (Debian package postgresql-15).');
        $port = $this->portLeftInTimeWait();

        $start = new Process(
            ['bash', '-c', 'source scripts/lib.sh && start_test_database pgsql "$1" >&2 && echo "started in $TEST_DB_DIR"', 'bash', (string) $port],
            base_path(),
        );
        $start->setTimeout(60)->run();

        $this->assertNotSame(0, $start->getExitCode(), $start->getOutput());
        $this->assertSame('', trim($start->getOutput()));
        $this->assertStringContainsString("start_test_database: PostgreSQL did not start on 127.0.0.1:{$port}", $start->getErrorOutput());
        $this->assertStringContainsString('Address already in use', $start->getErrorOutput());
        $logs = glob('/tmp/shop-test-db.*/server.log');
        foreach ($logs === false ? [] : $logs as $log) {
            $this->assertStringNotContainsString("port {$port}?", (string) @file_get_contents($log), "{$log} was left behind");
        }
    }

    #[Test]
    public function a_database_whose_test_runner_died_without_cleaning_up_is_stopped_and_removed(): void
    {
        // The runner: a process that ends without stopping the database, as a killed or timed-out test runner does.
        $runner = new Process(['sleep', '3']);
        $runner->start();
        $port = $this->freePort();
        $start = new Process(
            ['bash', '-c', 'source scripts/lib.sh && start_test_database pgsql "$1" "$2" >&2 && echo "$TEST_DB_DIR"', 'bash', (string) $port, (string) $runner->getPid()],
            base_path(),
        );
        $start->setTimeout(60)->run();
        $this->assertSame(0, $start->getExitCode(), $start->getErrorOutput());
        $directory = trim($start->getOutput());
        $this->assertDirectoryExists($directory);
        $this->assertTrue($this->answers($port), 'the database runs while its runner does');

        $runner->wait();
        for ($waited = 0; $waited < 30 && ($this->answers($port) || is_dir($directory)); $waited++) {
            sleep(1);
            clearstatcache(); // is_dir() would answer from PHP's cache of the last look
        }

        $this->assertFalse($this->answers($port), "PostgreSQL on {$port} outlived its runner");
        $this->assertDirectoryDoesNotExist($directory);
    }

    private function answers(int $port): bool
    {
        $socket = @stream_socket_client("tcp://127.0.0.1:{$port}", $code, $message, 1);
        if ($socket === false) {
            return false;
        }
        fclose($socket);

        return true;
    }

    private function freePort(): int
    {
        $listener = stream_socket_server('tcp://127.0.0.1:0');
        $this->assertNotFalse($listener);
        $port = (int) substr((string) strrchr((string) stream_socket_get_name($listener, false), ':'), 1);
        fclose($listener);

        return $port;
    }

    /** A port of the system's ephemeral range that a closed outgoing connection on 127.0.0.1 still holds. */
    private function portLeftInTimeWait(): int
    {
        $listener = stream_socket_server('tcp://127.0.0.1:0');
        $this->assertNotFalse($listener);
        $client = stream_socket_client('tcp://'.stream_socket_get_name($listener, false));
        $this->assertNotFalse($client);
        $accepted = stream_socket_accept($listener);
        $this->assertNotFalse($accepted);
        $port = (int) substr((string) strrchr((string) stream_socket_get_name($client, false), ':'), 1);
        // The side that closes first keeps the port in TIME_WAIT for a minute.
        fclose($client);
        fclose($accepted);
        fclose($listener);

        return $port;
    }
}
