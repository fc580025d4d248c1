<?php

declare(strict_types=1);

namespace Tests\Unit\Database;

use App\Infrastructure\Database\PersistentSqliteConnector;
use App\Infrastructure\Database\SqliteTransactionModePdo;
use InvalidArgumentException;
use PDO;
use PDOException;
use PHPUnit\Framework\Attributes\RequiresPhp;
use PHPUnit\Framework\Attributes\Test;
use PHPUnit\Framework\TestCase;
use Tests\Support\Database\SqliteWriteLock;

#[RequiresPhp('< 8.4')]
final class SqliteTransactionModePdoTest extends TestCase
{
    private string $file;

    protected function setUp(): void
    {
        parent::setUp();
        $this->file = (string) tempnam(sys_get_temp_dir(), 'transaction-mode-');
    }

    protected function tearDown(): void
    {
        foreach (['', '-wal', '-shm'] as $suffix) {
            @unlink($this->file.$suffix);
        }
        parent::tearDown();
    }

    #[Test]
    public function an_immediate_transaction_holds_the_write_lock_from_its_begin_until_it_ends(): void
    {
        $pdo = $this->connect('IMMEDIATE');
        $this->assertInstanceOf(SqliteTransactionModePdo::class, $pdo);
        $pdo->exec('CREATE TABLE writes (id INTEGER)');

        $this->assertTrue($pdo->beginTransaction());
        $this->assertTrue($pdo->inTransaction());
        $this->assertFalse(SqliteWriteLock::isFree($this->file), 'the write lock is not held before the first write');
        $pdo->exec('INSERT INTO writes VALUES (1)');
        $this->assertTrue($pdo->commit());
        $this->assertFalse($pdo->inTransaction());
        $this->assertTrue(SqliteWriteLock::isFree($this->file));

        $pdo->beginTransaction();
        $pdo->exec('INSERT INTO writes VALUES (2)');
        $this->assertTrue($pdo->rollBack());
        $this->assertFalse($pdo->inTransaction());
        $this->assertTrue(SqliteWriteLock::isFree($this->file));
        $this->assertSame([1], array_map(intval(...), $pdo->query('SELECT id FROM writes')->fetchAll(PDO::FETCH_COLUMN)));
    }

    #[Test]
    public function a_deferred_transaction_leaves_the_lock_until_it_writes(): void
    {
        $pdo = $this->connect('deferred');
        $pdo->exec('CREATE TABLE writes (id INTEGER)');

        $pdo->beginTransaction();
        $this->assertTrue(SqliteWriteLock::isFree($this->file));
        $pdo->exec('INSERT INTO writes VALUES (1)');
        $this->assertFalse(SqliteWriteLock::isFree($this->file));
        $pdo->commit();
    }

    #[Test]
    public function it_keeps_to_pdo_rules_for_beginning_twice_and_ending_nothing(): void
    {
        $pdo = $this->connect('IMMEDIATE');
        foreach (['commit', 'rollBack'] as $end) {
            try {
                $pdo->{$end}();
                $this->fail("{$end} without a transaction went through");
            } catch (PDOException $exception) {
                $this->assertSame('There is no active transaction', $exception->getMessage());
            }
        }
        $pdo->beginTransaction();
        try {
            $pdo->beginTransaction();
            $this->fail('A second BEGIN went through');
        } catch (PDOException $exception) {
            $this->assertSame('There is already an active transaction', $exception->getMessage());
        }

        // SQLite ended the transaction itself (as it does on some errors): the roll-back finds nothing and says so quietly.
        $pdo->exec('COMMIT');
        $this->assertTrue($pdo->rollBack());
        $this->assertFalse($pdo->inTransaction());
        $this->assertTrue($pdo->beginTransaction());
        $pdo->rollBack();
    }

    #[Test]
    public function an_unknown_mode_is_refused_when_connecting(): void
    {
        $this->expectException(InvalidArgumentException::class);
        $this->expectExceptionMessage('SQLite has no "LATER" transaction mode');

        $this->connect('later');
    }

    private function connect(string $mode): PDO
    {
        return (new PersistentSqliteConnector('cli'))->connect(['database' => $this->file, 'busy_timeout' => 0, 'journal_mode' => 'wal', 'transaction_mode' => $mode]);
    }
}
