import {
  buildAssets,
  mailWebPort,
  prepareDatabase,
  startMailCatcher,
  startServer,
  startSsrServer,
  stopProcess,
  stopSsrServer,
  waitForServer,
  waitForSsrServer,
  waitForUrl,
} from './server';

export default async function setup(): Promise<() => Promise<void>> {
  buildAssets('e2e');
  prepareDatabase();
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
    throw error;
  }

  return async () => {
    stopProcess(server);
    stopProcess(mailCatcher);
    await stopSsrServer();
    buildAssets('production');
  };
}
