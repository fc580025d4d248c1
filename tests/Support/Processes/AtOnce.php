<?php

declare(strict_types=1);

namespace Tests\Support\Processes;

use RuntimeException;
use Throwable;

/**
 * The same work in several processes forked from the test, started at the same moment: requests or commands racing
 * each other without a web server. A process that needs a database connection of its own gets one when the caller
 * closed the parent's first (`DB::disconnect()`), so no two processes share a socket.
 */
final class AtOnce
{
    /**
     * Waits for every process and returns what they threw, a message a line ('' when none did).
     *
     * @param  callable(int): void  $work  given the process's number, from 1
     */
    public static function run(int $processes, callable $work): string
    {
        $errors = (string) tempnam(sys_get_temp_dir(), 'at-once-');
        // The starting gate: a file the parent creates once every process is forked, however long forking took on a
        // busy machine (a start time fixed in advance could pass before the last fork).
        $gate = $errors.'.go';
        $children = [];
        for ($process = 1; $process <= $processes; $process++) {
            $pid = pcntl_fork();
            if ($pid === -1) {
                throw new RuntimeException('pcntl_fork failed');
            }
            if ($pid === 0) {
                try {
                    while (! file_exists($gate)) {
                        usleep(200);
                        clearstatcache(true, $gate);
                    }
                    $work($process);
                } catch (Throwable $exception) {
                    file_put_contents($errors, $exception->getMessage()."\n", FILE_APPEND | LOCK_EX);
                } finally {
                    // Ends at once, without the test runner's shutdown work, which belongs to the parent (a process
                    // that went on would run the rest of the suite beside it).
                    posix_kill(posix_getpid(), SIGKILL);
                }
            }
            $children[] = $pid;
        }
        touch($gate);
        foreach ($children as $pid) {
            pcntl_waitpid($pid, $status);
        }
        $failures = (string) file_get_contents($errors);
        @unlink($errors);
        @unlink($gate);

        return $failures;
    }
}
