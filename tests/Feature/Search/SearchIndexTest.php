<?php

declare(strict_types=1);

namespace Tests\Feature\Search;

use App\Search\DatabaseFtsEngine;
use App\Search\MariaDb\WordIndex;
use App\Search\MatchQuery;
use App\Search\Normalizer;
use App\Search\Postgres\TsIndex;
use App\Search\SearchDocument;
use App\Search\SearchIndex;
use App\Search\SearchIndexes;
use App\Search\Sqlite\FtsIndex;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;
use Laravel\Scout\EngineManager;
use Laravel\Scout\Engines\CollectionEngine;
use LogicException;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The index of the database the tests run on (SQLite by default, PostgreSQL or MariaDB with DB_CONNECTION=pgsql or
 * mariadb), through the interface every implementation keeps, plus what only PostgreSQL's or MariaDB's does.
 */
final class SearchIndexTest extends TestCase
{
    #[Test]
    public function the_engine_follows_the_database(): void
    {
        $driver = DB::connection()->getDriverName();
        $index = SearchIndexes::for(DB::connection(), 'products');

        $this->assertInstanceOf(DatabaseFtsEngine::class, app(EngineManager::class)->engine('database-fts'));
        $this->assertInstanceOf(DatabaseFtsEngine::class, app(EngineManager::class)->engine('sqlite-fts'));
        $this->assertInstanceOf(match ($driver) {
            'pgsql' => TsIndex::class,
            'mariadb' => WordIndex::class,
            default => FtsIndex::class,
        }, $index);
    }

    #[Test]
    public function a_database_without_an_index_of_ours_searches_in_memory(): void
    {
        $default = config('database.default');
        config(['database.default' => 'sqlsrv']);
        app()->forgetInstance(EngineManager::class);
        try {
            $this->assertInstanceOf(CollectionEngine::class, app(EngineManager::class)->engine('database-fts'));
        } finally {
            config(['database.default' => $default]);
            app()->forgetInstance(EngineManager::class);
        }
        $this->assertFalse(SearchIndexes::supports('sqlsrv'));
        $this->assertTrue(SearchIndexes::supports('mariadb'));

        $this->expectException(LogicException::class);
        SearchIndexes::for(DB::connection('sqlsrv'), 'products');
    }

    #[Test]
    public function documents_are_put_replaced_found_ranked_and_removed(): void
    {
        $index = $this->freshIndex();
        $index->put([
            self::document(1, 'Aspirator Wombat 2000', popularity: 10),
            self::document(2, 'Aspirator Wombat Mini', popularity: 50),
            self::document(3, 'Aspirator Numbat 2000', popularity: 900, inStock: false),
        ]);

        $this->assertSame([2, 1, 3], $index->keys(MatchQuery::exact(['aspir']), 10));
        $this->assertSame([1, 3], $index->keys(MatchQuery::exact(['aspirator', '2000']), 10));
        $this->assertSame([], $index->keys(MatchQuery::exact(['200']), 10), 'numbers match whole');
        $this->assertSame([2], $index->keys(MatchQuery::exact(['aspirator']), 1));
        $this->assertSame(['wombat'], $index->typoCandidates('wombta'));
        $corrected = MatchQuery::withCorrections(['wombta'], ['wombta' => $index->typoCandidates('wombta')]);
        $this->assertNotNull($corrected);
        $this->assertSame([2, 1], $index->keys($corrected, 10));

        // A new version of a record replaces the old one, under its new rank.
        $index->put([self::document(1, 'Aspirator Quokka', popularity: 1000)]);
        $this->assertSame([1, 2, 3], $index->keys(MatchQuery::exact(['aspirator']), 10));
        $this->assertSame([], $index->keys(MatchQuery::exact(['aspirator', '2000', 'wombat']), 10));
        $this->assertSame(3, $index->count());

        $index->remove([1, 3]);
        $this->assertSame([2], $index->keys(MatchQuery::exact(['aspirator']), 10));
        $this->assertFalse($index->contains(1));
        $this->assertTrue($index->contains(2));
        $this->assertSame(1, $index->count());

        $index->optimize();
        $index->flush();
        $this->assertSame(0, $index->count());
        $this->assertSame([], $index->keys(MatchQuery::exact(['aspirator']), 10));
        $this->assertSame([], $index->typoCandidates('wombta'));
    }

