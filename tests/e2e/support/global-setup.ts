import {
  buildAssets,
  prepareDatabase,
  startServer,
  startSsrServer,
  stopSsrServer,
  waitForServer,
  waitForSsrServer,
} from './server';

export default async function setup(): Promise<() => Promise<void>> {
  buildAssets('e2e');
  prepareDatabase();
  // A server left over from an interrupted run would serve the previous build.
  await stopSsrServer();
  startSsrServer().unref();
  await waitForSsrServer();
  const server = startServer();
  await waitForServer();

  return async () => {
    if (server.pid !== undefined) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await stopSsrServer();
    buildAssets('production');
  };
}
