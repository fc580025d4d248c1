import {
  buildAssets,
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
  buildAssets('e2e');
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
    buildAssets('production');
  };
}
