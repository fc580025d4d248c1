<?php

declare(strict_types=1);

namespace Tests\Feature\Console;

use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Database\DatabaseUnderTest;
use Tests\TestCase;

final class AnalyzeDatabaseTest extends TestCase
{
    #[Test]
    public function sqlite_tables_are_analysed_when_they_lack_statistics_or_changed_size_and_left_alone_otherwise(): void
    {
        if (! DatabaseUnderTest::isSqlite()) {
            $this->artisan('db:analyze')->expectsOutputToContain('Nothing to do')->assertExitCode(0);

            return;
        }
        DB::statement('CREATE TABLE planner_probe (id INTEGER PRIMARY KEY, kind INTEGER)');
        DB::statement('CREATE INDEX planner_probe_kind_index ON planner_probe (kind)');
        $this->addRows(200);
        $this->artisan('db:analyze')->assertExitCode(0);

        $this->artisan('db:analyze')->expectsOutput('Every table\'s statistics are up to date.')->assertExitCode(0);
        $this->assertSame(['planner_probe_kind_index' => '200 40'], $this->statistics());

        // 49 rows more: under the 100 rows a table must move by.
        $this->addRows(49);
        $this->artisan('db:analyze')->expectsOutput('Every table\'s statistics are up to date.')->assertExitCode(0);

        // 149 more than recorded, and more than a quarter of it.
        $this->addRows(100);
        $this->artisan('db:analyze')->expectsOutputToContain('analysed (rows 200 → 349)')->assertExitCode(0);
        $this->assertSame(['planner_probe_kind_index' => '349 70'], $this->statistics());

        // An index made after the statistics were taken has none.
        DB::statement('CREATE INDEX planner_probe_id_kind_index ON planner_probe (id, kind)');
        $this->artisan('db:analyze')->expectsOutputToContain('analysed (no statistics for planner_probe_id_kind_index)')->assertExitCode(0);
        $this->assertSame(['planner_probe_id_kind_index' => '349 1 1', 'planner_probe_kind_index' => '349 70'], $this->statistics());

        // Statistics taken away (as a database copied without them): taken again.
        DB::table('sqlite_stat1')->where('tbl', 'planner_probe')->delete();
        $this->artisan('db:analyze')->expectsOutputToContain('analysed (never analysed)')->assertExitCode(0);
        $this->assertCount(2, $this->statistics());
    }

    private function addRows(int $count): void
    {
        $start = (int) DB::table('planner_probe')->max('id');
        DB::table('planner_probe')->insert(array_map(static fn (int $i): array => ['id' => $start + $i, 'kind' => $i % 5], range(1, $count)));
    }

    /** @return array<string, string> */
    private function statistics(): array
    {
        /** @var array<string, string> */
        return DB::table('sqlite_stat1')->where('tbl', 'planner_probe')->orderBy('idx')->pluck('stat', 'idx')->all();
    }
}
