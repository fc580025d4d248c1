<?php

declare(strict_types=1);

namespace Tests\Unit\Database;

use App\Infrastructure\Database\PersistentSqliteConnector;
use PDO;
use PHPUnit\Framework\Attributes\Test;
use PHPUnit\Framework\TestCase;

final class PersistentSqliteConnectorTest extends TestCase
{
    private string $file;

    protected function setUp(): void
    {
        parent::setUp();
        $this->file = (string) tempnam(sys_get_temp_dir(), 'kept-connection-');
    }

    protected function tearDown(): void
    {
        foreach (['', '-wal', '-shm'] as $suffix) {
            @unlink($this->file.$suffix);
        }
        parent::tearDown();
    }

    #[Test]
    public function a_kept_connection_serves_the_next_request_without_the_transaction_a_dead_one_left_open(): void
    {
        $connector = new PersistentSqliteConnector('fpm-fcgi');
        $request = $connector->connect($this->config());
        $this->assertTrue($request->getAttribute(PDO::ATTR_PERSISTENT));
        $request->exec('CREATE TABLE writes (id INTEGER)');
        // A write transaction begins (BEGIN IMMEDIATE, sent as a statement on PHP 8.2), then the request dies: nothing
        // rolls back, and PDO's own clean-up does not either when it lets go of the connection.
        $request->beginTransaction();
        $request->exec('INSERT INTO writes VALUES (1)');
        unset($request);

        $next = $connector->connect($this->config());

        $this->assertTrue($next->getAttribute(PDO::ATTR_PERSISTENT));
        $next->exec('BEGIN IMMEDIATE');
        $next->exec('INSERT INTO writes VALUES (2)');
        $next->exec('COMMIT');
        $this->assertSame([2], array_map(intval(...), $next->query('SELECT id FROM writes')->fetchAll(PDO::FETCH_COLUMN)));
    }

    #[Test]
    public function console_commands_memory_databases_and_the_setting_turned_off_open_a_connection_of_their_own(): void
    {
        $this->assertFalse((new PersistentSqliteConnector('cli'))->connect($this->config())->getAttribute(PDO::ATTR_PERSISTENT));
        $this->assertFalse((new PersistentSqliteConnector('fpm-fcgi'))->connect(['persistent' => false] + $this->config())->getAttribute(PDO::ATTR_PERSISTENT));
        $this->assertFalse((new PersistentSqliteConnector('cli-server'))->connect(['database' => ':memory:', 'persistent' => true])->getAttribute(PDO::ATTR_PERSISTENT));
        $this->assertTrue((new PersistentSqliteConnector('cli-server'))->connect($this->config())->getAttribute(PDO::ATTR_PERSISTENT));
    }

    /**
     * @return array<string, mixed>
     */
    private function config(): array
    {
        return ['database' => $this->file, 'persistent' => true, 'busy_timeout' => 0, 'journal_mode' => 'wal', 'foreign_key_constraints' => true, 'transaction_mode' => 'IMMEDIATE'];
    }
}
