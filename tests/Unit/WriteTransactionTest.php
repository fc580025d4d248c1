<?php

declare(strict_types=1);

namespace Tests\Unit;

use App\Support\Database\WriteTransaction;
use Illuminate\Support\Facades\DB;
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
}
