<?php

declare(strict_types=1);

namespace Tests\Unit;

use App\Exceptions\Database\ConcurrentWriteConflict;
use App\Infrastructure\Database\WriteTransaction;
use Exception;
use Illuminate\Database\DatabaseTransactionsManager;
use Illuminate\Database\QueryException;
use Illuminate\Support\Facades\DB;
use PDOException;
use ReflectionProperty;
use RuntimeException;
use Tests\TestCase;
use Throwable;

final class WriteTransactionTest extends TestCase
{
    private function freshTable(): void
    {
        config(['database.connections.wt' => ['driver' => 'sqlite', 'database' => ':memory:', 'prefix' => '', 'foreign_key_constraints' => true, 'transaction_mode' => 'IMMEDIATE']]);
        DB::connection('wt')->statement('create table t (v int)');
        // Production's manager: the tests' own one runs after-commit work as if every connection sat inside a test's
        // transaction, and this one does not.
        DB::connection('wt')->setTransactionManager(new DatabaseTransactionsManager);
    }

    public function test_commits_nested_work_once_and_rolls_everything_back_on_an_exception(): void
    {
        $this->freshTable();

        $db = DB::connection('wt');
        $result = WriteTransaction::run(function () use ($db): int {
            $db->table('t')->insert(['v' => 1]);

            return WriteTransaction::run(fn (): int => $db->table('t')->insert(['v' => 2]) ? 2 : 0, 'wt');
        }, 'wt');
        $this->assertSame(2, $result);

        try {
            WriteTransaction::run(function () use ($db): void {
                $db->table('t')->insert(['v' => 3]);

                throw new RuntimeException('short of stock');
            }, 'wt');
        } catch (RuntimeException) {
        }

        $this->assertSame([1, 2], $db->table('t')->orderBy('v')->pluck('v')->map(fn ($v): int => (int) $v)->all());
        $this->assertSame(0, $db->transactionLevel());
        DB::purge('wt');
    }

    public function test_runs_a_transaction_again_that_lost_to_another_writer_and_gives_up_after_three_attempts(): void
    {
        $this->freshTable();
        $db = DB::connection('wt');

        // A deadlock (PostgreSQL 40P01) on the first attempt: its insert was rolled back, the second attempt commits.
        $calls = 0;
        $result = WriteTransaction::run(function () use ($db, &$calls): string {
            $calls++;
            $db->table('t')->insert(['v' => $calls]);
            if ($calls === 1) {
                throw self::queryException('40P01');
            }

            return 'placed';
        }, 'wt');
        $this->assertSame('placed', $result);
        $this->assertSame(2, $calls);
        $this->assertSame([2], $db->table('t')->pluck('v')->map(fn ($v): int => (int) $v)->all());

        // A serialization failure (40001, MariaDB's deadlock too) every time: three attempts, then the exception.
        $calls = 0;
        try {
            WriteTransaction::run(function () use (&$calls): never {
                $calls++;

                throw self::queryException('40001');
            }, 'wt');
            $this->fail('The last serialization failure was not thrown');
        } catch (QueryException $exception) {
            $this->assertSame('40001', $exception->getCode());
        }
        $this->assertSame(WriteTransaction::ATTEMPTS, $calls);
        $this->assertSame(0, $db->transactionLevel());
        DB::purge('wt');
    }

    public function test_runs_nothing_again_for_other_errors_nor_inside_an_outer_transaction(): void
    {
        $this->freshTable();
        $db = DB::connection('wt');
        $calls = 0;
        $fails = static function (string $state) use (&$calls): never {
            $calls++;

            throw self::queryException($state);
        };

        // A unique key taken: sending again would fail the same way.
        try {
            WriteTransaction::run(static fn () => $fails('23505'), 'wt');
        } catch (QueryException) {
        }
        $this->assertSame(1, $calls);

        // A deadlock inside an outer transaction: only the outermost one can start over, and it does.
        $calls = 0;
        $outer = 0;
        try {
            WriteTransaction::run(static function () use ($fails, &$outer): void {
                $outer++;
                WriteTransaction::run(static fn () => $fails('40P01'), 'wt');
            }, 'wt');
        } catch (QueryException) {
        }
        $this->assertSame(WriteTransaction::ATTEMPTS, $outer);
        $this->assertSame(WriteTransaction::ATTEMPTS, $calls);
        $this->assertSame(0, $db->transactionLevel());
        DB::purge('wt');
    }

    public function test_work_left_for_after_the_commit_waits_for_it_and_is_dropped_with_a_roll_back(): void
    {
        $this->freshTable();
        $db = DB::connection('wt');
        $ran = [];

        WriteTransaction::run(function () use ($db, &$ran): void {
            $db->table('t')->insert(['v' => 1]);
            $db->afterCommit(static function () use (&$ran): void {
                $ran[] = 'mail for 1';
            });
            WriteTransaction::run(static function () use ($db, &$ran): void {
                $db->afterCommit(static function () use (&$ran): void {
                    $ran[] = 'nested, for 1';
                });
            }, 'wt');
            $ran[] = 'inside, level '.$db->transactionLevel();
        }, 'wt');
        $this->assertSame('inside, level 1', $ran[0] ?? null);
        $this->assertEqualsCanonicalizing(['inside, level 1', 'mail for 1', 'nested, for 1'], $ran);

        $ran = [];
        try {
            WriteTransaction::run(function () use ($db, &$ran): void {
                $db->table('t')->insert(['v' => 2]);
                $db->afterCommit(static function () use (&$ran): void {
                    $ran[] = 'mail for 2';
                });

                throw new RuntimeException('short of stock');
            }, 'wt');
        } catch (RuntimeException) {
        }
        $this->assertSame([], $ran);
        $this->assertSame([1], $db->table('t')->pluck('v')->map(fn ($v): int => (int) $v)->all());
        DB::purge('wt');
    }

    public function test_a_collision_met_in_a_nested_transaction_runs_the_outermost_one_again_and_ends_as_a_conflict(): void
    {
        $this->freshTable();
        $db = DB::connection('wt');

        // As PostgreSQL words them: Laravel turns these into its DeadlockException when they end a nested transaction.
        foreach (['40P01' => 'Deadlock detected: 7 ERROR:  deadlock detected', '40001' => 'Serialization failure: 7 ERROR:  could not serialize access'] as $state => $words) {
            $state = (string) $state;
            $outer = 0;
            $thrown = null;
            try {
                WriteTransaction::run(static function () use ($db, $state, $words, &$outer): void {
                    $outer++;
                    $db->table('t')->insert(['v' => $outer]);
                    WriteTransaction::run(static fn () => throw self::queryException($state, $words), 'wt');
                }, 'wt');
            } catch (Throwable $exception) {
                $thrown = $exception;
            }

            $this->assertSame(WriteTransaction::ATTEMPTS, $outer, $state);
            $this->assertNotNull($thrown);
            $this->assertTrue(ConcurrentWriteConflict::isCollision($thrown), $state.': '.$thrown::class);
            $this->assertSame(0, $db->transactionLevel());
            $this->assertSame(0, $db->table('t')->count());
        }
        DB::purge('wt');
    }

    private static function queryException(string $state, string $words = 'lost'): QueryException
    {
        $pdo = new PDOException("SQLSTATE[$state]: $words");
        (new ReflectionProperty(Exception::class, 'code'))->setValue($pdo, $state);

        return new QueryException('wt', 'insert into t (v) values (?)', [1], $pdo);
    }
}