    #[Test]
    public function a_one_letter_word_is_whole_unless_it_is_the_last_one_being_typed(): void
    {
        $index = $this->freshIndex();
        $index->put([
            self::document(1, 'Tastatura A4Tech Bloody', popularity: 10),
            self::document(2, 'Aspirator Atlas 4 Technic', popularity: 50),
            self::document(3, 'Samsung Galaxy S23', popularity: 30),
            self::document(4, 'Husa Galaxy Sport 23', popularity: 40),
        ]);
        $words = static fn (string $query, bool $typing = false): MatchQuery => MatchQuery::exact(Normalizer::tokens($query), $typing);

        // "a4tech" is "a", "4", "tech": "Atlas 4 Technic" is not a match.
        $this->assertSame([1], $index->keys($words('a4tech'), 10));
        $this->assertSame([3], $index->keys($words('galaxy s23'), 10));
        $this->assertSame([3], $index->keys($words('galaxy s'), 10));
        $this->assertSame([1], $index->keys($words('a'), 10));
        // While typing, the last word may be unfinished, one letter or more.
        $this->assertSame([4, 3], $index->keys($words('galaxy s', true), 10));
        $this->assertSame([2, 1], $index->keys($words('a', true), 10));
        $this->assertSame([1], $index->keys($words('a4tech', true), 10));
    }

    #[Test]
    public function matches_come_best_first_however_far_down_the_ranking_they_are(): void
    {
        $index = $this->freshIndex();
        // 400 documents ranked by popularity: every one says "common", the best and the worst also "bookend", only
        // the worst "rarissim". (PostgreSQL walks the best-ranked first and reads the rest from its GIN index.)
        $documents = [];
        for ($key = 1; $key <= 400; $key++) {
            $words = 'Common '.($key === 1 || $key === 400 ? 'Bookend ' : '').($key === 400 ? 'Rarissim' : '');
            $documents[] = self::document($key, $words, popularity: 1000 - $key);
        }
        $index->put($documents, replace: false);
        $index->optimize();

        $this->assertSame([1, 2, 3, 4, 5], $index->keys(MatchQuery::exact(['common']), 5));
        $this->assertSame(range(1, 400), $index->keys(MatchQuery::exact(['comm']), 1000));
        $this->assertSame([400], $index->keys(MatchQuery::exact(['rarissim']), 5));
        $this->assertSame([1, 400], $index->keys(MatchQuery::exact(['bookend', 'common']), 2));
        $this->assertSame([1, 400], $index->keys(MatchQuery::exact(['book']), 1000));
    }

    #[Test]
    public function postgresql_indexes_every_normalised_word_as_it_is(): void
    {
        $this->onlyOn('pgsql');
        $index = $this->freshIndex();
        // An English or Russian dictionary would drop "the", "of", "a" and "i" and stem "running" to "run": the
        // 'simple' configuration keeps every token Normalizer gives, as FTS5 does.
        $index->put([self::document(7, 'The Running of a Mașină: и я'), self::document(8, 'Run')]);

        $this->assertSame([7], $index->keys(MatchQuery::exact(['the', 'of', 'a', 'running', 'masina', 'i', 'ya']), 10));
        $this->assertSame([7], $index->keys(MatchQuery::exact(['running']), 10));
        $this->assertSame([8, 7], $index->keys(MatchQuery::exact(['run']), 10));
    }

    #[Test]
    public function postgresql_reads_matches_through_the_gin_index_of_a_generated_tsvector(): void
    {
        $this->onlyOn('pgsql');

        $this->assertTrue(Schema::hasTable('search_products_keys'));
        $this->assertTrue(Schema::hasTable('search_products_terms'));
        $this->assertSame('tsvector', Schema::getColumnType('search_products', 'body_tsv'));
        $definition = DB::selectOne("SELECT indexdef FROM pg_indexes WHERE indexname = 'search_products_body'");
        $this->assertIsObject($definition);
        $this->assertStringContainsString('USING gin (body_tsv)', (string) $definition->indexdef);

        // Disallowing sequential scans shows the query can use the GIN index (the planner picks by statistics).
        DB::statement('SET LOCAL enable_seqscan = off');
        DB::statement('SET LOCAL enable_indexscan = off');
        $plan = implode("\n", array_map(static fn (object $row): string => (string) array_values((array) $row)[0], DB::select(
            "EXPLAIN SELECT doc FROM search_products WHERE body_tsv @@ to_tsquery('simple', 'televiz:* & samsung') ORDER BY doc DESC LIMIT 6",
        )));
        $this->assertStringContainsString('search_products_body', $plan);
    }

