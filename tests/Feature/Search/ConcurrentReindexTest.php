<?php

declare(strict_types=1);

namespace Tests\Feature\Search;

use App\Search\Postgres\TsIndex;
use App\Search\SearchDocument;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Database\DatabaseUnderTest;
use Tests\Support\Processes\AtOnce;
use Tests\TestCase;

/**
 * One product reindexed by several transactions at once (two shoppers' orders change its stock and popularity at the
 * same moment), each in its own process and connection, on PostgreSQL. Replacing a record deletes its rows and
 * inserts new ones; a transaction that deleted before another's insert was committed did not see that row and then
 * failed on the primary key when it inserted its own. Its rows are committed, in an index of its own dropped at the
 * end. SQLite has one writer at a time, so it does not apply there.
 */
final class ConcurrentReindexTest extends TestCase
{
    /** @var list<string|null> no wrapping transaction: the other processes must see the index */
    protected array $connectionsToTransact = [];

    private const WRITERS = 6;

    private const KEY = 4242;

    private ?TsIndex $index = null;

    protected function setUp(): void
    {
        if (DatabaseUnderTest::driver() !== 'pgsql') {
            $this->markTestSkipped('PostgreSQL only (composer test -- --db=pgsql): SQLite lets one transaction write at a time.');
        }
        parent::setUp();
        $this->index = new TsIndex(DB::connection(), 'race_'.strtolower(Str::random(8)));
        $this->index->create();
    }

    protected function tearDown(): void
    {
        $this->index?->drop();
        parent::tearDown();
    }

    #[Test]
    public function transactions_replacing_one_record_at_once_all_succeed_and_leave_one_document(): void
    {
        $index = $this->index;
        $this->assertNotNull($index);
        $index->put([new SearchDocument(self::KEY, ['televizor'], SearchDocument::orderKey(self::KEY, 1, true))]);

        // Each process makes its own connection; the parent's is closed first so no process shares its socket.
        DB::disconnect();
        $failures = AtOnce::run(self::WRITERS, static function (int $writer) use ($index): void {
            DB::transaction(static function () use ($index, $writer): void {
                // Another popularity each: another order key, so another document row.
                $index->put([new SearchDocument(self::KEY, ['televizor', "model$writer"], SearchDocument::orderKey(self::KEY, 10 + $writer, $writer % 2 === 0))]);
                // The rest of the request's transaction, while the others replace the same record.
                usleep(100_000);
            });
        });

        $this->assertSame('', $failures);
        $table = $index->table();
        $documents = DB::table($table)->pluck('body', 'doc')->all();
        $this->assertCount(1, $documents, 'one document for the record');
        $this->assertSame([self::KEY => (int) array_key_first($documents)], DB::table($table.'_keys')->pluck('doc', 'id')->map(static fn ($doc): int => (int) $doc)->all());
        $this->assertTrue($index->contains(self::KEY));
        $this->assertSame(1, $index->count());
    }
}
