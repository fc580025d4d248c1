import { spawnSync } from 'node:child_process';

import { expect, test } from './support/fixtures';

import { baseUrl, databaseKind, serverEnv } from './support/server';

// The built-in server's workers keep their SQLite connection between requests (App\Infrastructure\Database\
// PersistentSqliteConnector). A request that dies inside a write transaction (out of memory: a fatal error nothing can
// catch) must not leave the write lock held on the connection its worker keeps: other workers' writes would wait for it
// (and fail after the busy timeout) until that worker's next request, which would fail too.

/** Whether SQLite gives the write lock at once to a connection of our own, and whether the dead request's row is there. */
function lockAndRow(): { free: boolean; deadRows: number } {
  const code = `
    $pdo = new PDO('sqlite:' . getenv('DB_DATABASE'), null, null, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
    $pdo->exec('PRAGMA busy_timeout = 0');
    try { $pdo->exec('BEGIN IMMEDIATE'); $pdo->exec('ROLLBACK'); $free = true; } catch (PDOException $e) { $free = false; }
    $rows = (int) $pdo->query("SELECT COUNT(*) FROM cache WHERE key LIKE '%e2e.dead-write'")->fetchColumn();
    echo json_encode(['free' => $free, 'deadRows' => $rows]);
  `;
  const result = spawnSync('php', ['-r', code], { env: serverEnv(), encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);

  return JSON.parse(result.stdout) as { free: boolean; deadRows: number };
}

async function freedWithin(ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (lockAndRow().free) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

test.describe('SQLite connections kept between requests', () => {
  test.skip(databaseKind !== 'sqlite', 'SQLite connections only');
  test('lose what a request that died inside a write transaction began, at once and for every worker', async () => {
    for (let round = 0; round < 3; round++) {
      const died = await fetch(`${baseUrl}/__e2e/die-while-writing`);
      expect(died.status).toBe(500);
      // Rolled back when the dead request shut down, not when its worker happens to answer again.
      expect(await freedWithin(3_000)).toBe(true);
      expect(lockAndRow().deadRows).toBe(0);
    }

    // Every worker, the ones whose requests died among them, writes again at once (the busy timeout is 10 s).
    const writes = await Promise.all(
      Array.from({ length: 12 }, () => fetch(`${baseUrl}/__e2e/reset`, { signal: AbortSignal.timeout(5_000) })),
    );
    expect(writes.map((response) => response.status)).toEqual(Array(12).fill(204));
    for (let i = 0; i < 8; i++) {
      expect((await fetch(`${baseUrl}/__e2e/reset`, { signal: AbortSignal.timeout(5_000) })).status).toBe(204);
    }
    expect(lockAndRow()).toEqual({ free: true, deadRows: 0 });
  });
});
