<?php

declare(strict_types=1);

namespace Tests\Unit;

use App\Support\Database\WriteTransaction;
use Exception;
use Illuminate\Database\QueryException;
use Illuminate\Support\Facades\DB;
use PDOException;
use ReflectionProperty;
use RuntimeException;
use Tests\TestCase;

final class WriteTransactionTest extends TestCase
{
    private function freshTable(): void
    {
        config(['database.connections.wt' => ['driver' => 'sqlite', 'database' => ':memory:', 'prefix' => '', 'foreign_key_constraints' => true]]);
        DB::connection('wt')->statement('create table t (v int)');
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

    private static function queryException(string $state): QueryException
    {
        $pdo = new PDOException("SQLSTATE[$state]: lost");
        (new ReflectionProperty(Exception::class, 'code'))->setValue($pdo, $state);

        return new QueryException('wt', 'insert into t (v) values (?)', [1], $pdo);
    }
}
