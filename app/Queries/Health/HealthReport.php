<?php

declare(strict_types=1);

namespace App\Queries\Health;

use App\Infrastructure\Health\SchedulerHeartbeat;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Queue;
use Throwable;

/**
 * What GET /up answers: the database, the queue's backlog, the scheduler's heartbeat and (when it is on) the SSR
 * server, each `{"ok": bool, …}`, with `error` saying why when it is not. Thresholds in config/health.php.
 * Reasons are short fixed texts: /up is public, so driver messages (hosts, SQL) go to the log, not the answer.
 */
final class HealthReport
{
    private const SSR_FAILING_SINCE = 'health:ssr-failing-since';

    /**
     * @return array{status: 'ok'|'down', checks: array<string, array<string, mixed>>}
     */
    public function run(): array
    {
        $checks = [
            'database' => $this->guard('database', $this->database(...)),
            'queue' => $this->guard('queue', $this->queue(...)),
            'scheduler' => $this->guard('scheduler', $this->scheduler(...)),
            'ssr' => $this->guard('ssr', $this->ssr(...)),
        ];
        $down = array_keys(array_filter($checks, static fn (array $check): bool => $check['ok'] !== true));

        return ['status' => $down === [] ? 'ok' : 'down', 'checks' => $checks];
    }

    /** @return array<string, mixed> */
    private function database(): array
    {
        $started = microtime(true);
        $one = DB::selectOne('select 1 as one');
        $check = ['ms' => round((microtime(true) - $started) * 1000, 1)];

        return is_object($one) && (int) ($one->one ?? 0) === 1
            ? ['ok' => true] + $check
            : ['ok' => false, 'error' => 'the database answered a query wrongly'] + $check;
    }

    /** @return array<string, mixed> */
    private function queue(): array
    {
        $connection = config()->string('queue.default');
        $queue = Queue::connection($connection);
        $check = ['connection' => $connection, 'driver' => config('queue.connections.'.$connection.'.driver')];

        // Jobs ready to run that no worker has taken yet (delayed and reserved jobs are not a backlog).
        $backlog = method_exists($queue, 'pendingSize') ? $queue->pendingSize() : $queue->size();
        $oldest = method_exists($queue, 'creationTimeOfOldestPendingJob') ? $queue->creationTimeOfOldestPendingJob() : null;
        // A Unix time; some drivers hand it over as a numeric string.
        $oldest = filter_var($oldest, FILTER_VALIDATE_INT);
        $age = $oldest === false ? null : max(0, now()->getTimestamp() - $oldest);
        $check += ['backlog' => $backlog, 'oldest_age' => $age];

        $maxAge = config()->integer('health.queue_max_age');
        $maxBacklog = config()->integer('health.queue_max_backlog');
        if ($age !== null && $age > $maxAge) {
            return ['ok' => false, 'error' => "the oldest waiting job is {$age} s old (more than {$maxAge} s): no worker is taking jobs"] + $check;
        }
        if ($backlog > $maxBacklog) {
            return ['ok' => false, 'error' => "{$backlog} jobs are waiting (more than {$maxBacklog})"] + $check;
        }

        return ['ok' => true] + $check;
    }

    /** @return array<string, mixed> */
    private function scheduler(): array
    {
        $maxAge = config()->integer('health.scheduler_max_age');
        $last = SchedulerHeartbeat::last();
        if ($last === null) {
            $waited = max(0, now()->getTimestamp() - SchedulerHeartbeat::missingSince());

            return $waited > $maxAge
                ? ['ok' => false, 'error' => "the scheduler has not run in the {$waited} s since it was first looked for", 'last_run' => null, 'age' => null]
                : ['ok' => true, 'last_run' => null, 'age' => null, 'note' => 'waiting for the first run'];
        }

        $age = max(0, now()->getTimestamp() - $last);
        $check = ['last_run' => now()->setTimestamp($last)->toIso8601String(), 'age' => $age];

        return $age > $maxAge
            ? ['ok' => false, 'error' => "the scheduler last ran {$age} s ago (more than {$maxAge} s)"] + $check
            : ['ok' => true] + $check;
    }

    /** @return array<string, mixed> */
    private function ssr(): array
    {
        if (config('inertia.ssr.enabled') !== true) {
            return ['ok' => true, 'enabled' => false];
        }

        $base = config('inertia.ssr.url');
        if (! is_string($base) || $base === '') {
            return ['ok' => false, 'enabled' => true, 'error' => 'no SSR server address is configured'];
        }

        $timeout = config()->float('health.ssr_timeout');
        $started = microtime(true);
        try {
            $response = Http::timeout($timeout)->connectTimeout($timeout)->get(rtrim($base, '/').'/health');
            $error = $response->successful() ? null : 'the SSR server answered '.$response->status();
        } catch (Throwable $e) {
            Log::warning('Health check: the SSR server did not answer.', ['exception' => $e->getMessage()]);
            $error = 'the SSR server did not answer';
        }
        $ms = round((microtime(true) - $started) * 1000, 1);

        return $error === null ? $this->ssrAnswered($ms) : $this->ssrFailed($error, $ms);
    }

    /** @return array<string, mixed> */
    private function ssrAnswered(float $ms): array
    {
        if (Cache::has(self::SSR_FAILING_SINCE)) {
            Cache::forget(self::SSR_FAILING_SINCE);
        }

        return ['ok' => true, 'enabled' => true, 'ms' => $ms];
    }

    /**
     * A restart (every deploy restarts the SSR server) leaves it silent for a moment while pages still render in the
     * browser: only a server failing for longer than `health.ssr_grace` seconds is down. The first failure is
     * remembered in the shared cache, so every app server counts from the same moment.
     *
     * @return array<string, mixed>
     */
    private function ssrFailed(string $error, float $ms): array
    {
        $now = now()->getTimestamp();
        Cache::add(self::SSR_FAILING_SINCE, $now, 3600);
        $since = Cache::get(self::SSR_FAILING_SINCE);
        $failingFor = $now - (is_int($since) ? $since : $now);

        if ($failingFor < config()->integer('health.ssr_grace')) {
            return ['ok' => true, 'enabled' => true, 'ms' => $ms, 'warning' => $error, 'failing_for' => $failingFor];
        }

        return ['ok' => false, 'enabled' => true, 'ms' => $ms, 'error' => $error, 'failing_for' => $failingFor];
    }

    /**
     * One check, with any exception turned into its failure (logged with the driver's own message).
     *
     * @param  callable(): array<string, mixed>  $check
     * @return array<string, mixed>
     */
    private function guard(string $name, callable $check): array
    {
        try {
            return $check();
        } catch (Throwable $e) {
            Log::warning("Health check: {$name} failed.", ['exception' => $e->getMessage()]);

            return ['ok' => false, 'error' => match ($name) {
                'database' => 'the database did not answer a query',
                'queue' => 'the queue could not be read',
                'scheduler' => 'the scheduler\'s heartbeat could not be read',
                default => 'the check failed',
            }];
        }
    }
}
