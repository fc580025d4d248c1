<?php

declare(strict_types=1);

namespace Tests\Unit\Database;

use App\Infrastructure\Database\Replicas\ReadReplicas;
use App\Infrastructure\Database\Replicas\ReplicatedPostgresConnection;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Str;
use PDO;
use PDOException;
use PHPUnit\Framework\Attributes\Test;
use Symfony\Component\Uid\Ulid;
use Tests\TestCase;

final class ReadReplicasTest extends TestCase
{
    /** @var array<string, string|false> */
    private array $saved = [];

    protected function tearDown(): void
    {
        foreach ($this->saved as $name => $value) {
            $this->setEnv($name, $value === false ? null : $value);
        }
        parent::tearDown();
    }

    /**
     * config/database.php as it reads with these environment variables.
     *
     * @param  array<string, string|null>  $variables
     * @return array<string, mixed>
     */
    private function databaseConfig(array $variables): array
    {
        foreach ($variables as $name => $value) {
            $this->saved[$name] ??= getenv($name);
            $this->setEnv($name, $value);
        }

        return require base_path('config/database.php');
    }

    private function setEnv(string $name, ?string $value): void
    {
        if ($value === null) {
            putenv($name);
            unset($_ENV[$name], $_SERVER[$name]);

            return;
        }
        putenv("{$name}={$value}");
        $_ENV[$name] = $_SERVER[$name] = $value;
    }

    /** A PostgreSQL connection whose primary is an in-memory database and whose read side is $replica. */
    private static function connection(\Closure $replica, ?\Closure $primary = null): ReplicatedPostgresConnection
    {
        $connection = new ReplicatedPostgresConnection($primary ?? static fn (): PDO => new PDO('sqlite::memory:'), 'shop', '', ['name' => 'pgsql', 'sticky' => true]);
        $connection->setReadPdo($replica);

        return $connection;
    }

    #[Test]
    public function without_read_hosts_the_connections_are_the_one_server_ones(): void
    {
        $config = $this->databaseConfig(['DB_CONNECTION' => 'pgsql', 'DB_READ_HOST' => null]);

        $this->assertArrayNotHasKey('read', $config['connections']['pgsql']);
        $this->assertArrayNotHasKey('sticky', $config['connections']['mariadb']);
        $this->assertArrayNotHasKey('primary', $config['connections']);
    }

    #[Test]
    public function read_hosts_are_listed_with_sticky_on_and_a_primary_only_connection_beside(): void
    {
        $config = $this->databaseConfig(['DB_CONNECTION' => 'pgsql', 'DB_HOST' => '10.0.0.5', 'DB_PORT' => '5432', 'DB_READ_HOST' => ' 10.0.0.6, 10.0.0.7 ,', 'DB_READ_PORT' => null]);

        $pgsql = $config['connections']['pgsql'];
        $this->assertSame(['host' => ['10.0.0.6', '10.0.0.7'], 'port' => '5432'], $pgsql['read']);
        $this->assertSame([], $pgsql['write']);
        $this->assertTrue($pgsql['sticky']);
        $this->assertSame('10.0.0.5', $pgsql['host']);
        $this->assertSame('10.0.0.5', $config['connections']['primary']['host']);
        $this->assertArrayNotHasKey('read', $config['connections']['primary']);
        $this->assertArrayNotHasKey('sticky', $config['connections']['primary']);
    }

    #[Test]
    public function reads_fall_back_to_the_primary_while_no_replica_answers(): void
    {
        Log::spy();
        $connection = self::connection(static fn () => throw new PDOException('connection refused'));

        $this->assertSame($connection->getPdo(), $connection->getReadPdo());
        $this->assertSame([1], array_map(static fn (object $row): int => (int) $row->one, $connection->select('select 1 as one')));
        Log::shouldHaveReceived('warning')->once();
    }

    #[Test]
    public function a_replica_that_answers_is_read_from(): void
    {
        $replica = new PDO('sqlite::memory:');
        $connection = self::connection(static fn (): PDO => $replica);

        $this->assertSame($replica, $connection->getReadPdo());
        $this->assertNotSame($connection->getPdo(), $connection->getReadPdo());
    }

    #[Test]
    public function a_primary_that_fails_is_not_taken_for_a_replica(): void
    {
        Log::spy();
        $asked = false;
        $connection = self::connection(
            static function () use (&$asked): PDO {
                $asked = true;

                return new PDO('sqlite::memory:');
            },
            static fn () => throw new PDOException('the primary is down'),
        );
        $connection->useWriteConnectionWhenReading();

        try {
            $connection->getReadPdo();
            $this->fail('The primary\'s failure was swallowed.');
        } catch (PDOException $failure) {
            $this->assertSame('the primary is down', $failure->getMessage());
        }
        $this->assertFalse($asked);
        Log::shouldNotHaveReceived('warning');
    }

    #[Test]
    public function a_cache_version_is_recent_for_the_sticky_seconds_after_it_was_made(): void
    {
        config(['database.sticky_seconds' => 10]);
        Carbon::setTestNow('2026-11-26 12:00:00');
        $at = static fn (string $time): string => Str::lower((string) new Ulid(Ulid::generate(new \DateTimeImmutable($time))));

        $this->assertTrue(ReadReplicas::isRecent($at('2026-11-26 11:59:55')));
        $this->assertFalse(ReadReplicas::isRecent($at('2026-11-26 11:59:49')));
        $this->assertFalse(ReadReplicas::isRecent('unavailable-abc'));
        Carbon::setTestNow();
    }
}
