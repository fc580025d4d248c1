import { buildAssets, prepareDatabase, startServer, waitForServer } from './server';

export default async function setup(): Promise<() => void> {
  buildAssets('e2e');
  prepareDatabase();
  const server = startServer();
  await waitForServer();

  return () => {
    if (server.pid !== undefined) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    buildAssets('production');
  };
}
