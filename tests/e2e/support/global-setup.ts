import {
  buildAssets,
  hasBuild,
  mailWebPort,
  prepareDatabase,
  startMailCatcher,
  startServer,
  startDatabaseServer,
  startSsrServer,
  stopDatabaseServer,
  stopProcess,
  stopSsrServer,
  waitForServer,
  waitForSsrServer,
  waitForUrl,
} from './server';

export default async function setup(): Promise<() => Promise<void>> {
  // E2E_BUILD=keep serves the build in place, when there is one, and leaves it: for runs that need no test-only page
  // right after another that built (scripts/test.sh's concurrency run after the browser suite).
  const rebuild = !(process.env.E2E_BUILD === 'keep' && hasBuild());
  if (rebuild) buildAssets('e2e');
  startDatabaseServer();
  try {
    prepareDatabase();
  } catch (error) {
    stopDatabaseServer();
    throw error;
  }
  const mailCatcher = startMailCatcher();
  // A server left over from an interrupted run would serve the previous build.
  await stopSsrServer();
  startSsrServer().unref();
  await waitForSsrServer();
  const server = startServer();
  try {
    await waitForUrl(`http://127.0.0.1:${mailWebPort}/email`);
    await waitForServer();
  } catch (error) {
    stopProcess(server);
    stopProcess(mailCatcher);
    await stopSsrServer();
    stopDatabaseServer();
    throw error;
  }

  return async () => {
    stopProcess(server);
    stopProcess(mailCatcher);
    await stopSsrServer();
    stopDatabaseServer();
    if (rebuild) buildAssets('production');
  };
}
