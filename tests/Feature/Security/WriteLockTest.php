<?php

declare(strict_types=1);

namespace Tests\Feature\Security;

use App\Actions\Careers\ApplyForVacancy;
use App\Actions\Cart\MergeGuestCart;
use App\Actions\Shopper\MergeGuestLists;
use App\Enums\EmploymentType;
use App\Models\User;
use App\Models\Vacancy;
use App\Services\Careers\CvUpload;
use Closure;
use Illuminate\Database\Events\QueryExecuted;
use Illuminate\Database\Events\TransactionBeginning;
use Illuminate\Database\Events\TransactionCommitted;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\File;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\Storage;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Database\DatabaseUnderTest;
use Tests\Support\Database\SqliteWriteLock;
use Tests\TestCase;

/**
 * Writes that read first take SQLite's write lock before their first read (WriteTransaction, whose transaction
 * begins IMMEDIATE there), like checkout: a deferred transaction that reads and then writes fails with "database is locked"
 * when another worker commits in between. Run on a file database outside the test's own transaction, as in
 * production.
 */
final class WriteLockTest extends TestCase
{
    private string $path;

    protected function setUp(): void
    {
        if (! DatabaseUnderTest::isSqlite()) {
            $this->markTestSkipped('SQLite\'s own write lock; database servers lock rows (the concurrency tests cover them).');
        }
        parent::setUp();
        $this->path = storage_path('framework/testing/write-lock-'.bin2hex(random_bytes(4)).'.sqlite');
        File::ensureDirectoryExists(dirname($this->path));
        touch($this->path);
        config(['database.connections.file' => [...(array) config('database.connections.sqlite'), 'database' => $this->path]]);
        $this->artisan('migrate', ['--database' => 'file', '--force' => true])->assertExitCode(0);
        DB::setDefaultConnection('file');
        Mail::fake();
    }

    protected function tearDown(): void
    {
        if (! DatabaseUnderTest::isSqlite()) {
            parent::tearDown();

            return;
        }
        DB::setDefaultConnection('sqlite');
        DB::purge('file');
        File::delete([$this->path, $this->path.'-wal', $this->path.'-shm']);
        parent::tearDown();
    }

    /**
     * The statements a piece of work ran, in order, with "begin" where a transaction began (and whether another
     * connection could still take the write lock then) and "commit" where it committed.
     *
     * @return list<string>
     */
    private function statements(Closure $work): array
    {
        $statements = [];
        $recording = true;
        $record = static function (string $entry) use (&$statements, &$recording): void {
            if ($recording) {
                $statements[] = $entry;
            }
        };
        Event::listen(QueryExecuted::class, static fn (QueryExecuted $query) => $record(strtolower($query->sql)));
        Event::listen(TransactionBeginning::class, fn () => $record(SqliteWriteLock::isFree($this->path) ? 'begin, write lock free' : 'begin, write lock held'));
        Event::listen(TransactionCommitted::class, static fn () => $record('commit'));
        $work();
        $recording = false;

        return $statements;
    }

    /**
     * @param  list<string>  $statements
     * @param  bool  $existsCheckFirst  a lock-free "is there anything to do?" before the transaction is allowed
     */
    private function assertReadUnderTheWriteLock(array $statements, string $table, bool $existsCheckFirst = false): void
    {
        $this->assertNotContains('begin, write lock free', $statements, 'A transaction began without the write lock');
        $begin = array_search('begin, write lock held', $statements, true);
        $this->assertIsInt($begin, 'No transaction in: '.implode(' | ', $statements));
        $commit = array_search('commit', $statements, true);
        $this->assertIsInt($commit);
        $reads = array_keys(array_filter($statements, static fn (string $sql): bool => str_starts_with($sql, 'select') && str_contains($sql, '"'.$table.'"')));
        $inside = array_filter($reads, static fn (int $i): bool => $i > $begin && $i < $commit);
        $before = array_filter($reads, static fn (int $i): bool => $i < $begin);
        $this->assertNotEmpty($inside, "{$table} is not read inside the locked transaction");
        $this->assertCount($existsCheckFirst ? 1 : 0, $before, "{$table} is read before the write lock is taken");
    }

    #[Test]
    public function merging_guest_lists_at_sign_in_takes_the_write_lock_first(): void
    {
        $user = User::factory()->create();

        $statements = $this->statements(fn () => app(MergeGuestLists::class)->handle('guest-1', $user->id));

        $this->assertReadUnderTheWriteLock($statements, 'saved_products');
    }

    #[Test]
    public function merging_a_guest_cart_reads_it_under_the_write_lock(): void
    {
        $user = User::factory()->create();
        DB::table('carts')->insert(['guest_id' => 'guest-1', 'created_at' => now(), 'updated_at' => now()]);

        $statements = $this->statements(fn () => app(MergeGuestCart::class)->handle('guest-1', $user->id));

        $this->assertReadUnderTheWriteLock($statements, 'carts', existsCheckFirst: true);
        $this->assertReadUnderTheWriteLock($statements, 'cart_items');
        $this->assertFalse(DB::table('carts')->where('guest_id', 'guest-1')->exists());
    }

    #[Test]
    public function a_job_application_checks_the_vacancy_under_the_write_lock(): void
    {
        Storage::fake('applications');
        $vacancy = Vacancy::query()->create([
            'slug' => 'casier', 'title' => ['ro' => 'Casier', 'ru' => 'Кассир'], 'city' => ['ro' => 'Chișinău', 'ru' => 'Кишинёв'],
            'employment_type' => EmploymentType::cases()[0], 'description' => ['ro' => 'x', 'ru' => 'x'], 'requirements' => ['ro' => 'x', 'ru' => 'x'],
            'is_open' => true, 'sort' => 0,
        ]);
        $cv = UploadedFile::fake()->createWithContent('cv.pdf', "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

        $statements = $this->statements(fn () => app(ApplyForVacancy::class)->handle($vacancy, ['name' => 'Ion', 'phone' => '+37360123456', 'email' => 'ion@example.md'], CvUpload::from($cv), 'ro'));

        $this->assertReadUnderTheWriteLock($statements, 'vacancies');
        $this->assertSame(1, DB::table('job_applications')->count());
    }
}