    #[Test]
    public function mariadb_finds_short_words_numbers_and_common_words_in_an_open_transaction(): void
    {
        $this->onlyOn('mariadb');
        // A FULLTEXT index would miss "tv", "55" and "a" (shorter than innodb_ft_min_token_size), "the" and "of"
        // (its stopwords), and every write of the transaction this test runs in, until it commits.
        $this->assertGreaterThan(0, DB::transactionLevel());
        $index = $this->freshIndex();
        $index->put([self::document(7, 'The TV of a Mașină 55"'), self::document(8, 'TVR 550')]);

        $this->assertSame([7], $index->keys(MatchQuery::exact(['the', 'of', 'a', 'tv', 'masina', '55']), 10));
        $this->assertSame([8, 7], $index->keys(MatchQuery::exact(['tv']), 10), 'a prefix');
        $this->assertSame([8], $index->keys(MatchQuery::exact(['550']), 10));
        $this->assertSame([], $index->keys(MatchQuery::exact(['5']), 10), 'numbers match whole');
        $this->assertSame([], $index->keys(MatchQuery::exact(['v']), 10), 'words match from their start');
    }

    #[Test]
    public function mariadb_keeps_words_longer_than_its_word_column(): void
    {
        $this->onlyOn('mariadb');
        $index = $this->freshIndex();
        $long = str_repeat('x', WordIndex::WORD_LENGTH + 20);
        $index->put([self::document(1, $long.'a'), self::document(2, $long.'b'), self::document(3, 'x')]);

        // The words table holds their first letters only: the documents' words decide, exactly.
        $this->assertSame([1], $index->keys(MatchQuery::exact([$long.'a']), 10));
        $this->assertSame([2, 1], $index->keys(MatchQuery::exact([$long]), 10));
        $this->assertSame([], $index->keys(MatchQuery::exact([$long.'c']), 10));
        // A one-letter word is whole once searched, a prefix of the long words too while it is being typed.
        $this->assertSame([3], $index->keys(MatchQuery::exact(['x']), 10));
        $this->assertSame([3, 2, 1], $index->keys(MatchQuery::exact(['x'], typing: true), 10));
    }

    #[Test]
    public function mariadb_reads_the_words_of_rare_matches_by_their_key(): void
    {
        $this->onlyOn('mariadb');

        $this->assertTrue(Schema::hasTable('search_products_keys'));
        $this->assertTrue(Schema::hasTable('search_products_terms'));
        $primary = array_values(array_filter(Schema::getIndexes('search_products_words'), static fn (array $index): bool => $index['primary']));
        $this->assertSame(['word', 'doc'], $primary[0]['columns'] ?? null);
        $plan = DB::select("EXPLAIN SELECT DISTINCT doc FROM search_products_words WHERE (word LIKE 'televiz%' OR word = 'samsung')");
        $this->assertSame('range', $plan[0]->type ?? null);
        $this->assertSame('PRIMARY', $plan[0]->key ?? null);
    }

    #[Test]
    public function sqlite_gets_no_postgresql_tables(): void
    {
        $this->onlyOn('sqlite');

        $this->assertFalse(Schema::hasColumn('search_products', 'body_tsv'));
        $this->assertTrue(Schema::hasTable('search_products_keys'));
    }

    private function freshIndex(): SearchIndex
    {
        $index = SearchIndexes::for(DB::connection(), 'products');
        $index->flush();

        return $index;
    }

    private static function document(int $key, string $name, int $popularity = 0, bool $inStock = true): SearchDocument
    {
        return SearchDocument::fromSearchableArray($key, ['names' => [$name], 'popularity' => $popularity, 'in_stock' => $inStock]);
    }

    private function onlyOn(string $driver): void
    {
        if (DB::connection()->getDriverName() !== $driver) {
            $this->markTestSkipped("Only on $driver.");
        }
    }
}
